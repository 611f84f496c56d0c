import { mkdtempSync, existsSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OG_IMAGE_KEPT_DAYS, sweepOldOgImages } from "#server/og-image/og-image";

const DAY_MS = 24 * 60 * 60_000;

describe("the sweep of kept link-preview cards", () => {
  it("removes cards and half-written pieces last written more than the kept days ago, and keeps the rest", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "og-sweep-"));
    const now = new Date("2026-11-29T12:00:00Z");
    const written = (name: string, daysAgo: number) => {
      const file = path.join(directory, name);
      writeFileSync(file, "png");
      const at = new Date(now.getTime() - daysAgo * DAY_MS);
      utimesSync(file, at, at);
      return file;
    };
    const old = written("old-version.png", OG_IMAGE_KEPT_DAYS + 1);
    const leftover = written("crashed.png.a1b2c3.partial", OG_IMAGE_KEPT_DAYS + 5);
    const recent = written("current.png", OG_IMAGE_KEPT_DAYS - 1);

    expect(await sweepOldOgImages(directory, now)).toBe(2);
    expect([existsSync(old), existsSync(leftover), existsSync(recent)]).toEqual([false, false, true]);
  });

  it("finds nothing to do where no card was ever kept", async () => {
    expect(await sweepOldOgImages(path.join(tmpdir(), "og-sweep-never-made"), new Date())).toBe(0);
  });
});
