import type { ForwardingContext } from "./auth-forwarding";
import { signInWithPassword, type SignedIn } from "./password-sign-in";

/** A session on this host: its role and better-auth's cookie. Refusals are thrown (signInWithPassword). */
export interface SiteSignIn {
  role: string;
  setCookies: string[];
}

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

function siteSignIn(signedIn: SignedIn): SiteSignIn {
  return { role: signedIn.user.role, setCookies: signedIn.setCookies };
}
