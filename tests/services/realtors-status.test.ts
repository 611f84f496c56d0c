import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { adminAuditLog, projectAssignments, projects, realtorAuditLog, realtors, sessions, sitePermissions, siteVisitDailyCounts, siteVisitDailySites, siteVisitDayVisitors, siteVisitEvents, userProfiles } from "#server/db/schema";
import { clearLocalCaches } from "#server/memory-cache";
import { DOMAIN_MESSAGES } from "#server/services/accounts/allowed-domains";
import { signInOnSite } from "#server/services/accounts/site-sign-in";
import type { Actor } from "#server/services/actor";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, UnavailableError } from "#server/services/errors";
import { rejectRealtor } from "#server/services/realtor-approvals";
import { addRealtor } from "#server/services/realtors/add-realtor";
import { bulkReassignRealtors, bulkUnsuspendRealtors } from "#server/services/realtors/bulk-realtors";
import { checkRealtorDeletion, deleteRealtorPermanently } from "#server/services/realtors/delete-realtor";
import { fixRealtorDomain, reactivateRealtorDomain } from "#server/services/realtors/realtor-domains";
import { softDeleteRealtor, suspendRealtor, unsuspendRealtor } from "#server/services/realtors/suspend-realtor";
import { resolveSite } from "#server/tenancy";
import type { Role } from "~/domain/permissions";
import { REALTOR_ADMIN_MESSAGES, type RealtorData } from "~/domain/schemas/realtor";
import { createTestServices, type TestServices } from "../support/test-services";
import { browserPost, DEMO_PASSWORD, sessionCountOf } from "./accounts-fixtures";
import { demoActors, ghostActor } from "./admin-fixtures";
import { agencyIdNamed, auditOf, newRealtor, permissionsOf, realtorByEmail, realtorDeps } from "./realtor-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let harbourline: string;
let meridian: string;
const tenancy = { appDomain: "localhost", devHostMarkers: ["preview", "staging"] };
const UNKNOWN_ID = "7b7c5a0e-0000-4000-8000-000000000001";

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  harbourline = await agencyIdNamed(services, "Harbourline Realty");
  meridian = await agencyIdNamed(services, "Meridian Property Group");
});
afterAll(() => services.close());

/** A fresh active realtor added by master, with a password so it can sign in. */
async function activeRealtor(overrides: Partial<RealtorData> = {}, agencyId = harbourline) {
  const input = newRealtor(agencyId, overrides);
  const added = await addRealtor(realtorDeps(services), actors.master, input);
  const context = await services.auth.$context;
  await context.internalAdapter.createAccount({
    userId: added.userId,
    providerId: "credential",
    accountId: added.userId,
    password: await context.password.hash(DEMO_PASSWORD),
  });
  return { ...input, ...added };
}

async function statusOf(id: string) {
  const [row] = await services.db.select({ status: realtors.status, reportsToId: realtors.reportsToId }).from(realtors).where(eq(realtors.id, id));
  return row;
}

function signInOnOwnSite(realtor: { email: string; agentSiteUrl: string }) {
  return signInOnSite(browserPost(services, { origin: `http://${realtor.agentSiteUrl}:3000` }),
    { host: realtor.agentSiteUrl },
    { email: realtor.email, password: DEMO_PASSWORD },
  );
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error,
  );
}

describe("who may suspend, delete and bulk-edit (the matrix: realtorSuspension, realtorDeletion, userManagement)", () => {
  it.each(["leader", "agent"] as const)("a %s is refused every action and nothing changes", async (role) => {
    const target = await activeRealtor();
    const actor = actors[role];
    const id = { id: target.realtorId };
    const rachel = await realtorByEmail(services, "leader@demo.sg");
    for (const attempt of [
      suspendRealtor(services, actor, id),
      softDeleteRealtor(services, actor, id),
      unsuspendRealtor(services, actor, id),
      deleteRealtorPermanently(services, actor, id),
      checkRealtorDeletion(services, actor, id),
      bulkUnsuspendRealtors(services, actor, { realtorIds: [target.realtorId] }),
      bulkReassignRealtors(services, actor, { realtorIds: [target.realtorId], newLeaderId: rachel.id }),
      fixRealtorDomain(services, actor, id),
      reactivateRealtorDomain(services, actor, id),
    ]) {
      expect(await failureOf(attempt)).toBeInstanceOf(ForbiddenError);
    }
    expect((await statusOf(target.realtorId)).status).toBe("active");
  });

  it("admin2ic suspends and unsuspends but may not delete permanently, with the spec's words", async () => {
    const target = await activeRealtor();
    await suspendRealtor(services, actors.admin2ic, { id: target.realtorId });
    await unsuspendRealtor(services, actors.admin2ic, { id: target.realtorId });
    expect((await statusOf(target.realtorId)).status).toBe("active");
    for (const attempt of [
      deleteRealtorPermanently(services, actors.admin2ic, { id: target.realtorId }),
      checkRealtorDeletion(services, actors.admin2ic, { id: target.realtorId }),
    ]) {
      const failure = await failureOf(attempt);
      expect(failure).toBeInstanceOf(ForbiddenError);
      expect((failure as Error).message).toBe("Permission denied: You do not have sufficient privileges to delete this user");
    }
    expect(await realtorByEmail(services, target.email)).toBeDefined();
  });
});

