import compression from "compression";
import express from "express";
import type { AddressInfo } from "node:net";
import { createServer, request as httpRequest, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearSiteCaches } from "#server/memory-cache";
import { cachedPageAnswer, pageCacheFirst, publicPageCache } from "#server/page-cache";
import { answerFromSocketsFirst } from "#server/page-cache-socket";
import { peerTrustOf, strictHost } from "#server/request-host";
import { openRawConnection } from "../support/raw-http";

let server: Server;
let base: string;
let renders = 0;
let reachedExpress = 0;
let parsedByNode = 0;

beforeAll(async () => {
  const app = express();
  app.use((_req, _res, next) => {
    reachedExpress++;
    next();
  });
  // The order of server/app.ts: the strict reading of the host, then the cache, so a hit skips
  // compression and everything else.
  app.use(strictHost());
  app.use(publicPageCache());
  app.use(compression());
  app.all("/{*path}", (req, res) => {
    renders++;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-n${renders}'`);
    if (req.path === "/about" && req.query.cookie) res.setHeader("Set-Cookie", "flash=; Max-Age=0");
    res.status(req.path === "/condos/missing" ? 404 : 200).type("html");
    if (req.query.whole) return void res.send(`<html><p>render ${renders} of ${req.hostname}${req.originalUrl}</p></html>`);
    // Written in two chunks, as the streaming renderer does.
    res.write(`<html><script nonce="n${renders}"></script>`);
    const last = `<p>render ${renders} of ${req.hostname}${req.originalUrl}</p>${"x".repeat(2000)}</html>`;
    if (req.query.slow) setTimeout(() => res.end(last), 150);
    else res.end(last);
  });
  // As server/index.ts serves it: hits are answered from the socket, or before Express.
  const nodeServes = pageCacheFirst(app);
  server = createServer((req, res) => {
    parsedByNode++;
    nodeServes(req, res);
  });
  answerFromSocketsFirst(server, cachedPageAnswer(peerTrustOf(app)));
  server.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => clearSiteCaches());
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** fetch may not set Host, so the host test goes through node:http. */
function cacheStatusOnHost(path: string, host: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { host } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.headers["x-page-cache"] as string | undefined));
    });
    req.on("error", reject);
    req.end();
  });
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers } });

describe("the public page cache", () => {
  it("serves a visitor's second request for the same page from memory, with the same nonce in page and CSP", async () => {
    const first = await get("/condos?q=marina");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    const firstBody = await first.text();
    const second = await get("/condos?q=marina");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(await second.text()).toBe(firstBody);
    const nonce = firstBody.match(/nonce="(n\d+)"/)![1];
    expect(second.headers.get("content-security-policy")).toBe(`script-src 'nonce-${nonce}'`);
  });

  it("answers a hit before Express sees the request", async () => {
    await get("/condos?q=express");
    const before = reachedExpress;
    expect((await get("/condos?q=express")).headers.get("x-page-cache")).toBe("HIT");
    expect(reachedExpress).toBe(before);
    await get("/dashboard");
    expect(reachedExpress).toBe(before + 1);
  });

  it("sends the same hit from the socket lane as through Node's server, but for the Date", async () => {
    const port = (server.address() as AddressInfo).port;
    const plain = `GET /condos?q=lanes HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: gzip\r\n\r\n`;
    // A header sent twice is one the socket lane leaves to Node's server.
    const unusual = plain.replace("\r\n\r\n", "\r\nX-Probe: 1\r\nX-Probe: 2\r\n\r\n");
    const ask = async (request: string) => {
      const { socket, next } = await openRawConnection(port);
      socket.write(request);
      const response = await next();
      socket.destroy();
      return response;
    };
    // Rendered once (streamed in chunks) through Express, and kept once its last byte is sent.
    const first = await fetch(`${base}/condos?q=lanes`, { headers: { "accept-encoding": "gzip" } });
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    await first.arrayBuffer();
    const rendered = reachedExpress;
    const [fromSocket, fromNode] = [await ask(plain), await ask(unusual)];
    expect(fromSocket.headers["x-page-cache"]).toBe("HIT");
    expect(fromSocket.headers["content-encoding"]).toBe("gzip");
    const withoutDate = (lines: string[]) => lines.filter((line) => !line.startsWith("Date:"));
    expect(withoutDate(fromSocket.lines)).toEqual(withoutDate(fromNode.lines));
    expect(fromSocket.bytes.equals(fromNode.bytes)).toBe(true);
    expect(gunzipSync(fromSocket.bytes).toString()).toContain("/condos?q=lanes");
    expect(reachedExpress).toBe(rendered);
  });

  it("stores a page first sent gzip-compressed and replays it to a client that takes no gzip", async () => {
    const first = await fetch(`${base}/realtor/rachel-tan`, { headers: { "accept-encoding": "gzip" } });
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    const firstBody = await first.text();
    const second = await get("/realtor/rachel-tan");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(second.headers.get("content-encoding")).toBeNull();
    expect(await second.text()).toBe(firstBody);
  });

  it("keys pages by host, path and query", async () => {
    await get("/condos");
    expect((await get("/condos?q=other")).headers.get("x-page-cache")).toBe("MISS");
    expect(await cacheStatusOnHost("/condos", "leader.localhost")).toBe("MISS");
    expect(await cacheStatusOnHost("/condos", "leader.localhost")).toBe("HIT");
  });

  // Issue 30 item 3: the key is the host as server/request-host.ts reads it, never a header's raw text.
  describe("keys pages by the one strict reading of the host", () => {
    const port = () => (server.address() as AddressInfo).port;
    const ask = async (request: string) => {
      const { socket, next } = await openRawConnection(port());
      socket.write(request);
      const response = await next();
      socket.destroy();
      return response;
    };

    it("a Host with a path in it is refused, and stores nothing that a visitor's URL then hits", async () => {
      const poisoned = await ask("GET / HTTP/1.1\r\nHost: leader.localhost|/?a=\r\nConnection: close\r\n\r\n");
      expect(poisoned.status).toBe(400);
      const visitor = await ask("GET /?a=|/ HTTP/1.1\r\nHost: leader.localhost\r\nConnection: close\r\n\r\n");
      expect(visitor.status).toBe(200);
      expect(visitor.headers["x-page-cache"]).toBe("MISS");
    });

    it("the socket lane leaves a request whose Host is not a host to Node's server, which refuses it", async () => {
      const request = "GET /condos HTTP/1.1\r\nHost: evil.example@leader.localhost\r\nAccept-Encoding: identity\r\n\r\n";
      const parsedBefore = parsedByNode;
      for (const answer of [await ask(request), await ask(request)]) expect(answer.status).toBe(400);
      expect(parsedByNode).toBe(parsedBefore + 2);
    });

    it("an X-Forwarded-Host from a peer that is not a trusted proxy is not part of the key", async () => {
      const first = await ask("GET /condos?q=forwarded&whole=1 HTTP/1.1\r\nHost: leader.localhost\r\nX-Forwarded-Host: evil.example\r\nAccept-Encoding: identity\r\n\r\n");
      expect(first.headers["x-page-cache"]).toBe("MISS");
      expect(first.body).toContain("render");
      const second = await ask("GET /condos?q=forwarded&whole=1 HTTP/1.1\r\nHost: LEADER.localhost\r\nAccept-Encoding: identity\r\n\r\n");
      expect(second.headers["x-page-cache"]).toBe("HIT");
      expect(second.body).toBe(first.body);
    });
  });

  it("answers gzip from the stored compressed copy", async () => {
    await get("/blog");
    const response = await fetch(`${base}/blog`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("x-page-cache")).toBe("HIT");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const raw = Buffer.from(await response.arrayBuffer());
    // fetch decodes gzip itself; either way the page is the one rendered before.
    const text = raw[0] === 0x1f ? gunzipSync(raw).toString() : raw.toString();
    expect(text).toContain("render");
  });

  it("is bypassed for signed-in people, pending flash messages, posts and non-public paths", async () => {
    await get("/");
    expect((await get("/", { cookie: "better-auth.session_token=abc" })).headers.get("x-page-cache")).toBeNull();
    expect((await get("/", { cookie: "theme=x; flash=abc" })).headers.get("x-page-cache")).toBeNull();
    expect((await fetch(`${base}/`, { method: "POST" })).headers.get("x-page-cache")).toBeNull();
    await get("/dashboard");
    expect((await get("/dashboard")).headers.get("x-page-cache")).toBeNull();
    expect((await get("/condos/the-marina.data")).headers.get("x-page-cache")).toBeNull();
  });

  it("never stores a response that sets a cookie or is not a 200", async () => {
    await get("/about?cookie=1");
    expect((await get("/about?cookie=1")).headers.get("x-page-cache")).toBe("MISS");
    await get("/condos/missing");
    expect((await get("/condos/missing")).headers.get("x-page-cache")).toBe("MISS");
  });

  it("is dropped by clearSiteCaches() after a write", async () => {
    await get("/sitemap");
    expect((await get("/sitemap")).headers.get("x-page-cache")).toBe("HIT");
    clearSiteCaches();
    expect((await get("/sitemap")).headers.get("x-page-cache")).toBe("MISS");
  });
});

