import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { sitePermissions } from "#server/db/schema";
import { checkAllowedDomains, checkRealtorApproved, DOMAIN_MESSAGES } from "#server/services/accounts/allowed-domains";
import { signOut } from "#server/services/accounts/password-sign-in";
import { signInOnSite, signInToAdminPortal } from "#server/services/accounts/site-sign-in";
import { describeFailure } from "#server/failure-response";
import type { TooManyAttemptsError } from "#server/services/errors";
import { createTestServices, type TestServices } from "../support/test-services";
import { browserPost, cookiePair, DEMO_PASSWORD, sessionCountOf, userIdOf } from "./accounts-fixtures";

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

const leaderSite = { host: "leader.localhost" };
const agentSite = { host: "agent.localhost" };

describe("allowed domains (spec part 1 §4)", () => {
  it("an active realtor may sign in on its own site, compared ignoring scheme, port, case and a leading www", async () => {
    const leader = await userIdOf(services, "leader@demo.sg");
    for (const host of ["leader.localhost", "LEADER.localhost:3000", "www.leader.localhost", "https://leader.localhost/auth"]) {
      expect(await checkAllowedDomains(services.db, leader, host)).toEqual({ allowed: true });
    }
  });

  it("another realtor's host is refused with the spec's message naming the allowed domains", async () => {
    const leader = await userIdOf(services, "leader@demo.sg");
    expect(await checkAllowedDomains(services.db, leader, "agent.localhost")).toEqual({
      allowed: false,
      message: "This account is only authorized for: leader.localhost. Please access from one of these domains.",
    });
  });

  it("an active site permission owned by the account adds a domain; an inactive one does not", async () => {
    const agent = await userIdOf(services, "agent@demo.sg");
    await services.db.insert(sitePermissions).values([
      { siteUrl: "marcus-homes.sg", siteType: "agent", ownerId: agent, isActive: true },
      { siteUrl: "old-marcus.sg", siteType: "agent", ownerId: agent, isActive: false },
    ]);
    expect(await checkAllowedDomains(services.db, agent, "www.marcus-homes.sg")).toEqual({ allowed: true });
    const refused = await checkAllowedDomains(services.db, agent, "old-marcus.sg");
    expect(refused).toEqual({
      allowed: false,
      message: DOMAIN_MESSAGES.onlyAuthorizedFor(["agent.localhost", "marcus-homes.sg"]),
    });
    await services.db.delete(sitePermissions).where(inArray(sitePermissions.siteUrl, ["marcus-homes.sg", "old-marcus.sg"]));
  });

  it.each([
    ["a pending realtor", "arjun@demo.sg", "arjun.localhost"],
    ["a suspended realtor", "chloe@demo.sg", "chloe.localhost"],
    ["an administrator (no realtor record)", "admin1@demo.sg", "leader.localhost"],
  ])("%s is told the account is not found or not approved", async (_label, email, host) => {
    const userId = await userIdOf(services, email);
    expect(await checkAllowedDomains(services.db, userId, host)).toEqual({
      allowed: false,
      message: "Your account is not found or not approved. Please contact your administrator.",
    });
  });

  it("on a development host only approval counts: realtors must be active, administrators pass", async () => {
    const pending = { id: await userIdOf(services, "arjun@demo.sg"), role: "agent" };
    const active = { id: await userIdOf(services, "agent@demo.sg"), role: "agent" };
    const admin = { id: await userIdOf(services, "admin2@demo.sg"), role: "admin2ic" };
    expect(await checkRealtorApproved(services.db, pending)).toEqual({ allowed: false, message: DOMAIN_MESSAGES.notApproved });
    expect(await checkRealtorApproved(services.db, active)).toEqual({ allowed: true });
    expect(await checkRealtorApproved(services.db, admin)).toEqual({ allowed: true });
  });
});

