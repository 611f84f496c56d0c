import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { formatDateTime, isoDateInSingapore, nextSingaporeMidnight, startOfSingaporeDay } from "~/domain/format";
import { ENQUIRY_TASK_KIND_LABELS, ENQUIRY_TASK_MESSAGES, type EnquiryTaskData, type EnquiryTaskIdData, type EnquiryTaskKind } from "~/domain/schemas/enquiry-tasks";
import { siteOrigin } from "~/domain/site-url";
import type { Database, Tx } from "../db/client";
import { enquiries, enquiryTasks, projects, realtors, taskDigests } from "../db/schema";
import { TASK_DIGEST_MAIL_JOB } from "../jobs/job-names";
import type { JobSender } from "../jobs/job-sender";
import type { Mailer } from "../mail";
import { taskDigestMail } from "../mail-templates";
import { authorize, authorizeRow, type Actor } from "./actor";
import { inboxScope, lockForChange, openEnquiry } from "./enquiry-inbox";
import { NotFoundError } from "./errors";

export interface EnquiryTask {
  id: string;
  kind: EnquiryTaskKind;
  note: string | null;
  dueAt: Date;
  completedAt: Date | null;
}

export interface DueTask extends EnquiryTask {
  enquiryId: string;
  buyerName: string;
  projectName: string | null;
  ownerName: string;
}

const taskColumns = { id: enquiryTasks.id, kind: enquiryTasks.kind, note: enquiryTasks.note, dueAt: enquiryTasks.dueAt, completedAt: enquiryTasks.completedAt };

/** The enquiry's tasks, open first by due time, for whoever may read the enquiry. */
export async function listEnquiryTasks({ db }: { db: Database }, actor: Actor, { id }: { id: string }): Promise<EnquiryTask[]> {
  authorize(actor, "enquiryTasks");
  await openEnquiry({ db }, actor, { id }, { markRead: false });
  return db
    .select(taskColumns)
    .from(enquiryTasks)
    .where(eq(enquiryTasks.enquiryId, id))
    .orderBy(sql`${enquiryTasks.completedAt} is not null`, asc(enquiryTasks.dueAt))
    .limit(200);
}

/** Locks the enquiry and refuses unless the actor works it (its owner, a realtor). */
async function lockOwnEnquiry(tx: Tx, actor: Actor, enquiryId: string) {
  authorize(actor, "enquiryTasks");
  const enquiry = await lockForChange(tx, actor, enquiryId);
  authorizeRow(enquiry.rights.manage);
  return enquiry;
}

/** The owner adds a follow-up with its due time. */
export async function addEnquiryTask({ db }: { db: Database }, actor: Actor, input: EnquiryTaskData): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockOwnEnquiry(tx, actor, input.id);
    const [task] = await tx
      .insert(enquiryTasks)
      .values({ enquiryId: input.id, kind: input.kind, note: input.note || null, dueAt: input.due, createdBy: actor.id })
      .returning({ id: enquiryTasks.id });
    return task;
  });
}

async function lockTask(tx: Tx, actor: Actor, taskId: string): Promise<{ id: string; enquiryId: string }> {
  authorize(actor, "enquiryTasks");
  const [task] = await tx.select({ id: enquiryTasks.id, enquiryId: enquiryTasks.enquiryId }).from(enquiryTasks).where(eq(enquiryTasks.id, taskId));
  if (!task) throw new NotFoundError(ENQUIRY_TASK_MESSAGES.notFound);
  await lockOwnEnquiry(tx, actor, task.enquiryId);
  return task;
}

/** The owner ticks a task off; completing it twice keeps the first time. */
export async function completeEnquiryTask({ db }: { db: Database }, actor: Actor, { taskId }: EnquiryTaskIdData): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTask(tx, actor, taskId);
    await tx.update(enquiryTasks).set({ completedAt: new Date() }).where(and(eq(enquiryTasks.id, taskId), isNull(enquiryTasks.completedAt)));
  });
}

/** The owner deletes a task. */
export async function deleteEnquiryTask({ db }: { db: Database }, actor: Actor, { taskId }: EnquiryTaskIdData): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTask(tx, actor, taskId);
    await tx.delete(enquiryTasks).where(eq(enquiryTasks.id, taskId));
  });
}

/** Open tasks due before `until` on enquiries owned by these realtors, oldest due first. */
function openTasksOf(db: Database | Tx, ownerIds: string[], until: Date) {
  return db
    .select({ ...taskColumns, enquiryId: enquiries.id, buyerName: enquiries.name, projectName: projects.name, ownerName: realtors.fullName, ownerId: enquiries.ownerId })
    .from(enquiryTasks)
    .innerJoin(enquiries, eq(enquiries.id, enquiryTasks.enquiryId))
    .innerJoin(realtors, eq(realtors.id, enquiries.ownerId))
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .where(and(isNull(enquiryTasks.completedAt), lt(enquiryTasks.dueAt, until), inArray(enquiries.ownerId, ownerIds)))
    .orderBy(asc(enquiryTasks.dueAt))
    .limit(500);
}

