import type { IncomingMessage } from "node:http";

export type Encoding = "identity" | "gzip" | "br";

/**
 * The encoding the compression middleware picks: brotli, then gzip, by the client's q-values
 * (`;q=0` refuses one). Browsers accept both, so they get brotli.
 */
export function negotiateEncoding(
  req: Pick<IncomingMessage, "headers">,
): Encoding {
  const header = String(req.headers["accept-encoding"] ?? "");
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header);
    // Browsers send a handful of different headers; a client making up new ones is not remembered.
    if (negotiated.size < 200) negotiated.set(header, encoding);
  }
  return encoding;
}

const negotiated = new Map<string, Encoding>();

function negotiate(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: string) =>
    accepted.get(name) ?? accepted.get("*") ?? 0;
  const br = quality("br");
  const gzip = quality("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : "identity";
}
