import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { BUYER_ALERT_CONSENT_VERSION } from "~/domain/buyer-alert-consent";
import { formatPriceFromCents, isoDateInSingapore } from "~/domain/format";
import { parseListingFilters } from "~/domain/listing-filters";
import { BUYER_ALERT_MESSAGES, type BuyerAlertInput } from "~/domain/schemas/buyer-alert";
import { siteOrigin } from "~/domain/site-url";
import type { Database, Tx } from "../db/client";
import { buyerAlertMails, buyerAlerts, enquiries, projects, type AlertSnapshot } from "../db/schema";
import { BUYER_ALERT_MAIL_JOB } from "../jobs/job-names";
import type { JobSender } from "../jobs/job-sender";
import type { Mailer } from "../mail";
import { buyerAlertConfirmMail, buyerAlertMail } from "../mail-templates";
import { authorize, type Actor } from "./actor";
import { recordAdminAudit } from "./internal/audit-log";
import { NotFoundError, TooManyAttemptsError } from "./errors";
import { listedProjectIdsMatching } from "./project-search";

type AlertRow = typeof buyerAlerts.$inferSelect;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export const alertConfirmPath = (token: string) => `/alerts/confirm/${token}`;
export const alertUnsubscribePath = (token: string) => `/alerts/unsubscribe/${token}`;

/** The site the buyer asked on: its host, its realtor (null on the master site) and the name the consent names. */
export interface AlertSite {
  host: string;
  realtorId: string | null;
  ownerName: string;
}

async function projectFigures(db: Database | Tx, projectId: string) {
  const [row] = await db
    .select({
      name: projects.name,
      slug: projects.slug,
      priceFromCents: sql<number | null>`${projects}.price_from_cents`.mapWith((value) => (value === null ? null : Number(value))),
      available: sql<number>`${projects}.inventory_available`.mapWith(Number),
      units: sql<number>`${projects}.inventory_units`.mapWith(Number),
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row ?? null;
}

async function currentSnapshot(db: Database | Tx, alert: Pick<AlertRow, "searchQuery" | "projectId">): Promise<AlertSnapshot | null> {
  if (alert.projectId) {
    const figures = await projectFigures(db, alert.projectId);
    return figures && { priceFromCents: figures.priceFromCents, available: figures.available, units: figures.units };
  }
  return { projectIds: await listedProjectIdsMatching(db as Database, parseListingFilters(new URLSearchParams(alert.searchQuery ?? ""))) };
}

async function aboutOf(db: Database | Tx, alert: Pick<AlertRow, "projectId">): Promise<string> {
  if (!alert.projectId) return "your saved search";
  return (await projectFigures(db, alert.projectId))?.name ?? "your project";
}

/** Per requesting address: at most 5 alert requests an hour. */
export const ALERT_REQUEST_LIMIT = 5;
export const ALERT_REQUEST_WINDOW_MS = 60 * 60_000;
/** Per email address: at most 3 unconfirmed requests a day, so the form cannot fill a stranger's inbox with confirm links. */
export const ADDRESS_UNCONFIRMED_LIMIT = 3;
export const ADDRESS_WINDOW_MS = 24 * 60 * 60_000;

/**
 * A buyer asks for alerts on a site: the alert is kept with its consent (version and time) and
 * the snapshot of now, and the double opt-in mail goes out; nothing else is mailed until confirmed.
 * Too many requests from one address, or unconfirmed ones for one email, are refused and write nothing.
 */
export async function subscribeToAlert(
  deps: { db: Database; mailer: Mailer; config: { appUrl: string } },
  { site, input, requester }: { site: AlertSite; input: BuyerAlertInput; requester: string },
  now: Date = new Date(),
): Promise<{ id: string }> {
  const searchQuery = input.searchQuery === undefined ? null : cleanSearchQuery(input.searchQuery);
  const snapshot = await currentSnapshot(deps.db, { searchQuery, projectId: input.projectId ?? null });
  if (!snapshot) throw new NotFoundError("This project is no longer listed");
  const confirmToken = newToken();
  const alert = await deps.db.transaction(async (tx) => {
    // Counted and written under one lock per requester, so parallel requests cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alert:${requester}`}))`);
    const since = (windowMs: number) => new Date(now.getTime() - windowMs);
    const [{ byRequester }] = await tx
      .select({ byRequester: count() })
      .from(buyerAlerts)
      .where(and(eq(buyerAlerts.requesterHash, requester), gte(buyerAlerts.createdAt, since(ALERT_REQUEST_WINDOW_MS))));
    if (byRequester >= ALERT_REQUEST_LIMIT) throw new TooManyAttemptsError(BUYER_ALERT_MESSAGES.rateLimited, ALERT_REQUEST_WINDOW_MS / 1000);
    const [{ unconfirmed }] = await tx
      .select({ unconfirmed: count() })
      .from(buyerAlerts)
      .where(and(eq(buyerAlerts.email, input.email), isNull(buyerAlerts.confirmedAt), gte(buyerAlerts.createdAt, since(ADDRESS_WINDOW_MS))));
    if (unconfirmed >= ADDRESS_UNCONFIRMED_LIMIT) throw new TooManyAttemptsError(BUYER_ALERT_MESSAGES.addressRateLimited, ADDRESS_WINDOW_MS / 1000);
    const [row] = await tx
      .insert(buyerAlerts)
      .values({
        name: input.name,
        email: input.email,
        searchQuery,
        projectId: input.projectId ?? null,
        realtorId: site.realtorId,
        siteHost: site.host,
        consentAt: now,
        consentVersion: BUYER_ALERT_CONSENT_VERSION,
        confirmTokenHash: tokenHash(confirmToken),
        unsubscribeToken: newToken(),
        snapshot,
        requesterHash: requester,
        createdAt: now,
      })
      .returning({ id: buyerAlerts.id });
    return row;
  });
  const about = await aboutOf(deps.db, { projectId: input.projectId ?? null });
  await deps.mailer.send({
    to: input.email,
    ...buyerAlertConfirmMail({ name: input.name, about, ownerName: site.ownerName, link: `${siteOrigin(site.host, deps.config.appUrl)}${alertConfirmPath(confirmToken)}` }),
  });
  return alert;
}

/** Only the listing's filters, in their own order: the alert keeps the search, not the page or sort it was on. */
function cleanSearchQuery(query: string): string {
  const params = new URLSearchParams(query);
  params.delete("page");
  params.delete("sort");
  params.sort();
  return params.toString();
}

/**
 * The buyer follows the confirm link: the alert starts, and the site's realtor gets the buyer as
 * a lead (an enquiry carrying the alert's consent), in one transaction. Confirming twice changes nothing.
 */
export async function confirmAlert(db: Database, token: string, now: Date = new Date()): Promise<{ confirmed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [alert] = await tx.select().from(buyerAlerts).where(eq(buyerAlerts.confirmTokenHash, tokenHash(token)));
    if (!alert) return null;
    if (alert.confirmedAt) return { confirmed: true };
    const about = await aboutOf(tx, alert);
    const [lead] = await tx
      .insert(enquiries)
      .values({
        kind: "register-interest",
        name: alert.name,
        email: alert.email,
        message: `Alert: subscribed to ${about}${alert.searchQuery ? ` (/condos?${alert.searchQuery})` : ""}`,
        projectId: alert.projectId,
        realtorId: alert.realtorId,
        ownerId: alert.realtorId,
        siteHost: alert.siteHost,
        consentAt: alert.consentAt,
        consentVersion: alert.consentVersion,
      })
      .returning({ id: enquiries.id });
    await tx.update(buyerAlerts).set({ confirmedAt: now, enquiryId: lead.id }).where(eq(buyerAlerts.id, alert.id));
    return { confirmed: true };
  });
}

