import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, realtorAuditLog, realtors } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import {
  adminAuditEntriesForExport,
  auditEntriesForExport,
  auditFilterOptions,
  auditStats,
  listAdminAuditEntries,
  listAuditEntries,
} from "#server/services/audit-trail";
import { ForbiddenError } from "#server/services/errors";
import type { Role } from "~/domain/permissions";
import { parseAdminAuditFilters, parseAuditFilters, type AuditEntry } from "~/domain/schemas/audit";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let chloeId: string;

const filters = (query = "") => parseAuditFilters(new URLSearchParams(query));

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  [{ id: chloeId }] = await services.db.select({ id: realtors.id }).from(realtors).where(eq(realtors.email, "chloe@demo.sg"));
});
afterAll(() => services.close());

describe("who reads and exports the audit trail", () => {
  it.each(["leader", "agent"] as const)("%s can neither view nor export", async (role) => {
    await expect(auditStats(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listAuditEntries(services, actors[role], filters())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(auditFilterOptions(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listAdminAuditEntries(services, actors[role], parseAdminAuditFilters(new URLSearchParams()))).rejects.toBeInstanceOf(ForbiddenError);
    expect(() => auditEntriesForExport(services, actors[role], filters())).toThrow(ForbiddenError);
  });

  it("admin2ic views but may not export: 'You do not have permission to export audit data.'", async () => {
    expect((await listAuditEntries(services, actors.admin2ic, filters())).count).toBeGreaterThan(0);
    expect(() => auditEntriesForExport(services, actors.admin2ic, filters())).toThrow("You do not have permission to export audit data.");
    expect(() => adminAuditEntriesForExport(services, actors.admin2ic, parseAdminAuditFilters(new URLSearchParams()))).toThrow(ForbiddenError);
  });

  it("admin1ic and master export", async () => {
    for (const role of ["admin1ic", "master"] as const) {
      expect((await collect(auditEntriesForExport(services, actors[role], filters()))).length).toBeGreaterThan(0);
    }
  });
});

describe("the stat cards", () => {
  it("count the last 30 days by action (the seed's 60-day-old suspension is outside)", async () => {
    // Seed within 30 days: Chloe suspended (12 days), Marcus updated (20), Arjun created (3).
    expect(await auditStats(services, actors.admin2ic)).toEqual({ total: 3, suspended: 1, reactivated: 0, deleted: 0, approved: 0 });
    const in40Days = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
    expect(await auditStats(services, actors.admin2ic, in40Days)).toEqual({ total: 0, suspended: 0, reactivated: 0, deleted: 0, approved: 0 });
  });
});

describe("the list", () => {
  it("is newest first, with the joined realtor, the previous and new status", async () => {
    const page = await listAuditEntries(services, actors.master, filters());
    expect(page).toMatchObject({ count: 10, totalPages: 1, currentPage: 1 });
    const times = page.data.map((entry) => entry.performedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.data[0]).toMatchObject({
      actionType: "created",
      previousStatus: null,
      newStatus: "pending",
      performedByEmail: "admin1@demo.sg",
      realtor: { fullName: "Arjun Menon", email: "arjun@demo.sg", agencyName: expect.any(String) },
    });
    expect(page.data[1].realtor).toMatchObject({ fullName: "Chloe Ng", ceaNumber: expect.stringMatching(/^R\d{6}$/) });
  });

  it.each([
    ["actionType=approved", 5],
    ["actionType=suspended", 2],
    ["search=licence", 2],
    ["search=ADMIN2%40demo", 2],
    ["search=Priya", 6],
    ["search=chloe", 2],
    ["search=50%25", 0],
  ])("filters %s -> %i entries", async (query, expected) => {
    const page = await listAuditEntries(services, actors.master, filters(query));
    expect(page.count).toBe(expected);
    expect(page.data).toHaveLength(expected);
  });

  it("filters by realtor and by the user who acted", async () => {
    const chloe = await listAuditEntries(services, actors.master, filters(`realtorId=${chloeId}`));
    expect(chloe.data.map((entry) => entry.actionType)).toEqual(["suspended", "approved"]);
    const byAdmin2 = await listAuditEntries(services, actors.master, filters(`userId=${actors.admin2ic.id}`));
    expect(byAdmin2.data.map((entry) => entry.performedByEmail)).toEqual(["admin2@demo.sg", "admin2@demo.sg"]);
  });

  it("the filter choices are the realtors and users found in the log", async () => {
    const options = await auditFilterOptions(services, actors.admin2ic);
    expect(options.realtors.map((realtor) => realtor.name)).toEqual(["Arjun Menon", "Chloe Ng", "Marcus Lim", "Rachel Tan", "Siti Rahman", "Tan Wei Jie"]);
    expect(options.users.map((user) => user.name)).toEqual(["Daniel Koh", "Jason Ong", "Priya Nair"]);
  });

  describe("dates are whole Singapore days", () => {
    beforeAll(async () => {
      // 23:30 on 1 Jan and 00:30 on 2 Jan in Singapore.
      await services.db.insert(realtorAuditLog).values([
        { actionType: "deleted", realtorId: chloeId, performedAt: new Date("2025-01-01T15:30:00Z"), performedByName: "Night Shift", reason: "late" },
        { actionType: "deleted", realtorId: chloeId, performedAt: new Date("2025-01-01T16:30:00Z"), performedByName: "Night Shift", reason: "early" },
      ]);
    });

    it.each([
      ["dateFrom=2025-01-01&dateTo=2025-01-01", ["late"]],
      ["dateFrom=2025-01-02&dateTo=2025-01-02", ["early"]],
      ["dateFrom=2025-01-01&dateTo=2025-01-02", ["early", "late"]],
      ["dateTo=2025-01-01", ["late"]],
    ])("%s -> %j", async (query, reasons) => {
      const page = await listAuditEntries(services, actors.master, filters(`${query}&actionType=deleted`));
      expect(page.data.map((entry) => entry.reason)).toEqual(reasons);
    });
  });

  it("pages hold 25 entries; the last page holds the rest", async () => {
    await services.db.insert(realtorAuditLog).values(
      Array.from({ length: 60 }, (_, i) => ({
        actionType: "updated" as const,
        realtorId: chloeId,
        performedAt: new Date(Date.UTC(2024, 5, 1, 0, i)),
        performedByName: "Paging Test",
        reason: `page-test ${String(i).padStart(2, "0")}`,
      })),
    );
    const first = await listAuditEntries(services, actors.master, filters("search=page-test"));
    expect(first).toMatchObject({ count: 60, totalPages: 3, currentPage: 1 });
    expect(first.data).toHaveLength(25);
    expect(first.data[0].reason).toBe("page-test 59");
    const last = await listAuditEntries(services, actors.master, filters("search=page-test&page=3"));
    expect(last.data.map((entry) => entry.reason)).toEqual(Array.from({ length: 10 }, (_, i) => `page-test ${String(9 - i).padStart(2, "0")}`));
    const beyond = await listAuditEntries(services, actors.master, filters("search=page-test&page=9"));
    expect(beyond.data).toEqual([]);
  });
});

describe("the administration log", () => {
  it("lists agency, site and override changes, filtered by kind, dates and search", async () => {
    await services.db.insert(adminAuditLog).values([
      { entityType: "agency", entityLabel: "Harbourline Realty", action: "updated", performedByName: "Daniel Koh", performedByEmail: "master@demo.sg" },
      { entityType: "site", entityLabel: "agent.localhost", action: "indexing_enabled", performedByName: "Daniel Koh", performedByEmail: "master@demo.sg" },
    ]);
    const all = await listAdminAuditEntries(services, actors.admin2ic, parseAdminAuditFilters(new URLSearchParams()));
    expect(all.count).toBe(2);
    const sites = await listAdminAuditEntries(services, actors.admin2ic, parseAdminAuditFilters(new URLSearchParams("entity=site")));
    expect(sites.data.map((entry) => entry.entityLabel)).toEqual(["agent.localhost"]);
    const search = await listAdminAuditEntries(services, actors.admin2ic, parseAdminAuditFilters(new URLSearchParams("search=harbour")));
    expect(search.data.map((entry) => entry.action)).toEqual(["updated"]);
    expect(await collect(adminAuditEntriesForExport(services, actors.admin1ic, parseAdminAuditFilters(new URLSearchParams("entity=agency"))))).toHaveLength(1);
  });
});

describe("the export", () => {
  it("holds exactly the filtered entries, newest first, in the list's order", async () => {
    const exported = await collect(auditEntriesForExport(services, actors.master, filters("search=page-test")));
    const pages = [1, 2, 3].map((page) => listAuditEntries(services, actors.master, filters(`search=page-test&page=${page}`)));
    const listed = (await Promise.all(pages)).flatMap((page) => page.data);
    expect(exported.map((entry) => entry.id)).toEqual(listed.map((entry) => entry.id));
  });

  it("misses no entry between batches when many share a millisecond (microsecond timestamps)", async () => {
    await services.db.execute(sql`
      insert into realtor_audit_log (action_type, realtor_id, performed_at, performed_by_name, reason)
      select 'reactivated', ${chloeId}, timestamptz '2023-03-03 03:03:03.123' + (n || ' microseconds')::interval, 'Same Millisecond', 'same-ms'
      from generate_series(1, 1200) as n`);
    const exported: AuditEntry[] = await collect(auditEntriesForExport(services, actors.master, filters("search=same-ms")));
    expect(exported).toHaveLength(1200);
    expect(new Set(exported.map((entry) => entry.id)).size).toBe(1200);
  });
});
