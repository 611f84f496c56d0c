import { createHash } from "node:crypto";
import type { Application, NextFunction, Request, RequestHandler, Response } from "express";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { cachedPageUrl } from "~/domain/cached-page-urls";
import { nextSingaporeMidnight } from "~/domain/format";
import type { SiteContext } from "~/domain/site-context";
import { negotiateEncoding, type Encoding } from "./content-encoding";
import { cacheTags } from "./cache-tags";
import { collectPageTags, dropCount, sharedCache, TtlCache } from "./memory-cache";
import { countPageCache } from "./metrics";
import { clientAddressOf, peerTrustOf, readHostOf, siteHostOf } from "./request-host";
import { pageViewOf, recordVisit } from "./site-analytics/visit-recorder";
import { cachedSiteOf, siteTags } from "./tenancy";
import { carriesSessionCookie } from "./session-cookie";

/**
 * The cache of visitors' public pages (decision record 127). A page is kept by its site's id, its
 * path and the query parameters it reads (app/domain/cached-page-urls.ts), with the tags of what
 * it showed; a write drops it by those tags (server/memory-cache.ts). A hit is answered before
 * Express (pageCacheFirst): GET, HEAD, and 304 for a matching If-None-Match.
 */
/**
 * Kept for five minutes: a write drops what it changed at once (by tag), so the time to live only
 * bounds what a page read untagged. Proxies and CDNs in front keep a page 30 s (SHARED_SECONDS).
 */
export const PAGE_TTL_MS = 5 * 60_000;

interface CachedPage {
  /** Response headers every encoding shares, as writeHead takes them. */
  headers: [string, string][];
  etag: string;
  /**
   * The body as rendered, and the encodings made from it the first time a visitor asks for one,
   * not on every render.
   */
  bodies: Partial<Record<Encoding, Buffer>>;
  /** The header lists sent so far, by encoding and X-Page-Cache marker. */
  heads: Record<string, string[]>;
}

/** A page's memory: its gzip copy, and as much again for the brotli copy made at the first browser's visit. */
const pageBytes = (page: CachedPage) => 2 * (page.bodies.gzip?.length ?? 0) + (page.bodies.identity?.length ?? 0);

/** Bounded by bytes, not entries: a thousand sites' home pages fit, and size is what memory costs. */
const MAX_BYTES = 128 * 1024 * 1024;
const pages = sharedCache<CachedPage>("public-pages", PAGE_TTL_MS, { maxEntries: 100_000, maxWeight: MAX_BYTES, weigh: pageBytes });
/**
 * The last good rendering of each page by host and URL, kept past its time to live and past
 * drops: served only while the database is unreachable (decision record 089), never as fresh.
 */
const LAST_GOOD_TTL_MS = 24 * 60 * 60_000;
const lastGoodPages = new TtlCache<CachedPage>(LAST_GOOD_TTL_MS, { maxEntries: 100_000, maxWeight: MAX_BYTES / 4, weigh: pageBytes });

// The compression middleware's own brotli quality, so a hit and a miss weigh the same.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

type PageRequest = Pick<IncomingMessage, "method" | "url" | "headers"> & { originalUrl?: string };

/** Signed-in people see their own menu (better-auth's cookie names end in session_token); a pending flash toast is one browser's. */
function isVisitor(req: PageRequest): boolean {
  const cookie = req.headers.cookie ?? "";
  return !carriesSessionCookie(cookie) && !/(?:^|;\s*)flash=/.test(cookie);
}

/** A visitor's request for a public page: the one kind of answer kept here, and by a CDN (server/cache-control.ts). */
export function isVisitorPageRequest(req: PageRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return isVisitor(req) && cachedPageUrl(req.originalUrl ?? req.url ?? "") !== null;
}

/** The key part naming the site: a realtor's or the master's. Other hosts' pages are not kept. */
function siteKeyOf(site: SiteContext): string | null {
  if (site.realtorId) return site.realtorId;
  return site.kind === "master" ? "master" : null;
}

/** Where a visitor's page is kept: its key, and the URL it is rendered from. */
export interface PageSlot {
  key: string;
  url: string;
}

export function pageSlotOf(req: PageRequest, site: SiteContext): PageSlot | null {
  if ((req.method !== "GET" && req.method !== "HEAD") || !isVisitor(req)) return null;
  const siteKey = siteKeyOf(site);
  const url = siteKey ? cachedPageUrl(req.originalUrl ?? req.url ?? "") : null;
  return url ? { key: `${siteKey} ${url}`, url } : null;
}

