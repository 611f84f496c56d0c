import { NotFoundError } from "#server/services/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { projects as projectsTable } from "#server/db/schema";
import { cacheTags } from "#server/cache-tags";
import { dropCached } from "#server/memory-cache";
import { getProjectPage } from "#server/services/public-project-page";
import { searchListedProjects } from "#server/services/project-search";
import { countListedProjects, listFeaturedProjects, listProjectGroups } from "#server/services/public-projects";
import { EMPTY_LISTING_FILTERS } from "~/domain/listing-filters";
import { createTestDatabase } from "../support/test-database";
import { furnishProject, makeProject } from "./public-fixtures";

let handle: DatabaseHandle;
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  // Central: 4 listed (one more than a group preview), West: 1, North: 1 Planning (hidden).
  await makeProject(db, { name: "Orchard One", district: "District 9", neighbourhood: "Orchard", createdAt: day(1) });
  await makeProject(db, { name: "River Two", status: "Selling", district: "District 9", neighbourhood: "River Valley", createdAt: day(2) });
  await makeProject(db, { name: "Newton Three", district: "District 11", neighbourhood: "Newton", createdAt: day(3) });
  await makeProject(db, { name: "Tanglin Four", district: "District 10", neighbourhood: "Tanglin", createdAt: day(4), isFeatured: true });
  await makeProject(db, { name: "Jurong Lake", district: "District 22", neighbourhood: "Jurong East", region: "West", createdAt: day(5) });
  await makeProject(db, { name: "Hidden Plan", status: "Planning", district: "District 27", neighbourhood: "Yishun", region: "North", createdAt: day(6) });
  await makeProject(db, { name: "Sold Out Towers", status: "Sold Out", district: "District 9", createdAt: day(7) });
  const furnished = await makeProject(db, { name: "Grand Furnished", district: "District 15", neighbourhood: "Katong", region: "East", createdAt: day(8) });
  await furnishProject(db, furnished.id);
});

afterAll(() => handle.close());

describe("listed projects (spec part 1 §4: only active and launched)", () => {
  it("counts and lists only Launch and Selling projects", async () => {
    expect(await countListedProjects(handle.db)).toBe(6);
    const { projects } = await searchListedProjects(handle.db, EMPTY_LISTING_FILTERS);
    expect(projects.map((p) => p.name)).not.toContain("Hidden Plan");
    expect(projects.map((p) => p.name)).not.toContain("Sold Out Towers");
  });

  it("the count is kept until a write drops the project lists, then counted again", async () => {
    dropCached(cacheTags.projectLists);
    const before = await countListedProjects(handle.db);
    const extra = await makeProject(handle.db, { name: "Counted Once", createdAt: day(30) });
    expect(await countListedProjects(handle.db)).toBe(before);
    dropCached(cacheTags.projectLists);
    expect(await countListedProjects(handle.db)).toBe(before + 1);
    await handle.db.delete(projectsTable).where(eq(projectsTable.id, extra.id));
    dropCached(cacheTags.projectLists);
  });

  it("lists the newest first", async () => {
    const { projects } = await searchListedProjects(handle.db, EMPTY_LISTING_FILTERS);
    expect(projects.map((p) => p.name)).toEqual(["Grand Furnished", "Jurong Lake", "Tanglin Four", "Newton Three", "River Two", "Orchard One"]);
  });

  it("featured: up to 6, the ones marked featured first", async () => {
    const featured = await listFeaturedProjects(handle.db);
    expect(featured).toHaveLength(6);
    expect(featured[0].name).toBe("Tanglin Four");
  });

  it("carries each card's starting price: the lowest priced unit type, null when none is priced", async () => {
    const featured = await listFeaturedProjects(handle.db);
    expect(featured.find((p) => p.name === "Grand Furnished")?.priceFromCents).toBe(128_000_000);
    expect(featured.find((p) => p.name === "Orchard One")?.priceFromCents).toBeNull();
    const [central] = await listProjectGroups(handle.db, "region");
    expect(central.projects.every((p) => p.priceFromCents === null)).toBe(true);
  });
});

