const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV6_HOST = /^\[([0-9a-f:.]+)\](?::\d*)?$/;

/** A domain with a top-level part of letters: 'example.com', 'agent.localhost', 'a-b.co.sg'. */
const DOMAIN_WITH_TLD = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

function isValidHostname(host: string): boolean {
  return host.length > 0 && host.length <= 253 && host.split(".").every((label) => LABEL.test(label));
}

function toAsciiHostname(host: string): string {
  // Internationalised names become punycode the way browsers send them in the Host header.
  const ascii = Array.from(host).every((char) => char.charCodeAt(0) <= 0x7f);
  if (ascii || /\s/.test(host)) return host;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return "";
  }
}

/**
 * The host part of whatever the user or the request gave: scheme, credentials, path, query,
 * port and trailing dots removed, lower-cased, one leading 'www.' dropped. '' for garbage.
 */
export function normaliseHost(input: string | null | undefined): string {
  let rest = (input ?? "").trim().toLowerCase();
  if (!rest) return "";
  rest = rest.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/^\/\//, "");
  rest = rest.split(/[/?#\\]/)[0];
  rest = rest.slice(rest.lastIndexOf("@") + 1);

  if (rest.startsWith("[")) {
    const ipv6 = rest.match(IPV6_HOST);
    return ipv6 ? `[${ipv6[1]}]` : "";
  }

  rest = rest.replace(/:\d*$/, "").replace(/\.+$/, "");
  rest = toAsciiHostname(rest);
  if (rest.startsWith("www.") && rest.length > 4) rest = rest.slice(4);
  return isValidHostname(rest) ? rest : "";
}

export function hasHttpScheme(input: string): boolean {
  return /^https?:\/\//i.test(input.trim());
}

/**
 * Spec part 1 §5: a bare domain (letters, digits, hyphens, dots, with a top-level part) or a
 * full http(s) URL. A full URL must also name a domain: realtor sites are public domains, and
 * IP addresses are development hosts to the tenancy.
 */
export function isValidSiteUrl(input: string | null | undefined): boolean {
  const trimmed = (input ?? "").trim();
  if (!trimmed) return false;
  if (hasHttpScheme(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return false;
    }
    return !url.username && !url.password && DOMAIN_WITH_TLD.test(url.hostname);
  }
  return DOMAIN_WITH_TLD.test(trimmed.replace(/\/$/, ""));
}

/** 'https://' + the normalised host, or '' when there is no host. */
export function toHttpsUrl(input: string | null | undefined): string {
  const host = normaliseHost(input);
  return host ? `https://${host}` : "";
}

/** Same site, ignoring scheme, port, case, path and a leading www. Garbage never matches. */
export function sameHost(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normaliseHost(a);
  return left !== "" && left === normaliseHost(b);
}

export function isIpAddress(host: string): boolean {
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) || host.startsWith("[");
}

/**
 * A development host (spec part 1 §9: localhost, {ip} and the preview host): an IP address, or a
 * name with a whole label equal to a marker, so 'preview.example.sg' and 'app.staging.example.sg'
 * are, while 'previewhomes.sg' and 'staging-homes.sg' are not. A marker with a dot names a host
 * and the hosts under it ('qa.condosites.sg'). `host` is normalised first (normaliseHost).
 */
export function isDevelopmentHost(rawHost: string, markers: readonly string[]): boolean {
  const host = normaliseHost(rawHost);
  if (!host) return false;
  if (isIpAddress(host)) return true;
  const labels = host.split(".");
  return markers.some((raw) => {
    const marker = raw.trim().toLowerCase().replace(/^\.+|\.+$/g, "");
    if (!marker) return false;
    if (marker.includes(".")) return host === marker || host.endsWith(`.${marker}`);
    return labels.includes(marker);
  });
}

/** A realtor host's address as the main domain is served (its scheme and port): 'http://leader.localhost:3000'. */
export function siteOrigin(host: string, appUrl: string): string {
  const base = new URL(appUrl);
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ""}`;
}

/**
 * The origin a site's links name (canonical and Open Graph URLs, sitemap, robots, mail): APP_URL on
 * the main domain, else the resolved site's host (a realtor's stored domain, normalised) served
 * as the main domain is. Never the request's Host as written, whose case and port are the client's.
 */
export function resolvedSiteOrigin(site: { host: string; isMainDomain: boolean }, appUrl: string): string {
  return site.isMainDomain ? new URL(appUrl).origin : siteOrigin(site.host, appUrl);
}