describe("a burst of visitors on an expired page", () => {
  it("keeps a connection in the socket lane while another request renders the page it asks for", async () => {
    const port = (server.address() as AddressInfo).port;
    const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    const [rendering, waiting] = [await openRawConnection(port), await openRawConnection(port)];
    const [rendersBefore, parsedBefore] = [renders, parsedByNode];

    // Closed after its answer, so its streamed (chunked) answer ends with the connection.
    rendering.socket.write(request("/condos?q=wait&slow=1").replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    waiting.socket.write(request("/condos?q=wait&slow=1"));
    const [rendered, waited] = await Promise.all([rendering.next(), waiting.next()]);
    expect(rendered.headers["x-page-cache"]).toBe("MISS");
    expect(waited.headers["x-page-cache"]).toBe("HIT");
    expect(waited.body).toContain(`render ${renders} of 127.0.0.1/condos?q=wait&slow=1`);
    expect(rendered.body).toContain(`render ${renders} of 127.0.0.1/condos?q=wait&slow=1`);
    expect(renders - rendersBefore).toBe(1);
    // Only the rendering request went through Node's server; the waiting connection is still the lane's.
    expect(parsedByNode - parsedBefore).toBe(1);
    waiting.socket.write(request("/condos?q=wait&slow=1"));
    expect((await waiting.next()).headers["x-page-cache"]).toBe("HIT");
    expect(parsedByNode - parsedBefore).toBe(1);
    rendering.socket.destroy();
    waiting.socket.destroy();
  });

  it("keeps the connection that rendered a page in the socket lane: its next request is a hit Node's server never parses", async () => {
    const port = (server.address() as AddressInfo).port;
    const request = `GET /condos?q=lane&whole=1 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    const { socket, next } = await openRawConnection(port);
    const parsedBefore = parsedByNode;
    socket.write(request);
    const rendered = await next();
    expect(rendered.headers["x-page-cache"]).toBe("MISS");
    socket.write(request);
    const hit = await next();
    expect(hit.headers["x-page-cache"]).toBe("HIT");
    expect(hit.body).toBe(rendered.body);
    expect(parsedByNode - parsedBefore).toBe(1);
    socket.destroy();
  });

  it("renders it once and answers the others from that rendering", async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/condos?q=burst")));
    expect(renders - before).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    expect(bodies.size).toBe(1);
  });
});
