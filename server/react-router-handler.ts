import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createReactRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { Logger } from "pino";
import type { ContentSecurityPolicy } from "./content-security-policy";
import { answeringServiceFailures } from "./failure-response";
import { timeRender } from "./metrics";
import { answerTimedOut, keepRenderedPage, renderTimedOut, type PageBeingRendered } from "./page-cache";
import { readBodyOf } from "./request-body";
import { hostOfRequest, originOf } from "./request-host";

/**
 * @react-router/express's handler, with two changes: the request body is the one
 * server/request-body.ts has already read, counted and checked, not the socket again (decision
 * record 085), and the URL's origin is the host strictHost() read (decision record 120).
 * Everything else (headers, abort on a closed connection, streamed answer) is the adapter's. Two
 * additions (decision record 127): a render that passes the time limit is answered 503 and
 * aborted, and a visitor's page the page cache is waiting for is read whole, kept and sent as a
 * hit is, with a Content-Security-Policy of its inline scripts' hashes. Every route's ServiceError
 * becomes its status and route error data in one place (server/failure-response.ts).
 */
export function createRequestHandler({
  build,
  mode,
  getLoadContext,
  answerFailure,
  renderTimeLimitMs,
  csp,
  logger,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => Promise<AppLoadContext>;
  /**
   * Called when the load context could not be built or the page answered 5xx; true when it
   * answered the request itself (the database outage page, decision record 089).
   */
  answerFailure?: (req: Request, res: Response, failed: "site" | "page") => Promise<boolean>;
  /** A render that takes longer is answered 503 with Retry-After, and aborted. */
  renderTimeLimitMs: number;
  /** Production's policy; none in development. */
  csp: ContentSecurityPolicy | null;
  logger: Logger;
}) {
  const handleRequest = createReactRouterHandler(
    typeof build === "function" ? () => build().then(answeringServiceFailures) : answeringServiceFailures(build),
    mode,
  );
  return async (req: Request, res: Response, next: NextFunction) => {
    const controller = new AbortController();
    try {
      const request = toFetchRequest(req, res, controller);
      let loadContext: AppLoadContext;
      try {
        loadContext = await getLoadContext(req, res);
      } catch (error) {
        if (await answerFailure?.(req, res, "site")) return;
        throw error;
      }
      const rendered = timeRender();
      const response = await withinTimeLimit(handleRequest(request, loadContext), renderTimeLimitMs).catch((error: unknown) => {
        rendered("failed");
        throw error;
      });
      rendered(!response ? "timeout" : response.status >= 500 ? "failed" : "answered");
      if (!response) {
        renderTimedOut(res);
        controller.abort();
        logger.error({ reqId: req.id, method: req.method, path: req.originalUrl.split("?")[0], limitMs: renderTimeLimitMs }, "render passed its time limit: answered 503");
        answerTimedOut(res);
        return;
      }
      if (response.status >= 500 && (await answerFailure?.(req, res, "page"))) {
        await response.body?.cancel();
        return;
      }
      await sendResponse(req, res, response, csp);
    } catch (error) {
      next(error);
    }
  };
}

/** The answer, or null once the time limit has passed first (the render goes on to its abort). */
function withinTimeLimit(answer: Promise<globalThis.Response>, limitMs: number): Promise<globalThis.Response | null> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), limitMs)));
  return Promise.race([answer, limit]).then(
    (response) => {
      clearTimeout(timer);
      if (!response) void answer.then((late) => late.body?.cancel(), () => undefined);
      return response;
    },
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}

function toFetchRequest(req: Request, res: Response, controller: AbortController): globalThis.Request {
  // The host as strictHost() read it: Express's req.hostname would take 'evil.example@site' apart.
  // A page the cache keeps is rendered from the URL it is kept by: its other parameters are not read.
  const pageSlot = res.locals.pageSlot as PageBeingRendered | undefined;
  const url = new URL(`${originOf(hostOfRequest(req))}${pageSlot?.url ?? req.originalUrl}`);

  let finished = false;
  const signal = controller.signal;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  const init: RequestInit = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = readBodyOf(req);
    init.body = body && body.length > 0 ? new Uint8Array(body) : null;
  }
  return new globalThis.Request(url.href, init);
}

async function sendResponse(req: Request, res: Response, response: globalThis.Response, csp: ContentSecurityPolicy | null): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  if (res.locals.pageSlot && csp) {
    const body = Buffer.from(await response.arrayBuffer());
    if (keepRenderedPage(req, res, { status: response.status, headers: response.headers, body }, csp.forDocument)) return;
    // Rendered without a nonce, as a kept page is: its scripts are allowed by their hashes here too.
    if (response.headers.get("Content-Type")?.startsWith("text/html")) res.setHeader("Content-Security-Policy", csp.forDocument(body.toString("utf8")));
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [key, value] of response.headers.entries()) res.append(key, value);
    res.end(body);
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
