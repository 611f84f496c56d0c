import { eq } from "drizzle-orm";
import { hasPermission, isRealtorRole } from "~/domain/permissions";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import type { Database } from "../../db/client";
import { userProfiles } from "../../db/schema";
import { classifyHost, type TenancyOptions } from "../../tenancy";
import { checkAllowedDomains, checkRealtorApproved, DOMAIN_MESSAGES, type DomainCheck } from "./allowed-domains";

/**
 * The host a request to better-auth was made on. The Express app sets it on every request from
 * the same host the tenancy uses (a client's own copy is overwritten); our forms' calls set it to
 * their page's host. better-auth's own request URL is always the main domain's.
 */
export const SITE_HOST_HEADER = "x-site-host";

/** Set by the /auth-admin form only: it narrows who may sign in, so a client's copy gains nothing. */
export const ADMIN_PORTAL_HEADER = "x-sign-in-portal";

/** The code better-auth answers with (403) when a session would break these rules. */
export const SIGN_IN_REFUSED_CODE = "SIGN_IN_REFUSED";

export interface SessionRequest {
  userId: string;
  /** The host the session is being created on (its cookie is host-only); '' when unknown. */
  host: string;
  /** Created by the administrator portal's form: only administrators may keep it. */
  adminPortal: boolean;
}

/**
 * Whether a session may be created for this account on this host (spec part 1 §4, §6, decision
 * 080). better-auth calls it before it stores any session, whichever endpoint asked:
 * - administrators on the main domain or a development host only;
 * - realtors on a development host when approved, elsewhere (the main domain included) only on
 *   their allowed domains while active;
 * - any other role, an unknown account or an unknown host: never.
 */
export async function checkSessionRules(db: Database, tenancy: TenancyOptions, request: SessionRequest): Promise<DomainCheck> {
  const [user] = await db.select({ id: userProfiles.id, role: userProfiles.role }).from(userProfiles).where(eq(userProfiles.id, request.userId));
  if (!user) return { allowed: false, message: DOMAIN_MESSAGES.notApproved };
  if (request.adminPortal && !hasPermission(user.role, "adminPortal")) return { allowed: false, message: ACCESS_MESSAGES.noPagePermission };
  const hostClass = request.host ? classifyHost(request.host, tenancy) : null;
  if (hasPermission(user.role, "adminPortal")) {
    return hostClass === "master" || hostClass === "development" ? { allowed: true } : { allowed: false, message: DOMAIN_MESSAGES.notApproved };
  }
  if (!isRealtorRole(user.role) || !hostClass) return { allowed: false, message: DOMAIN_MESSAGES.notApproved };
  if (hostClass === "development") return checkRealtorApproved(db, user);
  return checkAllowedDomains(db, user.id, request.host);
}