/**
 * A page showing the calculator's rates is kept no later than the next Singapore midnight: a
 * version effective from that day then shows without a write to drop the page (decision record 143).
 */
export function keptNotAfter(tags: ReadonlySet<string>, now: number): number | undefined {
  return tags.has(cacheTags.rates) ? nextSingaporeMidnight(now) : undefined;
}

/** Sends a kept page: its headers and the body in the visitor's encoding, or a 304, or a HEAD's headers. */
function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, marker: "HIT" | "MISS" | "STALE"): void {
  // A miss is counted where its render begins (publicPageCache), kept or not.
  if (marker !== "MISS") countPageCache(marker === "HIT" ? "hit" : "stale");
  res.removeHeader("x-page-cache");
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etag)) {
    res.writeHead(304, [...page.headers.filter(([name]) => NOT_MODIFIED_HEADERS.has(name)).flat(), "x-page-cache", marker]);
    res.end();
    return;
  }
  const encoding = negotiateEncoding(req);
  const body = encoded(page, encoding);
  // Built once per page, encoding and marker: a hit costs no header list of its own.
  const head = (page.heads[`${encoding} ${marker}`] ??= [
    ...page.headers.flat(),
    "x-page-cache",
    marker,
    "content-length",
    String(body.length),
    ...(encoding === "identity" ? [] : ["content-encoding", encoding]),
  ]);
  res.writeHead(200, head);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** What a 304 repeats of the 200 it stands for (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = new Set(["cache-control", "content-security-policy", "etag", "vary", "x-robots-tag"]);

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const tag = etag.replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === tag);
}

/**
 * The page's body in this encoding: kept as gzip (an eighth of the page), brotli made from it and
 * kept the first time a browser asks, and the plain page unpacked for the rare client that takes
 * neither, not kept.
 */
function encoded(page: CachedPage, encoding: Encoding): Buffer {
  const kept = page.bodies[encoding];
  if (kept) return kept;
  const plain = page.bodies.identity ?? gunzipSync(page.bodies.gzip!);
  if (encoding === "identity") return plain;
  const body = encoding === "gzip" ? gzipSync(plain) : brotliCompressSync(plain, BROTLI_OPTIONS);
  page.bodies[encoding] = body;
  return body;
}

/**
 * The server's request listener: a kept page is sent before Express, whose per-request setup
 * costs more than the hit itself; everything else, and a page whose site is not looked up yet,
 * goes on to the app.
 */
export function pageCacheFirst(app: Application & RequestListener): RequestListener {
  const trusts = peerTrustOf(app);
  return (req, res) => {
    const host = readHostOf(req, trusts);
    const site = host ? cachedSiteOf(host.hostname) : undefined;
    const slot = site ? pageSlotOf(req, site) : null;
    const page = slot ? pages.get(slot.key) : undefined;
    if (!page) return app(req, res);
    if (req.method === "GET") recordVisit(pageViewOf(req, site!, clientAddressOf(req, app)));
    sendPage(req, res, page, "HIT");
  };
}

/** A page being rendered, with what waits for it. */
interface Rendering {
  waiting: (() => void)[];
  /** It passed the render time limit: the ones waiting get the same 503, not a render each. */
  timedOut?: boolean;
}
const rendering = new Map<string, Rendering>();

/** What the request handler needs to keep the page it renders (res.locals.pageSlot). */
export interface PageBeingRendered extends PageSlot {
  tags: Set<string>;
  /** Drops so far when the render began: a page rendered across a drop may show what changed. */
  drops: number;
  host: string;
}

/**
 * Express middleware, after the site is known (res.locals.site): answers a kept page, or has the
 * rest of the chain render it with its tags collected. Visitors asking for a page being
 * rendered wait for that rendering instead of starting their own, so a burst on an expired
 * page renders it once.
 */
