import { ACCESS_MESSAGES, isAdminRole } from "~/domain/permissions";
import type { Database } from "../../db/client";
import { checkAllowedDomains, checkRealtorApproved } from "./allowed-domains";
import type { ForwardingContext } from "./auth-forwarding";
import { revokeSession, signInWithPassword } from "./password-sign-in";

export type SiteSignIn =
  | { ok: true; role: string; setCookies: string[] }
  /** Wrong credentials or too many attempts: better-auth's status and message. */
  | { ok: false; refused: false; status: number; message: string | null }
  /** The credentials were right, but this account may not sign in here; its session is ended. */
  | { ok: false; refused: true; status: 403; message: string };

type Credentials = { email: string; password: string };

/**
 * Sign-in on /auth (spec part 1 §4). On a realtor's host the allowed-domains check runs after
 * the credentials succeed; on a development host only the approval part of it.
 */
export async function signInOnSite(
  db: Database,
  forwarding: ForwardingContext,
  site: { host: string; isDevelopmentHost: boolean },
  credentials: Credentials,
): Promise<SiteSignIn> {
  const outcome = await signInWithPassword(forwarding, credentials);
  if (!outcome.ok) return { ok: false, refused: false, status: outcome.status, message: outcome.message };
  const check = site.isDevelopmentHost
    ? await checkRealtorApproved(db, outcome.user)
    : await checkAllowedDomains(db, outcome.user.id, site.host);
  if (!check.allowed) {
    await revokeSession(forwarding.auth, outcome.sessionToken);
    return { ok: false, refused: true, status: 403, message: check.message };
  }
  return { ok: true, role: outcome.user.role, setCookies: outcome.setCookies };
}

/** Sign-in on /auth-admin: only master, admin1ic and admin2ic keep their session. */
export async function signInToAdminPortal(forwarding: ForwardingContext, credentials: Credentials): Promise<SiteSignIn> {
  const outcome = await signInWithPassword(forwarding, credentials);
  if (!outcome.ok) return { ok: false, refused: false, status: outcome.status, message: outcome.message };
  if (!isAdminRole(outcome.user.role)) {
    await revokeSession(forwarding.auth, outcome.sessionToken);
    return { ok: false, refused: true, status: 403, message: ACCESS_MESSAGES.noPagePermission };
  }
  return { ok: true, role: outcome.user.role, setCookies: outcome.setCookies };
}
