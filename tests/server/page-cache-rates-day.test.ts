import { describe, expect, it } from "vitest";
import { cacheTags } from "#server/cache-tags";
import { TtlCache } from "#server/memory-cache";
import { keptNotAfter, PAGE_TTL_MS } from "#server/page-cache";

// Decision record 143: a version of the calculator's rates effective tomorrow shows from
// Singapore midnight on, with no write at midnight to drop the pages that show today's.

const at = (iso: string) => new Date(iso).getTime();
const BEFORE_MIDNIGHT = at("2027-02-28T23:58:00+08:00");
const MIDNIGHT = at("2027-03-01T00:00:00+08:00");

function keep(tags: string[]): TtlCache<string> {
  const pages = new TtlCache<string>(PAGE_TTL_MS);
  pages.set("leader /condos/the-orchard", "page", tags, BEFORE_MIDNIGHT, keptNotAfter(new Set(tags), BEFORE_MIDNIGHT));
  return pages;
}

describe("a kept page that shows the calculator's rates", () => {
  it("is served until Singapore midnight and not a moment after", () => {
    const pages = keep([cacheTags.rates, "project:the-orchard"]);
    expect(pages.get("leader /condos/the-orchard", MIDNIGHT - 1)).toBe("page");
    expect(pages.get("leader /condos/the-orchard", MIDNIGHT)).toBeUndefined();
  });

  it("a page without the rates keeps its full time to live across midnight", () => {
    const pages = keep(["project:the-orchard"]);
    expect(pages.get("leader /condos/the-orchard", MIDNIGHT + 1)).toBe("page");
    expect(pages.get("leader /condos/the-orchard", BEFORE_MIDNIGHT + PAGE_TTL_MS)).toBeUndefined();
  });

  it("Singapore's midnight is 16:00 UTC, whatever the server's time zone", () => {
    expect(keptNotAfter(new Set([cacheTags.rates]), at("2027-03-01T15:59:59Z"))).toBe(at("2027-03-01T16:00:00Z"));
    expect(keptNotAfter(new Set([cacheTags.rates]), at("2027-03-01T16:00:00Z"))).toBe(at("2027-03-02T16:00:00Z"));
  });
});
