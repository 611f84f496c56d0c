import { and, desc, eq, inArray, like, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, enquiries, outbox, realtors, responseTimeTargets } from "#server/db/schema";
import { responseTimeMailJob } from "#server/jobs/handlers/response-time-mail";
import { responseTimeScanJob } from "#server/jobs/handlers/response-time-scan";
import { startJobQueue, type JobQueue } from "#server/jobs/job-queue";
import type { Actor } from "#server/services/actor";
import { submitEnquiry, visitorKey } from "#server/services/enquiries";
import { logContactAttempt } from "#server/services/enquiry-replies";
import { getResponseTimeTarget, saveResponseTimeTarget, scanResponseTimes, teamResponseTimes } from "#server/services/enquiry-response-time";
import { ForbiddenError } from "#server/services/errors";
import type { Role } from "~/domain/permissions";
import { enquirySchema } from "~/domain/schemas/enquiry";
import { responseTimeSchema } from "~/domain/schemas/response-time";
import { actorOf } from "../support/actors";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";

/** Rachel (leader@) leads Marcus (agent@); Siti leads another team with Wei Jie. */
let services: TestServices;
let actors: Record<Role, Actor>;
let siti: Actor;
let queues: JobQueue[];
const logger = pino({ level: "silent" });
const sgt = (local: string) => new Date(`${local}+08:00`);
/** Wednesday 25 Nov 2026, 10:00 in Singapore: inside Mon–Fri 09:00–18:00 office hours. */
const RECEIVED = sgt("2026-11-25T10:00:00");
const minutesAfter = (minutes: number) => new Date(RECEIVED.getTime() + minutes * 60_000);
const weekdays30 = responseTimeSchema.parse({ targetMinutes: "30", days: ["1", "2", "3", "4", "5"], opens: "09:00", closes: "18:00" });

let sequence = 0;
async function enquireAt(realtorEmail: string, receivedAt: Date) {
  const [realtor] = await services.db.select().from(realtors).where(eq(realtors.email, realtorEmail));
  sequence += 1;
  const { id } = await submitEnquiry(services, {
    site: { host: realtor.agentSiteUrl, realtorId: realtor.id, ownerName: realtor.fullName, ownerEmail: realtor.email },
    enquiry: enquirySchema.parse({ kind: "contact", name: `Waiting Buyer ${sequence}`, email: `waiting${sequence}@example.com`, phone: "9123 4567", message: "Please call", consent: "on" }),
    visitor: visitorKey(`198.51.100.${sequence}`, "secret"),
  });
  await services.db.update(enquiries).set({ createdAt: receivedAt }).where(eq(enquiries.id, id));
  return id;
}

const mailsLike = (address: string, subject: string) =>
  services.db.select().from(outbox).where(and(eq(outbox.toAddress, address), like(outbox.subject, `${subject}%`))).orderBy(desc(outbox.createdAt));

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** Lets two polls of each worker pass, so a duplicate mail job would have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  siti = await actorOf(services.db, "siti@demo.sg");
  // The seed's demo leads are moved half a year back, out of the scan's and the dashboard's windows: each test sees only the leads it sends.
  await services.db.update(enquiries).set({ createdAt: sql`${enquiries.createdAt} - interval '200 days'` });
  // Two workers on one database, as two processes are: each sends and works the mail jobs.
  const start = () =>
    startJobQueue({ executeSql: services.executeSql, handlers: [responseTimeMailJob], deps: { db: services.db, mailer: services.mailer, config: { appUrl: TEST_APP_URL, siteAnalyticsRawDays: 90 }, logger }, logger, pollingIntervalSeconds: 0.5 });
  queues = [await start(), await start()];
  const scanning = await startJobQueue({ executeSql: services.executeSql, handlers: [responseTimeScanJob], deps: { db: services.db, mailer: services.mailer, config: { appUrl: TEST_APP_URL, siteAnalyticsRawDays: 90 }, logger }, logger });
  queues.push(scanning);
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop(2_000)));
  await services.close();
});

