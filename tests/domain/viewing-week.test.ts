import { describe, expect, it } from "vitest";
import { addDays, mondayOf, viewingWeekOf } from "~/domain/viewing-week";

describe("the viewing calendar's week (issue 35 item 5)", () => {
  it("runs Monday to Sunday, across a month and a year's end", () => {
    expect(mondayOf("2026-12-03")).toBe("2026-11-30");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2026-12-06")).toBe("2026-11-30");
    expect(viewingWeekOf("2027-01-01").days).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03"]);
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("without a valid week parameter shows this week in Singapore", () => {
    // 23:30 UTC on Sunday 29 Nov is Monday 30 Nov in Singapore.
    const now = new Date("2026-11-29T23:30:00Z");
    for (const param of [null, "", "next", "2026-02-30", "2026-13-01", "20261130"]) expect(viewingWeekOf(param, now).monday, String(param)).toBe("2026-11-30");
  });
});
