import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { containsPattern, LIST_PAGE_SIZE, pageOffset, type ListQuery } from "~/domain/list-query";
import {
  SITE_PERMISSION_NOT_FOUND,
  totalSites,
  type INDEXING_SORTS,
  type INDEXING_TABS,
  type IndexingRow,
  type ToggleIndexingData,
} from "~/domain/schemas/site-permission";
import type { Database } from "../db/client";
import { agencies, realtors, sitePermissions, userProfiles } from "../db/schema";
import { dropCached } from "../memory-cache";
import { authorize, type Actor } from "./actor";
import { recordAdminAudit } from "./internal/audit-log";
import { NotFoundError } from "./errors";
import { hostTag } from "./internal/site-cache-tags";

export interface SiteManagementDeps {
  db: Database;
}

/** The Permissions tab's counts: active leader and agent sites, and the one master site. */
export interface SiteCounts {
  leaderSites: number;
  agentSites: number;
  masterSites: 1;
  indexed: number;
  notIndexed: number;
}

export async function siteCounts({ db }: SiteManagementDeps, actor: Actor): Promise<SiteCounts> {
  authorize(actor, "siteManagement");
  const rows = await db
    .select({ siteType: sitePermissions.siteType, allowIndexing: sitePermissions.allowIndexing, n: count() })
    .from(sitePermissions)
    .where(eq(sitePermissions.isActive, true))
    .groupBy(sitePermissions.siteType, sitePermissions.allowIndexing);
  const sum = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).reduce((total, row) => total + row.n, 0);
  return {
    leaderSites: sum((row) => row.siteType === "leader"),
    agentSites: sum((row) => row.siteType === "agent"),
    masterSites: 1,
    indexed: sum((row) => row.allowIndexing),
    notIndexed: sum((row) => !row.allowIndexing),
  };
}

/** The System Overview tab: every leader and agent has a site, plus the master site. */
export interface SystemOverview {
  totalSites: number;
  agencies: number;
  activeAgencies: number;
  leaders: number;
  activeLeaders: number;
  agents: number;
  activeAgents: number;
}

export async function systemOverview({ db }: SiteManagementDeps, actor: Actor): Promise<SystemOverview> {
  authorize(actor, "siteManagement");
  const [[agencyCounts], realtorRows] = await Promise.all([
    db
      .select({ all: count(), active: sql<number>`count(*) filter (where ${agencies.status} = 'active')::int` })
      .from(agencies),
    db
      .select({ isLeader: realtors.isLeader, all: count(), active: sql<number>`count(*) filter (where ${realtors.status} = 'active')::int` })
      .from(realtors)
      .groupBy(realtors.isLeader),
  ]);
  const leaders = realtorRows.find((row) => row.isLeader);
  const agents = realtorRows.find((row) => !row.isLeader);
  return {
    totalSites: totalSites(leaders?.all ?? 0, agents?.all ?? 0),
    agencies: agencyCounts.all,
    activeAgencies: agencyCounts.active,
    leaders: leaders?.all ?? 0,
    activeLeaders: leaders?.active ?? 0,
    agents: agents?.all ?? 0,
    activeAgents: agents?.active ?? 0,
  };
}

export type IndexingQuery = ListQuery<(typeof INDEXING_SORTS)[number], (typeof INDEXING_TABS)[number]>;

/**
 * The site indexing manager: active site permissions with their owner, searched by site URL,
 * owner name or email, filtered by indexing state, paged in SQL.
 */
export async function listSiteIndexing(
  { db }: SiteManagementDeps,
  actor: Actor,
  query: IndexingQuery,
): Promise<{ rows: IndexingRow[]; total: number }> {
  authorize(actor, "siteManagement");
  const filters: SQL[] = [eq(sitePermissions.isActive, true)];
  if (query.tab !== "all") filters.push(eq(sitePermissions.allowIndexing, query.tab === "indexed"));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(sitePermissions.siteUrl, pattern), ilike(userProfiles.fullName, pattern), ilike(userProfiles.email, pattern))!);
  }
  const where = and(...filters);
  const direction = query.dir === "desc" ? desc : asc;
  const order =
    query.sort === "owner" ? direction(userProfiles.fullName)
    : query.sort === "validated" ? direction(sitePermissions.lastValidated)
    : direction(sitePermissions.siteUrl);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: sitePermissions.id,
        siteUrl: sitePermissions.siteUrl,
        siteType: sitePermissions.siteType,
        allowIndexing: sitePermissions.allowIndexing,
        ownerName: userProfiles.fullName,
        ownerEmail: userProfiles.email,
        lastValidated: sitePermissions.lastValidated,
      })
      .from(sitePermissions)
      .innerJoin(userProfiles, eq(userProfiles.id, sitePermissions.ownerId))
      .where(where)
      .orderBy(order, asc(sitePermissions.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(sitePermissions).innerJoin(userProfiles, eq(userProfiles.id, sitePermissions.ownerId)).where(where),
  ]);
  return { rows, total };
}

/**
 * Allows or stops search engines on one site. The host's robots meta, robots.txt and
 * sitemap.xml follow on the next request: that host's cached answers are dropped after commit.
 */
export async function setSiteIndexing(
  { db }: SiteManagementDeps,
  actor: Actor,
  input: ToggleIndexingData,
): Promise<{ siteUrl: string; allowIndexing: boolean }> {
  authorize(actor, "siteManagement");
  const result = await db.transaction(async (tx) => {
    const [permission] = await tx.select().from(sitePermissions).where(eq(sitePermissions.id, input.permissionId)).for("update");
    if (!permission) throw new NotFoundError(SITE_PERMISSION_NOT_FOUND);
    if (permission.allowIndexing !== input.allowIndexing) {
      await tx.update(sitePermissions).set({ allowIndexing: input.allowIndexing }).where(eq(sitePermissions.id, permission.id));
      await recordAdminAudit(tx, actor, {
        entity: "site",
        entityId: permission.id,
        entityLabel: permission.siteUrl,
        action: input.allowIndexing ? "indexing_enabled" : "indexing_disabled",
        details: { before: { allowIndexing: permission.allowIndexing }, after: { allowIndexing: input.allowIndexing } },
      });
    }
    return { siteUrl: permission.siteUrl, allowIndexing: input.allowIndexing };
  });
  // The host's site context carries its indexing answer, and its pages their robots meta.
  dropCached(hostTag(result.siteUrl));
  return result;
}
