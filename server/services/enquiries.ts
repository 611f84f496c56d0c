import { and, asc, eq, gte, sql } from "drizzle-orm";
import { createHmac } from "node:crypto";
import { ENQUIRY_CONSENT_VERSION } from "~/domain/enquiry-consent";
import { ENQUIRY_KIND_LABELS, ENQUIRY_MESSAGES, OWNERLESS_ENQUIRY_RECIPIENT_ROLE, type EnquiryData } from "~/domain/schemas/enquiry";
import { showflatVisitCalendar, timeSlotRangeLabel } from "~/domain/showflat-visit";
import { shortlistEnquiryMessage, shortlistHref } from "~/domain/shortlist";
import type { SiteContext } from "~/domain/site-context";
import type { Database, Tx } from "../db/client";
import { enquiries, projects, userProfiles } from "../db/schema";
import type { Logger } from "pino";
import type { Mailer } from "../mail";
import { enquiryAcknowledgementMail, enquiryNotificationMail, shortlistMail, showflatVisitConfirmationMail } from "../mail-templates";
import { consentWithdrawalPath, newConsentToken } from "./enquiry-consent";
import { routeMasterSiteEnquiry } from "./enquiry-routing";
import { InvalidError, TooManyAttemptsError } from "./errors";
import { isListed, listShortlistedProjects } from "./public-projects";

/** Per visitor: at most 5 enquiries in 10 minutes (decision record 'enquiries'). */
export const ENQUIRY_LIMIT = 5;
export const ENQUIRY_WINDOW_MS = 10 * 60_000;


/** A salted hash of the client address: the limit needs to recognise a visitor, not know them. */
export function visitorKey(clientIp: string, secret: string): string {
  return createHmac("sha256", secret).update(`enquiry:${clientIp}`).digest("hex");
}

type EnquirySite = Pick<SiteContext, "host" | "realtorId" | "ownerName" | "ownerEmail"> & Partial<Pick<SiteContext, "ownerPhone">>;

interface Recipient {
  name: string;
  email: string;
}

/** The enquiry's owner (the site's realtor, or whom routing chose); without one, every master administrator. */
async function enquiryRecipients(db: Database, owner: Recipient | null): Promise<Recipient[]> {
  if (owner) return [owner];
  return db
    .select({ name: userProfiles.fullName, email: userProfiles.email })
    .from(userProfiles)
    .where(eq(userProfiles.role, OWNERLESS_ENQUIRY_RECIPIENT_ROLE))
    .orderBy(asc(userProfiles.createdAt));
}

/** Mails each recipient; answers the first failure, or null when every mail went out. */
async function notifyRecipients(db: Database, owner: Recipient | null, send: (recipient: Recipient) => Promise<unknown>): Promise<unknown> {
  try {
    const recipients = await enquiryRecipients(db, owner);
    if (recipients.length === 0) throw new Error(`no ${OWNERLESS_ENQUIRY_RECIPIENT_ROLE} administrator to notify`);
    const failure = (await Promise.allSettled(recipients.map(send))).find((result) => result.status === "rejected");
    return failure ? (failure.reason ?? new Error("mail failed")) : null;
  } catch (error) {
    return error;
  }
}

export interface SubmitEnquiryInput {
  site: EnquirySite;
  enquiry: EnquiryData;
  visitor: string;
  /** The buyer's consent-withdrawal link points to the site they used: its origin (the load context's siteOrigin, from the resolved site, never the Host as written), else https on its host. */
  siteOrigin?: string;
  /** Where the visit it came from began (server/site-analytics/visit-source.ts). */
  visitSource?: string | null;
  /** Enquiries one visitor may send in the window (ENQUIRIES_PER_VISITOR). */
  limit?: number;
  now?: Date;
}

/**
 * Saves a visitor's enquiry and mails its owner: the realtor of the site it was sent from or, on
 * the master site, whom master's routing chooses (the master administrators for their queue). The buyer gets one mail: a receipt with
 * the consent-withdrawal link or, for a showflat visit, the confirmation of the date and time slot
 * with that link and a calendar file (decision record 044).
 * The count of the visitor's recent enquiries and the insert run in one transaction under an
 * advisory lock on the visitor, so parallel submissions cannot pass the limit together.
 */