describe("home page groups (at most 5 groups of 3, with totals)", () => {
  it("groups by planning region, largest group first, 3 newest projects each", async () => {
    const groups = await listProjectGroups(handle.db, "region");
    expect(groups.map((g) => [g.name, g.total])).toEqual([
      ["Central", 4],
      ["East", 1],
      ["West", 1],
    ]);
    expect(groups[0].projects.map((p) => p.name)).toEqual(["Tanglin Four", "Newton Three", "River Two"]);
  });

  it("groups by district and keeps at most 5 groups, the newest first among equals", async () => {
    const groups = await listProjectGroups(handle.db, "district");
    expect(groups).toHaveLength(5);
    expect(groups.map((g) => g.name)).toEqual(["District 9", "District 15", "District 22", "District 10", "District 11"]);
    expect(groups[0].total).toBe(2);
  });
});

describe("project page", () => {
  it("loads every relation, and the price from with the psf of that same unit type (not the lowest psf of another)", async () => {
    const page = await getProjectPage(handle.db, "grand-furnished", null);
    expect(page).not.toBeNull();
    expect(page!.unitTypes.map((u) => u.name)).toEqual(["1 Bedroom", "3 Bedroom", "Penthouse"]);
    expect(page!.priceFromCents).toBe(128_000_000);
    expect(page!.priceFromPsfCents).toBe(262_000);
    expect(page!.availability).toBeNull();
    expect(page!.photos.map((p) => p.url)).toEqual([
      "/demo/projects/towers-dusk-01-960.webp",
      "/demo/projects/lobby-warm-05-960.webp",
      "/demo/projects/pool-deck-day-04-960.webp",
    ]);
    expect(page!.facilities[0].iconClass).toBe("pool");
    expect(page!.transport[0]).toMatchObject({ name: "Orchard MRT", distanceKm: 0.35, walkingTimeMinutes: 5 });
    expect(page!.schools[0]).toMatchObject({ schoolName: "River Valley Primary", distanceKm: 1.2 });
    expect(page!.amenities[0].name).toBe("ION Orchard");
    expect(page!.keyDistances[0]).toMatchObject({ destinationName: "Raffles Place (CBD)", drivingTimeMinutes: 12 });
  });

  it("is not found for an unknown slug", async () => {
    await expect(getProjectPage(handle.db, "no-such-project", null)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("is not found, without an error, for a slug no project could have ('%00', spaces)", async () => {
    for (const malformed of ["\u0000", "orchard-one\u0000", "orchard one", "", "orchard-one/x"]) {
      await expect(getProjectPage(handle.db, malformed, null)).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it("opens a project by its slug in any case and returns the stored slug (the canonical)", async () => {
    expect((await getProjectPage(handle.db, "ORCHARD-ONE", null))?.slug).toBe("orchard-one");
  });

  it("hides an unlisted project from visitors but lets administrators preview it", async () => {
    await expect(getProjectPage(handle.db, "hidden-plan", null)).rejects.toBeInstanceOf(NotFoundError);
    const preview = await getProjectPage(handle.db, "hidden-plan", { role: "admin1ic" });
    expect(preview?.listed).toBe(false);
    // The administrator's preview is now in the read-model cache: a visitor still gets nothing.
    await expect(getProjectPage(handle.db, "hidden-plan", null)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("keeps a project's page for every site until a write drops it", async () => {
    const first = await getProjectPage(handle.db, "river-two", null);
    await handle.db.update(projectsTable).set({ name: "River Two Renamed" }).where(eq(projectsTable.slug, "river-two"));
    expect((await getProjectPage(handle.db, "river-two", null))?.name).toBe(first?.name);
    dropCached(cacheTags.project(first!.id));
    expect((await getProjectPage(handle.db, "river-two", null))?.name).toBe("River Two Renamed");
  });
});
