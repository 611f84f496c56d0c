import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, outbox, verifications } from "#server/db/schema";
import { inviteUser } from "#server/services/accounts/invite-user";
import { completePasswordReset, describeResetToken, requestPasswordReset } from "#server/services/accounts/password-reset";
import { signInWithPassword } from "#server/services/accounts/password-sign-in";
import type { Actor } from "#server/services/actor";
import { createAdminUser, resendAdminInvite } from "#server/services/admin-users";
import { changeOwnPassword } from "#server/services/profile";
import { addRealtor } from "#server/services/realtors/add-realtor";
import { updateRealtor } from "#server/services/realtors/update-realtor";
import type { Role } from "~/domain/permissions";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { browserPost, cookiePair, DEMO_PASSWORD, resetMailAfter, userIdOf } from "./accounts-fixtures";
import { demoActors } from "./admin-fixtures";
import { agencyIdNamed, newRealtor, realtorByEmail, realtorDeps } from "./realtor-fixtures";

// Issue 30 item 2: setting a password in any way, or changing the login email, ends every reset
// and invite token of the account (decision record 118).

let services: TestServices;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

const INVALID_LINK = {
  code: "not-found",
  message: "Password reset link is invalid or has expired. Please request a new one.",
};

/** The tokens of the reset and invite links mailed to `email`, newest first. */
async function tokensMailedTo(email: string): Promise<string[]> {
  const mails = await services.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt));
  return mails.flatMap((mail) => {
    const link = /https?:\/\/\S+\/new-password\?\S+/.exec(mail.textBody)?.[0];
    return link ? [new URL(link).searchParams.get("token")!] : [];
  });
}

