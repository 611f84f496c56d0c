import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realtors, sitePermissions } from "#server/db/schema";
import { ATTEMPT_RULES } from "#server/services/accounts/attempt-limits";
import { startTestApp, type TestApp } from "../support/test-app";

// Issue 17 item 5 (decision record 097): a TLS-issuing proxy (Caddy's on-demand TLS `ask`) gets
// a certificate only for the main domain (APP_DOMAIN, `localhost` here) and active realtors' domains.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ pages: false });
});

afterAll(async () => {
  await app?.close();
});

async function ask(domain: string | null): Promise<number> {
  const query = domain === null ? "" : `?domain=${encodeURIComponent(domain)}`;
  // Caddy asks from the same machine, on whatever host its `ask` address names.
  return (await app.request(`/tls/ask${query}`, { headers: { host: `127.0.0.1:${app.port}` } })).status;
}

async function ownerOf(agentSiteUrl: string): Promise<string> {
  const [row] = await app.services.db.select({ userId: realtors.userId }).from(realtors).where(eq(realtors.agentSiteUrl, agentSiteUrl));
  return row.userId;
}

describe("GET /tls/ask (issue 17 item 5)", () => {
  it("answers 200 for the main domain, also as www. and in capitals", async () => {
    expect(await ask("localhost")).toBe(200);
    expect(await ask("www.localhost")).toBe(200);
    expect(await ask("LOCALHOST")).toBe(200);
  });

  it("answers 200 for an active realtor's own site", async () => {
    expect(await ask("leader.localhost")).toBe(200);
    expect(await ask("agent.localhost")).toBe(200);
  });

  it("answers 404 for a pending or suspended realtor's site", async () => {
    expect(await ask("arjun.localhost")).toBe(404);
    expect(await ask("chloe.localhost")).toBe(404);
  });

  it("answers 404 for any other name, an IP address or a development host", async () => {
    expect(await ask("example.com")).toBe(404);
    expect(await ask("evil.leader.localhost")).toBe(404);
    expect(await ask("10.0.0.5")).toBe(404);
    expect(await ask("preview.example.sg")).toBe(404);
  });

  it("answers 400 without a bare domain", async () => {
    expect(await ask(null)).toBe(400);
    expect(await ask("")).toBe(400);
    expect(await ask("https://leader.localhost/")).toBe(400);
  });

  it("follows an active realtor's site permissions: active ones 200, inactive ones 404", async () => {
    const ownerId = await ownerOf("leader.localhost");
    await app.services.db.insert(sitePermissions).values([
      { siteUrl: "rachel-homes.sg", siteType: "leader", ownerId, isActive: true },
      { siteUrl: "old-rachel.sg", siteType: "leader", ownerId, isActive: false },
    ]);
    expect(await ask("rachel-homes.sg")).toBe(200);
    expect(await ask("www.rachel-homes.sg")).toBe(200);
    expect(await ask("old-rachel.sg")).toBe(404);
  });

  it("refuses a realtor's domains as soon as the realtor is suspended", async () => {
    expect(await ask("agent.localhost")).toBe(200);
    await app.services.db.update(realtors).set({ status: "suspended" }).where(eq(realtors.agentSiteUrl, "agent.localhost"));
    try {
      expect(await ask("agent.localhost")).toBe(404);
    } finally {
      await app.services.db.update(realtors).set({ status: "active" }).where(eq(realtors.agentSiteUrl, "agent.localhost"));
    }
  });
});

// Last in this file: it uses up the loopback address's budget of refused names.
describe("GET /tls/ask is limited per client address (issue 30 item 12, decision record 123)", () => {
  it("names we do not serve are counted: past the limit the answer is 429 with Retry-After; served names never use the budget", async () => {
    const { max } = ATTEMPT_RULES.tlsRefusedAsksPerAddress;
    // Served names do not count, however often a proxy asks.
    for (let i = 0; i < max + 5; i++) expect(await ask("leader.localhost")).toBe(200);
    // The tests above were refused a few names already from the same address.
    let refused = 0;
    while (refused <= max && (await ask(`random-${refused}.example.com`)) === 404) refused += 1;
    expect(refused).toBeGreaterThan(max - 20);
    expect(refused).toBeLessThan(max);
    const answer = await app.request("/tls/ask?domain=one-more.example.com", { headers: { host: `127.0.0.1:${app.port}` } });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(ATTEMPT_RULES.tlsRefusedAsksPerAddress.windowSeconds);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});
