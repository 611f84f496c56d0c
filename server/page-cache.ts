import type { Application, NextFunction, Request, RequestHandler, Response } from "express";
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  RequestListener,
  ServerResponse,
} from "node:http";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from "node:zlib";
import { VISITOR_PATH } from "~/domain/site-context";
import { negotiateEncoding, type Encoding } from "./content-encoding";
import { sharedCache, TtlCache } from "./memory-cache";
import type { SocketAnswer } from "./page-cache-socket";
import { hostOfRequest, originOf, peerTrustOf, readHostOf, readRequestHost, type PeerTrust, type RequestHost } from "./request-host";

/**
 * The short per-host cache of public pages for visitors (decision record 'public-page-cache').
 * A visitor without a session cookie asking for a page rendered in the last PAGE_TTL_MS gets
 * that rendering again, with the headers it was sent with (the CSP carries the nonce written
 * into the page). A hit is answered before Express sees the request (pageCacheFirst), so it
 * costs a map lookup and one write. clearSiteCaches() drops every entry after a write.
 */
export const PAGE_TTL_MS = 30_000;
const MAX_PAGES = 400;
const pages = sharedCache<CachedPage>("public-pages", PAGE_TTL_MS, MAX_PAGES);
/**
 * The last good rendering of each page, kept past its time to live and past clearSiteCaches():
 * served only while the database is unreachable (decision record 089), never as a fresh page.
 */
const LAST_GOOD_TTL_MS = 24 * 60 * 60_000;
const lastGoodPages = new TtlCache<CachedPage>(LAST_GOOD_TTL_MS, MAX_PAGES);

interface CachedPage {
  /** Response headers as a flat name, value list, ready for writeHead, per encoding. */
  headers: Partial<Record<Encoding, string[]>>;
  /** The same as a status line and header lines, for the socket lane (server/page-cache-socket.ts). */
  heads: Partial<Record<Encoding, Buffer>>;
  /**
   * The body in the encoding it was first sent in; the others are made from it the first time
   * a visitor asks for them, not on every render (decision record 100).
   */
  bodies: Partial<Record<Encoding, Buffer>>;
  /** The headers every encoding shares. */
  common: string[];
}

// The compression middleware's own brotli quality, so a hit and a miss weigh the same.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

// Set per response or by the transport, never replayed.
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "x-page-cache",
  "x-request-id",
]);

/** What the cache reads of a request: Node's, Express's, or the socket lane's plain one. */
type PageRequest = {
  method?: string;
  url?: string;
  originalUrl?: string;
  headers: IncomingHttpHeaders;
};

/** A visitor's request for a public page: the one kind of answer kept here, and by a CDN (server/cache-control.ts). */
export function isVisitorPageRequest(req: PageRequest): boolean {
  if (req.method !== "GET") return false;
  const url = rawUrl(req);
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  // '.data' requests are client-side navigations: React Router's single fetch, not a page.
  if (!VISITOR_PATH.test(path) || path.endsWith(".data")) return false;
  // Signed-in people see their own menu (better-auth's cookie names end in session_token), and
  // a pending flash toast (server/flash.ts) belongs to one browser only.
  const cookie = req.headers.cookie ?? "";
  return !cookie.includes("session_token") && !/(?:^|;\s*)flash=/.test(cookie);
}

/** The URL as the client sent it: Express rewrites req.url inside a mounted router, keeping this in originalUrl. */
function rawUrl(req: PageRequest): string {
  return req.originalUrl ?? req.url ?? "";
}

/**
 * A visitor page's key: the origin the request was sent to, read by the one strict reading of
 * the host (server/request-host.ts), and the URL. Null when the page is not kept, or the request
 * names no valid host (Express answers it 400): no header's raw text reaches a key.
 */
function cacheKey(req: PageRequest, host: RequestHost | null): string | null {
  if (!host || !isVisitorPageRequest(req)) return null;
  return `${originOf(host)}${rawUrl(req)}`;
}

function replay(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
): void {
  const encoding = negotiateEncoding(req);
  const body = encoded(page, encoding);
  res.writeHead(200, page.headers[encoding]!);
  res.end(body);
}

/** The page's body in this encoding, made from the one it was sent in and kept, the first time. */
function encoded(page: CachedPage, encoding: Encoding): Buffer {
  const kept = page.bodies[encoding];
  if (kept) return kept;
  const plain = page.bodies.identity ?? (page.bodies.gzip ? gunzipSync(page.bodies.gzip) : brotliDecompressSync(page.bodies.br!));
  const body = encoding === "gzip" ? gzipSync(plain) : encoding === "br" ? brotliCompressSync(plain, BROTLI_OPTIONS) : plain;
  page.bodies[encoding] = body;
  page.headers[encoding] = headersFor(page.common, encoding, body);
  return body;
}

function headersFor(
  common: string[],
  encoding: Encoding,
  body: Buffer,
): string[] {
  const encodingHeader =
    encoding === "identity" ? [] : ["content-encoding", encoding];
  return [...common, ...encodingHeader, "content-length", String(body.length)];
}