/** The one-click unsubscribe, without signing in; null for a link no alert has. */
export async function unsubscribeFromAlert(db: Database, token: string, now: Date = new Date()): Promise<{ unsubscribed: true } | null> {
  const [alert] = await db.select({ id: buyerAlerts.id }).from(buyerAlerts).where(eq(buyerAlerts.unsubscribeToken, token));
  if (!alert) return null;
  await db.update(buyerAlerts).set({ unsubscribedAt: now }).where(and(eq(buyerAlerts.id, alert.id), isNull(buyerAlerts.unsubscribedAt)));
  return { unsubscribed: true };
}

/** What changed between the snapshot the buyer was last told of and now, in words; the snapshot to keep. */
async function changesOf(db: Database, alert: AlertRow): Promise<{ changes: string[]; snapshot: AlertSnapshot } | null> {
  const now = await currentSnapshot(db, alert);
  if (!now) return null;
  const before = alert.snapshot;
  if ("projectIds" in now && "projectIds" in before) {
    const fresh = now.projectIds.filter((id) => !before.projectIds.includes(id));
    if (fresh.length === 0) return null;
    const names = await Promise.all(fresh.map((id) => projectFigures(db, id)));
    const changes = names.flatMap((project) =>
      project ? [`New launch: ${project.name}${project.priceFromCents === null ? " (price on request)" : `, from ${formatPriceFromCents(project.priceFromCents)}`}`] : [],
    );
    return { changes, snapshot: { projectIds: [...new Set([...before.projectIds, ...now.projectIds])] } };
  }
  if ("projectIds" in now || "projectIds" in before) return null;
  const changes: string[] = [];
  if (now.units > before.units) changes.push(`${now.units - before.units} new unit${now.units - before.units === 1 ? "" : "s"} released`);
  if (now.priceFromCents !== before.priceFromCents) changes.push(`Price from ${formatPriceFromCents(now.priceFromCents)} (was ${formatPriceFromCents(before.priceFromCents)})`);
  if (now.available !== before.available) changes.push(`${now.available} unit${now.available === 1 ? "" : "s"} available (was ${before.available})`);
  return changes.length ? { changes, snapshot: now } : null;
}

