import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { readRelease } from "#server/release";
import { createTestServices, type TestServices } from "../support/test-services";
import { sessionCountOf } from "./accounts-fixtures";

// better-auth's API as a client reaches it: through the Express app, whose middleware tells the
// session rules which host the request came to. No page is rendered, so no build is needed.
const root = path.resolve(import.meta.dirname, "../..");

let services: TestServices;
let server: Server;
let port: number;
let dataDir: string;

beforeAll(async () => {
  services = await createTestServices();
  dataDir = mkdtempSync(path.join(tmpdir(), "auth-http-"));
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const app = createApp({
    services: { db: services.db, auth: services.auth, mailer: services.mailer, storage: services.storage, jobs: services.jobs, config, logger: pino({ level: "silent" }), release: readRelease(root) },
    loadBuild: () => Promise.reject(new Error("no page is rendered in this test")),
    clientDir: path.join(dataDir, "client"),
    publicDir: path.join(dataDir, "public"),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await services?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  json: Record<string, unknown>;
}

/** A JSON POST to /api/auth on `host`, as a script sends it (no Origin, no cookie). */
function postToAuth(apiPath: string, body: unknown, host: string, extraHeaders: Record<string, string> = {}): Promise<HttpAnswer> {
  const payload = JSON.stringify(body);
  const headers = {
    host: `${host}:${port}`,
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(payload)),
    ...extraHeaders,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: `/api/auth${apiPath}`, method: "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      });
    });
    req.on("error", reject);
    req.end(payload);
  });
}

const PASSWORD = "Demo#2026!";

describe("POST /api/auth/sign-in/email over HTTP: the host of the request decides (issue 9 item 1)", () => {
  it("the leader gets a session on its own host", async () => {
    const answer = await postToAuth("/sign-in/email", { email: "leader@demo.sg", password: PASSWORD }, "leader.localhost");
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]?.some((cookie) => cookie.includes("session_token="))).toBe(true);
  });

  it("the leader gets no session on the main domain, and a client-sent site-host header changes nothing", async () => {
    const before = await sessionCountOf(services, "leader@demo.sg");
    const variants: Record<string, string>[] = [{}, { "x-site-host": "leader.localhost" }];
    for (const extra of variants) {
      const answer = await postToAuth("/sign-in/email", { email: "leader@demo.sg", password: PASSWORD }, "localhost", extra);
      expect(answer.status).toBe(403);
      expect(answer.json.message).toBe("This account is only authorized for: leader.localhost. Please access from one of these domains.");
      expect(answer.headers["set-cookie"] ?? []).toEqual([]);
    }
    expect(await sessionCountOf(services, "leader@demo.sg")).toBe(before);
  });

  it("a pending realtor gets no session on its own host", async () => {
    const answer = await postToAuth("/sign-in/email", { email: "arjun@demo.sg", password: PASSWORD }, "arjun.localhost");
    expect(answer).toMatchObject({ status: 403, json: { message: "Your account is not found or not approved. Please contact your administrator." } });
    expect(await sessionCountOf(services, "arjun@demo.sg")).toBe(0);
  });

  it("an administrator gets a session on the main domain and none on a realtor's host", async () => {
    expect((await postToAuth("/sign-in/email", { email: "master@demo.sg", password: PASSWORD }, "localhost")).status).toBe(200);
    expect((await postToAuth("/sign-in/email", { email: "master@demo.sg", password: PASSWORD }, "agent.localhost")).status).toBe(403);
  });
});