describe("suspending (part 2 §4: active → suspended, confirm dialog)", () => {
  it("ends the realtor's sessions at once, refuses their next sign-in and takes their site offline", async () => {
    const target = await activeRealtor();
    expect(await signInOnOwnSite(target)).toHaveProperty("setCookies");
    expect(await sessionCountOf(services, target.email)).toBe(1);
    clearLocalCaches();
    expect((await resolveSite(services.db, target.agentSiteUrl, tenancy)).realtorId).toBe(target.realtorId);

    await suspendRealtor(services, actors.admin1ic, { id: target.realtorId, reason: "Licence lapsed" });
    expect((await statusOf(target.realtorId)).status).toBe("suspended");
    expect(await sessionCountOf(services, target.email)).toBe(0);
    // The cached site context was dropped: the host no longer resolves to the realtor.
    expect((await resolveSite(services.db, target.agentSiteUrl, tenancy)).realtorId).toBeFalsy();
    await expect(signInOnOwnSite(target)).rejects.toMatchObject({ code: "forbidden", message: DOMAIN_MESSAGES.notApproved });
    expect(await sessionCountOf(services, target.email)).toBe(0);

    const suspended = (await auditOf(services, target.realtorId)).find((entry) => entry.actionType === "suspended");
    expect(suspended).toMatchObject({ previousStatus: "active", newStatus: "suspended", reason: "Licence lapsed", userId: actors.admin1ic.id });
    expect(suspended?.additionalDetails).toMatchObject({ sessionsEnded: 1 });
  });

  it("unsuspending makes the realtor active again: sign-in accepted and the site back", async () => {
    const target = await activeRealtor();
    await suspendRealtor(services, actors.master, { id: target.realtorId });
    await unsuspendRealtor(services, actors.master, { id: target.realtorId });
    expect((await statusOf(target.realtorId)).status).toBe("active");
    expect(await signInOnOwnSite(target)).toHaveProperty("setCookies");
    expect((await resolveSite(services.db, target.agentSiteUrl, tenancy)).realtorId).toBe(target.realtorId);
    expect((await auditOf(services, target.realtorId)).map((entry) => entry.actionType)).toEqual(["created", "suspended", "reactivated"]);
  });

  it("only an active realtor is suspended, only a suspended one unsuspended; a pending one is left to approval", async () => {
    const arjun = await realtorByEmail(services, "arjun@demo.sg");
    expect(await failureOf(suspendRealtor(services, actors.master, { id: arjun.id }))).toMatchObject({ message: REALTOR_ADMIN_MESSAGES.notActive });
    expect(await failureOf(unsuspendRealtor(services, actors.master, { id: arjun.id }))).toBeInstanceOf(InvalidError);
    expect((await statusOf(arjun.id)).status).toBe("pending");
    await expect(suspendRealtor(services, actors.master, { id: UNKNOWN_ID })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("a leader unsuspended without a reports-to gets itself (part 2 §4)", async () => {
    const leader = await activeRealtor({ isLeader: true });
    await suspendRealtor(services, actors.master, { id: leader.realtorId });
    await services.db.update(realtors).set({ reportsToId: null }).where(eq(realtors.id, leader.realtorId));
    await unsuspendRealtor(services, actors.master, { id: leader.realtorId });
    expect(await statusOf(leader.realtorId)).toEqual({ status: "active", reportsToId: leader.realtorId });
  });

  it("a rejected registration was never approved: admin2ic cannot make it active, single or in bulk; an approver can", async () => {
    const input = newRealtor(harbourline);
    const added = await addRealtor(realtorDeps(services), actors.admin2ic, input);
    await rejectRealtor(realtorDeps(services), actors.admin1ic, { id: added.realtorId, reason: "CEA number not found" });
    expect((await statusOf(added.realtorId)).status).toBe("suspended");

    const failure = await failureOf(unsuspendRealtor(services, actors.admin2ic, { id: added.realtorId }));
    expect(failure).toBeInstanceOf(ForbiddenError);
    expect((failure as Error).message).toBe(REALTOR_ADMIN_MESSAGES.neverApproved);
    expect(await bulkUnsuspendRealtors(services, actors.admin2ic, { realtorIds: [added.realtorId] })).toEqual({ count: 0 });
    expect((await statusOf(added.realtorId)).status).toBe("suspended");

    await unsuspendRealtor(services, actors.admin1ic, { id: added.realtorId });
    expect(await realtorByEmail(services, input.email)).toMatchObject({ status: "active", approvedBy: actors.admin1ic.id });
    expect((await auditOf(services, added.realtorId)).at(-1)?.additionalDetails).toMatchObject({ approvedNow: true });
  });

  it("a failure half way (the audit row cannot be written) leaves the realtor active and signed in", async () => {
    const target = await activeRealtor();
    await signInOnOwnSite(target);
    await expect(suspendRealtor(services, ghostActor("admin2ic"), { id: target.realtorId })).rejects.toThrow();
    expect((await statusOf(target.realtorId)).status).toBe("active");
    expect(await sessionCountOf(services, target.email)).toBe(1);
  });

  it("the list's Delete is a soft delete: suspended, sessions ended, recorded as a deletion", async () => {
    const target = await activeRealtor();
    await signInOnOwnSite(target);
    await softDeleteRealtor(services, actors.admin2ic, { id: target.realtorId });
    expect((await statusOf(target.realtorId)).status).toBe("suspended");
    expect(await sessionCountOf(services, target.email)).toBe(0);
    const deleted = (await auditOf(services, target.realtorId)).find((entry) => entry.actionType === "deleted");
    expect(deleted).toMatchObject({ previousStatus: "active", newStatus: "suspended" });
    expect(deleted?.additionalDetails).toMatchObject({ mode: "soft" });
  });
});

describe("permanent deletion (part 2 §5, §7 delete-user, §8 'Deletion Failed')", () => {
  it("is refused for a leader while active agents report to it, with the spec's words, and nothing is deleted", async () => {
    const rachel = await realtorByEmail(services, "leader@demo.sg");
    const check = await checkRealtorDeletion(services, actors.admin1ic, { id: rachel.id });
    expect(check.blocked).toBe(true);
    expect(check.reportingAgents.map((agent) => agent.fullName)).toContain("Marcus Lim");
    const failure = await failureOf(deleteRealtorPermanently(services, actors.master, { id: rachel.id }));
    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as Error).message).toBe("Cannot delete leader: Please reassign all reporting agents first");
    expect(await realtorByEmail(services, "leader@demo.sg")).toBeDefined();
  });

  it("a leader whose agents are only pending or suspended can go; their reports-to is cleared", async () => {
    const leader = await activeRealtor({ isLeader: true });
    const agent = await activeRealtor({ reportsToId: leader.realtorId });
    await suspendRealtor(services, actors.master, { id: agent.realtorId });
    expect((await checkRealtorDeletion(services, actors.master, { id: leader.realtorId })).blocked).toBe(false);
    await deleteRealtorPermanently(services, actors.master, { id: leader.realtorId });
    expect(await realtorByEmail(services, leader.email)).toBeUndefined();
    expect((await statusOf(agent.realtorId)).reportsToId).toBeNull();
  });

  it("project assignments only warn; the account, realtor, permission and sessions go; the audit row keeps who it was", async () => {
    const target = await activeRealtor();
    const [project] = await services.db.select({ id: projects.id }).from(projects).limit(1);
    await services.db.insert(projectAssignments).values({ realtorId: target.realtorId, projectId: project.id });
    await signInOnOwnSite(target);

    const check = await checkRealtorDeletion(services, actors.admin1ic, { id: target.realtorId });
    expect(check).toMatchObject({ projectAssignments: 1, blogPosts: 0, reportingAgents: [], blocked: false });
    expect(await deleteRealtorPermanently(services, actors.admin1ic, { id: target.realtorId })).toEqual({ fullName: target.fullName, projectAssignments: 1 });

    expect(await realtorByEmail(services, target.email)).toBeUndefined();
    expect(await services.db.select().from(userProfiles).where(eq(userProfiles.id, target.userId))).toEqual([]);
    expect(await permissionsOf(services, target.userId)).toEqual([]);
    expect(await services.db.select().from(sessions).where(eq(sessions.userId, target.userId))).toEqual([]);
    const [entry] = await services.db
      .select()
      .from(realtorAuditLog)
      .where(and(eq(realtorAuditLog.actionType, "deleted"), sql`${realtorAuditLog.additionalDetails}->>'email' = ${target.email}`));
    expect(entry).toMatchObject({ realtorId: null, userId: actors.admin1ic.id, previousStatus: "active" });
    expect(entry.additionalDetails).toMatchObject({ mode: "permanent", realtorName: target.fullName, projectAssignments: 1 });
  });

  it("the site's analytics go with the realtor: its raw events, daily rows and kept visitor hashes, not another site's", async () => {
    const [target, other] = [await activeRealtor(), await activeRealtor()];
    const day = "2026-11-20";
    for (const site of [target, other]) {
      await services.db.insert(siteVisitEvents).values({ realtorId: site.realtorId, kind: "view", path: "/", visitorHash: "h", source: "direct", device: "mobile", occurredAt: new Date() });
      await services.db.insert(siteVisitDailyCounts).values({ day, site: site.realtorId, kind: "view", dimension: "page", key: "/", events: 3 });
      await services.db.insert(siteVisitDailySites).values({ day, site: site.realtorId, views: 3, visitors: 2 });
      await services.db.insert(siteVisitDayVisitors).values({ day, site: site.realtorId, visitorHash: "h" });
    }
    await deleteRealtorPermanently(services, actors.master, { id: target.realtorId });

    const sitesOf = async () => ({
      events: (await services.db.select({ site: siteVisitEvents.realtorId }).from(siteVisitEvents)).map((row) => row.site),
      daily: (await services.db.select({ site: siteVisitDailyCounts.site }).from(siteVisitDailyCounts)).map((row) => row.site),
      sites: (await services.db.select({ site: siteVisitDailySites.site }).from(siteVisitDailySites)).map((row) => row.site),
      visitors: (await services.db.select({ site: siteVisitDayVisitors.site }).from(siteVisitDayVisitors)).map((row) => row.site),
    });
    const left = await sitesOf();
    for (const sites of Object.values(left)) {
      expect(sites).not.toContain(target.realtorId);
      expect(sites).toContain(other.realtorId);
    }
  });

  it("a row that still needs the realtor gives 'Cannot delete: … active dependencies' and nothing is deleted", async () => {
    const target = await activeRealtor();
    await services.db.execute(sql`create table if not exists test_realtor_dependents (realtor_id uuid references realtors(id))`);
    await services.db.execute(sql`insert into test_realtor_dependents values (${target.realtorId})`);
    const failure = await failureOf(deleteRealtorPermanently(services, actors.master, { id: target.realtorId }));
    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as Error).message).toBe("Cannot delete: This realtor has active dependencies (project assignments, reporting agents, etc.)");
    expect(await realtorByEmail(services, target.email)).toBeDefined();
    await services.db.execute(sql`drop table test_realtor_dependents`);
  });

  it("a dependency check that cannot run blocks the deletion with the spec's words", async () => {
    const target = await activeRealtor();
    // A database without the tables: every query of the check fails.
    const broken = await openDatabase({ dataDir: null });
    try {
      const failure = await failureOf(checkRealtorDeletion({ db: broken.db }, actors.master, { id: target.realtorId }));
      expect(failure).toBeInstanceOf(UnavailableError);
      expect((failure as Error).message).toBe("Validation failed due to system error");
    } finally {
      await broken.close();
    }
    await expect(deleteRealtorPermanently(services, actors.master, { id: UNKNOWN_ID })).rejects.toMatchObject({ message: "Realtor not found" });
  });
});