/**
 * The alerts' daily scan (decision record 154): for every confirmed alert with something new, one
 * transaction claims the alert's Singapore day (buyer_alert_mails' key), keeps the new snapshot
 * and enqueues the mail. An alert already claimed today waits for tomorrow with its changes kept;
 * a crash part way leaves the claimed alerts claimed, so running again sends only the rest.
 */
export async function scanDueAlerts({ db, jobs }: { db: Database; jobs: JobSender }, now: Date = new Date()): Promise<number> {
  const day = isoDateInSingapore(now);
  const due = await db
    .select()
    .from(buyerAlerts)
    .where(
      and(
        isNotNull(buyerAlerts.confirmedAt),
        isNull(buyerAlerts.unsubscribedAt),
        sql`not exists (select 1 from ${buyerAlertMails} where ${buyerAlertMails.alertId} = ${buyerAlerts.id} and ${buyerAlertMails.day} = ${day})`,
      ),
    );
  let claimed = 0;
  for (const alert of due) {
    const found = await changesOf(db, alert);
    if (!found || found.changes.length === 0) continue;
    const sent = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(buyerAlertMails)
        .values({ alertId: alert.id, day, subject: await aboutOf(tx, alert), body: found.changes.join("\n") })
        .onConflictDoNothing()
        .returning({ alertId: buyerAlertMails.alertId });
      if (!claim) return false;
      await tx.update(buyerAlerts).set({ snapshot: found.snapshot }).where(eq(buyerAlerts.id, alert.id));
      await jobs.send(BUYER_ALERT_MAIL_JOB, { alertId: alert.id, day }, { tx, singletonKey: `${alert.id}:${day}` });
      return true;
    });
    if (sent) claimed += 1;
  }
  return claimed;
}

/**
 * One alert's mail for one day, as the scan claimed it. sent_at is set after the send: a retry
 * after a failed send tries again, a retry of a sent mail does nothing.
 */
export async function sendAlertMail(deps: { db: Database; mailer: Mailer; config: { appUrl: string } }, { alertId, day }: { alertId: string; day: string }): Promise<void> {
  const [row] = await deps.db
    .select({
      about: buyerAlertMails.subject,
      body: buyerAlertMails.body,
      name: buyerAlerts.name,
      email: buyerAlerts.email,
      host: buyerAlerts.siteHost,
      searchQuery: buyerAlerts.searchQuery,
      projectSlug: projects.slug,
      unsubscribedAt: buyerAlerts.unsubscribedAt,
      unsubscribeToken: buyerAlerts.unsubscribeToken,
    })
    .from(buyerAlertMails)
    .innerJoin(buyerAlerts, eq(buyerAlerts.id, buyerAlertMails.alertId))
    .leftJoin(projects, eq(projects.id, buyerAlerts.projectId))
    .where(and(eq(buyerAlertMails.alertId, alertId), eq(buyerAlertMails.day, day), isNull(buyerAlertMails.sentAt)));
  if (!row || row.unsubscribedAt) return;
  const origin = siteOrigin(row.host, deps.config.appUrl);
  const action = row.projectSlug
    ? { label: "See the project", href: `${origin}/condos/${row.projectSlug}` }
    : { label: "See the matching projects", href: `${origin}/condos${row.searchQuery ? `?${row.searchQuery}` : ""}` };
  const unsubscribeUrl = `${origin}${alertUnsubscribePath(row.unsubscribeToken)}`;
  await deps.mailer.send({
    to: row.email,
    ...buyerAlertMail({ name: row.name, about: row.about, changes: row.body.split("\n"), action, unsubscribeLink: unsubscribeUrl }),
    unsubscribeUrl,
  });
  await deps.db.update(buyerAlertMails).set({ sentAt: new Date() }).where(and(eq(buyerAlertMails.alertId, alertId), eq(buyerAlertMails.day, day)));
}

/** System Admin's "Run due alerts now": the same scan as the schedule, at once; still one mail a day per alert. */
export async function runDueAlertsNow(deps: { db: Database; jobs: JobSender }, actor: Actor): Promise<{ claimed: number }> {
  authorize(actor, "buyerAlertsRun");
  const claimed = await scanDueAlerts(deps);
  // After the run, which claims each alert in its own transaction: the row says who ran it and what it queued.
  await deps.db.transaction((tx) => recordAdminAudit(tx, actor, { entity: "buyer_alerts", entityId: null, entityLabel: "Due alerts", action: "run_now", details: { alertMailsQueued: claimed } }));
  return { claimed };
}
