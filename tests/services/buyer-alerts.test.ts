import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, buyerAlertMails, buyerAlerts, enquiries, outbox, realtors, unitTypes } from "#server/db/schema";
import type { JobSender } from "#server/jobs/job-sender";
import type { Mailer, MailMessage } from "#server/mail";
import type { Actor } from "#server/services/actor";
import { ADDRESS_UNCONFIRMED_LIMIT, ALERT_REQUEST_LIMIT, confirmAlert, runDueAlertsNow, scanDueAlerts, sendAlertMail, subscribeToAlert, unsubscribeFromAlert, type AlertSite } from "#server/services/buyer-alerts";
import { ForbiddenError, TooManyAttemptsError } from "#server/services/errors";
import { BUYER_ALERT_CONSENT_VERSION } from "~/domain/buyer-alert-consent";
import { ROLES, type Role } from "~/domain/permissions";
import { BUYER_ALERT_MESSAGES, buyerAlertSchema } from "~/domain/schemas/buyer-alert";
import { siteOrigin } from "~/domain/site-url";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { addUnitTypes, makeProject } from "./public-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let site: AlertSite;
let realtorId: string;
/** Monday 30 Nov 2026 in Singapore, and the day after. */
const mailDeps = () => ({ db: services.db, mailer: services.mailer, config: { appUrl: TEST_APP_URL } });
const MONDAY = new Date("2026-11-30T09:00:00+08:00");
const TUESDAY = new Date("2026-12-01T09:00:00+08:00");

/** The scan's mail jobs as sent, worked by hand after the scan's transactions: the queue's retry is pg-boss's, tested with it. */
function recordingJobs(failOnSend?: number): JobSender & { sent: { alertId: string; day: string }[] } {
  const sent: { alertId: string; day: string }[] = [];
  let calls = 0;
  return {
    sent,
    send: async (_name, data) => {
      calls += 1;
      if (calls === failOnSend) throw new Error("crash in the middle of the batch");
      sent.push(data as { alertId: string; day: string });
    },
  };
}
const delivered: MailMessage[] = [];
async function deliver(jobs: { sent: { alertId: string; day: string }[] }) {
  const recording: Mailer = { send: async (message) => (delivered.push(message), services.mailer.send(message)) };
  for (const job of jobs.sent) await sendAlertMail({ ...mailDeps(), mailer: recording }, job);
}

const confirmTokenOf = async (email: string) => {
  const [mail] = await services.db.select().from(outbox).where(and(eq(outbox.toAddress, email), eq(outbox.subject, "Confirm your property alerts")));
  return /\/alerts\/confirm\/([\w-]+)/.exec(mail.textBody)![1];
};
const alertMailsTo = (email: string) => services.db.select().from(outbox).where(and(eq(outbox.toAddress, email), like(outbox.subject, "Property alert:%")));

async function subscribe(email: string, target: { searchQuery?: string; projectId?: string }, confirm = true, requester = `requester-${email}`) {
  const { id } = await subscribeToAlert(mailDeps(), { site, input: buyerAlertSchema.parse({ name: "Alert Buyer", email, consent: "on", ...target }), requester }, MONDAY);
  if (confirm) await confirmAlert(services.db, await confirmTokenOf(email), MONDAY);
  return id;
}

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  const [realtor] = await services.db.select().from(realtors).where(eq(realtors.email, "agent@demo.sg"));
  realtorId = realtor.id;
  site = { host: realtor.agentSiteUrl, realtorId: realtor.id, ownerName: realtor.fullName };
});
afterAll(() => services.close());