describe("bulk actions (part 2 §2.3, §5)", () => {
  it("bulk unsuspend activates the suspended realtors among those selected, each audited", async () => {
    const first = await activeRealtor();
    const second = await activeRealtor();
    const untouched = await activeRealtor();
    const arjun = await realtorByEmail(services, "arjun@demo.sg");
    await suspendRealtor(services, actors.master, { id: first.realtorId });
    await suspendRealtor(services, actors.master, { id: second.realtorId });

    const result = await bulkUnsuspendRealtors(services, actors.admin2ic, { realtorIds: [first.realtorId, second.realtorId, untouched.realtorId, arjun.id] });
    expect(result).toEqual({ count: 2 });
    expect((await statusOf(first.realtorId)).status).toBe("active");
    expect((await statusOf(second.realtorId)).status).toBe("active");
    // A pending realtor is not approved by an unsuspend.
    expect((await statusOf(arjun.id)).status).toBe("pending");
    expect((await auditOf(services, untouched.realtorId)).map((entry) => entry.actionType)).toEqual(["created"]);
    expect((await auditOf(services, second.realtorId)).at(-1)).toMatchObject({ actionType: "reactivated", userId: actors.admin2ic.id });
  });

  it("bulk reassign moves only the non-leaders of the new leader's agency and names the leader", async () => {
    const rachel = await realtorByEmail(services, "leader@demo.sg");
    const newLeader = await activeRealtor({ isLeader: true });
    const agents = [await activeRealtor({ reportsToId: rachel.id }), await activeRealtor({ reportsToId: rachel.id })];
    const otherAgency = await activeRealtor({}, meridian);
    const result = await bulkReassignRealtors(services, actors.admin2ic, {
      realtorIds: [...agents.map((agent) => agent.realtorId), rachel.id, otherAgency.realtorId],
      newLeaderId: newLeader.realtorId,
    });
    expect(result).toEqual({ count: 2, leaderName: newLeader.fullName });
    for (const agent of agents) expect((await statusOf(agent.realtorId)).reportsToId).toBe(newLeader.realtorId);
    expect((await statusOf(rachel.id)).reportsToId).toBe(rachel.id);
    expect((await statusOf(otherAgency.realtorId)).reportsToId).toBeNull();
    const moved = (await auditOf(services, agents[0].realtorId)).at(-1);
    expect(moved?.additionalDetails).toMatchObject({ bulk: true, changes: { reportsToId: { from: rachel.id, to: newLeader.realtorId } } });
  });

  it("a leader who is not an active leader is 'Invalid leader selected or leader not found', and nobody moves", async () => {
    const agent = await activeRealtor();
    const suspendedLeader = await activeRealtor({ isLeader: true });
    await suspendRealtor(services, actors.master, { id: suspendedLeader.realtorId });
    for (const newLeaderId of [suspendedLeader.realtorId, agent.realtorId, UNKNOWN_ID, "nonsense"]) {
      const failure = await failureOf(bulkReassignRealtors(services, actors.master, { realtorIds: [agent.realtorId], newLeaderId }));
      expect(failure).toMatchObject({ field: "newLeaderId", message: "Invalid leader selected or leader not found" });
    }
    expect((await statusOf(agent.realtorId)).reportsToId).toBeNull();
  });

  it("a bulk failure half way moves nobody", async () => {
    const rachel = await realtorByEmail(services, "leader@demo.sg");
    const agent = await activeRealtor();
    await expect(bulkReassignRealtors(services, ghostActor("master"), { realtorIds: [agent.realtorId], newLeaderId: rachel.id })).rejects.toThrow();
    expect((await statusOf(agent.realtorId)).reportsToId).toBeNull();
  });
});

