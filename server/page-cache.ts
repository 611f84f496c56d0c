import type { NextFunction, Request, RequestHandler, Response } from "express";
import { gzipSync } from "node:zlib";
import { sharedCache } from "./memory-cache";

/**
 * The short per-host cache of public pages for visitors (decision record 'public-page-cache').
 * A visitor without a session cookie asking twice for the same page within PAGE_TTL_MS gets
 * the first rendering again, gzip-compressed once. clearSiteCaches() drops every entry after a
 * write, so an edit shows at once in this process and within the TTL in any other.
 */
export const PAGE_TTL_MS = 30_000;
const MAX_PAGES = 400;
const pages = sharedCache<CachedPage>("public-pages", PAGE_TTL_MS, MAX_PAGES);

interface CachedPage {
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
}

const PUBLIC_PATH = /^\/(?:|about|condos|condos\/[^/]+|blog|blog\/[^/]+|realtor\/[^/]+|sitemap|sitemap\.xml|robots\.txt)$/;
// The response headers a replay repeats; the CSP carries the nonce written into the page.
const KEPT_HEADERS = ["content-type", "content-security-policy", "content-language"];

function isCacheableRequest(req: Request): boolean {
  if (req.method !== "GET") return false;
  // '.data' requests are client-side navigations: React Router's single fetch, not a page.
  if (!PUBLIC_PATH.test(req.path) || req.path.endsWith(".data")) return false;
  // Signed-in people see their own menu (better-auth's cookie names end in session_token), and
  // a pending flash toast (server/flash.ts) belongs to one browser only.
  const cookie = req.headers.cookie ?? "";
  return !cookie.includes("session_token") && !/(?:^|;\s*)flash=/.test(cookie);
}

function cacheKey(req: Request): string {
  return `${req.protocol}://${req.hostname}:${req.headers.host ?? ""}${req.originalUrl}`;
}

function acceptsGzip(req: Request): boolean {
  return /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
}

function replay(req: Request, res: Response, page: CachedPage): void {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("X-Page-Cache", "HIT");
  // A Content-Encoding already set tells the compression middleware to leave the body alone.
  if (acceptsGzip(req)) {
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", page.gzip.length);
    res.end(page.gzip);
  } else {
    res.setHeader("Content-Length", page.body.length);
    res.end(page.body);
  }
}

function record(res: Response, key: string): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const result = end(chunk, ...rest);
    store(res, key, chunks);
    return result;
  }) as Response["end"];
}

function store(res: Response, key: string, chunks: Buffer[]): void {
  if (res.statusCode !== 200 || res.getHeader("set-cookie")) return;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (/no-store|private/.test(cacheControl)) return;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  if (!headers["content-type"]) return;
  const body = Buffer.concat(chunks);
  pages.set(key, { headers, body, gzip: gzipSync(body) });
}

/** Express middleware placed before the React Router handler. */
export function publicPageCache(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheableRequest(req)) return next();
    const key = cacheKey(req);
    const page = pages.get(key);
    if (page) return replay(req, res, page);
    res.setHeader("X-Page-Cache", "MISS");
    record(res, key);
    next();
  };
}
