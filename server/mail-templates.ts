import { formatCalendarDay, formatDate, startOfSingaporeDay } from "~/domain/format";
import type { EnquiryKind } from "~/domain/schemas/enquiry";
import type { MailMessage } from "./mail";

type Content = Pick<MailMessage, "subject" | "text" | "html">;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function layout(heading: string, paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#059669;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b7280">Or open this link: ${escapeHtml(action.href)}</p>`
    : "";
  return `<div style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(heading)}</h1>${body}${button}</div>`;
}

export function passwordResetMail(input: { name: string; link: string }): Content {
  const lines = [
    `Hello ${input.name},`,
    "We received a request to reset the password of your Condo Sites account. The link below works once and expires in one hour.",
    "If you did not ask for this, you can ignore this email: your password stays as it is.",
  ];
  return {
    subject: "Reset your password",
    text: `${lines.join("\n\n")}\n\nReset your password: ${input.link}\n`,
    html: layout("Reset your password", lines, { label: "Set a new password", href: input.link }),
  };
}

export interface EnquiryMailInput {
  ownerName: string;
  kindLabel: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  projectName: string | null;
  preferredDate: string | null;
  /** The viewing's time slot as shown ('11am – 12pm'). */
  preferredTime: string | null;
  siteHost: string;
}

/** Tells a site's owner about a visitor's enquiry (contact form, Register Interest, viewing). */
export function enquiryNotificationMail(input: EnquiryMailInput): Content {
  const about = input.projectName ? ` about ${input.projectName}` : "";
  const details = [
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone || "not given"}`,
    ...(input.projectName ? [`Project: ${input.projectName}`] : []),
    ...(input.preferredDate ? [`Preferred viewing date: ${input.preferredDate}`] : []),
    ...(input.preferredTime ? [`Preferred time: ${input.preferredTime}`] : []),
    `Sent from: ${input.siteHost}`,
  ];
  const lines = [
    `Hello ${input.ownerName},`,
    `${input.name} sent a ${input.kindLabel} enquiry${about} on ${input.siteHost} and agreed to be contacted about it (PDPA consent given).`,
    ...details,
    ...(input.message ? [`Message: ${input.message}`] : []),
    "Reply to the visitor directly at the email address above.",
  ];
  return {
    subject: `New enquiry: ${input.kindLabel}${about} from ${input.name}`,
    text: `${lines.join("\n\n")}\n`,
    html: layout(`New ${input.kindLabel} enquiry`, lines),
  };
}

export interface EnquiryAcknowledgementInput {
  name: string;
  ownerName: string;
  kind: EnquiryKind;
  kindLabel: string;
  projectName: string | null;
  preferredDate: string | null;
  siteHost: string;
  withdrawLink: string;
}

function nextStep(input: EnquiryAcknowledgementInput): string {
  const project = input.projectName ?? "the project";
  if (input.kind === "book-viewing") {
    const day = input.preferredDate ? ` on ${formatDate(startOfSingaporeDay(input.preferredDate))}` : "";
    return `What happens next: ${input.ownerName} will call you to confirm your viewing${day} and give you the showflat's address.`;
  }
  if (input.kind === "register-interest") {
    return `What happens next: ${input.ownerName} will send you the latest prices, floor plans and available units for ${project}, and keep you informed as sales progress.`;
  }
  return `What happens next: ${input.ownerName} will read your message and reply by email or phone, usually within one working day.`;
}

/** The buyer's receipt of an enquiry: who has it, what happens next, and how to withdraw consent (PDPA). */
export function enquiryAcknowledgementMail(input: EnquiryAcknowledgementInput): Content {
  const about = input.projectName ? ` about ${input.projectName}` : "";
  const lines = [
    `Hello ${input.name},`,
    `Thank you for your ${input.kindLabel} enquiry${about} on ${input.siteHost}. It has reached ${input.ownerName}.`,
    nextStep(input),
    `You agreed that ${input.ownerName} may contact you about this enquiry. You can withdraw that consent at any time with the link below; ${input.ownerName} will then no longer see your contact details.`,
  ];
  return {
    subject: `We received your enquiry${about}`,
    text: `${lines.join("\n\n")}\n\nWithdraw my consent: ${input.withdrawLink}\n`,
    html: layout(`Your enquiry is with ${input.ownerName}`, lines, { label: "Withdraw my consent", href: input.withdrawLink }),
  };
}

