import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatDateTime } from "~/domain/format";
import { ESCALATION_MULTIPLE, median, officeHoursDueAt, officeMinutesBetween, type OfficeHours } from "~/domain/response-time";
import { DEFAULT_RESPONSE_TIME, type ResponseTimeData } from "~/domain/schemas/response-time";
import { siteOrigin } from "~/domain/site-url";
import type { Database, Tx } from "../db/client";
import { enquiries, projects, realtors, responseTimeTargets } from "../db/schema";
import { RESPONSE_TIME_MAIL_JOB } from "../jobs/job-names";
import type { JobSender } from "../jobs/job-sender";
import type { Mailer } from "../mail";
import { responseEscalationMail, responseReminderMail } from "../mail-templates";
import { authorize, FORBIDDEN_MESSAGE, type Actor } from "./actor";
import { ForbiddenError } from "./errors";
import { recordAdminAudit } from "./internal/audit-log";

export interface ResponseTimeTarget extends OfficeHours {
  targetMinutes: number;
  /** False while the leader has not set one: the team then gets no reminders. */
  saved: boolean;
}

export type ResponseTimeStep = "reminder" | "escalation";

/** How far back the scan and the dashboard look: a lead older than this is nobody's reminder. */
const SCAN_WINDOW_DAYS = 30;
const REPORT_WINDOW_DAYS = 90;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const hoursOf = (row: { officeDays: number[]; opensAt: string; closesAt: string }): OfficeHours => ({ days: row.officeDays, opens: row.opensAt, closes: row.closesAt });

/** The acting leader's realtor record; anyone else is refused before anything is read. */
async function actingLeader(db: Database | Tx, actor: Actor): Promise<{ id: string; name: string }> {
  authorize(actor, "responseTimeTarget");
  const [leader] = await db
    .select({ id: realtors.id, name: realtors.fullName })
    .from(realtors)
    .where(and(eq(realtors.userId, actor.id), eq(realtors.isLeader, true)));
  if (!leader) throw new ForbiddenError(FORBIDDEN_MESSAGE);
  return leader;
}

async function targetOf(db: Database | Tx, leaderId: string): Promise<ResponseTimeTarget> {
  const [row] = await db.select().from(responseTimeTargets).where(eq(responseTimeTargets.leaderId, leaderId));
  if (!row) return { ...DEFAULT_RESPONSE_TIME, days: [...DEFAULT_RESPONSE_TIME.days], saved: false };
  return { targetMinutes: row.targetMinutes, ...hoursOf(row), saved: true };
}

/** The leader's team's target and office hours (the defaults, unsaved, until they set one). */
export async function getResponseTimeTarget({ db }: { db: Database }, actor: Actor): Promise<ResponseTimeTarget> {
  const leader = await actingLeader(db, actor);
  return targetOf(db, leader.id);
}

/** The leader sets the team's target and office hours; audited in the same transaction. */
export async function saveResponseTimeTarget({ db }: { db: Database }, actor: Actor, input: ResponseTimeData): Promise<void> {
  await db.transaction(async (tx) => {
    const leader = await actingLeader(tx, actor);
    const values = { targetMinutes: input.targetMinutes, officeDays: input.days, opensAt: input.opens, closesAt: input.closes, updatedBy: actor.id, updatedAt: new Date() };
    await tx.insert(responseTimeTargets).values({ leaderId: leader.id, ...values }).onConflictDoUpdate({ target: responseTimeTargets.leaderId, set: values });
    await recordAdminAudit(tx, actor, {
      entity: "enquiry",
      entityId: null,
      entityLabel: `${leader.name}'s team response time`,
      action: "response-target-changed",
      details: { targetMinutes: input.targetMinutes, days: input.days, opens: input.opens, closes: input.closes },
    });
  });
}

const owner = alias(realtors, "owner");
/** The leader whose target covers an owner: the owner when a leader, else the one they report to. */
const teamLeaderId = sql`case when ${owner.isLeader} then ${owner.id} else ${owner.reportsToId} end`;

