import type { ForwardingContext } from "./auth-forwarding";
import { signInWithPassword, type SignInOutcome } from "./password-sign-in";

export type SiteSignIn =
  | { ok: true; role: string; setCookies: string[] }
  /** Wrong credentials or too many attempts (with the seconds to wait): better-auth's status and message. */
  | { ok: false; refused: false; status: number; message: string | null; retryAfterSeconds?: number }
  /** The credentials were right, but this account may not sign in here: no session was created. */
  | { ok: false; refused: true; status: 403; message: string };

type Credentials = { email: string; password: string };

/**
 * Sign-in on /auth (spec part 1 §4). The rules of who may sign in on which host are better-auth's
 * session-creation check (`checkSessionRules`, decision 080), so this form and the API beside it
 * refuse the same sessions with the same messages.
 */
export async function signInOnSite(forwarding: ForwardingContext, site: { host: string }, credentials: Credentials): Promise<SiteSignIn> {
  return siteSignIn(await signInWithPassword({ ...forwarding, siteHost: site.host }, credentials));
}

/** Sign-in on /auth-admin: only master, admin1ic and admin2ic are given a session. */
export async function signInToAdminPortal(forwarding: ForwardingContext, credentials: Credentials): Promise<SiteSignIn> {
  return siteSignIn(await signInWithPassword({ ...forwarding, adminPortal: true }, credentials));
}

function siteSignIn(outcome: SignInOutcome): SiteSignIn {
  return outcome.ok ? { ok: true, role: outcome.user.role, setCookies: outcome.setCookies } : outcome;
}

/** The reply status of a failed sign-in form, with Retry-After when the attempt limit answered (decision 081). */
export function signInFailureInit(outcome: Extract<SiteSignIn, { ok: false }>): ResponseInit {
  if (outcome.refused || !outcome.retryAfterSeconds) return { status: outcome.status };
  return { status: outcome.status, headers: { "Retry-After": String(outcome.retryAfterSeconds) } };
}
