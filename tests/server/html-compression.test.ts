import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { readRelease } from "#server/release";
import { loadConfig } from "#server/config";
import { clearLocalCaches } from "#server/memory-cache";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";

// The whole chain a page goes through (page cache, compression, React Router's Express adapter,
// app/entry.server.tsx, the real routes over the demo data), rendered by Vite's SSR loader.
// Decision record 017: a streamed page must be compressed as one stream, like the cached copy.
const root = path.resolve(import.meta.dirname, "../..");
const LIMIT = 1.3;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let services: TestServices;
let vite: ViteDevServer;
let server: Server;
let port: number;
let dataDir: string;
let projectPath: string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes on the wire, still compressed. */
  raw: Buffer;
  /** The page itself. */
  html: string;
}

/** A request on the demo leader's host, through node:http so Host can be set and nothing is decoded. */
function get(pathname: string, { encoding, userAgent = BROWSER, cookie }: { encoding: string; userAgent?: string; cookie?: string }) {
  const headers: Record<string, string> = { host: `leader.localhost:${port}`, "accept-encoding": encoding, "user-agent": userAgent };
  if (cookie) headers.cookie = cookie;
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const sent = res.headers["content-encoding"];
        const plain = sent === "gzip" ? gunzipSync(raw) : sent === "br" ? brotliDecompressSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, html: plain.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

function signInAsLeader(): Promise<string> {
  // The test services' auth trusts the demo hosts on TEST_APP_URL's port, not this server's.
  const origin = `http://leader.localhost:${new URL(TEST_APP_URL).port}`;
  const body = JSON.stringify({ email: "leader@demo.sg", password: "Demo#2026!" });
  const headers = { host: `leader.localhost:${port}`, origin, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/api/auth/sign-in/email", method: "POST", headers }, (res) => {
      res.resume();
      res.on("end", () => {
        const session = (res.headers["set-cookie"] ?? []).find((cookie) => cookie.includes("session_token="));
        if (res.statusCode !== 200 || !session) reject(new Error(`sign-in answered ${res.statusCode}`));
        else resolve(session.split(";")[0]);
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** How much larger the page arrived than the same bytes compressed in one piece. */
function overhead(answer: Answer): number {
  const plain = Buffer.from(answer.html, "utf8");
  const onePiece = answer.headers["content-encoding"] === "br"
    ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(plain);
  return answer.raw.length / onePiece.length;
}

beforeAll(async () => {
  services = await createTestServices();
  dataDir = mkdtempSync(path.join(tmpdir(), "html-compression-"));
  vite = await createServer({
    root,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  // Vite compiles the whole app during the first render: on a busy machine that alone can pass the 10 s render limit.
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", RENDER_TIME_LIMIT_MS: "60000", DATA_DIR: dataDir });
  const app = createApp({
    services: { db: services.db, auth: services.auth, mailer: services.mailer, storage: services.storage, jobs: services.jobs, config, logger: pino({ level: "silent" }), release: readRelease(root) },
    loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    clientDir: path.join(root, "build/client"),
    publicDir: path.join(root, "public"),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  // The first render compiles the app; find a listed project on the way.
  const listing = await get("/condos?warm-up", { encoding: "identity" });
  expect(listing.status).toBe(200);
  projectPath = listing.html.match(/href="(\/condos\/[a-z0-9-]+)"/)![1];
}, 120_000);

beforeEach(() => clearLocalCaches());

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await vite?.close();
  await services?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("a page rendered for the request is compressed as one stream (decision record 017)", () => {
  it.each([
    ["the listing", () => "/condos"],
    ["a project page", () => projectPath],
  ])("%s, missed by the page cache, arrives gzip within 1.3x of its body gzipped in one piece", async (_name, pathOf) => {
    const answer = await get(pathOf(), { encoding: "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["x-page-cache"]).toBe("MISS");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.html).toMatch(/<\/html>$/);
    expect(overhead(answer)).toBeLessThan(LIMIT);
  });

  it("a browser offered brotli gets brotli in one stream", async () => {
    const answer = await get("/condos", { encoding: "gzip, deflate, br, zstd" });
    expect(answer.headers["x-page-cache"]).toBe("MISS");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(overhead(answer)).toBeLessThan(LIMIT);
  });

  it("a crawler (rendered until all is ready) gets the same one-stream gzip", async () => {
    const answer = await get(projectPath, { encoding: "gzip", userAgent: GOOGLEBOT });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(overhead(answer)).toBeLessThan(LIMIT);
  });

  it("a signed-in page, never cached, arrives gzip within 1.3x of its body gzipped in one piece", async () => {
    const cookie = await signInAsLeader();
    const answer = await get("/condos", { encoding: "gzip", cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers["x-page-cache"]).toBeUndefined();
    expect(answer.html).toContain("Account menu for");
    expect(overhead(answer)).toBeLessThan(LIMIT);
  });
});

describe("the page cache answers in the encoding a miss would have used", () => {
  it("stores a page first sent with brotli and replays brotli to browsers, gzip or plain to others", async () => {
    const first = await get("/condos", { encoding: "gzip, deflate, br" });
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(first.headers["content-encoding"]).toBe("br");

    const again = await get("/condos", { encoding: "gzip, deflate, br" });
    expect(again.headers["x-page-cache"]).toBe("HIT");
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.html).toBe(first.html);

    const gzip = await get("/condos", { encoding: "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.html).toBe(first.html);

    const plain = await get("/condos", { encoding: "gzip;q=0" });
    expect(plain.headers["x-page-cache"]).toBe("HIT");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.html).toBe(first.html);
  });
});
