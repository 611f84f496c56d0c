import type { Request, Response } from "express";
import type { Logger } from "pino";
import type { Database } from "./db/client";
import { replayLastGoodPage } from "./page-cache";
import { pingDatabase } from "./services/database-health";

/**
 * What visitors get while the database is unreachable (decision record 089): the last good
 * rendering of the page they asked for, else a plain 503 that says to come back shortly.
 * Nothing decided during an outage is cached, so the first request after the database's
 * return is served as usual.
 */

export const RETRY_AFTER_SECONDS = 10;
const PROBE_TIMEOUT_MS = 2_000;
/** A failing request asks the database at most this often; the answer is shared meanwhile. */
const PROBE_INTERVAL_MS = 1_000;

export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #1f2937">
<h1>Temporarily unavailable</h1>
<p>This site is temporarily unavailable. Please try again in a few moments.</p>
</body>
</html>
`;

export interface DatabaseOutage {
  /** True when the database does not answer a trivial query now (asked at most once a second). */
  isUnreachable(): Promise<boolean>;
  /**
   * Called when a request failed: its site could not be looked up ("site"), or its page answered
   * 5xx ("page"). Answers it and returns true when the database is unreachable; false leaves the
   * failure as it was. A client-side data request (`.data`) keeps its own error reply (the
   * form's toast, the route's error boundary): only a document a browser asked for is replaced.
   */
  answerIfUnreachable(req: Request, res: Response, failed: "site" | "page"): Promise<boolean>;
}

export function databaseOutage(db: Database, logger: Logger): DatabaseOutage {
  let last: { at: number; unreachable: Promise<boolean> } | null = null;
  let wasUnreachable = false;
  // While the database is away it is asked once a second, so its return is noticed (and logged) without a visitor's failure.
  let watch: NodeJS.Timeout | undefined;

  const probe = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([pingDatabase(db), timeout]);
      if (wasUnreachable) logger.warn("database reachable again");
      wasUnreachable = false;
      clearInterval(watch);
      watch = undefined;
      return false;
    } catch (error) {
      if (!wasUnreachable) logger.error({ err: error }, "database unreachable: serving last good pages or 503");
      wasUnreachable = true;
      watch ??= setInterval(() => void isUnreachable(), PROBE_INTERVAL_MS).unref();
      return true;
    } finally {
      clearTimeout(timer);
    }
  };

  const isUnreachable = () => {
    const now = Date.now();
    if (!last || now - last.at >= PROBE_INTERVAL_MS) last = { at: now, unreachable: probe() };
    return last.unreachable;
  };

  return {
    isUnreachable,
    async answerIfUnreachable(req, res, failed) {
      if (res.headersSent) return false;
      if (failed === "page" && req.path.endsWith(".data")) return false;
      if (!(await isUnreachable())) return false;
      if (replayLastGoodPage(req, res)) return true;
      res.status(503);
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(UNAVAILABLE_PAGE);
      return true;
    },
  };
}