async function outstandingTokensOf(email: string) {
  const userId = await userIdOf(services, email);
  return services.db
    .select({ identifier: verifications.identifier })
    .from(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%")));
}

async function requestReset(email: string): Promise<string> {
  await resetMailAfter(services, email, () => requestPasswordReset(browserPost(services, { path: "/reset-password" }), { email, returnHost: null }));
  const [newest] = await tokensMailedTo(email);
  return newest;
}

describe("an invite sent again", () => {
  it("the older invite link no longer sets a password once the newer one was used", async () => {
    const deps = { db: services.db, auth: services.auth, mailer: services.mailer, config: { appUrl: TEST_APP_URL } };
    const created = await createAdminUser(deps, actors.master, { email: "twice.invited@demo.sg", fullName: "Twice Invited", role: "admin2ic" });
    await resendAdminInvite(deps, actors.master, { id: created.id });
    const [newer, older] = await tokensMailedTo("twice.invited@demo.sg");
    expect(newer).not.toBe(older);

    await expect(completePasswordReset(services.auth, { token: newer, newPassword: "Newer#Invite1" })).resolves.toBeUndefined();
    expect(await describeResetToken(services.auth, services.db, older)).toBeNull();
    await expect(completePasswordReset(services.auth, { token: older, newPassword: "Older#Invite1" })).rejects.toMatchObject(INVALID_LINK);
    expect(await outstandingTokensOf("twice.invited@demo.sg")).toEqual([]);
    await expect(signInWithPassword(browserPost(services), { email: "twice.invited@demo.sg", password: "Newer#Invite1" })).resolves.toHaveProperty("setCookies");
  });

  it("a reset asked for after the invite ends the invite when it is used", async () => {
    const harbourline = await agencyIdNamed(services, "Harbourline Realty");
    const input = newRealtor(harbourline);
    await addRealtor(realtorDeps(services), actors.master, input);
    const [invite] = await tokensMailedTo(input.email);
    const reset = await requestReset(input.email);
    expect(reset).not.toBe(invite);

    await expect(completePasswordReset(services.auth, { token: reset, newPassword: "Reset#First1" })).resolves.toBeUndefined();
    await expect(completePasswordReset(services.auth, { token: invite, newPassword: "Invite#Later1" })).rejects.toMatchObject(INVALID_LINK);
  });
});

describe("two reset links", () => {
  it("the second no longer works once the first was used, and the first none once the second was", async () => {
    const first = await requestReset("siti@demo.sg");
    const second = await requestReset("siti@demo.sg");
    await expect(completePasswordReset(services.auth, { token: first, newPassword: "First#Reset1" })).resolves.toBeUndefined();
    await expect(completePasswordReset(services.auth, { token: second, newPassword: "Second#Reset1" })).rejects.toMatchObject(INVALID_LINK);

    const third = await requestReset("siti@demo.sg");
    const fourth = await requestReset("siti@demo.sg");
    await expect(completePasswordReset(services.auth, { token: fourth, newPassword: DEMO_PASSWORD })).resolves.toBeUndefined();
    await expect(completePasswordReset(services.auth, { token: third, newPassword: "Third#Reset1" })).rejects.toMatchObject(INVALID_LINK);
    expect(await outstandingTokensOf("siti@demo.sg")).toEqual([]);
  });
});

describe("a password changed from the profile settings", () => {
  it("ends a reset link asked for before it", async () => {
    const origin = "http://leader.localhost:3000";
    const reset = await requestReset("leader@demo.sg");
    const signedIn = await signInWithPassword(browserPost(services, { origin }), { email: "leader@demo.sg", password: DEMO_PASSWORD });
    const cookie = cookiePair(signedIn.setCookies.find((value) => value.includes("session_token")));
    await changeOwnPassword(
      { db: services.db, forwarding: browserPost(services, { origin, path: "/dashboard/leader/profile", cookie }) },
      actors.leader,
      { currentPassword: DEMO_PASSWORD, newPassword: "Changed#Leader1", confirmNewPassword: "Changed#Leader1" },
    );

    expect(await describeResetToken(services.auth, services.db, reset)).toBeNull();
    await expect(completePasswordReset(services.auth, { token: reset, newPassword: "Taken#Over1" })).rejects.toMatchObject(INVALID_LINK);
    await expect(signInWithPassword(browserPost(services, { origin }), { email: "leader@demo.sg", password: "Changed#Leader1" })).resolves.toHaveProperty("setCookies");
  });

  it("whatever writes the password: the rule holds in the database, not in one code path", async () => {
    const reset = await requestReset("weijie@demo.sg");
    const userId = await userIdOf(services, "weijie@demo.sg");
    await services.db.update(accounts).set({ password: "a-new-hash" }).where(eq(accounts.userId, userId));
    expect(await describeResetToken(services.auth, services.db, reset)).toBeNull();
  });

  it("a write that leaves the password as it was ends nothing", async () => {
    const reset = await requestReset("admin2@demo.sg");
    const userId = await userIdOf(services, "admin2@demo.sg");
    await services.db.update(accounts).set({ updatedAt: new Date() }).where(eq(accounts.userId, userId));
    expect(await describeResetToken(services.auth, services.db, reset)).not.toBeNull();
  });
});

describe("a login email changed", () => {
  it("ends every reset and invite link of the account", async () => {
    const reset = await requestReset("agent@demo.sg");
    const marcus = await realtorByEmail(services, "agent@demo.sg");
    await inviteUser({ db: services.db, auth: services.auth, mailer: services.mailer, appUrl: TEST_APP_URL }, actors.master, { userId: marcus.userId });
    const [invite] = await tokensMailedTo("agent@demo.sg");
    expect(await outstandingTokensOf("agent@demo.sg")).toHaveLength(2);

    await updateRealtor(realtorDeps(services), actors.admin2ic, {
      id: marcus.id,
      fullName: marcus.fullName,
      email: "marcus.lim@example.sg",
      phoneNumber: marcus.phoneNumber ?? undefined,
      ceaNumber: marcus.ceaNumber ?? "",
      agencyId: marcus.agencyId,
      agentSiteUrl: marcus.agentSiteUrl,
      reportsToId: marcus.reportsToId ?? undefined,
      yearsExperience: marcus.yearsExperience ?? undefined,
    });

    for (const token of [reset, invite]) {
      await expect(completePasswordReset(services.auth, { token, newPassword: "Taken#Over1" })).rejects.toMatchObject(INVALID_LINK);
    }
    expect(await outstandingTokensOf("marcus.lim@example.sg")).toEqual([]);
  });
});
