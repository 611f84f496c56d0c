import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, signUpSchema } from "~/domain/schemas/auth";
import { normaliseHost } from "~/domain/site-url";
import { accounts, agencies, realtors, sitePermissions, userProfiles } from "#server/db/schema";
import { listAgencyLeaders, listSignUpAgencies } from "#server/services/accounts/list-signup-options";
import { registerRealtor, registrationErrorField, REGISTRATION_MESSAGES } from "#server/services/accounts/register-realtor";
import { signInOnSite } from "#server/services/accounts/site-sign-in";
import { sharedCache } from "#server/memory-cache";
import { resolveSite } from "#server/tenancy";
import { ConflictError, InvalidError, TooManyAttemptsError } from "#server/services/errors";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { browserPost } from "./accounts-fixtures";

let services: TestServices;
let harbourline: string;
let meridian: string;
let rachel: string;

let addressCounter = 0;
/** The registration options of a visitor with an address of its own (sign-ups are limited per address). */
function options(clientAddress = `198.51.100.${++addressCounter}`) {
  return { appDomain: "localhost", devHostMarkers: ["preview", "staging"], clientAddress };
}

beforeAll(async () => {
  services = await createTestServices();
  const rows = await services.db.select({ id: agencies.id, name: agencies.name }).from(agencies);
  harbourline = rows.find((a) => a.name === "Harbourline Realty")!.id;
  meridian = rows.find((a) => a.name === "Meridian Property Group")!.id;
  const [leader] = await services.db.select({ id: realtors.id }).from(realtors).where(eq(realtors.email, "leader@demo.sg"));
  rachel = leader.id;
});
afterAll(() => services.close());

let counter = 0;

/** A sign-up as the form posts it, parsed by the same schema the action uses. */
function signUp(overrides: Record<string, string> = {}) {
  counter += 1;
  return signUpSchema.parse({
    fullName: "Nur Aisyah",
    email: `new.agent${counter}@example.sg`,
    password: "Harbour#2026",
    confirmPassword: "Harbour#2026",
    role: "agent",
    agencyId: harbourline,
    leaderId: rachel,
    siteUrl: `nur${counter}.example.sg`,
    ...overrides,
  });
}

async function accountRows(email: string) {
  const [profile] = await services.db.select().from(userProfiles).where(eq(userProfiles.email, email));
  if (!profile) return { profile: null, credential: null, realtor: null, permissions: [] };
  const [credential] = await services.db.select().from(accounts).where(eq(accounts.userId, profile.id));
  const [realtor] = await services.db.select().from(realtors).where(eq(realtors.userId, profile.id));
  const permissions = await services.db.select().from(sitePermissions).where(eq(sitePermissions.ownerId, profile.id));
  return { profile, credential: credential ?? null, realtor: realtor ?? null, permissions };
}

