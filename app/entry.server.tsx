import { Transform, type TransformCallback } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { lowPriorityModulePreloads } from "#server/module-preload-priority";
import { pathForLog } from "#server/request-log";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce-provider";

export const streamTimeout = 5_000;

// React Router's own refusals of a request a browser of ours never sends (decision record 088).
const CROSS_ORIGIN_ACTION = /origin.*does not match|`origin` header is not a valid URL/i;

/**
 * Errors of loaders, actions and rendering, through the app's logger. An expected refusal (an
 * OPTIONS request, a cross-origin post, a 4xx thrown on purpose) adds nothing to the request
 * log's own line for it (method, path, status): no stack. Anything else is an error with its
 * stack. URLs are written without their secrets.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const url = new URL(request.url);
  const where = { method: request.method, path: pathForLog(url.pathname + url.search) };
  const logger = (context as Partial<AppLoadContext> | undefined)?.logger;
  const refusal = isRouteErrorResponse(error) && error.status < 500 ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error && CROSS_ORIGIN_ACTION.test(error.message) ? "cross-origin action refused"
    : null;
  if (!logger) {
    console.error(refusal ?? error);
    return;
  }
  if (refusal) logger.debug(where, `request refused: ${refusal}`);
  else logger.error({ ...where, err: isRouteErrorResponse(error) ? (error as { error?: unknown }).error ?? error : error }, "request failed");
};

/**
 * Passes React's output on as one chunk per React flush (decision record 017). React writes
 * 4 KB pieces and calls `flush()` once it has nothing more for now; @react-router/node calls
 * `res.flush()` after every chunk it sends, and the compression middleware's flush ends the
 * gzip stream's block and forgets its window. Per 4 KB piece that made pages 3-4x larger.
 * The head's module preloads leave at low priority (decision record 160).
 */
class OneChunkPerFlush extends Transform {
  private pending: Buffer[] = [];
  private headSent = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pending.push(chunk);
    callback();
  }

  /** React calls this after each batch it has written. */
  flush() {
    if (this.pending.length === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    if (this.headSent) {
      this.push(chunk);
      return;
    }
    // The first flush holds the whole <head>: the shell, or the whole document.
    this.headSent = true;
    this.push(Buffer.from(lowPriorityModulePreloads(chunk.toString("utf8"))));
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }
}

/**
 * Loaders have all run before the document renders; only promises a loader returned without
 * awaiting them (deferred data) are still pending. Without any, the whole document is ready
 * a moment after its shell, and sending the shell first would only split the document (and
 * its compression) for nothing.
 */
function hasDeferredData(routerContext: EntryContext): boolean {
  return Object.values(routerContext.staticHandlerContext.loaderData ?? {}).some(
    (data) => typeof data === "object" && data !== null && Object.values(data).some((value) => value instanceof Promise),
  );
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // None on a page the page cache keeps (server/page-cache.ts): its scripts are allowed by their hashes.
  const nonce = loadContext.cspNonce || undefined;
  const document = (
    <NonceProvider value={loadContext.cspNonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>
  );
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and link-preview bots always get the whole document at once; people get the
    // shell early only when a loader deferred data that the rest of the page waits for.
    const bot = Boolean(userAgent && isbot(userAgent));
    const readyOption = bot || routerContext.isSpaMode || !hasDeferredData(routerContext) ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      document,
      {
        nonce,
        // A finished document keeps every Suspense boundary in place: React would otherwise move a
        // large one (a lazy section such as the costs calculator) out of order and reveal it with
        // a script, leaving it hidden without JavaScript (decision record 047).
        progressiveChunkSize: readyOption === "onAllReady" ? Number.POSITIVE_INFINITY : undefined,
        [readyOption]() {
          shellRendered = true;
          const body = new OneChunkPerFlush();
          body.once("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, the error reaches handleError through React Router: logged there, once.
          if (shellRendered) loadContext.logger.error({ err: error, path: pathForLog(new URL(request.url).pathname) }, "render failed");
        },
      },
    );
  });
}
