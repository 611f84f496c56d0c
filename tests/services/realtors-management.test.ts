import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realtors, sitePermissions, userProfiles } from "#server/db/schema";
import { completePasswordReset } from "#server/services/accounts/password-reset";
import { signInOnSite } from "#server/services/accounts/site-sign-in";
import type { Actor } from "#server/services/actor";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import { addRealtor } from "#server/services/realtors/add-realtor";
import { listRealtorFormOptions, listRealtors, realtorStats } from "#server/services/realtors/list-realtors";
import { updateRealtor } from "#server/services/realtors/update-realtor";
import { clearLocalCaches } from "#server/memory-cache";
import { resolveSite } from "#server/tenancy";
import type { Role } from "~/domain/permissions";
import { REALTOR_ADMIN_MESSAGES, REALTOR_MESSAGES } from "~/domain/schemas/realtor";
import { domainBadge } from "~/domain/schemas/site-permission";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { browserPost } from "./accounts-fixtures";
import { demoActors, ghostActor } from "./admin-fixtures";
import { agencyIdNamed, auditOf, editOf, linkIn, mailsTo, newRealtor, permissionsOf, realtorByEmail, realtorDeps } from "./realtor-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let harbourline: string;
let meridian: string;
const tenancy = { appDomain: "localhost", devHostMarkers: ["preview", "staging"] };

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  harbourline = await agencyIdNamed(services, "Harbourline Realty");
  meridian = await agencyIdNamed(services, "Meridian Property Group");
});
afterAll(() => services.close());

const deps = () => realtorDeps(services);
const allLeaders = { kind: "leader", tab: "all", q: "", page: 1 } as const;
const allAgents = { kind: "agent", tab: "all", q: "", page: 1 } as const;

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error,
  );
}


