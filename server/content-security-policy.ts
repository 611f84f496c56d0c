import { createHash, randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of every answer in production. Scripts run from the app's own
 * origin, and inline ones only by a nonce made for this one answer or, on a page the cache keeps
 * and sends to many visitors, by their hashes: a stored page carries no nonce (decision record 127).
 */
export interface ContentSecurityPolicy {
  /** The header with this answer's nonce. */
  withNonce(nonce: string): string;
  /** The header allowing exactly the inline scripts of this document. */
  forDocument(html: string): string;
}

export function contentSecurityPolicy({ mapTileUrl }: { mapTileUrl: string }): ContentSecurityPolicy {
  // The project map's tiles come from the configured provider (OneMap by default).
  const tileOrigin = new URL(mapTileUrl.replace(/\{[a-z]\}/g, "0")).origin;
  const policy = (scriptSources: string[]) =>
    [
      "default-src 'self'",
      `script-src 'self' ${scriptSources.join(" ")}`.trimEnd(),
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: https: ${tileOrigin}`,
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'self'",
      "form-action 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "script-src-attr 'none'",
    ].join(";");
  return {
    withNonce: (nonce) => policy([`'nonce-${nonce}'`]),
    forDocument: (html) => policy(inlineScriptHashes(html)),
  };
}

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' of each distinct inline script's text, as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) {
    if (text) hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
