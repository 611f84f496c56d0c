/**
 * Whether a request's Cookie header carries a session: better-auth's session cookie names end in
 * session_token (also __Secure- prefixed). A cheap test before any lookup, never proof of a session.
 */
export function carriesSessionCookie(cookie: string | null | undefined): boolean {
  return (cookie ?? "").includes("session_token");
}