export async function submitEnquiry(
  { db, mailer, logger }: { db: Database; mailer: Mailer; logger?: Pick<Logger, "error"> },
  input: SubmitEnquiryInput,
): Promise<{ id: string; notified: boolean }> {
  const { site, enquiry, visitor } = input;
  const now = input.now ?? new Date();
  if (!enquiry.consent) throw new InvalidError("PDPA consent is required", { field: "consent" });
  const consentToken = newConsentToken();

  const saved = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${visitor}))`);
    const [{ recent }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(and(eq(enquiries.ipHash, visitor), gte(enquiries.createdAt, new Date(now.getTime() - ENQUIRY_WINDOW_MS))));
    if (recent >= (input.limit ?? ENQUIRY_LIMIT)) throw new TooManyAttemptsError(ENQUIRY_MESSAGES.rateLimited, ENQUIRY_WINDOW_MS / 1000);

    const [project] = enquiry.projectSlug
      ? await tx
          .select({ id: projects.id, name: projects.name, address: projects.fullAddress })
          .from(projects)
          .where(and(eq(projects.slug, enquiry.projectSlug.toLowerCase()), isListed))
          .limit(1)
      : [];
    const shortlisted = enquiry.kind === "shortlist" ? await listedShortlist(tx, enquiry.shortlist) : [];
    const isViewing = enquiry.kind === "book-viewing";
    const owner = site.realtorId
      ? { id: site.realtorId, name: site.ownerName, email: site.ownerEmail }
      : await routeMasterSiteEnquiry(tx, project?.id ?? null);
    const [row] = await tx
      .insert(enquiries)
      .values({
        kind: enquiry.kind,
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone || null,
        message: shortlisted.length ? shortlistEnquiryMessage(shortlisted, enquiry.message) : enquiry.message || null,
        projectId: project?.id ?? null,
        realtorId: site.realtorId,
        ownerId: owner?.id ?? null,
        siteHost: site.host,
        preferredDate: isViewing ? (enquiry.preferredDate ?? null) : null,
        preferredTime: isViewing ? (enquiry.preferredTime ?? null) : null,
        consentAt: now,
        consentVersion: ENQUIRY_CONSENT_VERSION,
        consentTokenHash: consentToken.hash,
        ipHash: visitor,
        visitSource: input.visitSource ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: enquiries.id, message: enquiries.message });
    return {
      id: row.id,
      owner: owner ? { name: owner.name, email: owner.email } : null,
      projectName: project?.name ?? null,
      projectAddress: project?.address ?? null,
      preferredDate: isViewing ? (enquiry.preferredDate ?? null) : null,
      preferredTime: isViewing ? (enquiry.preferredTime ?? null) : null,
      message: row.message,
      shortlisted,
    };
  });

  // The enquiry is kept even when the notification cannot go out: the visitor is not asked to
  // send it twice, and the failure is logged here.
  const mailError = await notifyRecipients(db, saved.owner, (recipient) =>
    mailer.send({
      to: recipient.email,
      ...enquiryNotificationMail({
        ownerName: recipient.name,
        kindLabel: ENQUIRY_KIND_LABELS[enquiry.kind],
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone || null,
        message: saved.message,
        projectName: saved.projectName,
        preferredDate: saved.preferredDate,
        preferredTime: saved.preferredTime ? timeSlotRangeLabel(saved.preferredTime) : null,
        siteHost: site.host,
      }),
    }),
  );
  const withdrawLink = `${input.siteOrigin ?? `https://${site.host}`}${consentWithdrawalPath(consentToken.token)}`;
  const siteOrigin = input.siteOrigin ?? `https://${site.host}`;
  const buyerMailError = saved.shortlisted.length
    ? await sendShortlist(mailer, {
        to: enquiry.email,
        name: enquiry.name,
        ownerName: site.ownerName,
        siteHost: site.host,
        projects: saved.shortlisted.map((project) => ({ name: project.name, link: `${siteOrigin}/condos/${project.slug}` })),
        shareLink: `${siteOrigin}${shortlistHref(saved.shortlisted.map((project) => project.slug))}`,
        withdrawLink,
      })
    : saved.preferredDate && saved.preferredTime
      ? await confirmVisit(mailer, site, enquiry, { ...saved, preferredDate: saved.preferredDate, preferredTime: saved.preferredTime }, withdrawLink, now)
      : await acknowledgeEnquiry(mailer, {
          to: enquiry.email,
          name: enquiry.name,
          ownerName: site.ownerName,
          kindLabel: ENQUIRY_KIND_LABELS[enquiry.kind],
          kind: enquiry.kind,
          projectName: saved.projectName,
          preferredDate: saved.preferredDate,
          siteHost: site.host,
          withdrawLink,
        });
  const failure = mailError ?? buyerMailError;
  if (failure) logger?.error({ err: failure, enquiryId: saved.id }, "enquiry saved but a notification failed");
  return { id: saved.id, notified: !failure };
}

/** The listed projects of a shortlist, in the buyer's order, as the shortlist page reads them; none listed is refused on the shortlist field. */
async function listedShortlist(tx: Tx, slugs: readonly string[]) {
  const { projects: listed } = await listShortlistedProjects(tx, slugs);
  if (listed.length === 0) throw new InvalidError(ENQUIRY_MESSAGES.shortlistUnlisted, { field: "shortlist" });
  return listed;
}

async function sendShortlist(mailer: Mailer, { to, ...content }: Parameters<typeof shortlistMail>[0] & { to: string }): Promise<unknown> {
  try {
    await mailer.send({ to, ...shortlistMail(content) });
    return null;
  } catch (error) {
    return error;
  }
}

/** The buyer's receipt: who has the enquiry, what happens next, and the link that withdraws consent. */
async function acknowledgeEnquiry(mailer: Mailer, { to, ...content }: Parameters<typeof enquiryAcknowledgementMail>[0] & { to: string }): Promise<unknown> {
  try {
    await mailer.send({ to, ...enquiryAcknowledgementMail(content) });
    return null;
  } catch (error) {
    return error;
  }
}

/** The buyer's own record of the visit they asked for: the details and an .ics to add it to their calendar. */
async function confirmVisit(
  mailer: Mailer,
  site: EnquirySite,
  enquiry: EnquiryData,
  visit: { id: string; projectName: string | null; projectAddress: string | null; preferredDate: string; preferredTime: string },
  withdrawLink: string,
  now: Date,
): Promise<unknown> {
  const projectName = visit.projectName ?? "the showflat";
  const details = {
    name: enquiry.name,
    projectName,
    date: visit.preferredDate,
    time: visit.preferredTime,
    location: visit.projectAddress ?? projectName,
    consultantName: site.ownerName,
    consultantPhone: site.ownerPhone || null,
    consultantEmail: site.ownerEmail,
  };
  const calendar = showflatVisitCalendar({ uid: visit.id, ...details, createdAt: now });
  try {
    await mailer.send({
      to: enquiry.email,
      ...showflatVisitConfirmationMail({ ...details, timeLabel: timeSlotRangeLabel(visit.preferredTime), withdrawLink }),
      attachments: [{ filename: "showflat-visit.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar }],
    });
    return null;
  } catch (error) {
    return error;
  }
}
