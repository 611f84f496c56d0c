import type { Auth } from "../../auth";
import { callAuthEndpoint, errorMessageOf, type ForwardingContext } from "./auth-forwarding";
import { SIGN_IN_REFUSED_CODE } from "./session-rules";
import { carriesSessionCookie } from "../../session-cookie";

export type SignInOutcome =
  | {
      ok: true;
      user: { id: string; email: string; role: string };
      sessionToken: string;
      /** better-auth's session cookie, to copy onto the action's redirect. */
      setCookies: string[];
      refused?: never;
    }
  /** Wrong credentials, too many attempts (with the seconds to wait), a refused origin: better-auth's status and message. */
  | { ok: false; refused: false; status: number; message: string | null; retryAfterSeconds?: number }
  /** The credentials were right, but the session rules refused a session here (decision 080). */
  | { ok: false; refused: true; status: 403; message: string };

/** Email and password through better-auth's handler, so its origin checks, attempt limits and session rules apply. */
export async function signInWithPassword(
  forwarding: ForwardingContext,
  credentials: { email: string; password: string },
): Promise<SignInOutcome> {
  const { response, json } = await callAuthEndpoint(forwarding, "/sign-in/email", credentials);
  if (!response.ok || !json) {
    const message = errorMessageOf(json);
    if (response.status === 403 && json?.code === SIGN_IN_REFUSED_CODE && message) return { ok: false, refused: true, status: 403, message };
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      ok: false,
      refused: false,
      status: response.status,
      message,
      ...(response.status === 429 && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  const user = json.user as { id: string; email: string; role: string };
  return { ok: true, user, sessionToken: String(json.token), setCookies: response.headers.getSetCookie() };
}

/** Ends the browser's session, if any; the returned Set-Cookie values clear its cookie. */
export async function signOut(auth: Auth, request: Request): Promise<string[]> {
  if (!carriesSessionCookie(request.headers.get("cookie"))) return [];
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers.getSetCookie();
}
