import type { Auth } from "../../auth";
import { callAuthEndpoint, errorMessageOf, type ForwardingContext } from "./auth-forwarding";
import { ForbiddenError, InvalidError, TooManyAttemptsError, UnauthenticatedError } from "../errors";
import { carriesSessionCookie } from "../../session-cookie";

export interface SignedIn {
  user: { id: string; email: string; role: string };
  sessionToken: string;
  /** better-auth's session cookie, to copy onto the action's redirect. */
  setCookies: string[];
}

/**
 * Email and password through better-auth's handler, so its origin checks, attempt limits and
 * session rules apply. Its refusals become the failure vocabulary with its words:
 * - the session rules refused a session here though the credentials were right (decision 080),
 *   or the origin is not trusted: ForbiddenError;
 * - wrong credentials: UnauthenticatedError;
 * - too many attempts: TooManyAttemptsError with the seconds to wait (decision 081).
 * The message is empty when better-auth gave none: the form then shows the spec's sentence.
 */
export async function signInWithPassword(forwarding: ForwardingContext, credentials: { email: string; password: string }): Promise<SignedIn> {
  const { response, json } = await callAuthEndpoint(forwarding, "/sign-in/email", credentials);
  if (!response.ok || !json) throw signInFailure(response, errorMessageOf(json) ?? "");
  const user = json.user as { id: string; email: string; role: string };
  return { user, sessionToken: String(json.token), setCookies: response.headers.getSetCookie() };
}

function signInFailure(response: Response, message: string): Error {
  if (response.status === 403) return new ForbiddenError(message);
  if (response.status === 401) return new UnauthenticatedError(message);
  if (response.status === 429) return new TooManyAttemptsError(message, Math.max(0, Number(response.headers.get("retry-after")) || 0));
  if (response.status < 500) return new InvalidError(message);
  return new Error(`sign-in answered ${response.status}: ${message}`);
}

/** Ends the browser's session, if any; the returned Set-Cookie values clear its cookie. */
export async function signOut(auth: Auth, request: Request): Promise<string[]> {
  if (!carriesSessionCookie(request.headers.get("cookie"))) return [];
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers.getSetCookie();
}
