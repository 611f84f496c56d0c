import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config";
import { rateLimits } from "#server/db/schema";
import { createTestServices, type TestServices } from "../support/test-services";
import { startTestApp, type TestApp } from "../support/test-app";

// Issue 9 item 4 (decision record 087): TRUST_PROXY takes what Express's `trust proxy` takes,
// never "believe the left-most X-Forwarded-For", so a client cannot pick its own address.
// The test connects from 127.0.0.1, which plays the proxy.

// better-auth's own per-address limit on password-reset requests (server/auth.ts customRules).
const LIMIT = 5;

describe("TRUST_PROXY settings", () => {
  const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it("is off by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustOf("false")).toBe(false);
    expect(trustOf("0")).toBe(false);
  });

  it("takes a hop count; 'true' means one proxy, never every address", () => {
    expect(trustOf("true")).toBe(1);
    expect(trustOf("1")).toBe(1);
    expect(trustOf("2")).toBe(2);
  });

  it("takes proxy addresses and subnets, and Express's names for them", () => {
    expect(trustOf("10.0.0.0/8, 192.168.1.7,loopback")).toEqual(["10.0.0.0/8", "192.168.1.7", "loopback"]);
    expect(trustOf("fd00::/8,uniquelocal")).toEqual(["fd00::/8", "uniquelocal"]);
    expect(trustOf("10.0.0.0/255.0.0.0")).toEqual(["10.0.0.0/255.0.0.0"]);
  });

  it("refuses anything else at start with the forms it takes", () => {
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: must be false, a number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.internal" })).toThrow(ConfigError);
  });
});

/** Password-reset requests, each with its own X-Forwarded-For: the statuses. */
async function resetRequests(app: TestApp, forwardedFor: (attempt: number) => string | undefined, count = LIMIT + 2) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const xff = forwardedFor(attempt);
    const answer = await app.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:3000`, host: "localhost:3000", ...(xff ? { "x-forwarded-for": xff } : {}) },
      body: JSON.stringify({ email: "leader@demo.sg", redirectTo: "/new-password" }),
    });
    statuses.push(answer.status);
  }
  return statuses;
}

async function rateLimitKeys(services: TestServices): Promise<string[]> {
  return (await services.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
}

describe("behind one proxy (TRUST_PROXY=1)", () => {
  let services: TestServices;
  let app: TestApp;
  beforeAll(async () => {
    services = await createTestServices();
    app = await startTestApp({ services, pages: false, env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await app?.close();
    await services?.close();
  });

  it("a client rotating the left-most X-Forwarded-For is still limited: the address the proxy saw is the key", async () => {
    const statuses = await resetRequests(app, (attempt) => `198.51.100.${attempt}, 203.0.113.50`);
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await rateLimitKeys(services)).filter((key) => key.includes("198.51.100."))).toEqual([]);
    expect((await rateLimitKeys(services)).some((key) => key.startsWith("203.0.113.50"))).toBe(true);
  });

  it("two visitors behind the same proxy are limited apart", async () => {
    const statuses = await resetRequests(app, () => "203.0.113.60", LIMIT);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

describe("without TRUST_PROXY (the default)", () => {
  let services: TestServices;
  let app: TestApp;
  beforeAll(async () => {
    services = await createTestServices();
    app = await startTestApp({ services, pages: false });
  });
  afterAll(async () => {
    await app?.close();
    await services?.close();
  });

  it("X-Forwarded-For is ignored: the connection's address is the key, whatever the client writes", async () => {
    const statuses = await resetRequests(app, (attempt) => `198.51.100.${attempt}`);
    expect(statuses.at(-1)).toBe(429);
    const keys = await rateLimitKeys(services);
    expect(keys.some((key) => key.includes("198.51.100."))).toBe(false);
    expect(keys.some((key) => key.startsWith("127.0.0.1"))).toBe(true);
  });
});

describe("behind proxies named by address (TRUST_PROXY=loopback)", () => {
  let services: TestServices;
  let app: TestApp;
  beforeAll(async () => {
    services = await createTestServices();
    app = await startTestApp({ services, pages: false, env: { TRUST_PROXY: "loopback,10.0.0.0/8" } });
  });
  afterAll(async () => {
    await app?.close();
    await services?.close();
  });

  it("the first address from the right that is not a named proxy is the client", async () => {
    const statuses = await resetRequests(app, (attempt) => `198.51.100.${attempt}, 203.0.113.70, 10.1.2.3`);
    expect(statuses.at(-1)).toBe(429);
    const keys = await rateLimitKeys(services);
    expect(keys.some((key) => key.startsWith("203.0.113.70"))).toBe(true);
    expect(keys.some((key) => key.includes("198.51.100."))).toBe(false);
  });
});
