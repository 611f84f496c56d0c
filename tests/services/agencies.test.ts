import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, agencies, realtors } from "#server/db/schema";
import { decideAgency } from "#server/services/agency-approvals";
import { resolveSite } from "#server/tenancy";
import {
  agencyStats,
  createAgency,
  deleteAgency,
  listAgencies,
  listAgencyTeam,
  listPendingAgencies,
  updateAgency,
} from "#server/services/agencies";
import type { Actor } from "#server/services/actor";
import { ConflictError, ForbiddenError, NotFoundError } from "#server/services/errors";
import { LIST_PAGE_SIZE } from "~/domain/list-query";
import type { Role } from "~/domain/permissions";
import { AGENCY_MESSAGES } from "~/domain/schemas/agency";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors, ghostActor } from "./admin-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
const listAll = { page: 1, q: "", sort: "name", dir: "asc", tab: "all" } as const;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

async function agencyNamed(name: string) {
  const [row] = await services.db.select().from(agencies).where(eq(agencies.name, name));
  return row;
}

async function auditFor(entityId: string) {
  return services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));
}

describe("who manages agencies", () => {
  it.each(["leader", "agent"] as const)("a %s can neither read nor change agencies", async (role) => {
    await expect(agencyStats(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listAgencies(services, actors[role], listAll)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createAgency(services, actors[role], { name: "Sneaky Realty" })).rejects.toBeInstanceOf(ForbiddenError);
    expect(await agencyNamed("Sneaky Realty")).toBeUndefined();
    const existing = await agencyNamed("Harbourline Realty");
    await expect(updateAgency(services, actors[role], { id: existing.id, name: "Renamed" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteAgency(services, actors[role], { id: existing.id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listAgencyTeam(services, actors[role], { id: existing.id })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await agencyNamed("Harbourline Realty")).name).toBe("Harbourline Realty");
  });

  it("master, admin1ic and admin2ic read the stats and the list", async () => {
    for (const role of ["master", "admin1ic", "admin2ic"] as const) {
      const stats = await agencyStats(services, actors[role]);
      expect(stats.total).toBeGreaterThanOrEqual(4);
      expect(stats.active + stats.pending + stats.suspended).toBeLessThanOrEqual(stats.total);
      const list = await listAgencies(services, actors[role], listAll);
      expect(list.total).toBe(stats.total);
    }
  });
});

describe("creating an agency", () => {
  it("an approver's new agency is active at once, with who approved it, and an audit row", async () => {
    const { id } = await createAgency(services, actors.admin1ic, { name: "Orchard Crest Realty", logoUrl: "https://cdn.example.sg/ocr.png" });
    const row = await agencyNamed("Orchard Crest Realty");
    expect(row).toMatchObject({ id, status: "active", approvedBy: actors.admin1ic.id, logoUrl: "https://cdn.example.sg/ocr.png" });
    const [audit] = await auditFor(id);
    expect(audit).toMatchObject({ entityType: "agency", action: "created", entityLabel: "Orchard Crest Realty", userId: actors.admin1ic.id, performedByEmail: "admin1@demo.sg" });
  });

  it("admin2ic's new agency waits for approval by Admin 1IC", async () => {
    await createAgency(services, actors.admin2ic, { name: "Tanjong Homes" });
    expect(await agencyNamed("Tanjong Homes")).toMatchObject({ status: "pending", approvedBy: null, approvedAt: null });
  });

  it("a taken name is a conflict on the name field, and nothing is written", async () => {
    const before = await services.db.select().from(adminAuditLog);
    const failure = await createAgency(services, actors.master, { name: "Harbourline Realty" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({ field: "name", message: AGENCY_MESSAGES.nameTaken });
    expect(await services.db.select().from(adminAuditLog)).toHaveLength(before.length);
  });

  it("a failure half way (the audit row cannot be written) leaves no agency behind", async () => {
    await expect(createAgency(services, ghostActor("master"), { name: "Half Written Realty" })).rejects.toThrow();
    expect(await agencyNamed("Half Written Realty")).toBeUndefined();
  });
});

describe("editing and deleting", () => {
  it("an edit changes the name and logo and records before and after", async () => {
    const { id } = await createAgency(services, actors.master, { name: "Bukit Timah Partners" });
    await updateAgency(services, actors.admin2ic, { id, name: "Bukit Timah Property Partners" });
    expect((await agencyNamed("Bukit Timah Property Partners")).id).toBe(id);
    const updated = (await auditFor(id)).find((row) => row.action === "updated");
    expect(updated?.details).toMatchObject({ before: { name: "Bukit Timah Partners" }, after: { name: "Bukit Timah Property Partners" } });
  });

  it("the licence number is saved, shown on the agency's realtors' sites at once, and recorded", async () => {
    const [member] = await services.db
      .select({ agencyId: realtors.agencyId, host: realtors.agentSiteUrl, agency: agencies.name })
      .from(realtors)
      .innerJoin(agencies, eq(agencies.id, realtors.agencyId))
      .where(and(eq(realtors.status, "active"), isNotNull(realtors.agentSiteUrl)))
      .limit(1);
    await resolveSite(services.db, member.host!, { appDomain: "localhost", devHostMarkers: [] });
    await updateAgency(services, actors.admin1ic, { id: member.agencyId, name: member.agency, licenceNumber: "L1234567X" });
    expect((await agencyNamed(member.agency)).licenceNumber).toBe("L1234567X");
    expect((await resolveSite(services.db, member.host!, { appDomain: "localhost", devHostMarkers: [] })).agencyLicenceNumber).toBe("L1234567X");
    const updated = (await auditFor(member.agencyId)).find((row) => row.action === "updated");
    expect(updated?.details).toMatchObject({ after: { licenceNumber: "L1234567X" } });
  });

  it("editing an agency that does not exist is not found", async () => {
    await expect(updateAgency(services, actors.master, { id: "7b7c5a0e-0000-4000-8000-000000000001", name: "Nobody" })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("an agency with realtors cannot be deleted, and says how many", async () => {
    const [member] = await services.db.select({ agencyId: realtors.agencyId }).from(realtors).limit(1);
    const n = await services.db.$count(realtors, eq(realtors.agencyId, member.agencyId));
    const failure = await deleteAgency(services, actors.master, { id: member.agencyId }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as Error).message).toBe(AGENCY_MESSAGES.hasRealtors(n));
    expect(await services.db.select().from(agencies).where(eq(agencies.id, member.agencyId))).toHaveLength(1);
  });

  it("an empty agency is deleted with an audit row that outlives it", async () => {
    const { id } = await createAgency(services, actors.master, { name: "Short Lived Realty" });
    await deleteAgency(services, actors.admin1ic, { id });
    expect(await agencyNamed("Short Lived Realty")).toBeUndefined();
    expect((await auditFor(id)).map((row) => row.action).sort()).toEqual(["created", "deleted"]);
  });

  it("View Team lists the agency's realtors, leaders first", async () => {
    const [leader] = await services.db.select().from(realtors).where(eq(realtors.isLeader, true)).limit(1);
    const team = await listAgencyTeam(services, actors.admin2ic, { id: leader.agencyId });
    expect(team.members.length).toBeGreaterThan(0);
    expect(team.members[0].isLeader).toBe(true);
    expect(team.members.every((member) => member.fullName)).toBe(true);
  });
});

describe("list filters", () => {
  it("filters by status tab and by name in SQL, and counts the realtors of each", async () => {
    const pending = await listAgencies(services, actors.master, { ...listAll, tab: "pending" });
    expect(pending.rows.every((row) => row.status === "pending")).toBe(true);
    const found = await listAgencies(services, actors.master, { ...listAll, q: "harbour" });
    expect(found.rows.map((row) => row.name)).toEqual(["Harbourline Realty"]);
    expect(found.rows[0].realtorCount).toBe(await services.db.$count(realtors, eq(realtors.agencyId, found.rows[0].id)));
  });

  it("a search for a LIKE wildcard matches it literally", async () => {
    expect((await listAgencies(services, actors.master, { ...listAll, q: "%" })).total).toBe(0);
  });
});

describe("approving and rejecting agencies", () => {
  it("admin2ic sees the pending list but cannot decide", async () => {
    const pending = await listPendingAgencies(services, actors.admin2ic);
    const straits = pending.rows.find((row) => row.name === "Straits Home Advisory");
    expect(straits).toBeDefined();
    await expect(decideAgency(services, actors.admin2ic, "approve", { id: straits!.id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(decideAgency(services, actors.leader, "reject", { id: straits!.id })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await agencyNamed("Straits Home Advisory")).status).toBe("pending");
  });

  it("admin1ic approves a pending agency: active, approved by and at, audited with the note", async () => {
    const { id } = await createAgency(services, actors.admin2ic, { name: "Marina View Advisors" });
    await decideAgency(services, actors.admin1ic, "approve", { id, reason: "Licence checked" });
    expect(await agencyNamed("Marina View Advisors")).toMatchObject({ status: "active", approvedBy: actors.admin1ic.id });
    const approved = (await auditFor(id)).find((row) => row.action === "approved");
    expect(approved?.details).toMatchObject({ previousStatus: "pending", newStatus: "active", reason: "Licence checked" });
  });

  it("master rejects a pending agency: suspended, and a decided agency cannot be decided again", async () => {
    const { id } = await createAgency(services, actors.admin2ic, { name: "Rejected Realty" });
    await decideAgency(services, actors.master, "reject", { id });
    expect(await agencyNamed("Rejected Realty")).toMatchObject({ status: "suspended", approvedBy: null });
    await expect(decideAgency(services, actors.master, "approve", { id })).rejects.toMatchObject({ message: AGENCY_MESSAGES.approveNotFound });
  });
});

describe("the pending agencies, paged in SQL", () => {
  it("twenty a page, newest first, counted in full; a page past the end shows the last", async () => {
    for (let i = 0; i < LIST_PAGE_SIZE + 2; i++) await createAgency(services, actors.admin2ic, { name: `Queued Agency ${String(i).padStart(2, "0")}` });
    const expected = await services.db
      .select({ name: agencies.name })
      .from(agencies)
      .where(eq(agencies.status, "pending"))
      .orderBy(desc(agencies.createdAt), asc(agencies.id));
    expect(expected.length).toBeGreaterThan(LIST_PAGE_SIZE);
    const first = await listPendingAgencies(services, actors.master);
    expect(first).toMatchObject({ total: expected.length, page: 1 });
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    expect((await agencyStats(services, actors.master)).pending).toBe(first.total);
    const second = await listPendingAgencies(services, actors.master, 2);
    expect([...first.rows, ...second.rows].map((row) => row.name)).toEqual(expected.map((row) => row.name));
    const beyond = await listPendingAgencies(services, actors.master, 50);
    expect(beyond.page).toBe(2);
    expect(beyond.rows.map((row) => row.name)).toEqual(second.rows.map((row) => row.name));
  });

  it("a leader may not read them", async () => {
    await expect(listPendingAgencies(services, actors.leader)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
