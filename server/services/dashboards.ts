import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import { ADMIN_AUDIT_ENTITY_LABELS } from "~/domain/schemas/audit";
import type { AuditHighlight, PlatformCounts, RealtorDashboard } from "~/domain/dashboard-read-models";
import type { Database } from "../db/client";
import { adminAuditLog, agencies, blogs, enquiries, projects, realtorAuditLog, realtors, sitePermissions } from "../db/schema";
import { authorize, type Actor } from "./actor";
import { NotFoundError } from "./errors";

/** The figures of the administrators' dashboards and System Administration, straight from the database. */
export async function platformCounts({ db }: { db: Database }, actor: Actor): Promise<PlatformCounts> {
  authorize(actor, "adminDashboard");
  const [agencyRows, realtorRows, [{ projectCount }]] = await Promise.all([
    db.select({ status: agencies.status, n: count() }).from(agencies).groupBy(agencies.status),
    db.select({ isLeader: realtors.isLeader, status: realtors.status, n: count() }).from(realtors).groupBy(realtors.isLeader, realtors.status),
    db.select({ projectCount: count() }).from(projects),
  ]);
  const realtorCount = (isLeader: boolean, status: string) =>
    realtorRows.find((row) => row.isLeader === isLeader && row.status === status)?.n ?? 0;
  return {
    agencies: agencyRows.reduce((sum, row) => sum + row.n, 0),
    activeAgencies: agencyRows.find((row) => row.status === "active")?.n ?? 0,
    projects: projectCount,
    leaders: realtorCount(true, "active"),
    agents: realtorCount(false, "active"),
    pendingAgencies: agencyRows.find((row) => row.status === "pending")?.n ?? 0,
    pendingRealtors: realtorCount(true, "pending") + realtorCount(false, "pending"),
  };
}

/** The latest administrative actions, realtor and other, for the master dashboard. */
export async function latestAuditEntries({ db }: { db: Database }, actor: Actor, limit = 6): Promise<AuditHighlight[]> {
  authorize(actor, "platformActivity");
  const [realtorRows, adminRows] = await Promise.all([
    db
      .select({ id: realtorAuditLog.id, at: realtorAuditLog.performedAt, by: realtorAuditLog.performedByName, action: realtorAuditLog.actionType, name: realtors.fullName })
      .from(realtorAuditLog)
      .leftJoin(realtors, eq(realtors.id, realtorAuditLog.realtorId))
      .orderBy(desc(realtorAuditLog.performedAt))
      .limit(limit),
    db
      .select({ id: adminAuditLog.id, at: adminAuditLog.performedAt, by: adminAuditLog.performedByName, action: adminAuditLog.action, name: adminAuditLog.entityLabel, entity: adminAuditLog.entityType })
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.performedAt))
      .limit(limit),
  ]);
  const entries: AuditHighlight[] = [
    ...realtorRows.map((row) => ({ id: row.id, at: row.at, by: row.by ?? "System", summary: `Realtor ${row.name ?? "(deleted)"} ${row.action}` })),
    ...adminRows.map((row) => ({ id: row.id, at: row.at, by: row.by, summary: `${ADMIN_AUDIT_ENTITY_LABELS[row.entity]} ${row.name} ${row.action}` })),
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

/** A leader's or agent's own figures; a leader also sees their team. Scoped to the actor in every query. */
export async function realtorDashboard({ db }: { db: Database }, actor: Actor, now = new Date()): Promise<RealtorDashboard> {
  authorize(actor, "realtorDashboard");
  const [me] = await db.select().from(realtors).where(eq(realtors.userId, actor.id)).limit(1);
  if (!me) throw new NotFoundError("Your realtor profile was not found");
  const months = lastMonths(now, 6);
  const [permission, team, monthly, postRows] = await Promise.all([
    db
      .select({ active: sitePermissions.isActive, allowIndexing: sitePermissions.allowIndexing })
      .from(sitePermissions)
      .where(and(eq(sitePermissions.ownerId, actor.id), eq(sitePermissions.siteUrl, me.agentSiteUrl)))
      .limit(1),
    me.isLeader
      ? db
          .select({ id: realtors.id, fullName: realtors.fullName, email: realtors.email, status: realtors.status, agentSiteUrl: realtors.agentSiteUrl })
          .from(realtors)
          .where(and(eq(realtors.reportsToId, me.id), eq(realtors.isLeader, false)))
          .orderBy(asc(realtors.fullName))
          .limit(100)
      : Promise.resolve([]),
    db
      .select({ month: sql<string>`to_char(${enquiries.createdAt} at time zone 'Asia/Singapore', 'YYYY-MM')`, n: count() })
      .from(enquiries)
      .where(and(eq(enquiries.realtorId, me.id), gte(enquiries.createdAt, months.start)))
      .groupBy(sql`1`),
    db
      .select({ isPublished: blogs.isPublished, n: count() })
      .from(blogs)
      .where(eq(blogs.userId, actor.id))
      .groupBy(blogs.isPublished),
  ]);
  const enquiriesByMonth = months.keys.map((month) => ({ month, count: monthly.find((row) => row.month === month)?.n ?? 0 }));
  return {
    fullName: me.fullName,
    isLeader: me.isLeader,
    status: me.status,
    siteUrl: me.agentSiteUrl,
    indexing: permission[0] ?? null,
    team,
    enquiriesThisMonth: enquiriesByMonth.at(-1)?.count ?? 0,
    enquiriesByMonth,
    posts: {
      published: postRows.find((row) => row.isPublished)?.n ?? 0,
      drafts: postRows.find((row) => !row.isPublished)?.n ?? 0,
    },
  };
}

/** The last `n` calendar months in Singapore time ('YYYY-MM'), and the instant the first began. */
export function lastMonths(now: Date, n: number): { keys: string[]; start: Date } {
  const singapore = new Date(now.getTime() + 8 * 3600_000);
  const year = singapore.getUTCFullYear();
  const month = singapore.getUTCMonth();
  const keys = Array.from({ length: n }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (n - 1) + index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  });
  const start = new Date(Date.UTC(year, month - (n - 1), 1) - 8 * 3600_000);
  return { keys, start };
}

