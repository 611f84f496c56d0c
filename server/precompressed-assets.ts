import type { NextFunction, Request, RequestHandler, Response } from "express";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { negotiateEncoding } from "./content-encoding";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

const SUFFIXES = { br: ".br", gzip: ".gz" } as const;

/**
 * Serves the build's scripts and style sheets in the brotli or gzip copy written next to them
 * at build time (scripts/compress-assets.ts), so no request compresses them again: smaller than
 * on-the-fly compression and no CPU per request. Anything else falls through to express.static.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const files = existsSync(assetsDir) ? new Set(readdirSync(assetsDir)) : new Set<string>();
  return function servePrecompressed(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (!contentType || name.includes("/") || !files.has(name)) return next();
    res.vary("Accept-Encoding");
    const encoding = negotiateEncoding(req);
    if (encoding === "identity" || !files.has(name + SUFFIXES[encoding])) return next();
    res.sendFile(
      path.join(assetsDir, name + SUFFIXES[encoding]),
      { maxAge: "1y", immutable: true, headers: { "Content-Type": contentType, "Content-Encoding": encoding } },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
