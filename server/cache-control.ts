import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isVisitorPageRequest, VISITOR_PAGE_CACHE_CONTROL } from "./page-cache";
import { carriesSessionCookie } from "./session-cookie";

/**
 * Who may keep an answer (decision record 097), decided once for every response as its headers
 * go out, because only then is it known whether anything set a cookie:
 * - a signed-in person's answer, or any answer that sets a cookie, is `private, no-store`,
 *   whatever a route said;
 * - otherwise a Cache-Control a route or a static file set stands (a page with a failed part
 *   says `no-store`; assets say a year);
 * - a visitor's public page (the ones the page cache keeps) may be kept by a CDN or proxy as
 *   long as the page cache keeps it, then served stale while it asks again; browsers revalidate;
 * - anything else is `private, no-store`.
 */
export const PRIVATE_NO_STORE = "private, no-store";

type WriteHead = Response["writeHead"];

export function cacheControlPolicy(): RequestHandler {
  return function decideCacheControl(req: Request, res: Response, next: NextFunction) {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      applyPolicy(req, res, statusCode, rest);
      return writeHead(statusCode, ...rest);
    }) as WriteHead;
    next();
  };
}

function applyPolicy(req: Request, res: Response, statusCode: number, writeHeadArgs: unknown[]): void {
  // A session cookie may be refreshed on any request; a visitor's pending flash is cleared with one.
  if (carriesSessionCookie(req.headers.cookie) || res.getHeader("set-cookie") !== undefined || passesHeader(writeHeadArgs, "set-cookie")) {
    res.setHeader("Cache-Control", PRIVATE_NO_STORE);
    return;
  }
  if (res.getHeader("cache-control") !== undefined || passesHeader(writeHeadArgs, "cache-control")) return;
  if (statusCode === 200 && isVisitorPageRequest(req)) {
    res.setHeader("Cache-Control", VISITOR_PAGE_CACHE_CONTROL);
    // A shared cache that honours Vary never hands a visitor's copy to someone with a session.
    res.vary("Cookie");
    return;
  }
  res.setHeader("Cache-Control", PRIVATE_NO_STORE);
}

/** Whether writeHead(status, [message], headers) was handed this header itself. */
function passesHeader(args: unknown[], name: string): boolean {
  const headers = args.find((arg) => typeof arg === "object" && arg !== null);
  if (!headers) return false;
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return true;
    return false;
  }
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}