export interface ShortlistMailInput {
  name: string;
  ownerName: string;
  siteHost: string;
  projects: { name: string; link: string }[];
  shareLink: string;
  withdrawLink: string;
}

/** "Email me my shortlist": the buyer's projects with their links on the site they used, and the consent note of every enquiry receipt. */
export function shortlistMail(input: ShortlistMailInput): Content {
  const intro = [`Hello ${input.name},`, `Here is the shortlist you saved on ${input.siteHost}:`];
  const outro = [
    `${input.ownerName} has a copy and can send you prices, floor plans and available units for any of them, or arrange showflat visits.`,
    `You agreed that ${input.ownerName} may contact you about this shortlist. You can withdraw that consent at any time: ${input.withdrawLink}`,
  ];
  const items = input.projects.map((project) => `<li style="margin:0 0 8px"><a href="${escapeHtml(project.link)}" style="color:#059669;font-weight:600">${escapeHtml(project.name)}</a></li>`).join("");
  const html = layout("Your shortlist", intro, { label: "Open my shortlist", href: input.shareLink }).replace(
    /<p style="margin:24px 0">/,
    `<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>${outro.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("")}<p style="margin:24px 0">`,
  );
  return {
    subject: `Your shortlist from ${input.siteHost}`,
    text: `${[...intro, input.projects.map((project) => `- ${project.name}: ${project.link}`).join("\n"), ...outro].join("\n\n")}\n\nOpen my shortlist: ${input.shareLink}\n`,
    html,
  };
}

/** Tells an author that an administrator took their post off the sites, and why. */
export function postUnpublishedMail(input: { authorName: string; title: string; reason: string | null }): Content {
  const lines = [
    `Hello ${input.authorName},`,
    `An administrator has unpublished your post "${input.title}". It is a draft again and no longer shows on any site.`,
    input.reason ? `Reason given: ${input.reason}` : "No reason was given.",
    "You can edit the post under Blog Posts in your dashboard and publish it again once it is ready.",
  ];
  return {
    subject: `Your post "${input.title}" was unpublished`,
    text: `${lines.join("\n\n")}\n`,
    html: layout("Your post was unpublished", lines),
  };
}

export interface ShowflatVisitMailInput {
  name: string;
  projectName: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** '11am – 12pm' */
  timeLabel: string;
  location: string;
  consultantName: string;
  consultantPhone: string | null;
  consultantEmail: string;
  withdrawLink: string;
}

/**
 * The buyer's one mail for a showflat visit request: the details, the way to change it and the
 * PDPA consent-withdrawal link of every enquiry receipt; the calendar file goes with it.
 */
export function showflatVisitConfirmationMail(input: ShowflatVisitMailInput): Content {
  const lines = [
    `Hello ${input.name},`,
    `Thank you for booking a showflat visit at ${input.projectName}. These are the details you chose:`,
    `Date: ${formatCalendarDay(input.date)}`,
    `Time: ${input.timeLabel}`,
    `Project: ${input.projectName}, ${input.location}`,
    `Your consultant: ${input.consultantName}${input.consultantPhone ? `, ${input.consultantPhone}` : ""}, ${input.consultantEmail}`,
    `${input.consultantName} will call you to confirm the appointment and the showflat's address. The attached calendar file (showflat-visit.ics) adds the visit to your calendar.`,
    "To change or cancel the visit, reply to your consultant by phone or email.",
    `You agreed that ${input.consultantName} may contact you about this visit. You can withdraw that consent at any time with the link below; ${input.consultantName} will then no longer see your contact details.`,
  ];
  return {
    subject: `Your showflat visit: ${input.projectName}, ${formatCalendarDay(input.date)} ${input.timeLabel}`,
    text: `${lines.join("\n\n")}\n\nWithdraw my consent: ${input.withdrawLink}\n`,
    html: layout(`Your showflat visit at ${input.projectName}`, lines, { label: "Withdraw my consent", href: input.withdrawLink }),
  };
}

