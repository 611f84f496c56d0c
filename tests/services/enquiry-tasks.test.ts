import { and, desc, eq, like, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, enquiryTasks, outbox, realtors } from "#server/db/schema";
import { taskDigestMailJob } from "#server/jobs/handlers/task-digest-mail";
import { startJobQueue, type JobQueue } from "#server/jobs/job-queue";
import type { Actor } from "#server/services/actor";
import { submitEnquiry, visitorKey } from "#server/services/enquiries";
import { addEnquiryTask, completeEnquiryTask, deleteEnquiryTask, listEnquiryTasks, scanTaskDigests, tasksDueToday } from "#server/services/enquiry-tasks";
import { ForbiddenError, NotFoundError } from "#server/services/errors";
import type { Role } from "~/domain/permissions";
import { enquirySchema } from "~/domain/schemas/enquiry";
import { ENQUIRY_TASK_MESSAGES, enquiryTaskSchema } from "~/domain/schemas/enquiry-tasks";
import { actorOf } from "../support/actors";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";

/** Rachel (leader@) leads Marcus (agent@); Siti leads another team with Wei Jie. */
let services: TestServices;
let actors: Record<Role, Actor>;
let siti: Actor;
let weijie: Actor;
let queues: JobQueue[];
const logger = pino({ level: "silent" });
/** Monday 30 Nov 2026, 08:00 in Singapore: the digest's hour. */
const MORNING = new Date("2026-11-30T08:00:00+08:00");

let sequence = 0;
async function enquire(realtorEmail: string) {
  const [realtor] = await services.db.select().from(realtors).where(eq(realtors.email, realtorEmail));
  sequence += 1;
  const { id } = await submitEnquiry(services, {
    site: { host: realtor.agentSiteUrl, realtorId: realtor.id, ownerName: realtor.fullName, ownerEmail: realtor.email },
    enquiry: enquirySchema.parse({ kind: "contact", name: `Task Buyer ${sequence}`, email: `task${sequence}@example.com`, phone: "9123 4567", message: "Please call", consent: "on" }),
    visitor: visitorKey(`192.0.2.${sequence}`, "secret"),
  });
  return id;
}
const task = (id: string, due: string, kind = "call-back", note?: string) => enquiryTaskSchema.parse({ id, kind, due, note });

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const digestsTo = (address: string) => services.db.select().from(outbox).where(and(eq(outbox.toAddress, address), like(outbox.subject, "Today:%"))).orderBy(desc(outbox.createdAt));

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  siti = await actorOf(services.db, "siti@demo.sg");
  weijie = await actorOf(services.db, "weijie@demo.sg");
  // The seed's leads count as answered: the digests here hold only the tasks each test adds.
  await services.db.update(enquiries).set({ firstResponseAt: sql`${enquiries.createdAt}` });
  const start = () =>
    startJobQueue({ executeSql: services.executeSql, handlers: [taskDigestMailJob], deps: { db: services.db, mailer: services.mailer, config: { appUrl: TEST_APP_URL, siteAnalyticsRawDays: 90 }, logger }, logger, pollingIntervalSeconds: 0.5 });
  queues = [await start(), await start()];
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop(2_000)));
  await services.close();
});