describe("a leader sets the team's first-response target", () => {
  it("shows the default until set, then keeps what the leader saved, audited", async () => {
    expect(await getResponseTimeTarget(services, actors.leader)).toMatchObject({ targetMinutes: 30, days: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00", saved: false });
    await saveResponseTimeTarget(services, actors.leader, { ...weekdays30, targetMinutes: 45 });
    expect(await getResponseTimeTarget(services, actors.leader)).toMatchObject({ targetMinutes: 45, saved: true });
    await saveResponseTimeTarget(services, actors.leader, weekdays30);
    const [audit] = await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "response-target-changed")).orderBy(desc(adminAuditLog.performedAt));
    expect(audit).toMatchObject({ userId: actors.leader.id, entityLabel: expect.stringContaining("team response time") });
    expect(await getResponseTimeTarget(services, actors.leader)).toMatchObject({ targetMinutes: 30 });
  });

  it("each leader sets only their own team's: another leader's save leaves Rachel's target alone", async () => {
    await saveResponseTimeTarget(services, siti, { ...weekdays30, targetMinutes: 120 });
    expect((await getResponseTimeTarget(services, actors.leader)).targetMinutes).toBe(30);
    expect((await getResponseTimeTarget(services, siti)).targetMinutes).toBe(120);
    expect(await services.db.select().from(responseTimeTargets)).toHaveLength(2);
  });

  it.each(["agent", "master", "admin1ic", "admin2ic"] as const)("%s is refused reading or setting a target and the team's response times", async (role) => {
    await expect(getResponseTimeTarget(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(saveResponseTimeTarget(services, actors[role], weekdays30)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(teamResponseTimes(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("an unanswered lead reminds its owner at the target and goes to the leader at twice the target", () => {
  it("nothing before the target; at it, the owner is reminded once however many scans run at once", async () => {
    const id = await enquireAt("agent@demo.sg", RECEIVED);
    const [first, second] = queues;
    expect(await scanResponseTimes({ db: services.db, jobs: first }, minutesAfter(29))).toEqual({ reminded: 0, escalated: 0 });
    const runs = await Promise.all([
      scanResponseTimes({ db: services.db, jobs: first }, minutesAfter(31)),
      scanResponseTimes({ db: services.db, jobs: second }, minutesAfter(31)),
      scanResponseTimes({ db: services.db, jobs: second }, minutesAfter(32)),
    ]);
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.escalated, 0)).toBe(0);
    await until(async () => (await mailsLike("agent@demo.sg", "Reminder: answer Waiting Buyer")).length > 0);
    await settle();
    const reminders = await mailsLike("agent@demo.sg", "Reminder: answer Waiting Buyer");
    expect(reminders).toHaveLength(1);
    expect(reminders[0].textBody).toContain("within your team's 30-minute target");
    expect(reminders[0].textBody).toContain(`/dashboard/enquiries/${id}`);
    expect(await mailsLike("leader@demo.sg", "Unanswered lead")).toHaveLength(0);
  });

  it("at twice the target the leader gets it once, and it is shown flagged past target on the leader's dashboard", async () => {
    const [first, second] = queues;
    const runs = await Promise.all([
      scanResponseTimes({ db: services.db, jobs: first }, minutesAfter(61)),
      scanResponseTimes({ db: services.db, jobs: second }, minutesAfter(61)),
    ]);
    expect(runs.reduce((sum, run) => sum + run.escalated, 0)).toBe(1);
    expect(await scanResponseTimes({ db: services.db, jobs: first }, minutesAfter(200))).toEqual({ reminded: 0, escalated: 0 });
    await until(async () => (await mailsLike("leader@demo.sg", "Unanswered lead")).length > 0);
    await settle();
    const escalations = await mailsLike("leader@demo.sg", "Unanswered lead");
    expect(escalations).toHaveLength(1);
    expect(escalations[0].subject).toContain("owned by Marcus");
    expect((await mailsLike("agent@demo.sg", "Reminder: answer Waiting Buyer")).length).toBe(1);
    const dashboard = await teamResponseTimes(services, actors.leader, minutesAfter(61));
    expect(dashboard.pastTarget).toEqual([expect.objectContaining({ buyerName: "Waiting Buyer 1", ownerName: expect.stringContaining("Marcus"), escalated: true, dueAt: minutesAfter(30) })]);
  });

  it("a Friday-evening lead is not chased over the weekend: reminded only after 09:30 on Monday", async () => {
    await enquireAt("agent@demo.sg", sgt("2026-11-27T19:30:00"));
    const jobs = queues[0];
    expect((await scanResponseTimes({ db: services.db, jobs }, sgt("2026-11-29T23:00:00"))).reminded).toBe(0);
    expect((await scanResponseTimes({ db: services.db, jobs }, sgt("2026-11-30T09:29:00"))).reminded).toBe(0);
    expect((await scanResponseTimes({ db: services.db, jobs }, sgt("2026-11-30T09:31:00"))).reminded).toBe(1);
  });

  it("a lead answered in time is never chased, and counts towards the owner's median first response", async () => {
    const answered = await enquireAt("agent@demo.sg", sgt("2026-11-30T11:00:00"));
    const second = await enquireAt("agent@demo.sg", sgt("2026-11-30T12:00:00"));
    await logContactAttempt(services, actors.agent, { id: answered, channel: "call" });
    await logContactAttempt(services, actors.agent, { id: second, channel: "whatsapp" });
    await services.db.update(enquiries).set({ firstResponseAt: sgt("2026-11-30T11:10:00") }).where(eq(enquiries.id, answered));
    await services.db.update(enquiries).set({ firstResponseAt: sgt("2026-11-30T12:20:00") }).where(eq(enquiries.id, second));
    const now = sgt("2026-11-30T15:00:00");
    await scanResponseTimes({ db: services.db, jobs: queues[0] }, now);
    const chased = await services.db.select({ remindedAt: enquiries.remindedAt, escalatedAt: enquiries.escalatedAt }).from(enquiries).where(inArray(enquiries.id, [answered, second]));
    expect(chased).toEqual([{ remindedAt: null, escalatedAt: null }, { remindedAt: null, escalatedAt: null }]);
    const dashboard = await teamResponseTimes(services, actors.leader, now);
    const marcus = dashboard.members.find((member) => member.name.includes("Marcus"));
    expect(marcus).toMatchObject({ medianMinutes: 15, answered: 2 });
    expect(dashboard.pastTarget.map((lead) => lead.buyerName)).not.toContain(expect.stringMatching(/Waiting Buyer [45]/));
  });

  it("a leader's dashboard holds only their own team: Siti sees none of Rachel's leads, nor Rachel of Siti's", async () => {
    await enquireAt("weijie@demo.sg", RECEIVED);
    const now = sgt("2026-11-30T15:00:00");
    const sitis = await teamResponseTimes(services, siti, now);
    expect(sitis.members.map((member) => member.name).join()).not.toContain("Marcus");
    expect(sitis.pastTarget.every((lead) => !lead.ownerName.includes("Marcus"))).toBe(true);
    expect(sitis.pastTarget.length).toBeGreaterThan(0);
    const rachels = await teamResponseTimes(services, actors.leader, now);
    expect(rachels.pastTarget.every((lead) => !lead.ownerName.includes("Wei Jie"))).toBe(true);
  });
});

describe("the scan runs from the job queue", () => {
  it("is scheduled every minute in Singapore time on pg-boss", async () => {
    const { rows } = (await services.db.execute(sql`select name, cron, timezone from pgboss.schedule where name = 'response-time-scan'`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ name: "response-time-scan", cron: "* * * * *", timezone: "Asia/Singapore" }]);
  });
});
