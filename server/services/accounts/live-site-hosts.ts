import { and, eq, or } from "drizzle-orm";
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

/** Whether one host is a live realtor site, by the same rule as listLiveSiteHosts (and the tenancy). */
export async function isLiveSiteHost(db: Database, host: string): Promise<boolean> {
  const [row] = await db
    .select({ id: realtors.id })
    .from(realtors)
    .leftJoin(
      sitePermissions,
      and(eq(sitePermissions.ownerId, realtors.userId), eq(sitePermissions.siteUrl, host), eq(sitePermissions.isActive, true)),
    )
    .where(and(eq(realtors.status, "active"), or(eq(realtors.agentSiteUrl, host), eq(sitePermissions.siteUrl, host))))
    .limit(1);
  return Boolean(row);
}