describe("sign-in on a realtor's site", () => {
  it("the leader signs in on leader.localhost and gets a session cookie", async () => {
    const outcome = await signInOnSite(browserPost(services, { origin: "http://leader.localhost:3000" }),
      leaderSite,
      { email: "leader@demo.sg", password: DEMO_PASSWORD },
    );
    expect(outcome.role).toBe("leader");
    expect(outcome.setCookies.some((cookie) => cookie.includes("session_token"))).toBe(true);
  });

  it("the leader is refused on agent.localhost and the session just created is ended", async () => {
    const before = await sessionCountOf(services, "leader@demo.sg");
    const outcome = signInOnSite(browserPost(services, { origin: "http://agent.localhost:3000" }),
      agentSite,
      { email: "leader@demo.sg", password: DEMO_PASSWORD },
    );
    await expect(outcome).rejects.toMatchObject({ code: "forbidden", message: "This account is only authorized for: leader.localhost. Please access from one of these domains." });
    expect(await sessionCountOf(services, "leader@demo.sg")).toBe(before);
  });

  it("a pending realtor with the right password cannot sign in, even on its own host or a development host", async () => {
    for (const site of [{ host: "arjun.localhost" }, { host: "preview.example" }]) {
      const outcome = signInOnSite(browserPost(services), site, { email: "arjun@demo.sg", password: DEMO_PASSWORD });
      await expect(outcome).rejects.toMatchObject({ code: "forbidden", message: DOMAIN_MESSAGES.notApproved });
    }
    expect(await sessionCountOf(services, "arjun@demo.sg")).toBe(0);
  });

  it("on a suspended realtor's own host (no longer a trusted origin) the form still says why, and no session exists", async () => {
    const outcome = signInOnSite(browserPost(services, { origin: "http://chloe.localhost:3000", path: "/auth" }), { host: "chloe.localhost" }, {
      email: "chloe@demo.sg",
      password: DEMO_PASSWORD,
    });
    await expect(outcome).rejects.toMatchObject({ code: "forbidden", message: DOMAIN_MESSAGES.notApproved });
    expect(await sessionCountOf(services, "chloe@demo.sg")).toBe(0);
  });

  it("an administrator on a realtor's host is refused by the same rules", async () => {
    const outcome = signInOnSite(browserPost(services, { origin: "http://leader.localhost:3000", path: "/auth" }), leaderSite, {
      email: "master@demo.sg",
      password: DEMO_PASSWORD,
    });
    await expect(outcome).rejects.toMatchObject({ code: "forbidden", message: DOMAIN_MESSAGES.notApproved });
  });

  it("wrong credentials keep better-auth's answer and are not a refusal", async () => {
    const outcome = signInOnSite(browserPost(services, { origin: "http://leader.localhost:3000" }), leaderSite, {
      email: "leader@demo.sg",
      password: "not-the-password",
    });
    expect(describeFailure(await outcome.catch((error: unknown) => error))).toMatchObject({ code: "unauthenticated", status: 401 });
  });

  it("a form posted from an untrusted origin is refused by better-auth's origin check", async () => {
    const outcome = signInOnSite(browserPost(services, { origin: "https://evil.example" }), leaderSite, {
      email: "leader@demo.sg",
      password: DEMO_PASSWORD,
    });
    const failure = await outcome.catch((error: unknown) => error);
    expect(describeFailure(failure)).toMatchObject({ code: "forbidden", status: 403 });
    expect((failure as Error).message).not.toBe(DOMAIN_MESSAGES.notApproved);
  });

  it("on a development host (not a trusted origin) a form posted from that same host signs in; another origin does not", async () => {
    const devSite = { host: "127.0.0.1" };
    const sameHost = browserPost(services, { origin: "http://127.0.0.1:3000", path: "/auth" });
    const outcome = await signInOnSite(sameHost, devSite, { email: "agent@demo.sg", password: DEMO_PASSWORD });
    expect(outcome.role).toBe("agent");
    const crossSite = browserPost(services, { origin: "https://evil.example" });
    crossSite.request = new Request("http://127.0.0.1:3000/auth", { method: "POST", headers: crossSite.request.headers });
    const refused = await signInOnSite(crossSite, devSite, { email: "agent@demo.sg", password: DEMO_PASSWORD }).catch((error: unknown) => error);
    expect(describeFailure(refused)).toMatchObject({ code: "forbidden", status: 403 });
  });

  it("through the form, the eleventh failure on an account within 15 minutes gets the limit's message and when to retry", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const outcome = await signInOnSite(browserPost(services, { origin: "http://leader.localhost:3000" }), leaderSite, {
        email: "weijie@demo.sg",
        password: `wrong-${attempt}`,
      }).then(() => ({ status: 200 }), describeFailure);
      statuses.push(outcome.status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const limited = await signInOnSite(browserPost(services, { origin: "http://weijie.localhost:3000" }), { host: "weijie.localhost" }, {
      email: "weijie@demo.sg",
      password: DEMO_PASSWORD,
    }).catch((error: unknown) => error);
    expect(limited).toMatchObject({
      code: "rate-limited",
      message: "Too many failed sign-in attempts. Please try again in 15 minutes.",
      retryAfterSeconds: expect.any(Number),
    });
    const retryAfter = (limited as TooManyAttemptsError).retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(0);
    expect(describeFailure(limited)).toMatchObject({ status: 429, headers: { "Retry-After": String(retryAfter) } });
  });
});

describe("sign-in at the admin portal", () => {
  it.each(["master@demo.sg", "admin1@demo.sg", "admin2@demo.sg"])("%s signs in", async (email) => {
    const outcome = await signInToAdminPortal(browserPost(services), { email, password: DEMO_PASSWORD });
    expect(outcome.setCookies.some((cookie) => cookie.includes("session_token"))).toBe(true);
  });

  it("a realtor with the right password is refused with Access Denied and keeps no session", async () => {
    const before = await sessionCountOf(services, "agent@demo.sg");
    const outcome = signInToAdminPortal(browserPost(services), { email: "agent@demo.sg", password: DEMO_PASSWORD });
    await expect(outcome).rejects.toMatchObject({ code: "forbidden", message: ACCESS_MESSAGES.noPagePermission });
    expect(await sessionCountOf(services, "agent@demo.sg")).toBe(before);
  });
});

describe("sign-out", () => {
  it("ends the session and clears the cookie", async () => {
    const outcome = await signInToAdminPortal(browserPost(services), { email: "master@demo.sg", password: DEMO_PASSWORD });
    const cookie = cookiePair(outcome.setCookies.find((c) => c.includes("session_token")));
    const before = await sessionCountOf(services, "master@demo.sg");
    const cleared = await signOut(services.auth, new Request("http://localhost:3000/sign-out", { method: "POST", headers: { cookie } }));
    expect(cleared.some((c) => c.includes("session_token") && /Max-Age=0/i.test(c))).toBe(true);
    expect(await sessionCountOf(services, "master@demo.sg")).toBe(before - 1);
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });

  it("without a session there is nothing to clear", async () => {
    expect(await signOut(services.auth, new Request("http://localhost:3000/sign-out", { method: "POST" }))).toEqual([]);
  });
});
