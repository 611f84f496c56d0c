import { and, eq, inArray } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { realtors, sitePermissions } from "../../db/schema";

/**
 * The hosts of live realtor sites: an active realtor's own site and the active site permissions
 * of active realtors — the hosts the tenancy serves as a realtor's site (decision 080). A pending
 * sign-up or a suspended realtor's host is not among them, so it never becomes a trusted origin.
 */
export async function listLiveSiteHosts(db: Database): Promise<string[]> {
  const [sites, permissions] = await Promise.all([
    db.select({ host: realtors.agentSiteUrl }).from(realtors).where(eq(realtors.status, "active")),
    db
      .select({ host: sitePermissions.siteUrl })
      .from(sitePermissions)
      .innerJoin(realtors, and(eq(realtors.userId, sitePermissions.ownerId), eq(realtors.status, "active")))
      .where(eq(sitePermissions.isActive, true)),
  ]);
  return [...new Set([...sites, ...permissions].map((row) => row.host).filter(Boolean))];
}

/**
 * The realtors a host belongs to: by their own agent_site_url, or through a site permission
 * (active ones only when `activePermissionsOnly`). Two unique-index lookups, so resolving a host
 * costs the same with five realtors or thousands; an OR across a join would read every realtor.
 */
export function realtorsOfHost(db: Database, host: string, activePermissionsOnly: boolean) {
  const owner = alias(realtors, "host_owner");
  return unionAll(
    db.select({ id: realtors.id }).from(realtors).where(eq(realtors.agentSiteUrl, host)),
    db
      .select({ id: owner.id })
      .from(sitePermissions)
      .innerJoin(owner, eq(owner.userId, sitePermissions.ownerId))
      .where(and(eq(sitePermissions.siteUrl, host), activePermissionsOnly ? eq(sitePermissions.isActive, true) : undefined)),
  );
}

/** Whether one host is a live realtor site, by the same rule as listLiveSiteHosts (and the tenancy). */
export async function isLiveSiteHost(db: Database, host: string): Promise<boolean> {
  const [row] = await db
    .select({ id: realtors.id })
    .from(realtors)
    .where(and(eq(realtors.status, "active"), inArray(realtors.id, realtorsOfHost(db, host, true))))
    .limit(1);
  return Boolean(row);
}
