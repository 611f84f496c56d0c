import { and, eq } from "drizzle-orm";
import { isRealtorRole } from "~/domain/permissions";
import { normaliseHost, sameHost } from "~/domain/site-url";
import type { Database } from "../../db/client";
import { realtors, sitePermissions } from "../../db/schema";

export const DOMAIN_MESSAGES = {
  notApproved: "Your account is not found or not approved. Please contact your administrator.",
  onlyAuthorizedFor: (domains: string[]) =>
    `This account is only authorized for: ${domains.join(", ")}. Please access from one of these domains.`,
} as const;

export type DomainCheck = { allowed: true } | { allowed: false; message: string };

/**
 * Spec part 1 §4: after the credentials succeed on a realtor's host, the account must be an
 * active realtor, and the host must be its own site or the site_url of one of its active site
 * permissions, compared ignoring scheme, port, case and a leading www.
 */
export async function checkAllowedDomains(db: Database, userId: string, host: string): Promise<DomainCheck> {
  const [realtor] = await db
    .select({ siteUrl: realtors.agentSiteUrl })
    .from(realtors)
    .where(and(eq(realtors.userId, userId), eq(realtors.status, "active")))
    .limit(1);
  if (!realtor) return { allowed: false, message: DOMAIN_MESSAGES.notApproved };
  const permissions = await db
    .select({ siteUrl: sitePermissions.siteUrl })
    .from(sitePermissions)
    .where(and(eq(sitePermissions.ownerId, userId), eq(sitePermissions.isActive, true)));
  const domains = [...new Set([realtor.siteUrl, ...permissions.map((p) => p.siteUrl)].map(normaliseHost).filter(Boolean))];
  if (domains.some((domain) => sameHost(domain, host))) return { allowed: true };
  return { allowed: false, message: DOMAIN_MESSAGES.onlyAuthorizedFor(domains) };
}

/**
 * On development hosts the domain comparison is skipped (spec part 1 §4), but a realtor still
 * signs in only once approved (decision record 'what-sign-up-creates').
 */
export async function checkRealtorApproved(db: Database, user: { id: string; role: string }): Promise<DomainCheck> {
  if (!isRealtorRole(user.role)) return { allowed: true };
  const [realtor] = await db
    .select({ id: realtors.id })
    .from(realtors)
    .where(and(eq(realtors.userId, user.id), eq(realtors.status, "active")))
    .limit(1);
  return realtor ? { allowed: true } : { allowed: false, message: DOMAIN_MESSAGES.notApproved };
}
