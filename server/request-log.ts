import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { isAPIError } from "better-auth/api";

/**
 * The request log (decision record 088): one line per request with its method, path (secrets
 * taken out), status, duration and id. No headers: cookies, referers and tokens never reach a log.
 */

export const REDACTED = "[redacted]";

/** Query parameters that carry a secret: reset, invite and verification tokens, codes, signatures. */
const SECRET_PARAMETER = /token|code|secret|password|signature|key|otp/i;

/** Paths with a secret segment: /enquiry-consent/:token, a buyer alert's confirm and unsubscribe tokens, better-auth's /reset-password/:token. */
const SECRET_SEGMENTS: RegExp[] = [/^(\/enquiry-consent\/)[^/?#]+/, /^(\/alerts\/(?:confirm|unsubscribe)\/)[^/?#]+/, /^(\/api\/auth\/reset-password\/)[^/?#]+/, /^(\/api\/auth\/verify-email\/)[^/?#]+/];

/** A URL as it may be written to a log: the path and query with every secret replaced. */
export function pathForLog(url: string): string {
  const queryAt = url.indexOf("?");
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  // Single fetch's '/enquiry-consent/<token>.data' is the same page.
  if (!query) return path;
  const parts = query.split("&").map((part) => {
    const equals = part.indexOf("=");
    const name = equals === -1 ? part : part.slice(0, equals);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // Kept as sent: the name itself is not a secret.
    }
    return equals !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : part;
  });
  return `${path}?${parts.join("&")}`;
}

const QUIET_PATHS = /^\/(assets|demo|uploads)\//;
const SYNTHETIC_ERROR = /^failed with status code \d+$/;

/** pino-http with lean serializers and a request id sent back as X-Request-Id. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (_req: IncomingMessage, res: ServerResponse) => {
      const id = randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: pathForLog(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // A 4xx is the visitor's mistake or an expected refusal (OPTIONS, a cross-origin post): one
    // info line. A 503 is the database outage page, logged once by server/database-outage.ts.
    customLogLevel: (_req, res, error) => (res.statusCode === 503 ? "warn" : error || res.statusCode >= 500 ? "error" : "info"),
    customErrorMessage: (req, res) => `${req.method} ${pathForLog(req.url ?? "")} failed with ${res.statusCode}`,
    // pino-http makes up an Error for a 5xx answer; its stack says nothing. A real error keeps its own.
    customErrorObject: (_req, _res, error, value: Record<string, unknown>) =>
      SYNTHETIC_ERROR.test(error.message) ? { ...value, err: undefined } : value,
    customSuccessMessage: (req, res) => `${req.method} ${pathForLog(req.url ?? "")} ${res.statusCode}`,
    autoLogging: { ignore: (req) => QUIET_PATHS.test(req.url ?? "") },
  });
}

// better-auth's words for a request it refuses on purpose (a cross-origin post, a foreign callback URL).
const AUTH_REFUSAL = /^(Invalid [a-zA-Z]+: |Blocked cross-site)/;

/**
 * better-auth's logger, writing through ours: a refusal adds nothing to the request's own line
 * (debug only); warnings and errors are one line each, an error with its stack.
 */
export function betterAuthLogger(logger: Logger) {
  return {
    level: "warn" as const,
    log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
      if (AUTH_REFUSAL.test(message)) return logger.debug({ source: "better-auth" }, message);
      const err = args.find((arg) => arg instanceof Error);
      logger[level]({ source: "better-auth", ...(err ? { err } : {}) }, message);
    },
  };
}

/**
 * better-auth's endpoint failures: a refusal (a 4xx: wrong password, too many attempts, a rule)
 * is already the request line's status, so it is debug; anything else is an error with its stack.
 */
export function authEndpointErrorLogger(logger: Logger) {
  return (error: unknown) => {
    if (isAPIError(error) && error.statusCode < 500) {
      logger.debug({ source: "better-auth", status: error.statusCode }, error.message);
      return;
    }
    logger.error({ source: "better-auth", err: error }, "auth endpoint failed");
  };
}

/**
 * The last Express error handler: an error with a 4xx status (a body that could not be read) is
 * one warning line; anything else is logged once with its stack and answered with a plain 500,
 * never the stack.
 */
export function errorResponder(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = Number((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode ?? 500);
    const where = { method: req.method, path: pathForLog(req.originalUrl) };
    if (status >= 400 && status < 500) {
      logger.warn({ ...where, status }, "request refused");
      res.status(status).type("text/plain").send("Bad request");
      return;
    }
    logger.error({ ...where, err: error }, "request failed");
    res.status(500).type("text/plain").send("Internal Server Error");
  };
}
