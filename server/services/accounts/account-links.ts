import { normaliseHost } from "~/domain/site-url";

export type NewPasswordLinkType = "recovery" | "invite";

/**
 * The link of a reset or invite mail: always the main domain's /new-password, built from the
 * configured APP_URL and never from a request's Host (decision record 'password-link-format').
 */
export function newPasswordLink(
  appUrl: string,
  { token, type, site }: { token: string; type: NewPasswordLinkType; site?: string | null },
): string {
  const url = new URL("/new-password", appUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("type", type);
  if (site) url.searchParams.set("site", site);
  return url.toString();
}

/** The path better-auth is asked to send the reset to: it carries the tenant host to remember. */
export function resetCallbackPath(returnHost: string | null): string {
  return returnHost ? `/new-password?site=${encodeURIComponent(returnHost)}` : "/new-password";
}

/** The tenant host carried in better-auth's reset URL (its callbackURL), if any. Untrusted until checked. */
export function returnSiteOfResetUrl(resetUrl: string): string | null {
  try {
    const callback = new URL(resetUrl).searchParams.get("callbackURL");
    if (!callback) return null;
    return normaliseHost(new URL(callback, "http://callback.invalid").searchParams.get("site")) || null;
  } catch {
    return null;
  }
}

/** A realtor host's home page, served on the main domain's scheme and port. */
export function siteHomeUrl(appUrl: string, host: string): string {
  const main = new URL(appUrl);
  return `${main.protocol}//${host}${main.port ? `:${main.port}` : ""}/`;
}

/** A realtor host's sign-in page. */
export function siteLoginUrl(appUrl: string, host: string): string {
  return `${siteHomeUrl(appUrl, host)}auth`;
}