/**
 * The scheduled scan (a pg-boss cron job, every minute): each owned lead still without a first
 * response past its team's target is claimed for the owner's reminder, and past twice the target
 * for the leader's escalation. A claim is a conditional update (reminded_at or escalated_at still
 * null) with the mail's job sent in the same transaction, so however many scans run at once, one
 * claims it and one mail job exists (decision record 146).
 */
export async function scanResponseTimes({ db, jobs }: { db: Database; jobs: JobSender }, now: Date = new Date()): Promise<{ reminded: number; escalated: number }> {
  const waiting = await db
    .select({
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      remindedAt: enquiries.remindedAt,
      targetMinutes: responseTimeTargets.targetMinutes,
      officeDays: responseTimeTargets.officeDays,
      opensAt: responseTimeTargets.opensAt,
      closesAt: responseTimeTargets.closesAt,
    })
    .from(enquiries)
    .innerJoin(owner, eq(owner.id, enquiries.ownerId))
    .innerJoin(responseTimeTargets, eq(responseTimeTargets.leaderId, teamLeaderId))
    .where(and(isNull(enquiries.firstResponseAt), isNull(enquiries.escalatedAt), isNotNull(enquiries.ownerId), gt(enquiries.createdAt, daysAgo(now, SCAN_WINDOW_DAYS))))
    .orderBy(asc(enquiries.createdAt))
    .limit(1000);
  const counts = { reminded: 0, escalated: 0 };
  for (const lead of waiting) {
    const hours = hoursOf(lead);
    const reminderDue = officeHoursDueAt(lead.createdAt, lead.targetMinutes, hours);
    const escalationDue = officeHoursDueAt(lead.createdAt, lead.targetMinutes * ESCALATION_MULTIPLE, hours);
    if (!lead.remindedAt && reminderDue && reminderDue <= now && (await claim(db, jobs, lead.id, "reminder", now))) counts.reminded += 1;
    if (escalationDue && escalationDue <= now && (await claim(db, jobs, lead.id, "escalation", now))) counts.escalated += 1;
  }
  return counts;
}

async function claim(db: Database, jobs: JobSender, enquiryId: string, step: ResponseTimeStep, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const column = step === "reminder" ? enquiries.remindedAt : enquiries.escalatedAt;
    const claimed = await tx
      .update(enquiries)
      .set(step === "reminder" ? { remindedAt: now } : { escalatedAt: now })
      .where(and(eq(enquiries.id, enquiryId), isNull(column), isNull(enquiries.firstResponseAt)))
      .returning({ id: enquiries.id });
    if (claimed.length === 0) return false;
    await jobs.send(RESPONSE_TIME_MAIL_JOB, { enquiryId, step }, { tx, singletonKey: `${step}:${enquiryId}` });
    return true;
  });
}

/**
 * The claimed mail: to the owner for a reminder, to the team leader for an escalation. A lead
 * answered between the claim and this run gets no mail. Thrown mail errors are retried by the queue.
 */
export async function sendResponseTimeMail(deps: { db: Database; mailer: Mailer; config: { appUrl: string } }, { enquiryId, step }: { enquiryId: string; step: ResponseTimeStep }): Promise<void> {
  const leader = alias(realtors, "leader");
  const [lead] = await deps.db
    .select({
      buyerName: enquiries.name,
      createdAt: enquiries.createdAt,
      firstResponseAt: enquiries.firstResponseAt,
      projectName: projects.name,
      ownerName: owner.fullName,
      ownerEmail: owner.email,
      ownerHost: owner.agentSiteUrl,
      leaderName: leader.fullName,
      leaderEmail: leader.email,
      leaderHost: leader.agentSiteUrl,
      targetMinutes: responseTimeTargets.targetMinutes,
    })
    .from(enquiries)
    .innerJoin(owner, eq(owner.id, enquiries.ownerId))
    .innerJoin(leader, eq(leader.id, teamLeaderId))
    .innerJoin(responseTimeTargets, eq(responseTimeTargets.leaderId, leader.id))
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .where(eq(enquiries.id, enquiryId));
  if (!lead || lead.firstResponseAt) return;
  const receivedAt = formatDateTime(lead.createdAt);
  const path = `/dashboard/enquiries/${enquiryId}`;
  if (step === "reminder") {
    await deps.mailer.send({
      to: lead.ownerEmail,
      ...responseReminderMail({ ownerName: lead.ownerName, buyerName: lead.buyerName, projectName: lead.projectName, receivedAt, targetMinutes: lead.targetMinutes, link: `${siteOrigin(lead.ownerHost, deps.config.appUrl)}${path}` }),
    });
    return;
  }
  await deps.mailer.send({
    to: lead.leaderEmail,
    ...responseEscalationMail({
      leaderName: lead.leaderName,
      ownerName: lead.ownerName,
      buyerName: lead.buyerName,
      projectName: lead.projectName,
      receivedAt,
      limitMinutes: lead.targetMinutes * ESCALATION_MULTIPLE,
      link: `${siteOrigin(lead.leaderHost, deps.config.appUrl)}${path}`,
    }),
  });
}

