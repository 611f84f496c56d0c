import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createReactRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { finishedDocumentBytes } from "./finished-document";
import { readBodyOf } from "./request-body";
import { hostOfRequest, originOf } from "./request-host";

/**
 * @react-router/express's handler, with two changes: the request body is the one
 * server/request-body.ts has already read, counted and checked, not the socket again (decision
 * record 085), and the URL's origin is the host strictHost() read (decision record 120).
 * Everything else (headers, abort on a closed connection, streamed answer) is the adapter's,
 * apart from documents rendered whole, sent as one buffer (decision record 103).
 */
export function createRequestHandler({
  build,
  mode,
  getLoadContext,
  answerFailure,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => Promise<AppLoadContext>;
  /**
   * Called when the load context could not be built or the page answered 5xx; true when it
   * answered the request itself (the database outage page, decision record 089).
   */
  answerFailure?: (req: Request, res: Response, failed: "site" | "page") => Promise<boolean>;
}) {
  const handleRequest = createReactRouterHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = toFetchRequest(req, res);
      let loadContext: AppLoadContext;
      try {
        loadContext = await getLoadContext(req, res);
      } catch (error) {
        if (await answerFailure?.(req, res, "site")) return;
        throw error;
      }
      const response = await handleRequest(request, loadContext);
      if (response.status >= 500 && (await answerFailure?.(req, res, "page"))) {
        await response.body?.cancel();
        return;
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  // The host as strictHost() read it: Express's req.hostname would take 'evil.example@site' apart.
  const url = new URL(`${originOf(hostOfRequest(req))}${req.originalUrl}`);

  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());

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

async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  const document = finishedDocumentBytes(response);
  if (document) {
    // Compression, when it applies, takes the length away again.
    res.setHeader("Content-Length", document.length);
    res.end(document);
    return;
  }
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
