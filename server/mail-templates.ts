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
