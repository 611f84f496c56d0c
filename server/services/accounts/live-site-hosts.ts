import { and, eq } from "drizzle-orm";
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
