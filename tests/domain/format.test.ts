import { describe, expect, it } from "vitest";
import {
  capitalise,
  formatArea,
  formatCents,
  formatIsoInSingapore,
  formatDate,
  formatDateTime,
  formatKm,
  formatMinutes,
  formatMoney,
  formatMoneyCompact,
  formatPriceFromCents,
  formatPsf,
  initials,
  isoDateInSingapore,
  nextSingaporeMidnight,
  startOfSingaporeDay,
} from "~/domain/format";

describe("money (S$, en-SG, no decimals)", () => {
  it("formats dollars as S$1,234,567", () => {
    expect(formatMoney(1234567)).toBe("S$1,234,567");
    expect(formatMoney(0)).toBe("S$0");
    expect(formatMoney(999.6)).toBe("S$1,000");
    expect(formatMoney(-2500)).toBe("-S$2,500");
  });

  it("formats headline prices compactly: S$1.1M, S$850K", () => {
    expect(formatMoneyCompact(1_100_000)).toBe("S$1.1M");
    expect(formatMoneyCompact(1_280_000)).toBe("S$1.28M");
    expect(formatMoneyCompact(850_000)).toBe("S$850K");
    expect(formatMoneyCompact(999)).toBe("S$999");
    // A 'From' price rounds down: it must never read higher than the real lowest price.
    expect(formatMoneyCompact(2_026_000)).toBe("S$2.02M");
    expect(formatMoneyCompact(1_999_999)).toBe("S$1.99M");
    expect(formatMoneyCompact(850_900)).toBe("S$850K");
  });

  it("formats cents as dollars (indicative_price_from is stored in cents)", () => {
    expect(formatCents(123456700)).toBe("S$1,234,567");
    expect(formatCents(150)).toBe("S$2");
  });

  it("shows 'Price on request' when the price is missing", () => {
    expect(formatPriceFromCents(null)).toBe("Price on request");
    expect(formatPriceFromCents(undefined)).toBe("Price on request");
    expect(formatPriceFromCents(98000000)).toBe("S$980,000");
  });

  it("formats PSF as 'S$ n psf' or 'N/A' (spec part 3 §9)", () => {
    expect(formatPsf(1400)).toBe("S$ 1,400 psf");
    expect(formatPsf(2850.5)).toBe("S$ 2,850.5 psf");
    expect(formatPsf(null)).toBe("N/A");
    expect(formatPsf(undefined)).toBe("N/A");
  });
});

describe("areas, distances and times", () => {
  it("formats an area range in sqft with an en dash", () => {
    expect(formatArea(678, 1216)).toBe("678 – 1,216 sqft");
    expect(formatArea(678, 678)).toBe("678 sqft");
    expect(formatArea(678, null)).toBe("678 sqft");
    expect(formatArea(null, 1216)).toBe("1,216 sqft");
    expect(formatArea(null, null)).toBe("N/A");
  });

  it("formats km with at most one decimal", () => {
    expect(formatKm(0.4)).toBe("0.4 km");
    expect(formatKm(1.25)).toBe("1.3 km");
    expect(formatKm(12)).toBe("12 km");
    expect(formatKm(null)).toBe("N/A");
  });

  it("formats minutes", () => {
    expect(formatMinutes(5)).toBe("5 min");
    expect(formatMinutes(undefined)).toBe("N/A");
  });
});

describe("dates in Singapore time (server and client render the same)", () => {
  it("formats date-times as 'MMM dd, yyyy HH:mm' (audit trail)", () => {
    expect(formatDateTime(new Date("2026-11-22T06:05:00Z"))).toBe("Nov 22, 2026 14:05");
    expect(formatDateTime("2026-01-01T16:30:00Z")).toBe("Jan 02, 2026 00:30");
  });

  it("uses 'Sep', not the 'Sept' some ICU versions give for en-SG", () => {
    expect(formatDate("2026-09-10T00:00:00Z")).toBe("Sep 10, 2026");
  });

  it("formats dates as 'Nov 22, 2026'", () => {
    expect(formatDate(new Date("2026-11-22T06:05:00Z"))).toBe("Nov 22, 2026");
    expect(formatDate(Date.UTC(2026, 10, 21, 20, 0))).toBe("Nov 22, 2026");
  });

  it("returns '' for missing or invalid dates", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });

  it("gives the Singapore calendar day as YYYY-MM-DD", () => {
    expect(isoDateInSingapore(new Date("2026-03-31T17:00:00Z"))).toBe("2026-04-01");
  });

  it("starts a Singapore calendar day at 16:00 UTC the day before, the instant the previous day's next midnight names", () => {
    expect(startOfSingaporeDay("2026-04-01").toISOString()).toBe("2026-03-31T16:00:00.000Z");
    expect(nextSingaporeMidnight(new Date("2026-03-31T15:59:59Z").getTime())).toBe(startOfSingaporeDay("2026-04-01").getTime());
    expect(isoDateInSingapore(startOfSingaporeDay("2026-04-01"))).toBe("2026-04-01");
  });
});

describe("text", () => {
  it("capitalises a status", () => {
    expect(capitalise("active")).toBe("Active");
    expect(capitalise("launched")).toBe("Launched");
    expect(capitalise("")).toBe("");
    expect(capitalise(null)).toBe("");
  });

  it("initials are the first letters of the first and last names", () => {
    expect(initials("Tan Wei Ming")).toBe("TM");
    expect(initials("alice")).toBe("A");
    expect(initials("  mary   ann  lee ")).toBe("ML");
    expect(initials("")).toBe("");
    expect(initials(undefined)).toBe("");
  });
});

describe("formatIsoInSingapore", () => {
  it("writes the instant in Singapore time with its +08:00 offset", () => {
    expect(formatIsoInSingapore(new Date("2026-11-22T16:05:09.500Z"))).toBe("2026-11-23T00:05:09+08:00");
    expect(formatIsoInSingapore(null)).toBe("");
  });
});