export interface ShowflatVisitChangeInput {
  name: string;
  projectName: string;
  /** 'YYYY-MM-DD' and '11am – 12pm': the visit as it is now. */
  date: string;
  timeLabel: string;
  /** What it was, for a moved visit: 'Dec 05, 2026, 2pm – 3pm'. */
  previous?: string;
  consultantName: string;
  consultantPhone: string | null;
  consultantEmail: string;
}

/** The realtor moved the buyer's showflat visit: the new day and slot, with the updated calendar file. */
export function showflatVisitRescheduledMail(input: ShowflatVisitChangeInput): Content {
  const consultant = `${input.consultantName}${input.consultantPhone ? `, ${input.consultantPhone}` : ""}, ${input.consultantEmail}`;
  const lines = [
    `Hello ${input.name},`,
    `${input.consultantName} has moved your showflat visit at ${input.projectName}${input.previous ? ` (it was ${input.previous})` : ""}. The new details:`,
    `Date: ${formatCalendarDay(input.date)}`,
    `Time: ${input.timeLabel}`,
    `Your consultant: ${consultant}`,
    "The attached calendar file (showflat-visit.ics) updates the entry in your calendar. If the new time does not suit you, reply to your consultant by phone or email.",
  ];
  return {
    subject: `Your showflat visit is moved: ${input.projectName}, ${formatCalendarDay(input.date)} ${input.timeLabel}`,
    text: `${lines.join("\n\n")}\n`,
    html: layout(`Your showflat visit at ${input.projectName} is moved`, lines),
  };
}

/** The realtor cancelled the buyer's showflat visit; the calendar file removes it from their calendar. */
export function showflatVisitCancelledMail(input: ShowflatVisitChangeInput): Content {
  const consultant = `${input.consultantName}${input.consultantPhone ? `, ${input.consultantPhone}` : ""}, ${input.consultantEmail}`;
  const lines = [
    `Hello ${input.name},`,
    `${input.consultantName} has cancelled your showflat visit at ${input.projectName} on ${formatCalendarDay(input.date)}, ${input.timeLabel}.`,
    "The attached calendar file (showflat-visit.ics) removes it from your calendar.",
    `To book another time, contact your consultant: ${consultant}.`,
  ];
  return {
    subject: `Your showflat visit is cancelled: ${input.projectName}, ${formatCalendarDay(input.date)} ${input.timeLabel}`,
    text: `${lines.join("\n\n")}\n`,
    html: layout(`Your showflat visit at ${input.projectName} is cancelled`, lines),
  };
}

export function inviteMail(input: { name: string; roleLabel: string; link: string; validDays: number }): Content {
  const lines = [
    `Hello ${input.name},`,
    `An administrator has created a Condo Sites account for you (${input.roleLabel}). Set your password to start using it.`,
    `The link below works once and expires in ${input.validDays} days. If you were not expecting this invitation, you can ignore this email.`,
  ];
  return {
    subject: "You're invited to Condo Sites",
    text: `${lines.join("\n\n")}\n\nSet your password: ${input.link}\n`,
    html: layout("You're invited to Condo Sites", lines, { label: "Set your password", href: input.link }),
  };
}

/** Tells the approvers that a sign-up waits for them (issue 10). */
export function approvalRequestMail(input: { realtorName: string; roleLabel: string; agencyName: string; siteHost: string; link: string }): Content {
  const lines = [
    `${input.realtorName} registered as a ${input.roleLabel} with ${input.agencyName} for the site ${input.siteHost}.`,
    "Their account and site stay offline until an administrator approves them.",
  ];
  return {
    subject: `Approval needed: ${input.realtorName} (${input.roleLabel})`,
    text: `${lines.join("\n\n")}\n\nReview the request: ${input.link}\n`,
    html: layout("A registration waits for approval", lines, { label: "Review the request", href: input.link }),
  };
}