/** Today's and overdue open tasks: a realtor's own enquiries', a leader's team's too. */
export async function tasksDueToday({ db }: { db: Database }, actor: Actor, now: Date = new Date()): Promise<DueTask[]> {
  authorize(actor, "enquiryTasks");
  const scope = await inboxScope(db, actor);
  if (scope.all || !scope.ownerIds?.length) return [];
  const rows = await openTasksOf(db, scope.ownerIds, new Date(nextSingaporeMidnight(now.getTime())));
  return rows.map(({ ownerId: _ownerId, ...task }) => task);
}

/**
 * The morning digest (a pg-boss cron job, 08:00 Singapore time): every realtor with open tasks due
 * today or overdue, or leads past the first-response target (reminded and still unanswered), gets
 * one mail. The day's task_digests row is inserted with the mail's job in one transaction: a
 * second run that day, in any process, finds the row and sends nothing (decision record 147).
 */
export async function scanTaskDigests({ db, jobs }: { db: Database; jobs: JobSender }, now: Date = new Date()): Promise<number> {
  const day = isoDateInSingapore(now);
  const until = new Date(nextSingaporeMidnight(now.getTime()));
  const withTasks = await db
    .selectDistinct({ realtorId: enquiries.ownerId })
    .from(enquiryTasks)
    .innerJoin(enquiries, eq(enquiries.id, enquiryTasks.enquiryId))
    .where(and(isNull(enquiryTasks.completedAt), lt(enquiryTasks.dueAt, until), isNotNull(enquiries.ownerId)));
  const withLateLeads = await db
    .selectDistinct({ realtorId: enquiries.ownerId })
    .from(enquiries)
    .where(and(isNotNull(enquiries.remindedAt), isNull(enquiries.firstResponseAt), isNotNull(enquiries.ownerId)));
  const realtorIds = [...new Set([...withTasks, ...withLateLeads].map((row) => row.realtorId!))];
  let claimed = 0;
  for (const realtorId of realtorIds) {
    const sent = await db.transaction(async (tx) => {
      const [claim] = await tx.insert(taskDigests).values({ realtorId, day }).onConflictDoNothing().returning({ realtorId: taskDigests.realtorId });
      if (claim) await jobs.send(TASK_DIGEST_MAIL_JOB, { realtorId, day }, { tx, singletonKey: `${realtorId}:${day}` });
      return Boolean(claim);
    });
    if (sent) claimed += 1;
  }
  return claimed;
}

/** One realtor's digest for one day, as claimed by the scan; nothing when the list emptied meanwhile. */
export async function sendTaskDigest(deps: { db: Database; mailer: Mailer; config: { appUrl: string } }, { realtorId, day }: { realtorId: string; day: string }): Promise<void> {
  const [realtor] = await deps.db.select({ name: realtors.fullName, email: realtors.email, host: realtors.agentSiteUrl }).from(realtors).where(eq(realtors.id, realtorId));
  if (!realtor) return;
  const until = new Date(nextSingaporeMidnight(startOfSingaporeDay(day).getTime()));
  const tasks = await openTasksOf(deps.db, [realtorId], until);
  const lateLeads = await deps.db
    .select({ id: enquiries.id, buyerName: enquiries.name, projectName: projects.name, receivedAt: enquiries.createdAt })
    .from(enquiries)
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .where(and(eq(enquiries.ownerId, realtorId), isNotNull(enquiries.remindedAt), isNull(enquiries.firstResponseAt)))
    .orderBy(asc(enquiries.createdAt))
    .limit(100);
  if (tasks.length === 0 && lateLeads.length === 0) return;
  const origin = siteOrigin(realtor.host, deps.config.appUrl);
  const about = (projectName: string | null) => (projectName ? ` (${projectName})` : "");
  await deps.mailer.send({
    to: realtor.email,
    ...taskDigestMail({
      name: realtor.name,
      tasks: tasks.map((task) => `${formatDateTime(task.dueAt)} · ${ENQUIRY_TASK_KIND_LABELS[task.kind]}: ${task.buyerName}${about(task.projectName)}${task.note ? ` — ${task.note}` : ""}`),
      lateLeads: lateLeads.map((lead) => `${lead.buyerName}${about(lead.projectName)}, received ${formatDateTime(lead.receivedAt)}`),
      link: `${origin}/dashboard/enquiries?view=today`,
    }),
  });
}