describe("follow-up tasks on an enquiry", () => {
  it("the form reads the due time as Singapore time and refuses with its words", () => {
    expect(task("00000000-0000-4000-8000-000000000000", "2026-11-30T10:15").due).toEqual(new Date("2026-11-30T02:15:00Z"));
    const refused = enquiryTaskSchema.safeParse({ id: "00000000-0000-4000-8000-000000000000", kind: "dance", due: "tomorrow" });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.message)).toEqual([ENQUIRY_TASK_MESSAGES.kindInvalid, ENQUIRY_TASK_MESSAGES.dueInvalid]);
  });

  it("the owner adds, completes and deletes tasks; open ones come first by due time", async () => {
    const id = await enquire("agent@demo.sg");
    const later = await addEnquiryTask(services, actors.agent, task(id, "2026-12-02T15:00", "confirm-viewing", "Sat 2pm slot"));
    const sooner = await addEnquiryTask(services, actors.agent, task(id, "2026-12-01T10:00"));
    await completeEnquiryTask(services, actors.agent, { taskId: sooner.id });
    await completeEnquiryTask(services, actors.agent, { taskId: sooner.id });
    const listed = await listEnquiryTasks(services, actors.agent, { id });
    expect(listed.map((row) => [row.kind, row.note, row.completedAt !== null])).toEqual([
      ["confirm-viewing", "Sat 2pm slot", false],
      ["call-back", null, true],
    ]);
    await deleteEnquiryTask(services, actors.agent, { taskId: later.id });
    expect(await listEnquiryTasks(services, actors.agent, { id })).toHaveLength(1);
    // The team leader reads the enquiry's tasks too.
    expect(await listEnquiryTasks(services, actors.leader, { id })).toHaveLength(1);
  });

  it("nobody but the owner changes them: the leader reads but is refused, an agent or leader outside sees nothing, administrators are refused", async () => {
    const id = await enquire("agent@demo.sg");
    const { id: taskId } = await addEnquiryTask(services, actors.agent, task(id, "2026-12-01T10:00"));
    await expect(addEnquiryTask(services, actors.leader, task(id, "2026-12-01T11:00"))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(completeEnquiryTask(services, actors.leader, { taskId })).rejects.toBeInstanceOf(ForbiddenError);
    for (const outsider of [weijie, siti]) {
      await expect(addEnquiryTask(services, outsider, task(id, "2026-12-01T11:00"))).rejects.toBeInstanceOf(NotFoundError);
      await expect(completeEnquiryTask(services, outsider, { taskId })).rejects.toBeInstanceOf(NotFoundError);
      await expect(deleteEnquiryTask(services, outsider, { taskId })).rejects.toBeInstanceOf(NotFoundError);
      await expect(listEnquiryTasks(services, outsider, { id })).rejects.toBeInstanceOf(NotFoundError);
    }
    for (const role of ["master", "admin1ic", "admin2ic"] as const) {
      await expect(addEnquiryTask(services, actors[role], task(id, "2026-12-01T11:00"))).rejects.toBeInstanceOf(ForbiddenError);
      await expect(deleteEnquiryTask(services, actors[role], { taskId })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(tasksDueToday(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
      await expect(listEnquiryTasks(services, actors[role], { id })).rejects.toBeInstanceOf(ForbiddenError);
    }
    const [kept] = await services.db.select().from(enquiryTasks).where(eq(enquiryTasks.id, taskId));
    expect(kept.completedAt).toBeNull();
  });

  it("today's list holds today's and overdue open tasks, not tomorrow's or done ones; the leader's holds the team's, not another team's", async () => {
    const id = await enquire("agent@demo.sg");
    await addEnquiryTask(services, actors.agent, task(id, "2026-11-29T17:00", "send-brochure"));
    await addEnquiryTask(services, actors.agent, task(id, "2026-11-30T23:30", "call-back"));
    await addEnquiryTask(services, actors.agent, task(id, "2026-12-01T00:30", "other"));
    const done = await addEnquiryTask(services, actors.agent, task(id, "2026-11-30T09:00", "other"));
    await completeEnquiryTask(services, actors.agent, { taskId: done.id });
    const theirs = await enquire("weijie@demo.sg");
    await addEnquiryTask(services, weijie, task(theirs, "2026-11-30T09:00"));
    const mine = (await tasksDueToday(services, actors.agent, MORNING)).filter((row) => row.enquiryId === id);
    expect(mine.map((row) => row.kind)).toEqual(["send-brochure", "call-back"]);
    const team = await tasksDueToday(services, actors.leader, MORNING);
    expect(team.some((row) => row.enquiryId === id)).toBe(true);
    expect(team.some((row) => row.enquiryId === theirs)).toBe(false);
    expect((await tasksDueToday(services, siti, MORNING)).map((row) => row.enquiryId)).toContain(theirs);
  });
});

describe("the morning digest", () => {
  it("mails each realtor with tasks or late leads once a day, however many scans run; the next day again", async () => {
    const late = await enquire("agent@demo.sg");
    await services.db.update(enquiries).set({ remindedAt: new Date("2026-11-27T10:00:00Z") }).where(eq(enquiries.id, late));
    const [first, second] = queues;
    const counts = await Promise.all([scanTaskDigests({ db: services.db, jobs: first }, MORNING), scanTaskDigests({ db: services.db, jobs: second }, MORNING)]);
    expect(counts[0] + counts[1]).toBe(2); // Marcus and Wei Jie; Rachel has no tasks of her own
    expect(await scanTaskDigests({ db: services.db, jobs: first }, new Date(MORNING.getTime() + 3_600_000))).toBe(0);
    await until(async () => (await digestsTo("agent@demo.sg")).length > 0 && (await digestsTo("weijie@demo.sg")).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [digest, ...more] = await digestsTo("agent@demo.sg");
    expect(more).toHaveLength(0);
    expect(digest.textBody).toContain("Send a brochure: Task Buyer");
    expect(digest.textBody).toContain("Leads past your team's first-response target (1):");
    expect(digest.textBody).toContain("/dashboard/enquiries?view=today");
    expect(await digestsTo("leader@demo.sg")).toHaveLength(0);
    expect(await scanTaskDigests({ db: services.db, jobs: first }, new Date(MORNING.getTime() + 86_400_000))).toBe(2);
  });
});
