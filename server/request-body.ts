import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { UPLOAD_KINDS, type UploadKindName } from "~/domain/upload-kinds";
import { PROJECT_UPLOAD_TARGETS } from "~/domain/schemas/project-media";
import { pathForLog } from "./request-log";

/**
 * Every request body is read here, once, before anything else sees it (decision record 085):
 * bytes are counted on the stream, so a chunked body is held to the same limit as one with a
 * Content-Length, and the answer is a 413 the moment the limit is passed. What was read is
 * then checked (decision record 086) and handed on: to better-auth as `req.body`, to React
 * Router through server/react-router-handler.ts.
 */

/** A form's fields, or a JSON body of the auth API: 1 MB. */
export const MAX_FIELDS_BYTES = 1024 * 1024;

export const REQUEST_TOO_LARGE = "Request body too large";

/** How long the rest of a refused body is read and dropped before the connection is closed. */
const LINGER_MS = 2_000;

/**
 * The pages whose actions take a file, and the upload kinds they take. Any other page gets
 * MAX_FIELDS_BYTES, multipart or not: a new upload screen fails closed until it is listed.
 * A `.data` suffix is React Router's client-side submission of the same action.
 */
const UPLOAD_ROUTES: { path: RegExp; kinds: (query: URLSearchParams) => UploadKindName[] }[] = [
  { path: /^\/dashboard\/[^/]+\/profile$/, kinds: () => ["avatar"] },
  { path: /^\/dashboard\/[^/]+\/branding$/, kinds: () => ["logo"] },
  { path: /^\/dashboard\/blogs\/[^/]+$/, kinds: () => ["postCover"] },
  { path: /^\/dashboard\/project-management\/import$/, kinds: () => ["csvImport"] },
  {
    // The wizard names its target in the query, so an image is held to the image limit on the stream.
    path: /^\/dashboard\/project-management\/upload$/,
    kinds: (query) => {
      const target = query.get("target");
      return target && Object.hasOwn(PROJECT_UPLOAD_TARGETS, target)
        ? [PROJECT_UPLOAD_TARGETS[target as keyof typeof PROJECT_UPLOAD_TARGETS]]
        : Object.values(PROJECT_UPLOAD_TARGETS);
    },
  },
];

export interface BodyLimit {
  maxBytes: number;
  /** Said with the 413: the upload kind's own words when one kind applies. */
  message: string;
}

/** The most a request to this path may send. */
export function bodyLimitFor(pathname: string, query: URLSearchParams): BodyLimit {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  const route = UPLOAD_ROUTES.find((candidate) => candidate.path.test(path));
  if (!route) return { maxBytes: MAX_FIELDS_BYTES, message: REQUEST_TOO_LARGE };
  const kinds = route.kinds(query).map((name) => UPLOAD_KINDS[name]);
  const largest = kinds.reduce((a, b) => (b.maxBytes > a.maxBytes ? b : a));
  return {
    maxBytes: largest.maxBytes + MAX_FIELDS_BYTES,
    message: kinds.length === 1 ? largest.tooLargeMessage : REQUEST_TOO_LARGE,
  };
}

/** The raw body read by readRequestBody, for the React Router handler. */
const bodies = new WeakMap<Request, Buffer>();

