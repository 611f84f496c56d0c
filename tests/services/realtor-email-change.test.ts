import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { realtors} from "#server/db/schema";
import { sessions, userProfiles, verifications } from "#server/db/schema";
import { requestPasswordReset } from "#server/services/accounts/password-reset";
import { signInWithPassword } from "#server/services/accounts/password-sign-in";
import type { Actor } from "#server/services/actor";
import { ConflictError, ForbiddenError } from "#server/services/errors";
import { updateRealtor } from "#server/services/realtors/update-realtor";
import type { Role } from "~/domain/permissions";
import { REALTOR_ADMIN_MESSAGES } from "~/domain/schemas/realtor";
import { createTestServices, type TestServices } from "../support/test-services";
import { browserPost, cookiePair, DEMO_PASSWORD, resetMailAfter } from "./accounts-fixtures";
import { demoActors, ghostActor } from "./admin-fixtures";
import { auditOf, editOf, mailsTo, realtorByEmail, realtorDeps } from "./realtor-fixtures";
import { withAuditRefused } from "./self-service-fixtures";

// Issue 30 item 4: an administrator changing a realtor's login email mails the old address, ends
// the realtor's sessions and links, and is audited with the old and new values (decision record 119).

let services: TestServices;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

const NOTICE_SUBJECT = "Your Condo Sites sign-in email was changed";


/** The realtor signed in on their own site, with a reset link outstanding: what an email change must end. */
async function signedInWithResetLink(email: string, site: string) {
  const signedIn = await signInWithPassword(browserPost(services, { origin: `http://${site}:3000` }), { email, password: DEMO_PASSWORD });
  await resetMailAfter(services, email, () => requestPasswordReset(browserPost(services, { path: "/reset-password" }), { email, returnHost: null }));
  const realtor = await realtorByEmail(services, email);
  return { realtor, cookie: cookiePair(signedIn.setCookies.find((value) => value.includes("session_token"))) };
}

async function sessionsOf(userId: string) {
  return services.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
}

async function linksOf(userId: string) {
  return services.db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%")));
}

async function emailOf(userId: string) {
  const [row] = await services.db.select({ email: userProfiles.email }).from(userProfiles).where(eq(userProfiles.id, userId));
  return row.email;
}

describe("admin2ic changes Marcus's sign-in email (the matrix's userManagement)", () => {
  it("mails the old address, ends his sessions and links, and audits the old and new values in the same write", async () => {
    const { realtor: marcus, cookie } = await signedInWithResetLink("agent@demo.sg", "agent.localhost");
    expect(await sessionsOf(marcus.userId)).not.toEqual([]);
    expect(await linksOf(marcus.userId)).not.toEqual([]);

    const result = await updateRealtor(realtorDeps(services), actors.admin2ic, editOf(marcus, { email: "Marcus.Lim@Example.SG" }));
    expect(result).toEqual({ fullName: "Marcus Lim", newSiteUrl: null, oldEmailNotice: { to: "agent@demo.sg", sent: true } });

    expect(await emailOf(marcus.userId)).toBe("marcus.lim@example.sg");
    expect(await sessionsOf(marcus.userId)).toEqual([]);
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    expect(await linksOf(marcus.userId)).toEqual([]);

    const [notice] = await mailsTo(services, "agent@demo.sg");
    expect(notice.subject).toBe(NOTICE_SUBJECT);
    expect(notice.textBody).toContain("Hello Marcus Lim,");
    expect(notice.textBody).toContain("was changed to marcus.lim@example.sg by an administrator");
    expect(notice.textBody).toContain("contact your agency or the Condo Sites administrators");
    expect(await mailsTo(services, "marcus.lim@example.sg")).toEqual([]);

    const updated = (await auditOf(services, marcus.id)).filter((entry) => entry.actionType === "updated").at(-1);
    expect(updated?.performedByEmail).toBe("admin2@demo.sg");
    expect(updated?.additionalDetails).toMatchObject({
      changes: { email: { from: "agent@demo.sg", to: "marcus.lim@example.sg" } },
      sessionsEnded: 1,
      oldEmailNoticeTo: "agent@demo.sg",
    });

    const withNew = await signInWithPassword(browserPost(services, { origin: "http://agent.localhost:3000" }), {
      email: "marcus.lim@example.sg",
      password: DEMO_PASSWORD,
    });
    expect(withNew.setCookies.some((cookie) => cookie.includes("session_token"))).toBe(true);
  });

  it("an edit that keeps the email mails nobody and leaves the realtor signed in", async () => {
    const { realtor: weijie } = await signedInWithResetLink("weijie@demo.sg", "weijie.localhost");
    const mailsBefore = (await mailsTo(services, "weijie@demo.sg")).length;
    await updateRealtor(realtorDeps(services), actors.master, editOf(weijie, { yearsExperience: (weijie.yearsExperience ?? 0) + 1 }));
    expect(await sessionsOf(weijie.userId)).not.toEqual([]);
    expect(await linksOf(weijie.userId)).not.toEqual([]);
    expect(await mailsTo(services, "weijie@demo.sg")).toHaveLength(mailsBefore);
  });

  it("a notice that cannot be sent leaves the change made, says so, and is logged", async () => {
    const { realtor: siti } = await signedInWithResetLink("siti@demo.sg", "siti.localhost");
    const failing = { send: () => Promise.reject(new Error("SMTP down")) };
    const errors: unknown[] = [];
    const logger = { error: (...args: unknown[]) => void errors.push(args) };
    const result = await updateRealtor(realtorDeps(services, { mailer: failing, logger }), actors.admin1ic, editOf(siti, { email: "siti.new@example.sg" }));
    expect(result.oldEmailNotice).toEqual({ to: "siti@demo.sg", sent: false });
    expect(errors).toHaveLength(1);
    expect(await emailOf(siti.userId)).toBe("siti.new@example.sg");
    expect(await sessionsOf(siti.userId)).toEqual([]);
  });
});