export function realtorApprovedMail(input: { name: string; siteHost: string; signInLink: string }): Content {
  const lines = [
    `Hello ${input.name},`,
    `Your Condo Sites account has been approved. Your site ${input.siteHost} is now live, and you can sign in on it to manage your profile, branding, posts and enquiries.`,
  ];
  return {
    subject: "Your account has been approved",
    text: `${lines.join("\n\n")}\n\nSign in: ${input.signInLink}\n`,
    html: layout("Your account has been approved", lines, { label: "Sign in to your site", href: input.signInLink }),
  };
}

export function realtorRejectedMail(input: { name: string; reason: string | null }): Content {
  const lines = [
    `Hello ${input.name},`,
    "Your Condo Sites registration was not approved.",
    ...(input.reason ? [`Reason given: ${input.reason}`] : []),
    "If you think this is a mistake, reply to your agency's administrator.",
  ];
  return {
    subject: "Your registration was not approved",
    text: `${lines.join("\n\n")}\n`,
    html: layout("Your registration was not approved", lines),
  };
}

/** To the address an administrator moved an account away from: the only warning a takeover would give. */
export function signInEmailChangedMail(input: { name: string; newEmail: string }): Content {
  const lines = [
    `Hello ${input.name},`,
    `The sign-in email of your Condo Sites account was changed to ${input.newEmail} by an administrator. This address no longer signs in, you have been signed out everywhere, and any password reset or invite link sent before no longer works.`,
    "Your password stays the same: sign in with the new address.",
    "If you did not ask for this change, contact your agency or the Condo Sites administrators at once.",
  ];
  return {
    subject: "Your Condo Sites sign-in email was changed",
    text: `${lines.join("\n\n")}\n`,
    html: layout("Your sign-in email was changed", lines),
  };
}

/** Tells a realtor that a lead is now theirs to work. */
export function enquiryAssignedMail(input: { ownerName: string; buyerName: string; projectName: string | null; assignedBy: string; link: string }): Content {
  const about = input.projectName ? ` about ${input.projectName}` : "";
  const lines = [`Hello ${input.ownerName},`, `${input.assignedBy} gave you ${input.buyerName}'s enquiry${about}. It is now yours to answer.`];
  return {
    subject: `Enquiry assigned to you: ${input.buyerName}${about}`,
    text: `${lines.join("\n\n")}\n\nOpen the enquiry: ${input.link}\n`,
    html: layout("An enquiry is yours", lines, { label: "Open the enquiry", href: input.link }),
  };
}

/** A realtor's reply to a buyer's enquiry, written on the enquiry page; the buyer's answer goes to the realtor. */
export function enquiryReplyMail(input: { buyerName: string; realtorName: string; projectName: string | null; reply: string }): Content {
  const about = input.projectName ? ` about ${input.projectName}` : "";
  const lines = [...input.reply.split(/\n{2,}/), `${input.realtorName}`];
  return {
    subject: `Re: your enquiry${about}`,
    text: `${input.reply}\n\n${input.realtorName}\n`,
    html: layout(`A reply from ${input.realtorName}`, lines),
  };
}

/** Tells a realtor that the archive of their data asked for under the PDPA can be downloaded. */
export function personalDataExportReadyMail(input: { name: string; link: string; expiresAt: string }): Content {
  const lines = [
    `Hello ${input.name},`,
    "The archive of the data Condo Sites holds about you is ready: your profile, branding, posts, your site's enquiries with their consent records, and the audit entries about you.",
    `Sign in and open the link below to download it. Only you can download it, until ${input.expiresAt}.`,
  ];
  return {
    subject: "Your data archive is ready",
    text: `${lines.join("\n\n")}\n\nDownload your data: ${input.link}\n`,
    html: layout("Your data archive is ready", lines, { label: "Download my data", href: input.link }),
  };
}

