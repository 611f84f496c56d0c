import { paginationWindow } from "~/domain/pagination";
import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTION_TYPES,
  adminActionLabel,
  auditEmptyText,
  parseAdminAuditFilters,
  parseAuditLog,
  AUDIT_PAGE_SIZE,
  auditDateBounds,
  auditPageRange,
  auditTotalPages,
  parseAuditFilters,
} from "~/domain/schemas/audit";

describe("audit trail", () => {
  it("action types and page size 25", () => {
    expect(AUDIT_ACTION_TYPES).toEqual(["suspended", "reactivated", "deleted", "approved", "created", "updated", "rejected"]);
    expect(AUDIT_PAGE_SIZE).toBe(25);
  });

  it("reads filters from the query string, dropping bad values", () => {
    const filters = parseAuditFilters(
      new URLSearchParams("actionType=approved&search=%20tan%20&dateFrom=2026-01-01&dateTo=2026-13-01&page=3&realtorId="),
    );
    expect(filters).toEqual({ actionType: "approved", search: "tan", dateFrom: "2026-01-01", dateTo: undefined, page: 3, realtorId: undefined, userId: undefined });
    expect(parseAuditFilters(new URLSearchParams("actionType=all&page=-2"))).toMatchObject({ actionType: undefined, page: 1 });
    expect(parseAuditFilters(new URLSearchParams("actionType=hacked&page=abc"))).toMatchObject({ actionType: undefined, page: 1 });
  });

  it("date filters cover whole Singapore days, date_to inclusive", () => {
    const { from, to } = auditDateBounds({ dateFrom: "2026-01-01", dateTo: "2026-01-31" });
    expect(from?.toISOString()).toBe("2025-12-31T16:00:00.000Z");
    expect(to?.toISOString()).toBe("2026-01-31T15:59:59.999Z");
    expect(auditDateBounds({})).toEqual({ from: undefined, to: undefined });
  });

  it("pages of 25 rows", () => {
    expect(auditPageRange(1)).toEqual({ from: 0, to: 24, offset: 0, limit: 25 });
    expect(auditPageRange(3)).toMatchObject({ from: 50, to: 74 });
    expect(auditTotalPages(0)).toBe(1);
    expect(auditTotalPages(25)).toBe(1);
    expect(auditTotalPages(26)).toBe(2);
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [50, 10, [6, 7, 8, 9, 10]],
    [1, 0, []],
  ])("pagination shows up to 5 pages around the current: page %i of %i -> %j", (current, total, pages) => {
    expect(paginationWindow(current, total)).toEqual(pages);
  });

  it("a realtor or user filter that is not a record id is dropped before it reaches the database", () => {
    expect(parseAuditFilters(new URLSearchParams("realtorId=1%20or%201=1&userId=abc"))).toMatchObject({ realtorId: undefined, userId: undefined });
  });

  it("the administration log has its own filters and its own tab in the URL", () => {
    expect(parseAdminAuditFilters(new URLSearchParams("entity=site&search=agent&page=2&actionType=approved"))).toEqual({
      entity: "site",
      search: "agent",
      page: 2,
      dateFrom: undefined,
      dateTo: undefined,
    });
    expect(parseAdminAuditFilters(new URLSearchParams("entity=realtor"))).toMatchObject({ entity: undefined });
    expect(parseAuditLog(new URLSearchParams("log=admin"))).toBe("admin");
    expect(parseAuditLog(new URLSearchParams("log=other"))).toBe("realtors");
  });

  it("'No Audit Entries Found' says what the filters asked for", () => {
    expect(auditEmptyText("realtors", {})).toBe("Approvals, suspensions and other actions on realtor accounts will be listed here.");
    expect(auditEmptyText("admin", {})).toBe("Changes to agencies, administrators, sites and overrides will be listed here.");
    expect(auditEmptyText("realtors", { actionType: "suspended" })).toBe("No suspended entries. Try other filters or clear them.");
    expect(
      auditEmptyText(
        "realtors",
        { actionType: "approved", realtorId: "r", userId: "u", dateFrom: "2026-01-01", dateTo: "2026-01-31", search: "tan" },
        { realtor: "Chloe Ng", user: "Priya Nair" },
      ),
    ).toBe("No approved entries for Chloe Ng by Priya Nair between Jan 01, 2026 and Jan 31, 2026 matching “tan”. Try other filters or clear them.");
    expect(auditEmptyText("admin", { entity: "agency", dateFrom: "2026-03-05" })).toBe("No entries about agencies since Mar 05, 2026. Try other filters or clear them.");
    expect(auditEmptyText("admin", { dateTo: "2026-03-05" })).toBe("No entries up to Mar 05, 2026. Try other filters or clear them.");
  });

  it("administration actions read as words", () => {
    expect(adminActionLabel("indexing_enabled")).toBe("Indexing enabled");
    expect(adminActionLabel("created")).toBe("Created");
    expect(adminActionLabel("")).toBe("Unknown");
  });
});