describe("a change that fails changes nothing", () => {
  async function expectUntouched(realtor: typeof realtors.$inferSelect, mailsBefore: number, auditBefore: number) {
    expect(await emailOf(realtor.userId)).toBe(realtor.email);
    expect((await realtorByEmail(services, realtor.email))?.id).toBe(realtor.id);
    expect(await sessionsOf(realtor.userId)).not.toEqual([]);
    expect(await linksOf(realtor.userId)).not.toEqual([]);
    expect(await mailsTo(services, realtor.email)).toHaveLength(mailsBefore);
    expect(await auditOf(services, realtor.id)).toHaveLength(auditBefore);
  }

  it("a taken email is refused on the email field with the spec's conflict message", async () => {
    const { realtor: rachel } = await signedInWithResetLink("leader@demo.sg", "leader.localhost");
    const mailsBefore = (await mailsTo(services, rachel.email)).length;
    const auditBefore = (await auditOf(services, rachel.id)).length;
    const failure = await updateRealtor(realtorDeps(services), actors.admin2ic, editOf(rachel, { email: "admin1@demo.sg" })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({ field: "email", message: REALTOR_ADMIN_MESSAGES.emailTaken });
    expect(REALTOR_ADMIN_MESSAGES.emailTaken).toBe("An account with this email already exists");
    await expectUntouched(rachel, mailsBefore, auditBefore);
  });

  it("an audit row that cannot be written takes the email, the sessions and the links back with it", async () => {
    const { realtor: rachel } = await signedInWithResetLink("leader@demo.sg", "leader.localhost");
    const mailsBefore = (await mailsTo(services, rachel.email)).length;
    const auditBefore = (await auditOf(services, rachel.id)).length;
    const failure = await withAuditRefused(services.db, "realtor_audit_log", () =>
      updateRealtor(realtorDeps(services), actors.master, editOf(rachel, { email: "rachel.elsewhere@example.sg" })),
    );
    expect(failure).toBeInstanceOf(Error);
    await expectUntouched(rachel, mailsBefore, auditBefore);
    await expect(updateRealtor(realtorDeps(services), ghostActor("master"), editOf(rachel, { email: "ghost.move@example.sg" }))).rejects.toThrow();
    await expectUntouched(rachel, mailsBefore, auditBefore);
  });

  it.each(["leader", "agent"] as const)("the %s role may not change a realtor's email: the service refuses and nothing changes", async (role) => {
    const { realtor: rachel } = await signedInWithResetLink("leader@demo.sg", "leader.localhost");
    const mailsBefore = (await mailsTo(services, rachel.email)).length;
    const auditBefore = (await auditOf(services, rachel.id)).length;
    const failure = await updateRealtor(realtorDeps(services), actors[role], editOf(rachel, { email: `${role}.took.over@example.sg` })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ForbiddenError);
    await expectUntouched(rachel, mailsBefore, auditBefore);
  });
});
