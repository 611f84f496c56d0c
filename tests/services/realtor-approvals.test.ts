import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencies, outbox, realtorAuditLog, realtors, sitePermissions, userProfiles } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import { approveRealtor, listPendingRealtors, notifyApprovers, rejectRealtor } from "#server/services/realtor-approvals";
import { LIST_PAGE_SIZE, pageCount } from "~/domain/list-query";
import type { Role } from "~/domain/permissions";
import { REALTOR_APPROVAL_MESSAGES } from "~/domain/schemas/approval";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { demoActors, ghostActor } from "./admin-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let deps: TestServices & { config: { appUrl: string } };

beforeAll(async () => {
  services = await createTestServices();
  deps = Object.assign(services, { config: { appUrl: TEST_APP_URL } });
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

async function realtorByEmail(email: string) {
  const [row] = await services.db.select().from(realtors).where(eq(realtors.email, email));
  return row;
}

/** A fresh pending realtor copied from the seed's pending agent, on a host of its own. */
async function pendingRealtor(name: string, options: { isLeader?: boolean; agencyId?: string } = {}) {
  const arjun = await realtorByEmail("arjun@demo.sg");
  const slug = name.toLowerCase().replace(/\s+/g, "-");
  const [user] = await services.db.insert(userProfiles).values({ email: `${slug}@demo.sg`, fullName: name, role: options.isLeader ? "leader" : "agent" }).returning();
  const [row] = await services.db
    .insert(realtors)
    .values({
      userId: user.id,
      agencyId: options.agencyId ?? arjun.agencyId,
      fullName: name,
      email: user.email,
      agentSiteUrl: `${slug}.localhost`,
      realtorSlug: slug,
      isLeader: options.isLeader ?? false,
      reportsToId: options.isLeader ? null : arjun.reportsToId,
      status: "pending",
    })
    .returning();
  await services.db.insert(sitePermissions).values({ siteUrl: row.agentSiteUrl, siteType: options.isLeader ? "leader" : "agent", ownerId: user.id, isActive: false });
  return row;
}

describe("who sees and decides realtor requests", () => {
  it("every administrator sees the pending realtors, arjun@demo.sg among them", async () => {
    for (const role of ["master", "admin1ic", "admin2ic"] as const) {
      const pending = await listPendingRealtors(services, actors[role]);
      expect(pending.rows.map((row) => row.email)).toContain("arjun@demo.sg");
    }
  });

  it.each(["leader", "agent"] as const)("a %s may not see the requests", async (role) => {
    await expect(listPendingRealtors(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
  });

  it.each(["admin2ic", "leader", "agent"] as const)("%s cannot approve or reject, and nothing changes", async (role) => {
    const arjun = await realtorByEmail("arjun@demo.sg");
    await expect(approveRealtor(deps, actors[role], { id: arjun.id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(rejectRealtor(deps, actors[role], { id: arjun.id })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await realtorByEmail("arjun@demo.sg")).status).toBe("pending");
  });
});

describe("approving a realtor", () => {
  it("admin1ic approves arjun: active, approved by and at, site permission active, audited, mailed", async () => {
    const arjun = await realtorByEmail("arjun@demo.sg");
    await approveRealtor(deps, actors.admin1ic, { id: arjun.id, reason: "CEA checked" });
    const after = await realtorByEmail("arjun@demo.sg");
    expect(after).toMatchObject({ status: "active", approvedBy: actors.admin1ic.id });
    expect(after.approvedAt).toBeInstanceOf(Date);
    const [permission] = await services.db.select().from(sitePermissions).where(eq(sitePermissions.siteUrl, "arjun.localhost"));
    expect(permission).toMatchObject({ isActive: true, allowIndexing: false });
    const [audit] = await services.db.select().from(realtorAuditLog).where(and(eq(realtorAuditLog.realtorId, arjun.id), eq(realtorAuditLog.actionType, "approved")));
    expect(audit).toMatchObject({ previousStatus: "pending", newStatus: "active", reason: "CEA checked", userId: actors.admin1ic.id });
    const [mail] = await services.db.select().from(outbox).where(eq(outbox.toAddress, "arjun@demo.sg"));
    expect(mail.subject).toBe("Your account has been approved");
    expect(mail.textBody).toContain("http://arjun.localhost:3000/auth");
  });

  it("an approved realtor is not pending any more: a second approval is not found", async () => {
    const arjun = await realtorByEmail("arjun@demo.sg");
    await expect(approveRealtor(deps, actors.master, { id: arjun.id })).rejects.toMatchObject({ message: REALTOR_APPROVAL_MESSAGES.approveNotFound });
  });

  it("a leader without reports_to points at itself once approved, and a missing permission is created", async () => {
    const leader = await pendingRealtor("Nadia Rahman", { isLeader: true });
    await services.db.delete(sitePermissions).where(eq(sitePermissions.ownerId, leader.userId));
    await approveRealtor(deps, actors.master, { id: leader.id });
    const after = await realtorByEmail(leader.email);
    expect(after.reportsToId).toBe(leader.id);
    const permissions = await services.db.select().from(sitePermissions).where(eq(sitePermissions.ownerId, leader.userId));
    expect(permissions).toEqual([expect.objectContaining({ siteUrl: leader.agentSiteUrl, siteType: "leader", isActive: true })]);
  });

  it("a realtor of an agency that is not approved yet is refused with a clear message", async () => {
    const [straits] = await services.db.select().from(agencies).where(eq(agencies.name, "Straits Home Advisory"));
    const realtor = await pendingRealtor("Owen Lee", { agencyId: straits.id });
    const failure = await approveRealtor(deps, actors.master, { id: realtor.id }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidError);
    expect((failure as Error).message).toBe(REALTOR_APPROVAL_MESSAGES.agencyNotActive("Straits Home Advisory"));
    expect((await realtorByEmail(realtor.email)).status).toBe("pending");
  });

  it("a failure half way (the audit row cannot be written) leaves the realtor pending and the site offline", async () => {
    const realtor = await pendingRealtor("Half Way");
    await expect(approveRealtor(deps, ghostActor("master"), { id: realtor.id })).rejects.toThrow();
    expect((await realtorByEmail(realtor.email)).status).toBe("pending");
    const [permission] = await services.db.select().from(sitePermissions).where(eq(sitePermissions.ownerId, realtor.userId));
    expect(permission.isActive).toBe(false);
  });

  it("an unknown id is not found", async () => {
    await expect(approveRealtor(deps, actors.master, { id: "5f0c2a8e-0000-4000-8000-000000000009" })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("rejecting a realtor", () => {
  it("suspends the registration, records the reason and tells the applicant", async () => {
    const realtor = await pendingRealtor("Rita Goh");
    await rejectRealtor(deps, actors.admin1ic, { id: realtor.id, reason: "CEA number does not match" });
    expect((await realtorByEmail(realtor.email)).status).toBe("suspended");
    const [audit] = await services.db.select().from(realtorAuditLog).where(and(eq(realtorAuditLog.realtorId, realtor.id), eq(realtorAuditLog.actionType, "rejected")));
    expect(audit).toMatchObject({ previousStatus: "pending", newStatus: "suspended", reason: "CEA number does not match" });
    const [mail] = await services.db.select().from(outbox).where(eq(outbox.toAddress, realtor.email));
    expect(mail.subject).toBe("Your registration was not approved");
    expect(mail.textBody).toContain("CEA number does not match");
  });
});

describe("telling the approvers", () => {
  it("mails every master and admin1ic, and no one else, that a request waits", async () => {
    const realtor = await pendingRealtor("Wei Ling");
    await notifyApprovers(deps, realtor.id);
    const mails = await services.db.select().from(outbox).where(eq(outbox.subject, "Approval needed: Wei Ling (Agent)"));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["admin1@demo.sg", "master@demo.sg"]);
    expect(mails[0].textBody).toContain("http://localhost:3000/dashboard/approval-management");
  });
});

describe("the pending realtors, paged in SQL", () => {
  it("twenty a page, newest first, counted in full; a page past the end shows the last", async () => {
    for (let i = 0; i < LIST_PAGE_SIZE + 3; i++) await pendingRealtor(`Queue Applicant ${i}`);
    const expected = await services.db
      .select({ email: realtors.email })
      .from(realtors)
      .where(eq(realtors.status, "pending"))
      .orderBy(desc(realtors.createdAt), asc(realtors.id));
    const first = await listPendingRealtors(services, actors.admin2ic);
    expect(first.total).toBe(expected.length);
    expect(first.page).toBe(1);
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    const last = pageCount(expected.length);
    const pages = [first];
    for (let page = 2; page <= last; page++) pages.push(await listPendingRealtors(services, actors.admin2ic, page));
    expect(pages.flatMap((page) => page.rows.map((row) => row.email))).toEqual(expected.map((row) => row.email));
    const beyond = await listPendingRealtors(services, actors.admin2ic, last + 10);
    expect(beyond.page).toBe(last);
    expect(beyond.rows).toEqual(pages[last - 1].rows);
  });
});