describe("who may read and change realtors (part 2 §6, the matrix's userManagement)", () => {
  it.each(["leader", "agent"] as const)("a %s can neither read, add nor edit realtors, and nothing is written", async (role) => {
    const actor = actors[role];
    const marcus = await realtorByEmail(services, "agent@demo.sg");
    const input = newRealtor(harbourline);
    await expect(realtorStats(services, actor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listRealtors(services, actor, allAgents)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listRealtorFormOptions(services, actor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(addRealtor(deps(), actor, input)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateRealtor(deps(), actor, editOf(marcus, { fullName: "Hijacked" }))).rejects.toBeInstanceOf(ForbiddenError);
    expect(await realtorByEmail(services, input.email)).toBeUndefined();
    expect((await realtorByEmail(services, "agent@demo.sg")).fullName).toBe("Marcus Lim");
  });

  it("master, admin1ic and admin2ic read the counts and both lists", async () => {
    for (const role of ["master", "admin1ic", "admin2ic"] as const) {
      const stats = await realtorStats(services, actors[role]);
      expect(stats.tabs.all).toBe(stats.tabs.active + stats.tabs.pending + stats.tabs.suspended);
      const leaders = await listRealtors(services, actors[role], allLeaders);
      const agents = await listRealtors(services, actors[role], allAgents);
      expect(leaders.total + agents.total).toBe(stats.tabs.all);
    }
  });
});

describe("the lists and their counts (part 2 §2.3, §7)", () => {
  it("counts active leaders and agents and each status tab as the database holds them", async () => {
    const stats = await realtorStats(services, actors.master);
    const n = (where: Parameters<typeof services.db.$count>[1]) => services.db.$count(realtors, where);
    expect(stats.activeLeaders).toBe(await n(and(eq(realtors.status, "active"), eq(realtors.isLeader, true))));
    expect(stats.activeAgents).toBe(await n(and(eq(realtors.status, "active"), eq(realtors.isLeader, false))));
    expect(stats.tabs.pending).toBe(await n(eq(realtors.status, "pending")));
    expect(stats.tabs.suspended).toBe(await n(eq(realtors.status, "suspended")));
    expect(stats.activeLeaders).toBeGreaterThanOrEqual(2);
  });

  it("leaders and agents are separate lists; an agent shows its leader, a leader its active team", async () => {
    const leaders = await listRealtors(services, actors.admin1ic, allLeaders);
    expect(leaders.rows.every((row) => row.isLeader)).toBe(true);
    const rachel = leaders.rows.find((row) => row.email === "leader@demo.sg")!;
    expect(rachel.reportsTo).toBeNull();
    // Marcus is active under Rachel; Arjun reports to her too but is still pending.
    expect(rachel.activeAgents).toBe(1);
    expect(rachel.agency.name).toBe("Harbourline Realty");

    const agents = await listRealtors(services, actors.admin1ic, allAgents);
    expect(agents.rows.every((row) => !row.isLeader)).toBe(true);
    const marcus = agents.rows.find((row) => row.email === "agent@demo.sg")!;
    expect(marcus.reportsTo).toMatchObject({ fullName: "Rachel Tan", email: "leader@demo.sg" });
    expect(domainBadge(marcus.permission !== null, marcus.permission?.isActive ?? false)).toBe("Domain Active");
  });

  it("the status tab and the search (name, email, CEA number, site, agency) filter in SQL", async () => {
    const pending = await listRealtors(services, actors.master, { ...allAgents, tab: "pending" });
    expect(pending.rows.map((row) => row.email)).toContain("arjun@demo.sg");
    expect(pending.rows.every((row) => row.status === "pending")).toBe(true);

    expect((await listRealtors(services, actors.master, { ...allAgents, q: "r517306" })).rows.map((row) => row.email)).toEqual(["agent@demo.sg"]);
    expect((await listRealtors(services, actors.master, { ...allAgents, q: "weijie.local" })).rows.map((row) => row.email)).toEqual(["weijie@demo.sg"]);
    const meridianAgents = await listRealtors(services, actors.master, { ...allAgents, q: "Meridian" });
    expect(meridianAgents.rows.length).toBeGreaterThan(0);
    expect(meridianAgents.rows.every((row) => row.agency.name === "Meridian Property Group")).toBe(true);
    expect(meridianAgents.total).toBe(meridianAgents.rows.length);
    expect((await listRealtors(services, actors.master, { ...allAgents, q: "%" })).total).toBe(0);
  });

  it("a page past the end is empty but keeps the total", async () => {
    const page = await listRealtors(services, actors.master, { ...allAgents, page: 99 });
    expect(page.rows).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });

  it("the form options are every agency by name and the active leaders with their agency", async () => {
    const options = await listRealtorFormOptions(services, actors.admin2ic);
    const names = options.agencies.map((agency) => agency.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(options.leaders.map((leader) => leader.email).sort()).toEqual(["leader@demo.sg", "siti@demo.sg"]);
    expect(options.leaders.find((leader) => leader.email === "leader@demo.sg")).toMatchObject({ agencyId: harbourline, agencyName: "Harbourline Realty" });
  });
});

describe("adding a realtor (part 2 §2.3, §5, §7 create-user)", () => {
  it("master adds an agent: account, active realtor approved by master, active site permission, audit row and an invite", async () => {
    const rachel = await realtorByEmail(services, "leader@demo.sg");
    const input = newRealtor(harbourline, { reportsToId: rachel.id, email: "New.Agent@Example.SG" });
    const added = await addRealtor(deps(), actors.master, input);
    expect(added).toMatchObject({ status: "active", invited: true });

    const realtor = await realtorByEmail(services, "new.agent@example.sg");
    expect(realtor).toMatchObject({
      id: added.realtorId,
      userId: added.userId,
      status: "active",
      isLeader: false,
      reportsToId: rachel.id,
      approvedBy: actors.master.id,
      ceaNumber: input.ceaNumber,
      agentSiteUrl: input.agentSiteUrl,
      yearsExperience: 4,
    });
    const [profile] = await services.db.select().from(userProfiles).where(eq(userProfiles.id, added.userId));
    expect(profile).toMatchObject({ role: "agent", email: "new.agent@example.sg", fullName: input.fullName, phoneNumber: "+65 9123 4567" });
    expect(await permissionsOf(services, added.userId)).toMatchObject([{ siteUrl: input.agentSiteUrl, siteType: "agent", isActive: true, allowIndexing: false }]);
    const [audit] = await auditOf(services, added.realtorId);
    expect(audit).toMatchObject({ actionType: "created", newStatus: "active", userId: actors.master.id, performedByEmail: "master@demo.sg" });
    expect(audit.additionalDetails).toMatchObject({ realtorName: input.fullName, approvedAtCreation: true });

    const [mail] = await mailsTo(services, "new.agent@example.sg");
    expect(mail.subject).toBe("You're invited to Condo Sites");
    const link = linkIn(mail.textBody);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/new-password`);
    expect(link.searchParams.get("type")).toBe("invite");
    expect(link.searchParams.get("site")).toBe(input.agentSiteUrl);
  });

  it("the invite sets the first password, and the new agent then signs in on their own domain", async () => {
    const input = newRealtor(harbourline);
    await addRealtor(deps(), actors.admin1ic, input);
    const site = { host: input.agentSiteUrl };
    const before = signInOnSite(browserPost(services, { origin: `http://${input.agentSiteUrl}:3000` }), site, {
      email: input.email,
      password: "First#Password1",
    });
    await expect(before).rejects.toMatchObject({ code: "unauthenticated" });

    const [mail] = await mailsTo(services, input.email);
    const token = linkIn(mail.textBody).searchParams.get("token")!;
    await expect(completePasswordReset(services.auth, { token, newPassword: "First#Password1" })).resolves.toBeUndefined();
    const after = await signInOnSite(browserPost(services, { origin: `http://${input.agentSiteUrl}:3000` }), site, {
      email: input.email,
      password: "First#Password1",
    });
    expect(after).toMatchObject({ role: "agent" });
  });

  it("admin1ic adds a leader: active at once and reporting to itself", async () => {
    const input = newRealtor(meridian, { isLeader: true });
    const added = await addRealtor(deps(), actors.admin1ic, input);
    expect(await realtorByEmail(services, input.email)).toMatchObject({ isLeader: true, status: "active", reportsToId: added.realtorId, approvedBy: actors.admin1ic.id });
    const [profile] = await services.db.select({ role: userProfiles.role }).from(userProfiles).where(eq(userProfiles.id, added.userId));
    expect(profile.role).toBe("leader");
    expect((await permissionsOf(services, added.userId))[0].siteType).toBe("leader");
  });

  it("admin2ic, who may not approve realtors, adds one that waits for approval with an inactive site permission", async () => {
    const input = newRealtor(meridian, { isLeader: true });
    const added = await addRealtor(deps(), actors.admin2ic, input);
    expect(added.status).toBe("pending");
    expect(await realtorByEmail(services, input.email)).toMatchObject({ status: "pending", approvedBy: null, approvedAt: null, reportsToId: null });
    expect((await permissionsOf(services, added.userId))[0].isActive).toBe(false);
    expect(await mailsTo(services, input.email)).toHaveLength(1);
  });

  it("an approver's realtor of an agency still waiting for approval waits too", async () => {
    const straits = await agencyIdNamed(services, "Straits Home Advisory");
    const input = newRealtor(straits, { isLeader: true });
    const added = await addRealtor(deps(), actors.master, input);
    expect(added.status).toBe("pending");
    expect(await realtorByEmail(services, input.email)).toMatchObject({ status: "pending", approvedBy: null });
  });

  it("a failed invite mail keeps the realtor and says so", async () => {
    const input = newRealtor(harbourline);
    const broken = realtorDeps(services, {
      mailer: {
        send: async () => {
          throw new Error("SMTP unreachable");
        },
      },
    });
    const added = await addRealtor(broken, actors.master, input);
    expect(added.invited).toBe(false);
    expect((await realtorByEmail(services, input.email)).status).toBe("active");
  });

  it("an agent reports to an active leader of its own agency; anyone else is refused on the reports-to field", async () => {
    const siti = await realtorByEmail(services, "siti@demo.sg");
    const marcus = await realtorByEmail(services, "agent@demo.sg");
    for (const reportsToId of [siti.id, marcus.id, "not-a-uuid"]) {
      const input = newRealtor(harbourline, { reportsToId });
      const failure = await failureOf(addRealtor(deps(), actors.master, input));
      expect(failure).toBeInstanceOf(InvalidError);
      expect(failure).toMatchObject({ field: "reportsToId", message: REALTOR_ADMIN_MESSAGES.reportsToInvalid });
      expect(await realtorByEmail(services, input.email)).toBeUndefined();
    }
  });

  it("an unknown agency gets the server's 'Agency ID is required'", async () => {
    const failure = await failureOf(addRealtor(deps(), actors.master, newRealtor("7b7c5a0e-0000-4000-8000-000000000001")));
    expect(failure).toMatchObject({ field: "agencyId", message: REALTOR_MESSAGES.agencyIdRequired });
  });

  it("a taken email, CEA number or site, or the main domain, is a conflict on its field and writes nothing", async () => {
    const marcus = await realtorByEmail(services, "agent@demo.sg");
    const cases = [
      { change: { email: "AGENT@demo.sg" }, field: "email", message: REALTOR_ADMIN_MESSAGES.emailTaken },
      { change: { ceaNumber: marcus.ceaNumber! }, field: "ceaNumber", message: REALTOR_ADMIN_MESSAGES.ceaTaken },
      { change: { agentSiteUrl: "agent.localhost" }, field: "agentSiteUrl", message: REALTOR_ADMIN_MESSAGES.siteUrlTaken },
      { change: { agentSiteUrl: "localhost" }, field: "agentSiteUrl", message: REALTOR_ADMIN_MESSAGES.siteUrlReserved },
    ];
    const profilesBefore = await services.db.$count(userProfiles);
    for (const { change, field, message } of cases) {
      const failure = await failureOf(addRealtor(deps(), actors.master, newRealtor(harbourline, change)));
      expect(failure).toBeInstanceOf(ConflictError);
      expect(failure).toMatchObject({ field, message });
    }
    expect(await services.db.$count(userProfiles)).toBe(profilesBefore);
  });

  it("a site the tenancy would serve as a development site is refused on its field, when added and when edited (decision record 084)", async () => {
    const profilesBefore = await services.db.$count(userProfiles);
    for (const agentSiteUrl of ["preview.harbourline.sg", "pr-7.staging.harbourline.sg"]) {
      const failure = await failureOf(addRealtor(deps(), actors.master, newRealtor(harbourline, { agentSiteUrl })));
      expect(failure).toBeInstanceOf(InvalidError);
      expect(failure).toMatchObject({ field: "agentSiteUrl", message: REALTOR_ADMIN_MESSAGES.siteUrlDevelopmentHost });
    }
    expect(await services.db.$count(userProfiles)).toBe(profilesBefore);
    const marcus = await realtorByEmail(services, "agent@demo.sg");
    const failure = await failureOf(updateRealtor(deps(), actors.admin1ic, editOf(marcus, { agentSiteUrl: "preview.marcus-lim.sg" })));
    expect(failure).toMatchObject({ field: "agentSiteUrl", message: REALTOR_ADMIN_MESSAGES.siteUrlDevelopmentHost });
    expect((await realtorByEmail(services, "agent@demo.sg")).agentSiteUrl).toBe(marcus.agentSiteUrl);
    // A marker inside a label is no development host: such a domain is the realtor's own.
    const own = await addRealtor(deps(), actors.master, newRealtor(harbourline, { agentSiteUrl: "previewhomes.sg" }));
    expect(own.status).toBe("active");
  });

  it("a site held only by another account's site permission is taken too", async () => {
    const rachel = await realtorByEmail(services, "leader@demo.sg");
    await services.db.insert(sitePermissions).values({ siteUrl: "rachel-extra.localhost", siteType: "leader", ownerId: rachel.userId });
    const input = newRealtor(harbourline, { agentSiteUrl: "rachel-extra.localhost" });
    expect(await failureOf(addRealtor(deps(), actors.master, input))).toMatchObject({ field: "agentSiteUrl", message: REALTOR_ADMIN_MESSAGES.siteUrlTaken });
    expect(await realtorByEmail(services, input.email)).toBeUndefined();
  });

  it("a failure half way (the audit row cannot be written) leaves no account, realtor or permission", async () => {
    const input = newRealtor(harbourline);
    await expect(addRealtor(deps(), ghostActor("master"), input)).rejects.toThrow();
    expect(await services.db.select().from(userProfiles).where(eq(userProfiles.email, input.email))).toEqual([]);
    expect(await realtorByEmail(services, input.email)).toBeUndefined();
    expect(await services.db.select().from(sitePermissions).where(eq(sitePermissions.siteUrl, input.agentSiteUrl))).toEqual([]);
    expect(await mailsTo(services, input.email)).toEqual([]);
  });
});

describe("editing a realtor (part 2 §2.3 edit dialog)", () => {
  it("admin2ic edits the name, phone and experience; the account follows and the audit row has before and after", async () => {
    const added = await addRealtor(deps(), actors.master, newRealtor(harbourline));
    const [row] = await services.db.select().from(realtors).where(eq(realtors.id, added.realtorId));
    const result = await updateRealtor(deps(), actors.admin2ic, editOf(row, { fullName: "Renamed Realtor", phoneNumber: "+65 8000 0000", yearsExperience: 12 }));
    expect(result).toEqual({ fullName: "Renamed Realtor", newSiteUrl: null, oldEmailNotice: null });
    expect(await realtorByEmail(services, row.email)).toMatchObject({ fullName: "Renamed Realtor", phoneNumber: "+65 8000 0000", yearsExperience: 12 });
    const [profile] = await services.db.select().from(userProfiles).where(eq(userProfiles.id, row.userId));
    expect(profile).toMatchObject({ fullName: "Renamed Realtor", phoneNumber: "+65 8000 0000" });
    const updated = (await auditOf(services, row.id)).find((entry) => entry.actionType === "updated");
    expect(updated?.additionalDetails).toMatchObject({
      changes: { fullName: { from: row.fullName, to: "Renamed Realtor" }, yearsExperience: { from: 4, to: 12 } },
    });
    expect(Object.keys((updated?.additionalDetails as { changes: object }).changes)).not.toContain("email");
  });

  it("a new website URL renames the matching site permission in the same transaction, and the new host is the site", async () => {
    const input = newRealtor(harbourline);
    const added = await addRealtor(deps(), actors.master, input);
    const [row] = await services.db.select().from(realtors).where(eq(realtors.id, added.realtorId));
    clearLocalCaches();
    expect((await resolveSite(services.db, input.agentSiteUrl, tenancy)).realtorId).toBe(row.id);

    const result = await updateRealtor(deps(), actors.admin1ic, editOf(row, { agentSiteUrl: "renamed-site.localhost" }));
    expect(result.newSiteUrl).toBe("renamed-site.localhost");
    expect(await permissionsOf(services, row.userId)).toMatchObject([{ siteUrl: "renamed-site.localhost", isActive: true }]);
    expect((await resolveSite(services.db, "renamed-site.localhost", tenancy)).realtorId).toBe(row.id);
    expect((await resolveSite(services.db, input.agentSiteUrl, tenancy)).kind).toBe("fallback");
  });

  it("a new email is the account's sign-in email too; a taken one is refused on the email field", async () => {
    const added = await addRealtor(deps(), actors.master, newRealtor(harbourline));
    const [row] = await services.db.select().from(realtors).where(eq(realtors.id, added.realtorId));
    await updateRealtor(deps(), actors.master, editOf(row, { email: "Moved.Address@Example.SG" }));
    const [profile] = await services.db.select({ email: userProfiles.email }).from(userProfiles).where(eq(userProfiles.id, row.userId));
    expect(profile.email).toBe("moved.address@example.sg");

    const [moved] = await services.db.select().from(realtors).where(eq(realtors.id, row.id));
    const failure = await failureOf(updateRealtor(deps(), actors.master, editOf(moved, { email: "leader@demo.sg", fullName: "Not Saved" })));
    expect(failure).toMatchObject({ field: "email", message: REALTOR_ADMIN_MESSAGES.emailTaken });
    expect((await realtorByEmail(services, "moved.address@example.sg")).fullName).toBe(row.fullName);
  });

  it("a taken site URL is refused and neither the realtor nor its permission changes", async () => {
    const marcus = await realtorByEmail(services, "agent@demo.sg");
    const failure = await failureOf(updateRealtor(deps(), actors.master, editOf(marcus, { agentSiteUrl: "leader.localhost" })));
    expect(failure).toMatchObject({ field: "agentSiteUrl", message: REALTOR_ADMIN_MESSAGES.siteUrlTaken });
    expect((await realtorByEmail(services, "agent@demo.sg")).agentSiteUrl).toBe("agent.localhost");
    expect((await permissionsOf(services, marcus.userId)).map((p) => p.siteUrl)).toEqual(["agent.localhost"]);
  });

  it("an agent moved to another agency must take a leader of that agency", async () => {
    const marcus = await realtorByEmail(services, "agent@demo.sg");
    const siti = await realtorByEmail(services, "siti@demo.sg");
    const failure = await failureOf(updateRealtor(deps(), actors.master, editOf(marcus, { agencyId: meridian })));
    expect(failure).toMatchObject({ field: "reportsToId", message: REALTOR_ADMIN_MESSAGES.reportsToInvalid });
    const added = await addRealtor(deps(), actors.master, newRealtor(harbourline));
    const [row] = await services.db.select().from(realtors).where(eq(realtors.id, added.realtorId));
    await updateRealtor(deps(), actors.master, editOf(row, { agencyId: meridian, reportsToId: siti.id }));
    expect(await realtorByEmail(services, row.email)).toMatchObject({ agencyId: meridian, reportsToId: siti.id });
  });

  it("a leader keeps reporting to itself whatever the form sends, and cannot change agency while agents report to it", async () => {
    const rachel = await realtorByEmail(services, "leader@demo.sg");
    const siti = await realtorByEmail(services, "siti@demo.sg");
    await updateRealtor(deps(), actors.master, editOf(rachel, { reportsToId: siti.id, yearsExperience: 15 }));
    expect(await realtorByEmail(services, "leader@demo.sg")).toMatchObject({ reportsToId: rachel.id, yearsExperience: 15 });
    const failure = await failureOf(updateRealtor(deps(), actors.master, editOf(rachel, { agencyId: meridian })));
    expect(failure).toMatchObject({ field: "agencyId", message: REALTOR_ADMIN_MESSAGES.leaderMoveBlocked });
  });

  it("saving without a change writes no audit row; an unknown realtor is not found", async () => {
    const weijie = await realtorByEmail(services, "weijie@demo.sg");
    const before = (await auditOf(services, weijie.id)).length;
    await updateRealtor(deps(), actors.master, editOf(weijie));
    expect(await auditOf(services, weijie.id)).toHaveLength(before);
    await expect(updateRealtor(deps(), actors.master, editOf(weijie, { id: "7b7c5a0e-0000-4000-8000-000000000001" }))).rejects.toBeInstanceOf(NotFoundError);
  });
});
