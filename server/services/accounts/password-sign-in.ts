import type { Auth } from "../../auth";
import { callAuthEndpoint, errorMessageOf, type ForwardingContext } from "./auth-forwarding";

export type SignInOutcome =
  | {
      ok: true;
      user: { id: string; email: string; role: string };
      sessionToken: string;
      /** better-auth's session cookie, to copy onto the action's redirect. */
      setCookies: string[];
    }
  | { ok: false; status: number; message: string | null };

/** Email and password through better-auth's handler, so its rate limit and origin checks apply. */
export async function signInWithPassword(
  forwarding: ForwardingContext,
  credentials: { email: string; password: string },
): Promise<SignInOutcome> {
  const { response, json } = await callAuthEndpoint(forwarding, "/sign-in/email", credentials);
  if (!response.ok || !json) return { ok: false, status: response.status, message: errorMessageOf(json) };
  const user = json.user as { id: string; email: string; role: string };
  return { ok: true, user, sessionToken: String(json.token), setCookies: response.headers.getSetCookie() };
}

/** Ends a session that was just created but refused (wrong domain, not approved, wrong portal). */
export async function revokeSession(auth: Auth, sessionToken: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.deleteSession(sessionToken);
}

/** Ends the browser's session, if any; the returned Set-Cookie values clear its cookie. */
export async function signOut(auth: Auth, request: Request): Promise<string[]> {
  if (!request.headers.get("cookie")?.includes("session_token")) return [];
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers.getSetCookie();
}
