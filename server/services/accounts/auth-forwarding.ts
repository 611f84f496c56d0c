import type { Auth } from "../../auth";

/** The browser request an action answers, and where better-auth's own endpoints live. */
export interface ForwardingContext {
  auth: Auth;
  appUrl: string;
  request: Request;
  clientIp: string;
  /** A preview, staging or IP host: not among better-auth's trusted origins (decision 008). */
  developmentHost?: boolean;
}

// What better-auth needs to apply its origin, CSRF and rate-limit checks as if the browser called it.
const FORWARDED_HEADERS = ["origin", "referer", "cookie", "user-agent", "sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest"];

/** A JSON POST to one of better-auth's endpoints, carrying the browser's headers and address. */
export async function callAuthEndpoint(
  { auth, appUrl, request, clientIp, developmentHost = false }: ForwardingContext,
  path: string,
  body: unknown,
): Promise<{ response: Response; json: Record<string, unknown> | null }> {
  const headers = new Headers({ "content-type": "application/json", "x-client-ip": clientIp });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (developmentHost && isSameOrigin(request)) {
    // The form was posted from this very host, which better-auth does not list: vouch for it as the main domain.
    headers.set("origin", new URL(appUrl).origin);
    headers.delete("referer");
  }
  const response = await auth.handler(
    new Request(`${appUrl}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { response, json };
}

function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

export function errorMessageOf(json: Record<string, unknown> | null): string | null {
  return typeof json?.message === "string" && json.message ? json.message : null;
}

/** The forwarding context of a loader or action. */
export function forwardingFrom(
  context: { auth: Auth; config: { appUrl: string }; clientIp: string; site: { isDevelopmentHost: boolean } },
  request: Request,
): ForwardingContext {
  return {
    auth: context.auth,
    appUrl: context.config.appUrl,
    request,
    clientIp: context.clientIp,
    developmentHost: context.site.isDevelopmentHost,
  };
}
