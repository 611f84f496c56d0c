import type { Request } from "express";

export type Encoding = "identity" | "gzip" | "br";

/**
 * The encoding the compression middleware picks: brotli, then gzip, by the client's q-values
 * (`;q=0` refuses one). Browsers accept both, so they get brotli.
 */
export function negotiateEncoding(req: Request): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(req.headers["accept-encoding"] ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  const br = quality("br");
  const gzip = quality("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : "identity";
}
