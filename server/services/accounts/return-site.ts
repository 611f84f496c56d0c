import { and, eq, or } from "drizzle-orm";
import { normaliseHost } from "~/domain/site-url";
import type { Database } from "../../db/client";
import { realtors, sitePermissions } from "../../db/schema";
import { siteLoginUrl } from "./account-links";

export interface ReturnSite {
  host: string;
  loginUrl: string;
}

/**
 * The site a finished password reset sends the user back to. The host arrives in a URL, so it
 * is linked only when it is a known, active realtor site: its own site URL or an active site
 * permission of an active realtor.
 */
export async function findReturnSite(db: Database, appUrl: string, rawHost: string | null | undefined): Promise<ReturnSite | null> {
  const host = normaliseHost(rawHost);
  if (!host) return null;
  const [known] = await db
    .select({ id: realtors.id })
    .from(realtors)
    .leftJoin(
      sitePermissions,
      and(eq(sitePermissions.ownerId, realtors.userId), eq(sitePermissions.siteUrl, host), eq(sitePermissions.isActive, true)),
    )
    .where(and(eq(realtors.status, "active"), or(eq(realtors.agentSiteUrl, host), eq(sitePermissions.siteUrl, host))))
    .limit(1);
  return known ? { host, loginUrl: siteLoginUrl(appUrl, host) } : null;
}