describe("what a sign-up creates", () => {
  it("an agent: profile with the role, a credential, a pending realtor reporting to the leader, an inactive site permission", async () => {
    const input = signUp({ siteUrl: "HTTPS://WWW.Nur-Homes.SG/", phoneNumber: "+65 9123 4567", ceaNumber: "r123987" });
    const result = await registerRealtor(services.db, options(), input);
    const { profile, credential, realtor, permissions } = await accountRows(input.email);
    expect(profile).toMatchObject({ id: result.userId, role: "agent", fullName: "Nur Aisyah", phoneNumber: "+65 9123 4567" });
    expect(credential).toMatchObject({ providerId: "credential", accountId: result.userId });
    expect(credential?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(realtor).toMatchObject({
      id: result.realtorId,
      status: "pending",
      isLeader: false,
      agencyId: harbourline,
      reportsToId: rachel,
      agentSiteUrl: "nur-homes.sg",
      ceaNumber: "R123987",
      realtorSlug: "nur-aisyah",
      email: input.email,
    });
    expect(permissions).toEqual([expect.objectContaining({ siteUrl: "nur-homes.sg", siteType: "agent", isActive: false, allowIndexing: false })]);
  });

  it("a leader: is_leader, no leader to report to yet (set on approval), site type leader", async () => {
    const input = signUp({ role: "leader", agencyId: meridian, leaderId: "" });
    await registerRealtor(services.db, options(), input);
    const { profile, realtor, permissions } = await accountRows(input.email);
    expect(profile?.role).toBe("leader");
    expect(realtor).toMatchObject({ isLeader: true, reportsToId: null, status: "pending", agencyId: meridian });
    expect(permissions[0]).toMatchObject({ siteType: "leader", isActive: false });
  });

  it("a CEA number with its check letter, in any case, is accepted and stored upper-case; the database holds the same rule", async () => {
    const input = signUp({ ceaNumber: " r765432b " });
    expect(input.ceaNumber).toBe("R765432B");
    await registerRealtor(services.db, options(), input);
    expect((await accountRows(input.email)).realtor?.ceaNumber).toBe("R765432B");
    const [leader] = await services.db.select({ id: realtors.id }).from(realtors).where(eq(realtors.email, "leader@demo.sg"));
    await expect(
      services.db.update(realtors).set({ ceaNumber: "r765431b" }).where(eq(realtors.id, leader.id)),
    ).rejects.toThrow();
    expect(() => signUp({ ceaNumber: "R765432BC" })).toThrow("CEA number must be in format R123456");
  });

  it("the realtor slug is unique: a taken name gets the lowest free number", async () => {
    const first = signUp({ fullName: "Lim Bee Hoon" });
    const second = signUp({ fullName: "Lim Bee Hoon" });
    await registerRealtor(services.db, options(), first);
    await registerRealtor(services.db, options(), second);
    expect((await accountRows(first.email)).realtor?.realtorSlug).toBe("lim-bee-hoon");
    expect((await accountRows(second.email)).realtor?.realtorSlug).toBe("lim-bee-hoon-2");
  });

  it("the new realtor cannot sign in anywhere until approved", async () => {
    const input = signUp();
    await registerRealtor(services.db, options(), input);
    const outcome = signInOnSite(browserPost(services, { origin: TEST_APP_URL }),
      { host: input.siteUrl },
      { email: input.email, password: input.password },
    );
    await expect(outcome).rejects.toMatchObject({ code: "forbidden", message: "Your account is not found or not approved. Please contact your administrator." });
  });
});

describe("what a sign-up refuses, writing nothing", () => {
  async function rowCounts() {
    const [profiles, credentials, realtorRows, permissions] = await Promise.all([
      services.db.select({ id: userProfiles.id }).from(userProfiles),
      services.db.select({ id: accounts.id }).from(accounts),
      services.db.select({ id: realtors.id }).from(realtors),
      services.db.select({ id: sitePermissions.id }).from(sitePermissions),
    ]);
    return [profiles.length, credentials.length, realtorRows.length, permissions.length];
  }

  async function expectRefused(
    input: ReturnType<typeof signUp>,
    type: typeof ConflictError | typeof InvalidError,
    message: string,
    registration = options(),
  ) {
    const before = await rowCounts();
    await expect(registerRealtor(services.db, registration, input)).rejects.toThrow(new type(message));
    expect(await rowCounts()).toEqual(before);
  }

  it("an email that already has an account, in any letter case", async () => {
    await expectRefused(signUp({ email: "Leader@Demo.SG" }), ConflictError, REGISTRATION_MESSAGES.emailTaken);
  });

  it("a site URL another realtor has, written differently", async () => {
    await expectRefused(signUp({ siteUrl: "http://www.Leader.localhost:3000" }), ConflictError, REGISTRATION_MESSAGES.siteUrlTaken);
  });

  it("a site URL held by a site permission", async () => {
    const agent = (await accountRows("agent@demo.sg")).profile!;
    await services.db.insert(sitePermissions).values({ siteUrl: "second-site.sg", siteType: "agent", ownerId: agent.id });
    await expectRefused(signUp({ siteUrl: "second-site.sg" }), ConflictError, REGISTRATION_MESSAGES.siteUrlTaken);
  });

  it("the main domain as a site URL", async () => {
    await expectRefused(signUp({ siteUrl: "https://www.condosites.sg" }), ConflictError, REGISTRATION_MESSAGES.siteUrlReserved, {
      ...options(),
      appDomain: "condosites.sg",
      devHostMarkers: [],
    });
  });

  it.each(["preview.example.sg", "https://app.staging.example.sg/", "203.0.113.5"])(
    "a site URL that would be a development host (%s), with a clear message next to the field",
    async (siteUrl) => {
      const input = { ...signUp(), siteUrl: normaliseHost(siteUrl) };
      await expectRefused(input, InvalidError, AUTH_MESSAGES.siteUrlDevelopmentHost);
      expect(registrationErrorField(AUTH_MESSAGES.siteUrlDevelopmentHost)).toBe("siteUrl");
    },
  );

  it("a name that merely contains a marker is a real domain and is accepted", async () => {
    const input = signUp({ siteUrl: "previewhomes.sg" });
    await registerRealtor(services.db, options(), input);
    expect((await accountRows(input.email)).realtor?.agentSiteUrl).toBe("previewhomes.sg");
  });

  it("a CEA number already registered", async () => {
    const [leader] = await services.db.select({ cea: realtors.ceaNumber }).from(realtors).where(eq(realtors.email, "leader@demo.sg"));
    await expectRefused(signUp({ ceaNumber: leader.cea!.toLowerCase() }), ConflictError, REGISTRATION_MESSAGES.ceaTaken);
  });

  it("an unknown agency", async () => {
    await expectRefused(signUp({ agencyId: "00000000-0000-4000-8000-000000000000" }), InvalidError, "Please select an agency");
  });

  it("a leader of another agency, or one who is not active", async () => {
    await expectRefused(signUp({ agencyId: meridian, leaderId: rachel }), InvalidError, "Please select a team leader");
    const [agent] = await services.db.select({ id: realtors.id }).from(realtors).where(eq(realtors.email, "agent@demo.sg"));
    await expectRefused(signUp({ leaderId: agent.id }), InvalidError, "Please select a team leader");
  });

  it("two sign-ups for one site URL at once: one wins, the other leaves no half-created account", async () => {
    const first = signUp({ siteUrl: "race.example.sg" });
    const second = signUp({ siteUrl: "race.example.sg" });
    const results = await Promise.allSettled([registerRealtor(services.db, options(), first), registerRealtor(services.db, options(), second)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failure = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failure.reason).toEqual(new ConflictError(REGISTRATION_MESSAGES.siteUrlTaken));
    const loser = results[0].status === "rejected" ? first : second;
    expect(await accountRows(loser.email)).toEqual({ profile: null, credential: null, realtor: null, permissions: [] });
  });
});

describe("sign-ups are limited per visitor, and touch no cache (issue 9 item 8)", () => {
  it("the eleventh sign-up from one address within an hour is refused with when to retry, writing nothing; another address still signs up", async () => {
    const office = options("192.0.2.77");
    for (let i = 0; i < 10; i++) await registerRealtor(services.db, office, signUp());
    const refused = signUp();
    const attempt = registerRealtor(services.db, office, refused);
    await expect(attempt).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(attempt).rejects.toThrow(/^Too many registrations from your network\. Please try again in (60|59) minutes\.$/);
    const error = (await attempt.catch((e: unknown) => e)) as TooManyAttemptsError;
    expect(error.retryAfterSeconds).toBeGreaterThan(59 * 60 - 5);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    expect(await accountRows(refused.email)).toEqual({ profile: null, credential: null, realtor: null, permissions: [] });
    expect(registrationErrorField(error.message)).toBeNull();
    await registerRealtor(services.db, options("192.0.2.78"), refused);
    expect((await accountRows(refused.email)).realtor?.status).toBe("pending");
  });

  it("a sign-up, accepted or refused, leaves every cached site as it was", async () => {
    const tenancy = { appDomain: "localhost", devHostMarkers: ["preview", "staging"] };
    const siteCache = sharedCache("site-context", 60_000);
    await resolveSite(services.db, "leader.localhost", tenancy);
    expect(siteCache.get("leader.localhost")).toBeDefined();
    await registerRealtor(services.db, options(), signUp());
    await expect(registerRealtor(services.db, options(), signUp({ email: "Leader@Demo.SG" }))).rejects.toBeInstanceOf(ConflictError);
    expect(siteCache.get("leader.localhost")).toBeDefined();
  });
});

describe("the form's lists", () => {
  it("agencies are sorted by name", async () => {
    const names = (await listSignUpAgencies(services.db)).map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain("Harbourline Realty");
  });

  it("the team-leader list holds the active leaders of the chosen agency only", async () => {
    expect((await listAgencyLeaders(services.db, harbourline)).map((l) => l.fullName)).toEqual(["Rachel Tan"]);
    expect((await listAgencyLeaders(services.db, meridian)).map((l) => l.fullName)).toEqual(["Siti Rahman"]);
    expect(await listAgencyLeaders(services.db, "not-a-uuid")).toEqual([]);
  });
});