export interface TeamResponseTimes {
  target: ResponseTimeTarget;
  /** Each member's median first response in office-hours minutes over the last 90 days (null: none answered). */
  members: { id: string; name: string; isLeader: boolean; medianMinutes: number | null; answered: number }[];
  /** The team's leads still unanswered past the target, oldest first; escalated past twice the target. */
  pastTarget: { id: string; buyerName: string; projectName: string | null; ownerName: string; receivedAt: Date; dueAt: Date; escalated: boolean }[];
}

/** The leader's dashboard: the team's median first response per member and the leads past target. */
export async function teamResponseTimes({ db }: { db: Database }, actor: Actor, now: Date = new Date()): Promise<TeamResponseTimes> {
  const leader = await actingLeader(db, actor);
  const target = await targetOf(db, leader.id);
  const team = await db
    .select({ id: realtors.id, name: realtors.fullName, isLeader: realtors.isLeader })
    .from(realtors)
    .where(and(eq(realtors.status, "active"), or(eq(realtors.id, leader.id), eq(realtors.reportsToId, leader.id))))
    .orderBy(desc(realtors.isLeader), asc(realtors.fullName));
  const teamIds = team.map((member) => member.id);
  const leads = await db
    .select({
      id: enquiries.id,
      ownerId: enquiries.ownerId,
      buyerName: enquiries.name,
      projectName: projects.name,
      createdAt: enquiries.createdAt,
      firstResponseAt: enquiries.firstResponseAt,
      escalatedAt: enquiries.escalatedAt,
    })
    .from(enquiries)
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .where(and(inArray(enquiries.ownerId, teamIds), gt(enquiries.createdAt, daysAgo(now, REPORT_WINDOW_DAYS))))
    .orderBy(asc(enquiries.createdAt))
    .limit(5000);
  const answeredBy = new Map<string, number[]>();
  const pastTarget: TeamResponseTimes["pastTarget"] = [];
  const names = new Map(team.map((member) => [member.id, member.name]));
  for (const lead of leads) {
    if (lead.firstResponseAt) {
      const minutes = officeMinutesBetween(lead.createdAt, lead.firstResponseAt, target);
      answeredBy.set(lead.ownerId!, [...(answeredBy.get(lead.ownerId!) ?? []), minutes]);
      continue;
    }
    const dueAt = officeHoursDueAt(lead.createdAt, target.targetMinutes, target);
    if (target.saved && dueAt && dueAt <= now && lead.createdAt > daysAgo(now, SCAN_WINDOW_DAYS)) {
      pastTarget.push({ id: lead.id, buyerName: lead.buyerName, projectName: lead.projectName, ownerName: names.get(lead.ownerId!) ?? "", receivedAt: lead.createdAt, dueAt, escalated: lead.escalatedAt !== null });
    }
  }
  const members = team.map((member) => {
    const minutes = answeredBy.get(member.id) ?? [];
    return { ...member, medianMinutes: median(minutes), answered: minutes.length };
  });
  return { target, members, pastTarget: pastTarget.slice(0, 50) };
}