export function publicPageCache(): RequestHandler {
  return function servePage(req: Request, res: Response, next: NextFunction) {
    const site = res.locals.site as SiteContext | undefined;
    const slot = site ? pageSlotOf(req, site) : null;
    if (!slot) return next();
    const page = pages.get(slot.key);
    if (page) return sendPage(req, res, page, "HIT");
    // A HEAD's render has no body to keep.
    if (req.method === "HEAD") return next();
    const current = rendering.get(slot.key);
    if (current) {
      current.waiting.push(() => afterRender(req, res, next, slot, current));
      return;
    }
    const mine: Rendering = { waiting: [] };
    rendering.set(slot.key, mine);
    // 'close' comes after the last byte or an aborted response alike: the waiters never hang.
    res.once("close", () => {
      if (rendering.get(slot.key) === mine) rendering.delete(slot.key);
      for (const resume of mine.waiting) resume();
    });
    const host = siteHostOf(req);
    const being: PageBeingRendered = { ...slot, tags: new Set(siteTags(host, site!)), drops: dropCount(), host };
    res.locals.pageSlot = being;
    res.setHeader("X-Page-Cache", "MISS");
    countPageCache("miss");
    collectPageTags(being.tags, next);
  };

  function afterRender(req: Request, res: Response, next: NextFunction, slot: PageSlot, finished: Rendering) {
    if (finished.timedOut) return answerTimedOut(res);
    const page = pages.get(slot.key);
    if (page) sendPage(req, res, page, "HIT");
    else next();
  }
}

/** Tells the visitors waiting for this page that its render passed the time limit. */
export function renderTimedOut(res: Response): void {
  const slot = res.locals.pageSlot as PageBeingRendered | undefined;
  const current = slot ? rendering.get(slot.key) : undefined;
  if (current) current.timedOut = true;
}

export const RENDER_RETRY_AFTER_SECONDS = 30;

export function answerTimedOut(res: Response): void {
  if (res.headersSent) return;
  res.status(503).set({ "Retry-After": String(RENDER_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" }).type("text").send("This page is taking too long to load. Please try again in a moment.\n");
}

/**
 * The rendered answer of a page being rendered (res.locals.pageSlot), kept when it is a clean
 * 200 page a visitor may share, then sent as a hit is. False when it is not kept: the caller
 * sends it as it is.
 */
export function keepRenderedPage(req: Request, res: Response, rendered: { status: number; headers: Headers; body: Buffer }, csp: (html: string) => string): boolean {
  const slot = res.locals.pageSlot as PageBeingRendered | undefined;
  if (!slot || rendered.status !== 200 || rendered.headers.has("set-cookie") || res.getHeader("set-cookie") !== undefined) return false;
  if (/no-store|private/.test(rendered.headers.get("cache-control") ?? "")) return false;
  const type = rendered.headers.get("content-type");
  if (!type) return false;
  // The security headers middleware set on this answer, then the page's own.
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !NOT_KEPT.has(name) && !rendered.headers.has(name)) headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  for (const [name, value] of rendered.headers) {
    if (!NOT_KEPT.has(name)) headers.push([name, value]);
  }
  // Weak: the same page in each encoding (RFC 9110 §8.8.1).
  const etag = `W/"${createHash("sha256").update(rendered.body).digest("base64url").slice(0, 27)}"`;
  if (type.startsWith("text/html")) headers.push(["content-security-policy", csp(rendered.body.toString("utf8"))]);
  // A rule the route set itself stands (robots.txt is kept five minutes); otherwise the visitor pages' own.
  headers.push(["cache-control", rendered.headers.get("cache-control") ?? VISITOR_PAGE_CACHE_CONTROL], ["vary", "Cookie, Accept-Encoding"], ["etag", etag]);
  const page: CachedPage = { headers, etag, bodies: { gzip: gzipSync(rendered.body) }, heads: {} };
  if (slot.drops === dropCount()) {
    const now = Date.now();
    pages.set(slot.key, page, [...slot.tags], now, keptNotAfter(slot.tags, now));
  }
  lastGoodPages.set(`${slot.host} ${slot.url}`, page);
  sendPage(req, res, page, "MISS");
  return true;
}

// Set per response, by the transport, or above; never kept.
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "cache-control",
  "content-security-policy",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "vary",
  "etag",
  "x-request-id",
  "x-page-cache",
  "set-cookie",
]);

const SHARED_SECONDS = 30;
/** A visitor's public page may be kept by a CDN or proxy as long as the page cache keeps it, then served stale while it asks again. */
export const VISITOR_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_SECONDS}, stale-while-revalidate=${SHARED_SECONDS}`;

/**
 * While the database is unreachable: the last good rendering of this page for a visitor, marked
 * STALE and not kept by anyone. False when there is none.
 */
export function replayLastGoodPage(req: Request, res: Response): boolean {
  const url = cachedPageUrl(req.originalUrl);
  if (!url || !isVisitorPageRequest(req) || res.headersSent) return false;
  const page = lastGoodPages.get(`${siteHostOf(req)} ${url}`);
  if (!page) return false;
  sendPage(req, res, { ...page, headers: [...page.headers.filter(([name]) => name !== "cache-control" && name !== "etag"), ["cache-control", "no-store"]], heads: {} }, "STALE");
  return true;
}