/** Watches what the rest of the chain writes (compressed or not) and keeps a clean 200 page. */
function record(res: Response, key: string): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function")
      return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            chunk as string,
            typeof encoding === "string"
              ? (encoding as BufferEncoding)
              : "utf8",
          ),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const result = end(chunk, ...rest);
    store(res, key, Buffer.concat(chunks));
    return result;
  }) as Response["end"];
}

function store(res: Response, key: string, sent: Buffer): void {
  if (
    res.statusCode !== 200 ||
    res.getHeader("set-cookie") ||
    res.getHeader("x-page-cache") === "STALE"
  )
    return;
  if (/no-store|private/.test(String(res.getHeader("cache-control") ?? "")))
    return;
  const encoding = String(res.getHeader("content-encoding") ?? "identity");
  if (encoding !== "identity" && encoding !== "gzip" && encoding !== "br")
    return;
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    headers.push([
      name,
      Array.isArray(value) ? value.join(", ") : String(value),
    ]);
  }
  if (!headers.some(([name]) => name === "content-type")) return;
  const common = [...headers.flat(), "x-page-cache", "HIT"];
  const page: CachedPage = {
    common,
    bodies: { [encoding]: sent },
    headers: { [encoding]: headersFor(common, encoding, sent) },
    heads: {},
  };
  pages.set(key, page);
  lastGoodPages.set(key, page);
}

/**
 * While the database is unreachable: the last good rendering of this page for a visitor, marked
 * STALE and never stored again as fresh. False when there is none (or the request is not one
 * the cache serves).
 */
export function replayLastGoodPage(req: Request, res: Response): boolean {
  const key = cacheKey(req, hostOfRequest(req));
  if (!key || res.headersSent) return false;
  const page = lastGoodPages.get(key);
  if (!page) return false;
  const encoding = negotiateEncoding(req);
  const body = encoded(page, encoding);
  const headers = page.headers[encoding]!;
  for (let i = 0; i < headers.length; i += 2)
    res.setHeader(headers[i], headers[i + 1]);
  // STALE also keeps store() from keeping this answer as a fresh page when it ends.
  res.setHeader("X-Page-Cache", "STALE");
  res.setHeader("Cache-Control", "no-store");
  res.writeHead(200);
  res.end(body);
  return true;
}

/**
 * The socket lane's answer (server/page-cache-socket.ts): a cached page's head and body for a plain
 * visitor's request, the same bytes replay() has Node's server send, or null for Node to answer.
 * The lane's requests meet the same reading of the host as every other (a proxy's forwarded host
 * counts only from an address `trusts` names); one it refuses is Node's, which answers 400.
 */
export function cachedPageAnswer(trusts: PeerTrust): SocketAnswer {
  return (request, peer) => {
    const key = cacheKey(request, readRequestHost(request.headers, { trusted: trusts(peer) }));
    if (!key) return null;
    const page = pages.get(key);
    if (!page) return rendering.has(key) ? new Promise<void>((rendered) => rendering.get(key)!.push(rendered)) : null;
    const encoding = negotiateEncoding(request);
    const body = encoded(page, encoding);
    return [(page.heads[encoding] ??= statusAndHeaders(page.headers[encoding]!)), body];
  };
}

function statusAndHeaders(headers: string[]): Buffer {
  let head = "HTTP/1.1 200 OK\r\n";
  for (let i = 0; i < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  return Buffer.from(head, "latin1");
}

/**
 * The server's request listener: a cached page is sent before Express, whose per-request setup
 * costs more than the hit itself; everything else goes on to the app.
 */
export function pageCacheFirst(app: Application & RequestListener): RequestListener {
  const trusts = peerTrustOf(app);
  return (req, res) => {
    const key = cacheKey(req, readHostOf(req, trusts));
    const page = key ? pages.get(key) : undefined;
    if (page) replay(req, res, page);
    else app(req, res);
  };
}

/** The pages being rendered now, by key, with what waits for each rendering to end. */
const rendering = new Map<string, (() => void)[]>();

/**
 * Express middleware, first in server/app.ts: keeps what the rest of the chain renders (and
 * answers hits too where the app is served without pageCacheFirst).
 * Visitors asking for a page that is being rendered wait for that rendering instead of
 * starting their own, so a burst on an expired page renders it once; in the socket lane too.
 */
export function publicPageCache(): RequestHandler {
  return function servePage(req: Request, res: Response, next: NextFunction) {
    const key = cacheKey(req, hostOfRequest(req));
    if (!key) return next();
    const page = pages.get(key);
    if (page) return replay(req, res, page);
    const waiting = rendering.get(key);
    if (waiting) {
      waiting.push(() => servePageAfterRender(req, res, next, key));
      return;
    }
    rendering.set(key, []);
    // 'close' comes after the last byte or an aborted response alike: the waiters never hang.
    res.once("close", () => {
      const waiters = rendering.get(key) ?? [];
      rendering.delete(key);
      for (const resume of waiters) resume();
    });
    res.setHeader("X-Page-Cache", "MISS");
    record(res, key);
    next();
  };

  function servePageAfterRender(
    req: Request,
    res: Response,
    next: NextFunction,
    key: string,
  ) {
    const page = pages.get(key);
    if (page) replay(req, res, page);
    else next();
  }
}
