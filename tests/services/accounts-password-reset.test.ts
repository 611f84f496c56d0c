import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, verifications } from "#server/db/schema";
import { newPasswordLink, returnSiteOfResetUrl, siteLoginUrl } from "#server/services/accounts/account-links";
import { inviteUser } from "#server/services/accounts/invite-user";
import {
  completePasswordReset,
  describeResetToken,
  requestPasswordReset,
} from "#server/services/accounts/password-reset";
import { signInToAdminPortal, signInOnSite } from "#server/services/accounts/site-sign-in";
import { findReturnSite } from "#server/services/accounts/return-site";
import { ForbiddenError } from "#server/services/errors";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { browserPost, DEMO_PASSWORD, mailsTo, resetMailAfter, sessionCountOf, userIdOf } from "./accounts-fixtures";

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());



function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
}

async function requestFrom(origin: string, email: string, returnHost: string | null, clientIp?: string) {
  return requestPasswordReset(browserPost(services, { origin, path: "/reset-password", clientIp }), { email, returnHost });
}

describe("requesting a reset link", () => {
  it("mails a link to the main domain's /new-password that carries the tenant the request came from", async () => {
    const mail = await resetMailAfter(services, "leader@demo.sg", async () =>
      expect(await requestFrom("http://leader.localhost:3000", "leader@demo.sg", "leader.localhost")).toEqual({ sent: true }),
    );
    expect(mail.subject).toBe("Reset your password");
    const link = linkIn(mail.textBody);
    expect(link.origin).toBe(TEST_APP_URL);
    expect(link.pathname).toBe("/new-password");
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("site")).toBe("leader.localhost");
    expect(link.searchParams.get("token")).toMatch(/^\w{16,}$/);
  });

  it("never builds the link from the request's host", async () => {
    const forwarding = browserPost(services, { origin: "http://agent.localhost:3000" });
    forwarding.request.headers.set("host", "evil.example");
    forwarding.request.headers.set("x-forwarded-host", "evil.example");
    const mail = await resetMailAfter(services, "agent@demo.sg", () => requestPasswordReset(forwarding, { email: "agent@demo.sg", returnHost: null }));
    expect(linkIn(mail.textBody).origin).toBe(TEST_APP_URL);
    expect(mail.textBody).not.toContain("evil.example");
  });

  it("answers the same whether or not the email has an account, and mails nobody for an unknown one", async () => {
    const before = await services.db.select({ id: outbox.id }).from(outbox);
    expect(await requestFrom(TEST_APP_URL, "nobody@example.sg", null)).toEqual({ sent: true });
    expect(await services.db.select({ id: outbox.id }).from(outbox)).toHaveLength(before.length);
  });

  it("is limited to 5 requests a minute per client address", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await requestFrom(TEST_APP_URL, "nobody@example.sg", null, "198.19.0.5"));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ sent: true }));
    expect(answers[5]).toMatchObject({ sent: false });
    expect(await requestFrom(TEST_APP_URL, "nobody@example.sg", null, "198.19.0.6")).toEqual({ sent: true });
  });
});

describe("using the link", () => {
  async function freshToken(email: string): Promise<string> {
    const mail = await resetMailAfter(services, email, () => requestFrom(TEST_APP_URL, email, null));
    return linkIn(mail.textBody).searchParams.get("token")!;
  }

  it("shows whose link it is, sets the new password once, and ends every session", async () => {
    await signInOnSite(browserPost(services, { origin: "http://agent.localhost:3000" }), { host: "agent.localhost" }, {
      email: "agent@demo.sg",
      password: DEMO_PASSWORD,
    });
    expect(await sessionCountOf(services, "agent@demo.sg")).toBeGreaterThan(0);
    const token = await freshToken("agent@demo.sg");
    expect(await describeResetToken(services.auth, services.db, token)).toEqual({
      email: "agent@demo.sg",
      fullName: "Marcus Lim",
      siteAddress: "agent.localhost",
    });

    await expect(completePasswordReset(services.auth, { token, newPassword: "Marina#Bay1" })).resolves.toBeUndefined();
    expect(await sessionCountOf(services, "agent@demo.sg")).toBe(0);
    const site = { host: "agent.localhost" };
    const origin = "http://agent.localhost:3000";
    await expect(signInOnSite(browserPost(services, { origin }), site, { email: "agent@demo.sg", password: "Marina#Bay1" })).resolves.toHaveProperty("setCookies");
    await expect(signInOnSite(browserPost(services, { origin }), site, { email: "agent@demo.sg", password: DEMO_PASSWORD })).rejects.toMatchObject({ code: "unauthenticated" });

    expect(await describeResetToken(services.auth, services.db, token)).toBeNull();
    await expect(completePasswordReset(services.auth, { token, newPassword: "Another#2026" })).rejects.toMatchObject({
      code: "not-found",
      message: "Password reset link is invalid or has expired. Please request a new one.",
    });
  });

  it("expires after an hour", async () => {
    const token = await freshToken("admin2@demo.sg");
    const [row] = await services.db.select().from(verifications).where(eq(verifications.identifier, `reset-password:${token}`));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    await services.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(await describeResetToken(services.auth, services.db, token)).toBeNull();
    await expect(completePasswordReset(services.auth, { token, newPassword: "Expired#2026" })).rejects.toMatchObject({ code: "not-found" });
  });

  it("an unknown token is an invalid link; a short password is refused without using the token", async () => {
    expect(await describeResetToken(services.auth, services.db, "made-up-token")).toBeNull();
    const token = await freshToken("admin1@demo.sg");
    await expect(completePasswordReset(services.auth, { token, newPassword: "123" })).rejects.toMatchObject({ code: "invalid" });
    expect(await describeResetToken(services.auth, services.db, token)).not.toBeNull();
  });
});

