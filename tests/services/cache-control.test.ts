import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_NO_STORE } from "#server/cache-control";
import { VISITOR_PAGE_CACHE_CONTROL } from "#server/page-cache";
import { clearLocalCaches } from "#server/memory-cache";
import { startTestApp, WARM_UP_TIMEOUT, type RawAnswer, type TestApp } from "../support/test-app";

// Issue 17 item 5 (decision record 097): a CDN or reverse proxy may keep a visitor's public page
// briefly; a signed-in page, or any answer that sets a cookie, never.

let app: TestApp;
const PASSWORD = "Demo#2026!";

beforeAll(async () => {
  app = await startTestApp();
  expect((await onLeader("/condos")).status).toBe(200);
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

function onLeader(pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return app.request(pathname, { headers: { host: `leader.localhost:${app.port}`, ...headers } });
}

async function leaderSessionCookie(): Promise<string> {
  const answer = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { host: `leader.localhost:${app.port}`, "content-type": "application/json" },
    body: JSON.stringify({ email: "leader@demo.sg", password: PASSWORD }),
  });
  expect(answer.status).toBe(200);
  const cookies = answer.headers["set-cookie"] ?? [];
  // The sign-in answer sets a cookie: it is never kept by anyone.
  expect(answer.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  const session = cookies.find((cookie) => cookie.includes("session_token="));
  expect(session).toBeDefined();
  return session!.split(";")[0];
}

describe("Cache-Control for a CDN in front (issue 17 item 5)", () => {
  it("a visitor's public page may be kept by a shared cache briefly, never by the browser, and varies by cookie", async () => {
    clearLocalCaches();
    for (const pathname of ["/condos", "/", "/about", "/blog"]) {
      const first = await onLeader(pathname);
      expect(first.status, pathname).toBe(200);
      expect(first.headers["cache-control"], pathname).toBe(VISITOR_PAGE_CACHE_CONTROL);
      expect(first.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(String(first.headers.vary)).toMatch(/\bcookie\b/i);
    }
    // The page cache's copy is replayed with the same rule.
    const hit = await onLeader("/condos");
    expect(hit.headers["x-page-cache"]).toBe("HIT");
    expect(hit.headers["cache-control"]).toBe(VISITOR_PAGE_CACHE_CONTROL);
  });

  it("a signed-in person's public page is private and not stored", async () => {
    const cookie = await leaderSessionCookie();
    for (const pathname of ["/condos", "/", "/about"]) {
      const answer = await onLeader(pathname, { cookie });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers["cache-control"], pathname).toBe(PRIVATE_NO_STORE);
    }
    const dashboard = await onLeader("/dashboard/leader", { cookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  });

  it("a visitor's answer that sets a cookie (a flash toast being cleared) is private and not stored", async () => {
    const answer = await onLeader("/about", { cookie: "flash=eyJtZXNzYWdlIjoiSGVsbG8ifQ" });
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]?.some((value) => value.startsWith("flash="))).toBe(true);
    expect(answer.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
  });

  it("a visitor's answer whose route says how to keep it keeps that rule", async () => {
    const robots = await onLeader("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("pages that are not public, client-side data requests and errors are private and not stored", async () => {
    for (const pathname of ["/auth", "/dashboard", "/condos.data", "/condos/no-such-project"]) {
      const answer = await onLeader(pathname);
      expect(answer.headers["cache-control"], `${pathname} (${answer.status})`).toBe(PRIVATE_NO_STORE);
    }
  });
});
