import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTION_TYPES,
  AUDIT_PAGE_SIZE,
  auditDateBounds,
  auditPageRange,
  auditTotalPages,
  paginationWindow,
  parseAuditFilters,
} from "~/domain/schemas/audit";

describe("audit trail", () => {
  it("action types and page size 25", () => {
    expect(AUDIT_ACTION_TYPES).toEqual(["suspended", "reactivated", "deleted", "approved", "created", "updated"]);
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
});
