import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { countRequests, serveMetrics } from "#server/metrics";
import { pageCacheFirst } from "#server/page-cache";
import { readRelease } from "#server/release";
import { createTestServices, type TestServices } from "./test-services";

const root = path.resolve(import.meta.dirname, "../..");

export interface TestApp {
  services: TestServices;
  port: number;
  /** Every line the app's logger wrote, parsed. */
  logs: Record<string, unknown>[];
  request(pathname: string, options?: RawRequestOptions): Promise<RawAnswer>;
  close(): Promise<void>;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as one piece with its Content-Length (streamBody sends a chunked one). */
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as sent, for an image. */
  bytes: Buffer;
}

/**
 * The whole Express app of server/app.ts over a fresh database with the demo data, pages
 * rendered by Vite's SSR loader (so no build is needed), in production mode (page cache on).
 * `pages: false` skips Vite for tests that only reach Express and the auth API.
 */
export async function startTestApp({
  env = {},
  pages = true,
  services: given,
  keepAliveTimeoutMs,
  renderDelays,
}: {
  /**
   * Milliseconds to hold the render of a page path before its loaders run (aborted with the
   * request): a slow page, for the tests of waiting and of the render time limit.
   */
  renderDelays?: Map<string, number>;
  /** Node's keep-alive timeout for idle connections, when not its default. */
  keepAliveTimeoutMs?: number;
  env?: Record<string, string>;
  pages?: boolean;
  services?: TestServices;
} = {}): Promise<TestApp> {
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const logger = pino({ level: "info" }, sink);
  const services = given ?? (await createTestServices({ logger }));
  const dataDir = mkdtempSync(path.join(tmpdir(), "test-app-"));
  let vite: ViteDevServer | undefined;
  if (pages) {
    vite = await createServer({ root, logLevel: "error", appType: "custom", server: { middlewareMode: true, hmr: false, watch: null } });
  }
  // Vite compiles a page's modules on its first render, which on a busy machine passes the 10 s limit.
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "info", DATA_DIR: dataDir, RENDER_TIME_LIMIT_MS: "120000", ...env });
  const loadBuild = async () => {
    if (!vite) throw new Error("pages are off in this test app");
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return renderDelays ? withRenderDelays(build, renderDelays) : build;
  };
  const app = createApp({
    services: {
      db: services.db,
      auth: services.auth,
      mailer: services.mailer,
      storage: services.storage,
      jobs: services.jobs,
      config,
      logger,
      release: readRelease(root),
    },
    loadBuild,
    clientDir: path.join(root, "build/client"),
    publicDir: path.join(root, "public"),
  });
  // As server/web-process.ts serves it: counted, /metrics first, a kept page before Express.
  const server: Server = createHttpServer(countRequests(serveMetrics(pageCacheFirst(app), config.metricsToken)));
  if (keepAliveTimeoutMs) server.keepAliveTimeout = keepAliveTimeoutMs;
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    services,
    port,
    logs,
    request: (pathname, options) => rawRequest(port, pathname, options),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite?.close();
      if (!given) await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A request through node:http, so Host, Origin and X-Forwarded-For can be set as a client would. */
export function rawRequest(port: number, pathname: string, { method = "GET", headers = {}, body }: RawRequestOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const allHeaders: Record<string, string> = { host: `localhost:${port}`, "accept-encoding": "identity", ...headers };
    if (body !== undefined) allHeaders["content-length"] = String(Buffer.byteLength(body));
    const req = httpRequest({ host: "127.0.0.1", port, path: pathname, method, headers: allHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Pages compile on first use under Vite: the first render may take a while on a busy machine. */
export const WARM_UP_TIMEOUT = 180_000;

/** A one-line multipart body with these fields. */
export function multipartBody(fields: Record<string, string>, boundary = "----test-boundary"): { body: string; contentType: string } {
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { body: `${parts.join("")}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends a body in chunks without a Content-Length (chunked transfer encoding) until the server
 * answers or `maxBytes` are sent: the answer and how many bytes went out before it came.
 */
export function streamBody(
  port: number,
  pathname: string,
  { headers = {}, maxBytes, chunk = Buffer.alloc(64 * 1024, "a"), host = `localhost:${port}` }: { headers?: Record<string, string>; maxBytes: number; chunk?: Buffer; host?: string },
): Promise<RawAnswer & { bytesSent: number }> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = httpRequest({ host: "127.0.0.1", port, path: pathname, method: "POST", headers: { host, "accept-encoding": "identity", "transfer-encoding": "chunked", ...headers } });
    req.on("response", (res) => {
      answered = true;
      const sentBeforeAnswer = bytesSent;
      const chunks: Buffer[] = [];
      res.on("data", (data: Buffer) => chunks.push(data));
      const finish = () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes, bytesSent: sentBeforeAnswer });
      };
      res.on("end", finish);
      res.on("error", finish);
      res.on("aborted", finish);
    });
    // Once answered, the server may close while bytes are still on the way: that is the point.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && bytesSent < maxBytes) {
        bytesSent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** The build with its root loader first waiting the delay set for the request's path, if any. */
function withRenderDelays(build: ServerBuild, delays: Map<string, number>): ServerBuild {
  const root = build.routes.root!;
  const loader = root.module.loader!;
  const delayedLoader: typeof loader = async (args) => {
    const delay = delays.get(new URL(args.request.url).pathname);
    if (delay) await sleep(delay, undefined, { signal: args.request.signal });
    return loader(args);
  };
  return { ...build, routes: { ...build.routes, root: { ...root, module: { ...root.module, loader: delayedLoader } } } };
}

/** A demo account's session cookie on `host`, signed in through better-auth's endpoint. */
export async function sessionCookieOf(app: TestApp, email: string, host: string, password = "Demo#2026!"): Promise<string> {
  const answer = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} on ${host} answered ${answer.status}`);
  return answer.headers["set-cookie"]!.find((cookie) => cookie.includes("session_token="))!.split(";")[0];
}
