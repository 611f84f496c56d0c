import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pathForLog } from "#server/request-log";
import { startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 9 item 6 (decision record 088): no secret reaches a log, request lines are lean, and an
// expected refusal is one line without a stack.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  expect((await app.request("/auth")).status).toBe(200);
}, WARM_UP_TIMEOUT);

afterAll(() => app?.close());
afterEach(() => vi.restoreAllMocks());

/** The log lines written while `run` ran. */
async function logsOf(run: () => Promise<unknown>) {
  const before = app.logs.length;
  await run();
  // pino writes the request line when the response finishes, after the client has it.
  await vi.waitFor(() => expect(app.logs.length).toBeGreaterThan(before));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return app.logs.slice(before);
}

describe("no secrets in logs (issue 9 item 6)", () => {
  it("takes reset, invite and consent tokens out of paths and queries", () => {
    expect(pathForLog("/new-password?token=abc123&from=invite")).toBe("/new-password?token=[redacted]&from=invite");
    expect(pathForLog("/enquiry-consent/abc123")).toBe("/enquiry-consent/[redacted]");
    expect(pathForLog("/enquiry-consent/abc123.data?_routes=x")).toBe("/enquiry-consent/[redacted]?_routes=x");
    expect(pathForLog("/alerts/confirm/abc123")).toBe("/alerts/confirm/[redacted]");
    expect(pathForLog("/alerts/unsubscribe/abc123.data")).toBe("/alerts/unsubscribe/[redacted]");
    expect(pathForLog("/api/auth/reset-password/abc123?callbackURL=%2Fnew-password")).toBe("/api/auth/reset-password/[redacted]?callbackURL=%2Fnew-password");
    expect(pathForLog("/api/auth/verify-email?token=abc&callbackURL=/")).toBe("/api/auth/verify-email?token=[redacted]&callbackURL=/");
    expect(pathForLog("/condos?q=marina&page=2")).toBe("/condos?q=marina&page=2");
  });

  it("a reset link's request is logged as method, path without the token, status, duration and id; no headers", async () => {
    const lines = await logsOf(() =>
      app.request("/new-password?token=SECRET-RESET-TOKEN", {
        headers: { referer: "http://localhost/new-password?token=SECRET-REFERER-TOKEN", cookie: "better-auth.session_token=SECRET-COOKIE" },
      }),
    );
    const text = JSON.stringify(lines);
    expect(text).not.toContain("SECRET");
    const line = lines.find((entry) => (entry.req as { path?: string } | undefined)?.path?.startsWith("/new-password"));
    expect(line).toMatchObject({ level: 30, req: { method: "GET", path: "/new-password?token=[redacted]" }, res: { statusCode: expect.any(Number) } });
    expect(Object.keys(line!.req as object).sort()).toEqual(["id", "method", "path"]);
    expect(Object.keys(line!.res as object)).toEqual(["statusCode"]);
    expect(line!.responseTime).toEqual(expect.any(Number));
  });

  it("the request id in the log is the one sent back as X-Request-Id", async () => {
    let requestId: string | string[] | undefined;
    const lines = await logsOf(async () => {
      requestId = (await app.request("/enquiry-consent/SECRET-CONSENT-TOKEN")).headers["x-request-id"];
    });
    expect(JSON.stringify(lines)).not.toContain("SECRET");
    const line = lines.find((entry) => (entry.req as { path?: string } | undefined)?.path === "/enquiry-consent/[redacted]");
    expect((line?.req as { id?: string }).id).toBe(requestId);
  });

  it("a page answered again from the page cache never repeats another request's id", async () => {
    const first = await app.request("/about?for-id");
    const again = await app.request("/about?for-id");
    expect(again.headers["x-page-cache"]).toBe("HIT");
    expect(again.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("better-auth's reset link (token in the path) is logged without the token", async () => {
    const lines = await logsOf(() => app.request("/api/auth/reset-password/SECRET-PATH-TOKEN?callbackURL=%2Fnew-password"));
    expect(JSON.stringify(lines)).not.toContain("SECRET");
  });
});

describe("expected refusals are one line without a stack (issue 9 item 6)", () => {
  it("an OPTIONS request to a page", async () => {
    const consoleError = vi.spyOn(console, "error");
    const lines = await logsOf(() => app.request("/about", { method: "OPTIONS" }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: "OPTIONS", path: "/about" } });
    expect(JSON.stringify(lines)).not.toContain("stack");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("a cross-origin post to a page action", async () => {
    const consoleError = vi.spyOn(console, "error");
    const lines = await logsOf(() =>
      app.request("/auth", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
        body: "email=a%40b.sg&password=x",
      }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: "POST", path: "/auth" }, res: { statusCode: 400 } });
    expect(JSON.stringify(lines)).not.toContain("stack");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("a cross-origin post to the auth API", async () => {
    const consoleError = vi.spyOn(console, "error");
    const lines = await logsOf(() =>
      app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://evil.example" },
        body: JSON.stringify({ email: "a@b.sg", password: "x" }),
      }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: "POST", path: "/api/auth/sign-in/email" }, res: { statusCode: 403 } });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("a sign-in refused by the attempt limit (429) is no error line", async () => {
    const signIn = () =>
      app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000", host: "localhost:3000" },
        body: JSON.stringify({ email: "agent@demo.sg", password: "not-the-password" }),
      });
    for (let attempt = 0; attempt < 10; attempt++) await signIn();
    const consoleError = vi.spyOn(console, "error");
    const lines = await logsOf(signIn);
    expect(lines.find((line) => line.req)).toMatchObject({ level: 30, res: { statusCode: 429 } });
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