/** The owner of a lead still unanswered at the team's first-response target (decision record 146). */
export function responseReminderMail(input: { ownerName: string; buyerName: string; projectName: string | null; receivedAt: string; targetMinutes: number; link: string }): Content {
  const about = input.projectName ? ` about ${input.projectName}` : "";
  const lines = [
    `Hello ${input.ownerName},`,
    `${input.buyerName}'s enquiry${about}, received ${input.receivedAt}, has had no reply, call or WhatsApp within your team's ${input.targetMinutes}-minute target.`,
    "A quick first reply now keeps the lead warm.",
  ];
  return {
    subject: `Reminder: answer ${input.buyerName}'s enquiry`,
    text: `${lines.join("\n\n")}\n\nOpen the enquiry: ${input.link}\n`,
    html: layout("A lead is waiting for you", lines, { label: "Open the enquiry", href: input.link }),
  };
}

/** The team leader, when a lead is still unanswered at twice the target: they may reassign it (decision record 146). */
export function responseEscalationMail(input: { leaderName: string; ownerName: string; buyerName: string; projectName: string | null; receivedAt: string; limitMinutes: number; link: string }): Content {
  const about = input.projectName ? ` about ${input.projectName}` : "";
  const lines = [
    `Hello ${input.leaderName},`,
    `${input.buyerName}'s enquiry${about}, received ${input.receivedAt} and owned by ${input.ownerName}, is still unanswered after ${input.limitMinutes} minutes of office hours.`,
    "Open it to follow up with the owner or give it to someone else on the team.",
  ];
  return {
    subject: `Unanswered lead: ${input.buyerName}, owned by ${input.ownerName}`,
    text: `${lines.join("\n\n")}\n\nOpen the enquiry: ${input.link}\n`,
    html: layout("A lead needs you", lines, { label: "Open the enquiry", href: input.link }),
  };
}

/** A realtor's morning digest: the day's and overdue follow-up tasks and the leads past the first-response target (decision record 147). */
export function taskDigestMail(input: { name: string; tasks: string[]; lateLeads: string[]; link: string }): Content {
  const sections = [
    ...(input.tasks.length ? [`Tasks due today or overdue (${input.tasks.length}):`, ...input.tasks.map((task) => `• ${task}`)] : []),
    ...(input.lateLeads.length ? [`Leads past your team's first-response target (${input.lateLeads.length}):`, ...input.lateLeads.map((lead) => `• ${lead}`)] : []),
  ];
  const lines = [`Good morning ${input.name},`, ...sections];
  return {
    subject: `Today: ${input.tasks.length} task${input.tasks.length === 1 ? "" : "s"}, ${input.lateLeads.length} lead${input.lateLeads.length === 1 ? "" : "s"} past target`,
    text: `${lines.join("\n")}\n\nOpen your tasks: ${input.link}\n`,
    html: layout("Your day's follow-ups", lines, { label: "Open your tasks", href: input.link }),
  };
}

/** The double opt-in mail of a buyer's alert: nothing is sent until the link is followed (decision record 151). */
export function buyerAlertConfirmMail(input: { name: string; about: string; ownerName: string; link: string }): Content {
  const lines = [`Hello ${input.name},`, `Please confirm that you would like alerts about ${input.about} from ${input.ownerName}.`, "If you did not ask for them, ignore this mail: nothing will be sent."];
  return {
    subject: "Confirm your property alerts",
    text: `${lines.join("\n")}\n\nConfirm your alerts: ${input.link}\n`,
    html: layout("Confirm your alerts", lines, { label: "Confirm your alerts", href: input.link }),
  };
}

/** A buyer's daily alert: every change since the last mail, with the one-click unsubscribe link (decision record 151). */
export function buyerAlertMail(input: { name: string; about: string; changes: string[]; action: { label: string; href: string }; unsubscribeLink: string }): Content {
  const lines = [`Hello ${input.name},`, `What changed for ${input.about}:`, ...input.changes.map((change) => `• ${change}`)];
  return {
    subject: `Property alert: ${input.changes.length} update${input.changes.length === 1 ? "" : "s"} for ${input.about}`,
    text: `${lines.join("\n")}\n\n${input.action.label}: ${input.action.href}\n\nUnsubscribe: ${input.unsubscribeLink}\n`,
    html: layout("Your property alert", [...lines, `Unsubscribe: ${input.unsubscribeLink}`], input.action),
  };
}