describe("buyer alerts", () => {
  it("records consent (version and time) and mails nothing but the confirm link before the buyer confirms", async () => {
    const id = await subscribe("unconfirmed@example.com", { searchQuery: "q=quillmere" }, false);
    const [alert] = await services.db.select().from(buyerAlerts).where(eq(buyerAlerts.id, id));
    expect(alert.consentVersion).toBe(BUYER_ALERT_CONSENT_VERSION);
    expect(alert.consentAt).toEqual(MONDAY);
    expect(alert.confirmedAt).toBeNull();
    await makeProject(services.db, { name: "Quillmere Residences" });
    const jobs = recordingJobs();
    await scanDueAlerts({ db: services.db, jobs }, MONDAY);
    expect(jobs.sent.filter((job) => job.alertId === id)).toEqual([]);
  });

  it("the confirm token starts the alert and makes the buyer a lead of the site's realtor, once", async () => {
    const id = await subscribe("confirm@example.com", { searchQuery: "q=brackenholt" }, false);
    const token = await confirmTokenOf("confirm@example.com");
    expect(await confirmAlert(services.db, "not-a-token")).toBeNull();
    expect(await confirmAlert(services.db, token, MONDAY)).toEqual({ confirmed: true });
    expect(await confirmAlert(services.db, token, MONDAY)).toEqual({ confirmed: true });
    const [alert] = await services.db.select().from(buyerAlerts).where(eq(buyerAlerts.id, id));
    expect(alert.confirmedAt).toEqual(MONDAY);
    const leads = await services.db.select().from(enquiries).where(eq(enquiries.email, "confirm@example.com"));
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ realtorId, ownerId: realtorId, consentVersion: BUYER_ALERT_CONSENT_VERSION, consentAt: MONDAY });
    expect(leads[0].message).toMatch(/^Alert: /);
  });

  it("mails a saved search's buyer when a new project matches, and only the new one", async () => {
    await makeProject(services.db, { name: "Larkspire Old" });
    await subscribe("search@example.com", { searchQuery: "q=larkspire&page=2" });
    await makeProject(services.db, { name: "Larkspire Gardens" });
    const jobs = recordingJobs();
    await scanDueAlerts({ db: services.db, jobs }, MONDAY);
    await deliver(jobs);
    const mails = await alertMailsTo("search@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain("New launch: Larkspire Gardens (price on request)");
    expect(mails[0].textBody).toMatch(/See the matching projects: http:\/\/[^\s]+\/condos\?[^\s]*q=larkspire/);
    expect(mails[0].textBody).not.toContain("Larkspire Old");
    expect(mails[0].textBody).toMatch(/Unsubscribe: http:\/\/.+\/alerts\/unsubscribe\//);
  });

  it("mails a watched project's buyer when its price changes, at most once a day with every change", async () => {
    const project = await makeProject(services.db, { name: "Fernwick Point" });
    await addUnitTypes(services.db, project.id, [{ bedrooms: 2, priceDollars: 1_500_000 }]);
    await subscribe("watch@example.com", { projectId: project.id });
    await services.db.update(unitTypes).set({ indicativePriceFrom: 1_400_000_00 }).where(eq(unitTypes.projectId, project.id));
    const first = recordingJobs();
    await scanDueAlerts({ db: services.db, jobs: first }, MONDAY);
    await deliver(first);
    const [firstMail] = await alertMailsTo("watch@example.com");
    expect(firstMail.textBody).toContain("Price from S$1,400,000 (was S$1,500,000)");
    expect(firstMail.textBody).toMatch(new RegExp(`See the project: http://[^\\s]+/condos/${project.slug}\n`));
    // A second change the same day waits for tomorrow's mail.
    await services.db.update(unitTypes).set({ indicativePriceFrom: 1_300_000_00 }).where(eq(unitTypes.projectId, project.id));
    const again = recordingJobs();
    await scanDueAlerts({ db: services.db, jobs: again }, MONDAY);
    await deliver(again);
    await deliver(first);
    expect(await alertMailsTo("watch@example.com")).toHaveLength(1);
    const tomorrow = recordingJobs();
    await scanDueAlerts({ db: services.db, jobs: tomorrow }, TUESDAY);
    await deliver(tomorrow);
    const mails = await alertMailsTo("watch@example.com");
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.textBody).join()).toContain("Price from S$1,300,000 (was S$1,400,000)");
  });

  it("the unsubscribe link stops the alert without signing in", async () => {
    await subscribe("leave@example.com", { searchQuery: "q=thornbury" });
    await makeProject(services.db, { name: "Thornbury One" });
    const jobs = recordingJobs();
    await scanDueAlerts({ db: services.db, jobs }, MONDAY);
    await deliver(jobs);
    const [mail] = await alertMailsTo("leave@example.com");
    const token = /\/alerts\/unsubscribe\/([\w-]+)/.exec(mail.textBody)![1];
    // Mail clients offer the same link as a one-click unsubscribe (List-Unsubscribe).
    expect(delivered.find((message) => message.to === "leave@example.com")?.unsubscribeUrl).toBe(`${siteOrigin(site.host, TEST_APP_URL)}/alerts/unsubscribe/${token}`);
    expect(await unsubscribeFromAlert(services.db, "not-a-token")).toBeNull();
    expect(await unsubscribeFromAlert(services.db, token)).toEqual({ unsubscribed: true });
    await makeProject(services.db, { name: "Thornbury Two" });
    const later = recordingJobs();
    await scanDueAlerts({ db: services.db, jobs: later }, TUESDAY);
    await deliver(later);
    expect(await alertMailsTo("leave@example.com")).toHaveLength(1);
  });

  it("a crash in the middle of a batch and a re-run send every buyer one mail, none twice", async () => {
    const emails = ["crash1@example.com", "crash2@example.com", "crash3@example.com"];
    for (const email of emails) await subscribe(email, { searchQuery: "q=wrenfield" });
    await makeProject(services.db, { name: "Wrenfield Heights" });
    const crashing = recordingJobs(2);
    await expect(scanDueAlerts({ db: services.db, jobs: crashing }, MONDAY)).rejects.toThrow("crash in the middle of the batch");
    await deliver(crashing);
    const claimedBefore = await services.db.select().from(buyerAlertMails).where(eq(buyerAlertMails.day, "2026-11-30"));
    const retry = recordingJobs();
    await scanDueAlerts({ db: services.db, jobs: retry }, MONDAY);
    await deliver(retry);
    await deliver(crashing);
    expect(retry.sent).toHaveLength(2);
    for (const email of emails) expect(await alertMailsTo(email)).toHaveLength(1);
    expect((await services.db.select().from(buyerAlertMails).where(eq(buyerAlertMails.day, "2026-11-30"))).length).toBe(claimedBefore.length + 2);
  });

  it("refuses a sixth request within the hour from one address, with the schema's words, and writes and mails nothing", async () => {
    const emails = Array.from({ length: 6 }, (_, at) => `flood-${at}@example.com`);
    for (const email of emails.slice(0, ALERT_REQUEST_LIMIT)) await subscribe(email, { searchQuery: "q=flood" }, false, "one-requester");
    const refused = subscribe(emails[5], { searchQuery: "q=flood" }, false, "one-requester");
    await expect(refused).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(refused).rejects.toThrow(BUYER_ALERT_MESSAGES.rateLimited);
    expect(await services.db.select().from(buyerAlerts).where(eq(buyerAlerts.email, emails[5]))).toEqual([]);
    expect(await services.db.select().from(outbox).where(eq(outbox.toAddress, emails[5]))).toEqual([]);
    // Another address is not held back by this one.
    await expect(subscribe(emails[5], { searchQuery: "q=flood" }, false, "another-requester")).resolves.toEqual(expect.any(String));
  });

  it("refuses a fourth unconfirmed request for one email within a day, from any address, and a confirmed one does not count", async () => {
    const email = "stranger@example.com";
    await subscribe(email, { searchQuery: "q=a" }, true, "from-1");
    for (const at of [2, 3, 4]) await subscribe(email, { searchQuery: `q=${at}` }, false, `from-${at}`);
    const refused = subscribe(email, { searchQuery: "q=5" }, false, "from-5");
    await expect(refused).rejects.toThrow(BUYER_ALERT_MESSAGES.addressRateLimited);
    expect(await services.db.select().from(buyerAlerts).where(eq(buyerAlerts.email, email))).toHaveLength(1 + ADDRESS_UNCONFIRMED_LIMIT);
  });

  it("Run due alerts now is master's alone, and each run is in the audit trail with what it queued", async () => {
    const runs = () => services.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entityType, "buyer_alerts"), eq(adminAuditLog.action, "run_now")));
    for (const role of ROLES.filter((role) => role !== "master")) {
      await expect(runDueAlertsNow({ db: services.db, jobs: recordingJobs() }, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect(await runs()).toEqual([]);
    await subscribe("run-now@example.com", { searchQuery: "q=ravenmoor" });
    await makeProject(services.db, { name: "Ravenmoor Gardens" });
    const { claimed } = await runDueAlertsNow({ db: services.db, jobs: recordingJobs() }, actors.master);
    expect(claimed).toBeGreaterThanOrEqual(1);
    const [run] = await runs();
    expect(run).toMatchObject({ userId: actors.master.id, performedByEmail: actors.master.email, details: { alertMailsQueued: claimed } });
  });
});