describe("domain badges' actions (part 2 §4)", () => {
  it("'Fix Domain' creates the missing permission, active, with an administration audit row", async () => {
    const target = await activeRealtor();
    await services.db.delete(sitePermissions).where(eq(sitePermissions.ownerId, target.userId));
    clearLocalCaches();
    expect(await fixRealtorDomain(services, actors.admin2ic, { id: target.realtorId })).toEqual({ site: target.agentSiteUrl });
    expect(await permissionsOf(services, target.userId)).toMatchObject([{ siteUrl: target.agentSiteUrl, siteType: "agent", isActive: true, allowIndexing: false }]);
    const [audit] = await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityLabel, target.agentSiteUrl));
    expect(audit).toMatchObject({ entityType: "site", action: "created", userId: actors.admin2ic.id });
    expect(await failureOf(fixRealtorDomain(services, actors.master, { id: target.realtorId }))).toMatchObject({ message: REALTOR_ADMIN_MESSAGES.permissionExists });
  });

  it("'Reactivate' turns an inactive permission active, and the realtor may sign in on that host again", async () => {
    const target = await activeRealtor();
    await services.db.update(sitePermissions).set({ isActive: false }).where(eq(sitePermissions.ownerId, target.userId));
    expect(await reactivateRealtorDomain(services, actors.admin1ic, { id: target.realtorId })).toEqual({ site: target.agentSiteUrl });
    const [permission] = await permissionsOf(services, target.userId);
    expect(permission.isActive).toBe(true);
    expect(permission.lastValidated).toBeInstanceOf(Date);
    expect(await signInOnOwnSite(target)).toHaveProperty("setCookies");
  });

  it("reactivating a site with no permission is not found", async () => {
    const target = await activeRealtor();
    await services.db.delete(sitePermissions).where(eq(sitePermissions.ownerId, target.userId));
    expect(await failureOf(reactivateRealtorDomain(services, actors.master, { id: target.realtorId }))).toMatchObject({ message: REALTOR_ADMIN_MESSAGES.permissionMissing });
  });
});
