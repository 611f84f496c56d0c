import { and, eq } from "drizzle-orm";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminAuditLog, realtorAuditLog, realtors, sessions, userProfiles } from "#server/db/schema";
import { clearLocalCaches } from "#server/memory-cache";
import { signInWithPassword } from "#server/services/accounts/password-sign-in";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import {
  changeOwnPassword,
  getOwnProfile,
  updateAvatar,
  updateContactInfo,
  updatePersonalInfo,
  updateProfessionalInfo,
} from "#server/services/profile";
import { resolveSite } from "#server/tenancy";
import { ROLES, type Role } from "~/domain/permissions";
import { contactInfoSchema, personalInfoSchema, professionalInfoSchema } from "~/domain/schemas/profile";
import { authRequest, createTestServices, type TestServices } from "../support/test-services";
import { browserPost, cookiePair, DEMO_PASSWORD, sessionCountOf } from "./accounts-fixtures";
import { demoActors, ghostActor } from "./admin-fixtures";
import { withAuditRefused } from "./self-service-fixtures";
import { asFile, photo } from "../server/storage-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
const tenancy = { appDomain: "localhost", devHostMarkers: ["preview"] };
const AGENT_ORIGIN = "http://agent.localhost:3000";

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());
beforeEach(() => clearLocalCaches());

async function realtorOf(actor: Actor) {
  const [row] = await services.db.select().from(realtors).where(eq(realtors.userId, actor.id));
  return row;
}

async function userOf(actor: Actor) {
  const [row] = await services.db.select().from(userProfiles).where(eq(userProfiles.id, actor.id));
  return row;
}

describe("reading one's own profile", () => {
  it("every role reads its own account; only agents and leaders get the professional and social details", async () => {
    for (const role of ROLES) {
      const profile = await getOwnProfile(services, actors[role]);
      expect(profile).toMatchObject({ id: actors[role].id, email: actors[role].email, role });
      if (role === "leader" || role === "agent") {
        expect(profile.realtor).toMatchObject({ ceaNumber: expect.stringMatching(/^R\d{6}$/), agencyName: "Harbourline Realty" });
      } else {
        expect(profile.realtor).toBeNull();
      }
    }
  });

  it("an account that does not exist gets the spec's profile refusal", async () => {
    await expect(getOwnProfile(services, ghostActor("agent"))).rejects.toThrow("You need to be logged in to view your profile.");
  });
});

describe("personal information: one place changes a name", () => {
  it("a leader's new name and phone change the account and the realtor record together, and the site shows them on the next request", async () => {
    const before = await resolveSite(services.db, "leader.localhost", tenancy);
    expect(before.ownerName).toBe("Rachel Tan");
    await updatePersonalInfo(services, actors.leader, personalInfoSchema.parse({ fullName: "Rachel Tan-Lim", phoneNumber: "+65 9123 0000" }));
    expect(await userOf(actors.leader)).toMatchObject({ fullName: "Rachel Tan-Lim", phoneNumber: "+65 9123 0000" });
    expect(await realtorOf(actors.leader)).toMatchObject({ fullName: "Rachel Tan-Lim", phoneNumber: "+65 9123 0000" });
    const after = await resolveSite(services.db, "leader.localhost", tenancy);
    expect(after).toMatchObject({ ownerName: "Rachel Tan-Lim", ownerPhone: "+65 9123 0000" });
    const [audit] = await services.db
      .select()
      .from(realtorAuditLog)
      .where(and(eq(realtorAuditLog.realtorId, (await realtorOf(actors.leader)).id), eq(realtorAuditLog.reasonCategory, "personal")));
    expect(audit).toMatchObject({ actionType: "updated", userId: actors.leader.id, performedByName: "Rachel Tan-Lim" });
    expect(audit.additionalDetails).toMatchObject({ before: { fullName: "Rachel Tan" }, after: { fullName: "Rachel Tan-Lim" } });
    await updatePersonalInfo(services, actors.leader, { fullName: "Rachel Tan", phoneNumber: "+65 9123 4567" });
  });

  it("an administrator's name changes on the account, with a row in the administration log", async () => {
    await updatePersonalInfo(services, actors.admin2ic, { fullName: "Jason Ong Wei" });
    expect(await userOf(actors.admin2ic)).toMatchObject({ fullName: "Jason Ong Wei", phoneNumber: null });
    const rows = await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, actors.admin2ic.id));
    expect(rows.map((row) => row.action)).toContain("profile_updated");
  });

  it("bad input gets the spec's message from the schema", () => {
    expect(personalInfoSchema.safeParse({ fullName: "   " }).error?.issues[0].message).toBe("Full name is required");
  });

  it("a failure half way (the audit row refused) leaves neither copy of the name changed", async () => {
    const failure = await withAuditRefused(services.db, "realtor_audit_log", () =>
      updatePersonalInfo(services, actors.agent, { fullName: "Half Written", phoneNumber: "+65 8000 0000" }),
    );
    expect(failure).toBeInstanceOf(Error);
    expect((await userOf(actors.agent)).fullName).toBe("Marcus Lim");
    expect((await realtorOf(actors.agent)).fullName).toBe("Marcus Lim");
  });
});

