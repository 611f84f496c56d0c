import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearLocalCaches } from "#server/memory-cache";
import { mayReadMetrics, routeClassOf } from "#server/metrics";
import { startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 37 item 3 (decision record 131): GET /metrics in Prometheus's text format, readable with
// METRICS_TOKEN or from loopback without a proxy in between; requests counted by route class and
// status (page-cache hits answered before Express included), page-cache hits and misses, renders
// and mail. The whole app in production mode, as server/web-process.ts serves it.

const TOKEN = "metrics-token-0123456789abcdef-0123456789";
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  // Pages compile on first use.
  await app.request("/condos", { headers: { host: `leader.localhost:${app.port}` } });
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

async function scrape(): Promise<string> {
  const answer = await app.request("/metrics");
  expect(answer.status).toBe(200);
  expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body;
}

/** A sample's value in the text format; 0 when the series is not there yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? "").split(",").filter(Boolean);
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return 0;
}

/** How much each sample moved between two scrapes. */
function moved(before: string, after: string, name: string, labels: Record<string, string> = {}): number {
  return sample(after, name, labels) - sample(before, name, labels);
}

describe("GET /metrics (issue 37 item 3)", () => {
  it("counts exactly the requests made, by route class and status, with their latency, page-cache hits and misses, and renders", async () => {
    const leader = { host: `leader.localhost:${app.port}` };
    clearLocalCaches();
    const before = await scrape();
    expect((await app.request("/healthz")).status).toBe(200);
    expect((await app.request("/healthz")).status).toBe(200);
    const first = await app.request("/condos", { headers: leader });
    expect(first.headers["x-page-cache"]).toBe("MISS");
    const second = await app.request("/condos", { headers: leader });
    expect(second.headers["x-page-cache"]).toBe("HIT");
    // A cross-site probe better-auth answers with its own status: counted by what it was.
    const auth = await app.request("/api/auth/get-session", { headers: leader });
    const after = await scrape();

    const requests = "condo_sites_http_requests_total";
    expect(moved(before, after, requests, { route: "health", method: "GET", status: "200" })).toBe(2);
    expect(moved(before, after, requests, { route: "page", method: "GET", status: "200" })).toBe(2);
    expect(moved(before, after, requests, { route: "api-auth", method: "GET", status: String(auth.status) })).toBe(1);
    // The first scrape itself, counted once its answer was sent.
    expect(moved(before, after, requests, { route: "metrics", method: "GET", status: "200" })).toBe(1);
    expect(moved(before, after, "condo_sites_http_request_duration_seconds_count", { route: "page" })).toBe(2);
    expect(moved(before, after, "condo_sites_page_cache_total", { result: "miss" })).toBe(1);
    expect(moved(before, after, "condo_sites_page_cache_total", { result: "hit" })).toBe(1);
    expect(moved(before, after, "condo_sites_render_duration_seconds_count", { outcome: "answered" })).toBe(1);
    // No label holds a path or a host.
    expect(after).not.toMatch(/leader\.localhost|\/condos|\/healthz/);
    // PGlite is one in-process connection: no pool gauge.
    expect(after).not.toContain("condo_sites_db_pool_connections");
  });

  it("counts mail kept in the outbox", async () => {
    const before = await scrape();
    await app.services.mailer.send({ to: "buyer@example.sg", subject: "Counted", text: "Hello", html: "<p>Hello</p>" });
    const after = await scrape();
    expect(moved(before, after, "condo_sites_mail_sent_total", { transport: "outbox" })).toBe(1);
    expect(moved(before, after, "condo_sites_mail_failed_total", { transport: "outbox" })).toBe(0);
  });

  it("refuses a forwarded request without the token with a 404, and serves it with the token", async () => {
    const forwarded = { "x-forwarded-for": "203.0.113.9" };
    const refused = await app.request("/metrics", { headers: forwarded });
    expect(refused.status).toBe(404);
    expect(refused.body).not.toContain("condo_sites");
    expect((await app.request("/metrics", { headers: { ...forwarded, authorization: "Bearer wrong-token" } })).status).toBe(404);
    const served = await app.request("/metrics", { headers: { ...forwarded, authorization: `Bearer ${TOKEN}` } });
    expect(served.status).toBe(200);
    expect(served.body).toContain("condo_sites_http_requests_total");
  });

  it("lets loopback in by the socket's address, never by a header, and any address in with the token", () => {
    const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
    expect(mayReadMetrics(request("127.0.0.1"), undefined)).toBe(true);
    expect(mayReadMetrics(request("::1"), TOKEN)).toBe(true);
    expect(mayReadMetrics(request("203.0.113.9"), TOKEN)).toBe(false);
    expect(mayReadMetrics(request("203.0.113.9", { "x-forwarded-for": "127.0.0.1" }), TOKEN)).toBe(false);
    expect(mayReadMetrics(request("203.0.113.9", { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayReadMetrics(request("203.0.113.9", { authorization: `Bearer ${TOKEN}` }), undefined)).toBe(false);
    // A proxy on the same machine connects from loopback too.
    expect(mayReadMetrics(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), TOKEN)).toBe(false);
  });

  it("labels a request by a fixed class of its path", () => {
    expect(routeClassOf("/")).toBe("page");
    expect(routeClassOf("/condos?page=2")).toBe("page");
    expect(routeClassOf("/condos.data?page=2")).toBe("data");
    expect(routeClassOf("/assets/root-abc123.js")).toBe("asset");
    expect(routeClassOf("/favicon.ico")).toBe("asset");
    expect(routeClassOf("/uploads/projects/a.webp")).toBe("upload");
    expect(routeClassOf("/api/auth/sign-in/email")).toBe("api-auth");
    expect(routeClassOf("/readyz")).toBe("health");
    expect(routeClassOf("/tls/ask?domain=x.sg")).toBe("tls-ask");
  });
});
