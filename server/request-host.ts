import type { Application, NextFunction, Request, Response } from "express";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { isIPv4, isIPv6 } from "node:net";
import { normaliseHost } from "~/domain/site-url";

/**
 * The one reading of where a request was sent (issue 30 item 3, decision record 120): the Host,
 * or X-Forwarded-Host and X-Forwarded-Proto from a proxy TRUST_PROXY names. The tenancy, the
 * session rules, the request URL the pages see and the page cache's key all take it from here.
 */
export interface RequestHost {
  /** Lower-case name, IPv4 address or bracketed IPv6 address, without the port: 'agent.localhost', '[::1]'. */
  hostname: string;
  /** The port as written, '' when none. */
  port: string;
  protocol: "http" | "https";
}

// A DNS name: dot-separated labels of letters, digits and inner hyphens, at most one trailing dot.
const NAME = /^(?=[^]{1,254}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;
const AUTHORITY = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/;

/** A Host value's name and port, or null unless it is a DNS name or an IP address with an optional port. */
export function parseHost(value: string | undefined): { hostname: string; port: string } | null {
  const match = AUTHORITY.exec((value ?? "").toLowerCase());
  if (!match) return null;
  const [, hostname, port = ""] = match;
  if (port && Number(port) > 65_535) return null;
  if (hostname.startsWith("[")) return isIPv6(hostname.slice(1, -1)) ? { hostname, port } : null;
  // All digits and dots: an IPv4 address or nothing (a name's last label is never numeric).
  if (/^[\d.]+$/.test(hostname)) return isIPv4(hostname) ? { hostname, port } : null;
  return NAME.test(hostname) ? { hostname, port } : null;
}

/** A forwarded header's first entry: the one the proxy nearest the client wrote. */
function firstOf(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(",")[0].trim();
}

/**
 * Where the request was sent, or null when it names no valid host (answered 400). Behind a
 * trusted proxy its forwarded host and protocol win when present, read as strictly as a Host;
 * from anyone else they are ignored.
 */
export function readRequestHost(headers: IncomingHttpHeaders, { trusted, encrypted = false }: { trusted: boolean; encrypted?: boolean }): RequestHost | null {
  const forwardedHost = trusted ? firstOf(headers["x-forwarded-host"]) : undefined;
  const host = parseHost(forwardedHost || headers.host);
  if (!host) return null;
  const forwardedProto = trusted ? firstOf(headers["x-forwarded-proto"])?.toLowerCase() : undefined;
  if (forwardedProto && forwardedProto !== "http" && forwardedProto !== "https") return null;
  return { ...host, protocol: (forwardedProto as RequestHost["protocol"] | undefined) ?? (encrypted ? "https" : "http") };
}

/** 'http://agent.localhost:3000': the request's origin, from a host read by readRequestHost. */
export function originOf({ protocol, hostname, port }: RequestHost): string {
  return `${protocol}://${hostname}${port ? `:${port}` : ""}`;
}

/** Whether a connection from this address is a proxy TRUST_PROXY names (Express's compiled setting). */
export type PeerTrust = (address: string) => boolean;

export function peerTrustOf(app: Application): PeerTrust {
  return (address) => (app.get("trust proxy fn") as (address: string, hop: number) => boolean)(address, 0);
}

/** readRequestHost for a request Node's server parsed, with its connection's trust and TLS. */
export function readHostOf(req: IncomingMessage, trusts: PeerTrust): RequestHost | null {
  return readRequestHost(req.headers, { trusted: trusts(req.socket.remoteAddress ?? ""), encrypted: "encrypted" in req.socket });
}

const ABSOLUTE_FORM = /^(https?):\/\/([^/?#]*)([^#]*)$/i;

const hosts = new WeakMap<Request, RequestHost>();

/**
 * The host of a request that passed strictHost(). Express's own req.hostname and req.protocol
 * read the headers loosely (a Host with '@' or '/' passes) and are never used for this.
 */
export function hostOfRequest(req: Request): RequestHost {
  const host = hosts.get(req);
  if (!host) throw new Error("strictHost() must run before anything reads the request's host");
  return host;
}

/** The host that picks the request's site: its name lower-cased, without port and leading 'www.'. */
export function siteHostOf(req: Request): string {
  return normaliseHost(hostOfRequest(req).hostname);
}

/**
 * First in the chain: a request that names no valid host gets a 400 before routing, tenancy or
 * the page cache. An absolute-form target (`GET http://agent.localhost/ HTTP/1.1`) names its own
 * host, which replaces the Host header (RFC 9112 §3.2.2), and continues as its path.
 */
export function strictHost() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.url.startsWith("/")) {
      const absolute = ABSOLUTE_FORM.exec(req.url);
      if (!absolute || !parseHost(absolute[2])) return badRequest(res);
      req.headers.host = absolute[2];
      req.url = req.originalUrl = absolute[3] || "/";
    }
    const host = readHostOf(req, peerTrustOf(req.app));
    if (!host) return badRequest(res);
    hosts.set(req, host);
    next();
  };
}

function badRequest(res: Response) {
  res.status(400).set("Connection", "close").type("text/plain").send("Bad Request");
}

/**
 * The client's address for a request Node's server parsed, as Express's req.ip reads it: the
 * nearest address in X-Forwarded-For that the trust proxy setting does not trust.
 */
export function clientAddressOf(req: IncomingMessage, app: Application): string {
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? "", ...forwarded];
  for (let hop = 0; hop < chain.length - 1; hop++) if (!trust(chain[hop], hop)) return chain[hop];
  return chain[chain.length - 1];
}