export function readBodyOf(req: Request): Buffer | undefined {
  return bodies.get(req);
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function hasBody(req: Request): boolean {
  if (req.method === "GET" || req.method === "HEAD") return false;
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** A 4xx without a stack: plain words, or JSON for the auth API and the upload endpoint's script. */
function refuse(req: Request, res: Response, status: number, message: string): void {
  if (res.headersSent) return;
  const wantsJson = req.path.startsWith("/api/") || req.path.endsWith("/upload") || /json/.test(req.headers.accept ?? "");
  res.status(status);
  if (wantsJson) res.json(status === 413 ? { failure: "invalid", message, refusal: null } : { message });
  else res.type("text/plain").send(message);
}

/**
 * Express middleware: refuses a URL with a null byte or broken escapes, reads the body with a
 * byte count, and checks it (decision records 085 and 086).
 */
export function readRequestBody(logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const urlProblem = badUrl(req.originalUrl);
    if (urlProblem) {
      logBadInput(logger, req, urlProblem);
      return refuse(req, res, 400, "Bad request");
    }
    const isAuth = req.path.startsWith("/api/auth/");
    if (!hasBody(req)) {
      // A page's action reads a form even from an empty post: without a form type it could not.
      if (isAuth || ["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
      return void checkBody(req, Buffer.alloc(0), false).then((problem) => {
        if (!problem) return next();
        logBadInput(logger, req, problem.reason);
        refuse(req, res, problem.status, problem.message);
      }, next);
    }

    const limit = isAuth ? { maxBytes: MAX_FIELDS_BYTES, message: REQUEST_TOO_LARGE } : bodyLimitFor(req.path, new URLSearchParams(req.originalUrl.split("?")[1] ?? ""));
    const tooLarge = () => {
      logger.warn({ method: req.method, path: pathForLog(req.originalUrl), limit: limit.maxBytes }, "request body over its limit refused");
      // Nothing more is kept. What is still on its way is read and dropped for a moment, so the
      // client reads the 413 before the connection closes (closing on unread bytes resets it).
      req.resume();
      const close = setTimeout(() => {
        if (!req.complete) req.socket.destroy();
      }, LINGER_MS);
      req.once("end", () => clearTimeout(close));
      req.socket.once("close", () => clearTimeout(close));
      refuse(req, res, 413, limit.message);
    };
    if (Number(req.headers["content-length"] ?? 0) > limit.maxBytes) return tooLarge();

    const chunks: Buffer[] = [];
    let received = 0;
    let done = false;
    const onData = (chunk: Buffer) => {
      if (done) return;
      received += chunk.length;
      if (received > limit.maxBytes) {
        done = true;
        chunks.length = 0;
        req.off("data", onData);
        tooLarge();
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("error", () => {
      done = true;
    });
    req.once("end", () => {
      if (done) return;
      done = true;
      const body = Buffer.concat(chunks);
      void checkBody(req, body, isAuth).then(
        (problem) => {
          if (problem) {
            logBadInput(logger, req, problem.reason);
            return refuse(req, res, problem.status, problem.message);
          }
          if (isAuth) req.body = body.toString("utf8");
          else bodies.set(req, body);
          next();
        },
        (error: unknown) => next(error),
      );
    });
  };
}

type BodyProblem = { status: 400 | 415; message: string; reason: string };

async function checkBody(req: Request, body: Buffer, isAuth: boolean): Promise<BodyProblem | null> {
  const contentType = req.headers["content-type"] ?? "";
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  if (isAuth) {
    // better-auth parses its own JSON; a null byte would reach PostgreSQL, which refuses it with an error.
    const text = body.toString("utf8");
    return text.includes("\0") || /\\u0000/i.test(text) ? { status: 400, message: "Bad request", reason: "null byte in body" } : null;
  }
  if (!FORM_TYPES.includes(mediaType)) {
    return { status: 415, message: "Unsupported Media Type: send a form", reason: `body of type ${mediaType || "none"}` };
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    return { status: 400, message: "Bad request: the form could not be read", reason: `unreadable ${mediaType} body` };
  }
  for (const [name, value] of form) {
    const text = typeof value === "string" ? value : value.name;
    if (name.includes("\0") || text.includes("\0")) return { status: 400, message: "Bad request", reason: "null byte in a form field" };
  }
  return null;
}

/** A URL whose path or query cannot be decoded, or decodes to a null byte. */
function badUrl(url: string): string | null {
  const [path, query = ""] = splitOnce(url, "?");
  try {
    if (decodeURIComponent(path).includes("\0")) return "null byte in path";
  } catch {
    return "broken escape in path";
  }
  for (const part of query.split("&")) {
    try {
      if (decodeURIComponent(part.replace(/\+/g, " ")).includes("\0")) return "null byte in query";
    } catch {
      return "broken escape in query";
    }
  }
  return null;
}

function splitOnce(value: string, separator: string): [string, string?] {
  const at = value.indexOf(separator);
  return at === -1 ? [value] : [value.slice(0, at), value.slice(at + 1)];
}

/** What was wrong and where, never the values sent (they may be a visitor's personal data). */
function logBadInput(logger: Logger, req: Request, reason: string): void {
  logger.warn({ method: req.method, path: pathForLog(req.originalUrl.replace(/%00|\0/gi, "")), reason }, "bad request input refused");
}
