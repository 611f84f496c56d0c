/**
 * The plainest HTTP/1.1 requests, read from the bytes a socket received: what the socket lane of
 * the page cache (server/page-cache-socket.ts) may answer without Node's HTTP parser. Anything the
 * reader is not sure of ends the run, and Node's parser reads it, with its own limits and errors.
 */
export interface PlainGetRequest {
  method: "GET";
  url: string;
  /** Lower-case names; each at most once. */
  headers: Record<string, string>;
  /** Where the request's bytes end in what was read. */
  end: number;
}

/** Node's own default limit on a request's head (--max-http-header-size). */
export const MAX_HEAD_BYTES = 16 * 1024;

const REQUEST_LINE = /^GET (\/[\x21-\x7e]*) HTTP\/1\.1$/;
// A token name, optional whitespace, then visible ASCII and inner spaces or tabs only: no obs-fold,
// no bare CR or LF, no bytes above 0x7e.
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*((?:[\x21-\x7e](?:[ \t]*[\x21-\x7e])*)?)[ \t]*$/;
// A body or a change of protocol: Node's server handles those, and any Connection but keep-alive.
const LEFT_TO_NODE = new Set(["content-length", "transfer-encoding", "upgrade", "expect", "te", "trailer"]);

/**
 * The complete plain GET requests at the start of `data`, in order. Reading stops at the first
 * request that is incomplete or not plain (a body, a header twice, no Host, HTTP/1.0, an absolute
 * URL, anything outside visible ASCII); that request and the rest are Node's.
 */
export function readPlainGetRequests(data: Buffer): PlainGetRequest[] {
  const text = data.toString("latin1");
  const requests: PlainGetRequest[] = [];
  let start = 0;
  while (start < text.length) {
    const headEnd = text.indexOf("\r\n\r\n", start);
    if (headEnd === -1 || headEnd - start > MAX_HEAD_BYTES) break;
    const request = readHead(text, start, headEnd);
    if (!request) break;
    requests.push(request);
    start = request.end;
  }
  return requests;
}

function readHead(text: string, start: number, headEnd: number): PlainGetRequest | null {
  let lineEnd = text.indexOf("\r\n", start);
  const url = REQUEST_LINE.exec(text.slice(start, lineEnd))?.[1];
  if (!url) return null;
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  while (lineEnd < headEnd) {
    const lineStart = lineEnd + 2;
    lineEnd = text.indexOf("\r\n", lineStart);
    const match = HEADER_LINE.exec(text.slice(lineStart, lineEnd));
    if (!match) return null;
    const name = match[1].toLowerCase();
    if (LEFT_TO_NODE.has(name) || name in headers) return null;
    if (name === "connection" && match[2].toLowerCase() !== "keep-alive") return null;
    headers[name] = match[2];
  }
  if (!headers.host) return null;
  return { method: "GET", url, headers, end: headEnd + 4 };
}