describe("professional information and contact details (agents and leaders only)", () => {
  it.each(["master", "admin1ic", "admin2ic"] as const)("%s has no realtor sections and changes nothing", async (role) => {
    const parsed = professionalInfoSchema.parse({ biography: "Sneaky" });
    await expect(updateProfessionalInfo(services, actors[role], parsed)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateContactInfo(services, actors[role], contactInfoSchema.parse({ wechatId: "x" }))).rejects.toBeInstanceOf(ForbiddenError);
    expect(await services.db.select().from(realtors).where(eq(realtors.biography, "Sneaky"))).toHaveLength(0);
  });

  it("an agent's biography, experience and comma lists are stored trimmed and shown on their site on the next request", async () => {
    await resolveSite(services.db, "agent.localhost", tenancy);
    const input = professionalInfoSchema.parse({
      biography: "Marcus helps first-time buyers compare new launches.",
      yearsExperience: 9,
      specializations: " New launches, ,Resale condos ,",
      languagesSpoken: "English,Mandarin, Hokkien",
    });
    await updateProfessionalInfo(services, actors.agent, input);
    expect(await realtorOf(actors.agent)).toMatchObject({
      biography: "Marcus helps first-time buyers compare new launches.",
      yearsExperience: 9,
      specializations: ["New launches", "Resale condos"],
      languagesSpoken: ["English", "Mandarin", "Hokkien"],
    });
    const site = await resolveSite(services.db, "agent.localhost", tenancy);
    expect(site.profile).toMatchObject({ biography: "Marcus helps first-time buyers compare new launches.", yearsExperience: 9 });
    const [audit] = await services.db
      .select()
      .from(realtorAuditLog)
      .where(and(eq(realtorAuditLog.userId, actors.agent.id), eq(realtorAuditLog.reasonCategory, "professional")));
    expect(audit.additionalDetails).toMatchObject({ selfService: true, changed: expect.arrayContaining(["biography", "yearsExperience"]) });
  });

  it("years of experience outside 0 to 50 is refused by the schema and never reaches the record", () => {
    expect(professionalInfoSchema.safeParse({ yearsExperience: 51 }).error?.issues[0].message).toBe("Years of experience must be between 0 and 50");
    expect(professionalInfoSchema.safeParse({ yearsExperience: -1 }).success).toBe(false);
  });

  it("contact details are kept as typed; emptied fields are cleared", async () => {
    await updateContactInfo(services, actors.leader, contactInfoSchema.parse({ whatsappNumber: "+65 9123 4567", linkedinUrl: "linkedin.com/in/rachel", wechatId: "" }));
    expect(await realtorOf(actors.leader)).toMatchObject({ whatsappNumber: "+65 9123 4567", linkedinUrl: "linkedin.com/in/rachel", wechatId: null, instagramUrl: null });
  });

  it("a leader or agent account without a realtor record is told so, and nothing is written", async () => {
    await expect(updateProfessionalInfo(services, ghostActor("agent"), { specializations: [], languagesSpoken: [] })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("avatar (spec part 2 §2.7, §5)", () => {
  const filesOf = (actor: Actor) => {
    const folder = path.join(services.storage.localDirectory!, "avatars", actor.id);
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };

  it.each(["master", "admin1ic", "admin2ic"] as const)("%s has no avatar to upload, and nothing is stored", async (role) => {
    const file = asFile(await photo(400, 400), "me.jpg", "image/jpeg");
    await expect(updateAvatar(services, actors[role], { avatar: file })).rejects.toBeInstanceOf(ForbiddenError);
    expect(filesOf(actors[role])).toEqual([]);
  });

  it("an agent's photo is stored as square WebP copies and shown on their site on the next request; the one it replaces is removed", async () => {
    const first = await updateAvatar(services, actors.agent, { avatar: asFile(await photo(900, 600), "me.jpg", "image/jpeg") });
    expect(first.url).toMatch(new RegExp(`^/uploads/avatars/${actors.agent.id}/[0-9a-z]+-[0-9a-f]{16}-512\\.webp$`));
    expect((await realtorOf(actors.agent)).profileImageUrl).toBe(first.url);
    expect((await resolveSite(services.db, "agent.localhost", tenancy)).ownerImage).toBe(first.url);
    expect(filesOf(actors.agent)).toHaveLength(3);

    const second = await updateAvatar(services, actors.agent, { avatar: asFile(await photo(300, 300, "png"), "me.png", "image/png") });
    expect(second.url).not.toBe(first.url);
    expect(filesOf(actors.agent)).toHaveLength(3);
    expect(filesOf(actors.agent).every((name) => second.url.includes(name.replace(/-\d+\.webp$/, "")))).toBe(true);
  });

  it("a file that is not an image by its bytes is refused with 'Please select a valid image file', whatever its name says", async () => {
    const before = (await realtorOf(actors.leader)).profileImageUrl;
    const pdf = asFile(new TextEncoder().encode("%PDF-1.4 not a photo"), "me.jpg", "image/jpeg");
    const failure = await updateAvatar(services, actors.leader, { avatar: pdf }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidError);
    expect(failure).toMatchObject({ message: "Please select a valid image file", field: "avatar" });
    expect((await realtorOf(actors.leader)).profileImageUrl).toBe(before);
    expect(filesOf(actors.leader)).toEqual([]);
  });

  it("a file over 5 MB is refused with 'Image size should be less than 5MB'", async () => {
    const big = asFile(new Uint8Array(5 * 1024 * 1024 + 1), "big.jpg", "image/jpeg");
    await expect(updateAvatar(services, actors.leader, { avatar: big })).rejects.toThrow("Image size should be less than 5MB");
  });

  it("a failure half way (the audit row refused) keeps the old photo and removes the new upload", async () => {
    const before = (await realtorOf(actors.agent)).profileImageUrl;
    const filesBefore = filesOf(actors.agent);
    const file = asFile(await photo(400, 400), "me.jpg", "image/jpeg");
    const failure = await withAuditRefused(services.db, "realtor_audit_log", () => updateAvatar(services, actors.agent, { avatar: file }));
    expect(failure).toBeInstanceOf(Error);
    expect((await realtorOf(actors.agent)).profileImageUrl).toBe(before);
    expect(filesOf(actors.agent)).toEqual(filesBefore);
  });
});

describe("a name changes in one place (issue 9 item 10, decision 083)", () => {
  it("better-auth's /api/auth/update-user is closed: a signed-in realtor cannot change a name around the profile page", async () => {
    const signIn = await signInWithPassword(browserPost(services, { origin: AGENT_ORIGIN }), { email: "agent@demo.sg", password: DEMO_PASSWORD });
    const cookie = cookiePair(signIn.setCookies.find((value) => value.includes("session_token")));
    const before = { user: (await userOf(actors.agent)).fullName, realtor: (await realtorOf(actors.agent)).fullName };
    for (const path of ["/update-user", "//update-user"]) {
      const response = await services.auth.handler(
        authRequest(path, { name: '<img src=x onerror="alert(1)">Marcus' }, { origin: AGENT_ORIGIN, cookie, clientIp: "203.0.113.150" }),
      );
      expect(response.status).toBe(404);
    }
    await expect(
      services.auth.api.updateUser({ body: { name: "Server Side" }, headers: new Headers({ cookie }) }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect({ user: (await userOf(actors.agent)).fullName, realtor: (await realtorOf(actors.agent)).fullName }).toEqual(before);
  });

  it("the profile page's name goes through the sign-up sanitiser and reaches the account and the realtor record together", async () => {
    const input = personalInfoSchema.parse({ fullName: '<b>Marcus</b> Lim <script>x</script> onclick=alert(1)' });
    expect(input.fullName).toBe("bMarcus/b Lim scriptx/script alert(1)");
    await updatePersonalInfo(services, actors.agent, input);
    expect((await userOf(actors.agent)).fullName).toBe(input.fullName);
    expect((await realtorOf(actors.agent)).fullName).toBe(input.fullName);
    expect(personalInfoSchema.safeParse({ fullName: "<>" }).error?.issues[0].message).toBe("Full name is required");
    await updatePersonalInfo(services, actors.agent, personalInfoSchema.parse({ fullName: "Marcus Lim" }));
  });
});

describe("change password (spec part 2 §5)", () => {
  async function signInAgent(password = DEMO_PASSWORD) {
    const outcome = await signInWithPassword(browserPost(services, { origin: AGENT_ORIGIN }), { email: "agent@demo.sg", password });
    return cookiePair(outcome.setCookies.find((cookie) => cookie.includes("session_token")));
  }

  function change(cookie: string, input: { currentPassword: string; newPassword: string }, clientIp?: string) {
    return changeOwnPassword(
      { db: services.db, forwarding: browserPost(services, { origin: AGENT_ORIGIN, path: "/dashboard/agent/profile", cookie, clientIp }) },
      actors.agent,
      { ...input, confirmNewPassword: input.newPassword },
    );
  }

  it("a wrong current password is refused with 'Current password is incorrect' on that field, and nothing changes", async () => {
    const cookie = await signInAgent();
    const failure = await change(cookie, { currentPassword: "Wrong#2026!", newPassword: "Another#2026!" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidError);
    expect(failure).toMatchObject({ message: "Current password is incorrect", field: "currentPassword" });
    await expect(signInAgent()).resolves.toContain("session_token");
  });

  it("the right current password sets the new one, ends every other session of the account and keeps this one", async () => {
    const other = await signInAgent();
    const cookie = await signInAgent();
    expect(await sessionCountOf(services, "agent@demo.sg")).toBeGreaterThanOrEqual(2);
    const result = await change(cookie, { currentPassword: DEMO_PASSWORD, newPassword: "Fresh#Pass2026" });
    expect(result.otherSessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await sessionCountOf(services, "agent@demo.sg")).toBe(1);
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();
    expect(await services.auth.api.getSession({ headers: new Headers({ cookie: other }) })).toBeNull();
    await expect(signInAgent()).rejects.toThrow();
    await expect(signInAgent("Fresh#Pass2026")).resolves.toContain("session_token");
    const audit = await services.db
      .select()
      .from(realtorAuditLog)
      .where(and(eq(realtorAuditLog.userId, actors.agent.id), eq(realtorAuditLog.reasonCategory, "password")));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0].additionalDetails)).not.toContain("Fresh#Pass2026");
    const restore = await signInAgent("Fresh#Pass2026");
    await change(restore, { currentPassword: "Fresh#Pass2026", newPassword: DEMO_PASSWORD });
  });

  it("a session of another account cannot change this account's password", async () => {
    const cookie = await signInAgent();
    const failure = await changeOwnPassword(
      { db: services.db, forwarding: browserPost(services, { origin: AGENT_ORIGIN, cookie }) },
      actors.leader,
      { currentPassword: DEMO_PASSWORD, newPassword: "Another#2026!", confirmNewPassword: "Another#2026!" },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NotFoundError);
    await expect(signInAgent()).resolves.toContain("session_token");
  });

  it("guessing the current password is limited: the sixth try in a minute is refused before it is checked", async () => {
    const cookie = await signInAgent();
    const attempt = () => change(cookie, { currentPassword: "Guess#0000", newPassword: "Another#2026!" }, "198.51.100.77").catch((error: unknown) => error);
    for (let i = 0; i < 5; i++) expect(await attempt()).toMatchObject({ message: "Current password is incorrect" });
    const limited = await attempt();
    expect(limited).toBeInstanceOf(InvalidError);
    expect((limited as Error).message).not.toBe("Current password is incorrect");
  });
});

describe("sessions left behind", () => {
  it("no test above left the agent without a way in", async () => {
    const rows = await services.db.select().from(sessions).where(eq(sessions.userId, actors.agent.id));
    expect(rows.length).toBeGreaterThan(0);
  });
});
