import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { containsPattern, LIST_PAGE_SIZE, pageOffset } from "~/domain/list-query";
import type { RealtorFormOptions, RealtorRow, RealtorStats, RealtorTab } from "~/domain/realtor-read-models";
import type { Database } from "../../db/client";
import { agencies, realtors, sitePermissions } from "../../db/schema";
import { authorize, type Actor } from "../actor";

export interface RealtorListQuery {
  kind: "leader" | "agent";
  tab: RealtorTab;
  q: string;
  page: number;
}

const leader = alias(realtors, "leader");

// Table-qualified by hand: drizzle writes a bare column name inside a raw subquery.
const activeAgents = sql<number>`(select count(*)::int from ${realtors} as team where team.reports_to_id = ${realtors}.id and team.id <> ${realtors}.id and team.status = 'active')`;

/** The counts of the screen: active leaders and agents, and each status tab. */
export async function realtorStats({ db }: { db: Database }, actor: Actor): Promise<RealtorStats> {
  authorize(actor, "userManagement");
  const rows = await db
    .select({ status: realtors.status, isLeader: realtors.isLeader, n: count() })
    .from(realtors)
    .groupBy(realtors.status, realtors.isLeader);
  const sum = (match: (row: (typeof rows)[number]) => boolean) => rows.filter(match).reduce((total, row) => total + row.n, 0);
  return {
    activeLeaders: sum((row) => row.status === "active" && row.isLeader),
    activeAgents: sum((row) => row.status === "active" && !row.isLeader),
    tabs: {
      active: sum((row) => row.status === "active"),
      suspended: sum((row) => row.status === "suspended"),
      pending: sum((row) => row.status === "pending"),
      all: sum(() => true),
    },
  };
}

/**
 * One page of leaders or of agents, newest first (part 2 §7), with agency, leader and the site
 * permission of the realtor's own URL; filtered by status tab and by name, email, CEA number,
 * site or agency in SQL.
 */
export async function listRealtors(
  { db }: { db: Database },
  actor: Actor,
  query: RealtorListQuery,
): Promise<{ rows: RealtorRow[]; total: number }> {
  authorize(actor, "userManagement");
  const filters: SQL[] = [eq(realtors.isLeader, query.kind === "leader")];
  if (query.tab !== "all") filters.push(eq(realtors.status, query.tab));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(realtors.fullName, pattern),
        ilike(realtors.email, pattern),
        ilike(realtors.ceaNumber, pattern),
        ilike(realtors.agentSiteUrl, pattern),
        ilike(agencies.name, pattern),
      )!,
    );
  }
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: realtors.id,
        userId: realtors.userId,
        fullName: realtors.fullName,
        email: realtors.email,
        phoneNumber: realtors.phoneNumber,
        ceaNumber: realtors.ceaNumber,
        agentSiteUrl: realtors.agentSiteUrl,
        status: realtors.status,
        isLeader: realtors.isLeader,
        yearsExperience: realtors.yearsExperience,
        profileImageUrl: realtors.profileImageUrl,
        approvedAt: realtors.approvedAt,
        createdAt: realtors.createdAt,
        agency: { id: agencies.id, name: agencies.name },
        reportsTo: { id: leader.id, fullName: leader.fullName, email: leader.email, status: leader.status },
        permission: { id: sitePermissions.id, isActive: sitePermissions.isActive },
        activeAgents,
      })
      .from(realtors)
      .innerJoin(agencies, eq(agencies.id, realtors.agencyId))
      .leftJoin(leader, and(eq(leader.id, realtors.reportsToId), ne(leader.id, realtors.id)))
      .leftJoin(sitePermissions, and(eq(sitePermissions.ownerId, realtors.userId), eq(sitePermissions.siteUrl, realtors.agentSiteUrl)))
      .where(where)
      .orderBy(desc(realtors.createdAt), asc(realtors.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(realtors).innerJoin(agencies, eq(agencies.id, realtors.agencyId)).where(where),
  ]);
  return { rows, total };
}

export async function listRealtorFormOptions({ db }: { db: Database }, actor: Actor): Promise<RealtorFormOptions> {
  authorize(actor, "userManagement");
  const [agencyRows, leaders] = await Promise.all([
    db.select({ id: agencies.id, name: agencies.name }).from(agencies).orderBy(asc(agencies.name)),
    db
      .select({ id: realtors.id, fullName: realtors.fullName, email: realtors.email, agencyId: realtors.agencyId, agencyName: agencies.name })
      .from(realtors)
      .innerJoin(agencies, eq(agencies.id, realtors.agencyId))
      .where(and(eq(realtors.isLeader, true), eq(realtors.status, "active")))
      .orderBy(asc(realtors.fullName)),
  ]);
  return { agencies: agencyRows, leaders };
}
