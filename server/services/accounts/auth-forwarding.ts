import { normaliseHost } from "~/domain/site-url";
import type { Auth } from "../../auth";
import { ADMIN_PORTAL_HEADER, SITE_HOST_HEADER } from "./session-rules";

/** The browser request an action answers, and where better-auth's own endpoints live. */
export interface ForwardingContext {
  auth: Auth;
  appUrl: string;
  request: Request;
  clientIp: string;
  /** The host of the page the form is on; a session is checked against it. Default: the request URL's host. */
  siteHost?: string;
  /** The administrator portal's form: only administrators may get a session through it. */
  adminPortal?: boolean;
}

// What better-auth needs to apply its origin, CSRF and rate-limit checks as if the browser called it.
const FORWARDED_HEADERS = ["origin", "referer", "cookie", "user-agent", "sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest"];

/** A JSON POST to one of better-auth's endpoints, carrying the browser's headers and address. */
export async function callAuthEndpoint(
  { auth, appUrl, request, clientIp, siteHost, adminPortal = false }: ForwardingContext,
  path: string,
  body: unknown,
): Promise<{ response: Response; json: Record<string, unknown> | null }> {
  const headers = new Headers({ "content-type": "application/json", "x-client-ip": clientIp });
  const host = normaliseHost(siteHost ?? new URL(request.url).host);
  headers.set(SITE_HOST_HEADER, host);
  if (adminPortal) headers.set(ADMIN_PORTAL_HEADER, "admin");
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (postedFromHost(request, host)) {
    // The form was posted from a page of this very host. better-auth trusts live sites only, but a
    // development host, a pending realtor's or a suspended one's host still shows its forms: vouch
    // for the post as the main domain's. Who may sign in on this host is the session rules' answer
    // (decision 080); a post from any other origin is passed on as it came, for better-auth to refuse.
    headers.set("origin", new URL(appUrl).origin);
    headers.delete("referer");
  }
  const response = await auth.handler(
    new Request(`${appUrl}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { response, json };
}

/** The browser's Origin names the host the form was served on (ignoring scheme, port and a leading www). */
function postedFromHost(request: Request, host: string): boolean {
  const origin = request.headers.get("origin");
  return Boolean(origin && host && normaliseHost(origin) === host);
}

export function errorMessageOf(json: Record<string, unknown> | null): string | null {
  return typeof json?.message === "string" && json.message ? json.message : null;
}

/** The forwarding context of a loader or action. */
export function forwardingFrom(
  context: { auth: Auth; config: { appUrl: string }; clientIp: string; site: { host: string } },
  request: Request,
): ForwardingContext {
  return {
    auth: context.auth,
    appUrl: context.config.appUrl,
    request,
    clientIp: context.clientIp,
    siteHost: context.site.host,
  };
}