describe("returning to the tenant site", () => {
  it("links back only to a known, active realtor site, on the main domain's scheme and port", async () => {
    expect(await findReturnSite(services.db, TEST_APP_URL, "leader.localhost")).toEqual({
      host: "leader.localhost",
      loginUrl: "http://leader.localhost:3000/auth",
    });
    expect(await findReturnSite(services.db, "https://condosites.sg", "WWW.Leader.localhost")).toEqual({
      host: "leader.localhost",
      loginUrl: "https://leader.localhost/auth",
    });
    for (const host of ["evil.example", "arjun.localhost", "chloe.localhost", "", null, "javascript:alert(1)"]) {
      expect(await findReturnSite(services.db, TEST_APP_URL, host)).toBeNull();
    }
  });

  it("the link helpers keep the host as data and never trust garbage", () => {
    const link = newPasswordLink(TEST_APP_URL, { token: "abc", type: "invite", site: "leader.localhost" });
    expect(link).toBe("http://localhost:3000/new-password?token=abc&type=invite&site=leader.localhost");
    expect(returnSiteOfResetUrl(`${TEST_APP_URL}/api/auth/reset-password/abc?callbackURL=${encodeURIComponent("/new-password?site=Leader.localhost")}`)).toBe(
      "leader.localhost",
    );
    expect(returnSiteOfResetUrl(`${TEST_APP_URL}/api/auth/reset-password/abc?callbackURL=`)).toBeNull();
    expect(returnSiteOfResetUrl("not a url")).toBeNull();
    expect(siteLoginUrl("https://condosites.sg", "rachel.sg")).toBe("https://rachel.sg/auth");
  });
});

describe("invites", () => {
  it("an administrator's invite mails a one-time /new-password link in invite mode, valid for a week", async () => {
    const master = { role: "master" };
    const userId = await userIdOf(services, "admin1@demo.sg");
    await inviteUser({ db: services.db, auth: services.auth, mailer: services.mailer, appUrl: TEST_APP_URL }, master, { userId });
    const [mail] = await mailsTo(services, "admin1@demo.sg");
    expect(mail.subject).toBe("You're invited to Condo Sites");
    const link = linkIn(mail.textBody);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/new-password`);
    expect(link.searchParams.get("type")).toBe("invite");
    const token = link.searchParams.get("token")!;
    const [row] = await services.db.select().from(verifications).where(like(verifications.identifier, `%${token}`));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);

    await expect(completePasswordReset(services.auth, { token, newPassword: "First#Password1" })).resolves.toBeUndefined();
    await expect(signInToAdminPortal(browserPost(services), { email: "admin1@demo.sg", password: "First#Password1" })).resolves.toHaveProperty("setCookies");
    await expect(completePasswordReset(services.auth, { token, newPassword: "Again#Password1" })).rejects.toMatchObject({ code: "not-found" });
  });

  it("only roles that manage accounts may invite", async () => {
    const userId = await userIdOf(services, "leader@demo.sg");
    const deps = { db: services.db, auth: services.auth, mailer: services.mailer, appUrl: TEST_APP_URL };
    await expect(inviteUser(deps, { role: "leader" }, { userId })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(inviteUser(deps, { role: "admin2ic" }, { userId })).resolves.toBeUndefined();
  });
});

