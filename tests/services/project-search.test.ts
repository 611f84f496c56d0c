import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { developers, nearbyTransport, projects, unitTypes } from "#server/db/schema";
import { cacheTags } from "#server/cache-tags";
import { clearLocalCaches, dropCached } from "#server/memory-cache";
import { mapListedProjects, searchListedProjects } from "#server/services/project-search";
import { EMPTY_LISTING_FILTERS, LISTING_PAGE_SIZE, listingQuery, parseListingFilters, type ListingFilters } from "~/domain/listing-filters";
import { createTestDatabase } from "../support/test-database";
import { addUnitTypes, makeProject } from "./public-fixtures";

let handle: DatabaseHandle;
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  const orchard = await makeProject(db, {
    name: "Orchard One", district: "District 9", neighbourhood: "Orchard", tenure: "Freehold", topYear: 2027, fullAddress: "9 Cairnhill Road", createdAt: day(1),
  });
  await addUnitTypes(db, orchard.id, [{ bedrooms: 1, priceDollars: 1_200_000 }, { bedrooms: 3, priceDollars: 2_500_000 }]);
  const river = await makeProject(db, {
    name: "River Two", status: "Selling", district: "District 9", neighbourhood: "River Valley", topYear: 2028, fullAddress: "2 Kim Yam Road", createdAt: day(2),
  });
  await addUnitTypes(db, river.id, [{ bedrooms: 2, priceDollars: 1_800_000 }]);
  await makeProject(db, { name: "Newton Three", district: "District 11", neighbourhood: "Newton", topYear: 2029, fullAddress: "3 Newton Road", createdAt: day(3) });
  const tanglin = await makeProject(db, {
    name: "Tanglin Four", district: "District 10", neighbourhood: "Tanglin", tenure: "Freehold", topYear: 2027, fullAddress: "4 Nassim Road", createdAt: day(4),
  });
  await addUnitTypes(db, tanglin.id, [{ bedrooms: 4, priceDollars: 4_200_000 }, { bedrooms: 6, priceDollars: 6_100_000 }]);
  const jurong = await makeProject(db, {
    name: "Jurong Lake", district: "District 22", neighbourhood: "Jurong East", region: "West", coreRegion: "OCR", topYear: 2030, fullAddress: "5 Boon Lay Way", createdAt: day(5),
  });
  await addUnitTypes(db, jurong.id, [{ bedrooms: 2, priceDollars: 950_000 }, { bedrooms: 3, priceDollars: 1_300_000 }]);
  const ec = await makeProject(db, {
    name: "Tampines Verdure", district: "District 18", neighbourhood: "Tampines", region: "East", coreRegion: "OCR", propertyType: "Executive Condominium",
    topYear: 2028, fullAddress: "6 Tampines Street 62", createdAt: day(6),
  });
  await addUnitTypes(db, ec.id, [{ bedrooms: 3, priceDollars: 1_350_000 }]);
  const marina = await makeProject(db, {
    name: "Marina Lumiere", district: "District 1", neighbourhood: "Marina Bay", topYear: 2030, fullAddress: "28 Marina Way", createdAt: day(7),
  });
  await addUnitTypes(db, marina.id, [{ bedrooms: 2, priceDollars: 2_200_000 }]);
  await makeProject(db, { name: "Hidden Plan", status: "Planning", district: "District 27", neighbourhood: "Yishun", region: "North", coreRegion: "OCR", createdAt: day(8) });
});

// The fixtures write without the services, so nothing drops the listing's counts: each test starts without them.
beforeEach(() => clearLocalCaches());
afterAll(() => handle.close());

const search = (changes: Partial<ListingFilters>) => searchListedProjects(handle.db, { ...EMPTY_LISTING_FILTERS, ...changes });
const names = async (changes: Partial<ListingFilters>) => (await search(changes)).projects.map((p) => p.name);
const fromUrl = (query: string) => searchListedProjects(handle.db, parseListingFilters(new URLSearchParams(query)));

describe("full-text search over the listed projects", () => {
  it("lists only Launch and Selling projects, newest first, without a search", async () => {
    expect(await names({})).toEqual(["Marina Lumiere", "Tampines Verdure", "Jurong Lake", "Tanglin Four", "Newton Three", "River Two", "Orchard One"]);
  });

  it("'District 1', 'D1' and 'D01' find District 1 only, never Districts 10 to 19", async () => {
    for (const q of ["District 1", "d1", "D01", "district 01"]) expect(await names({ q, sort: "relevance" })).toEqual(["Marina Lumiere"]);
  });

  it("'D9', 'District 9' and a bare '9' find District 9", async () => {
    for (const q of ["D9", "District 9", "d09"]) expect((await names({ q })).sort()).toEqual(["Orchard One", "River Two"]);
    // A bare number is the district or a house number: '9 Cairnhill Road' is District 9 as well.
    expect((await names({ q: "9" })).sort()).toEqual(["Orchard One", "River Two"]);
  });

  it("'Orchard' finds District 9 by its district's places, the project named for it ranked first", async () => {
    expect(await names({ q: "Orchard", sort: "relevance" })).toEqual(["Orchard One", "River Two"]);
  });

  it("finds tenure words and property type words: 'freehold', 'EC', 'executive'", async () => {
    expect((await names({ q: "freehold" })).sort()).toEqual(["Orchard One", "Tanglin Four"]);
    expect(await names({ q: "EC" })).toEqual(["Tampines Verdure"]);
    expect(await names({ q: "executive" })).toEqual(["Tampines Verdure"]);
    expect(await names({ q: "executive condo" })).toEqual(["Tampines Verdure"]);
  });

  it("finds the planning and core region, the neighbourhood, the address and a word's beginning", async () => {
    expect(await names({ q: "west" })).toEqual(["Jurong Lake"]);
    expect(await names({ q: "CCR freehold" })).toEqual(["Tanglin Four", "Orchard One"]);
    // River Valley is River Two's neighbourhood (weight B) and one of District 9's places (C).
    expect(await names({ q: "valley", sort: "relevance" })).toEqual(["River Two", "Orchard One"]);
    expect(await names({ q: "Kim Yam" })).toEqual(["River Two"]);
    expect(await names({ q: "Nassim" })).toEqual(["Tanglin Four"]);
    expect(await names({ q: "lumi" })).toEqual(["Marina Lumiere"]);
  });

  it("ranks a match in the name above one in the neighbourhood or the district's places", async () => {
    await makeProject(handle.db, { name: "Tampines Grove", district: "District 18", neighbourhood: "Simei", region: "East", coreRegion: "OCR", createdAt: day(1) });
    const ranked = await names({ q: "tampines", sort: "relevance" });
    expect(ranked.slice(0, 2).sort()).toEqual(["Tampines Grove", "Tampines Verdure"]);
    expect(ranked).toHaveLength(2);
  });

  it("never finds an unlisted project, and treats punctuation and control characters as spaces", async () => {
    expect((await search({ q: "Hidden" })).total).toBe(0);
    expect((await search({ q: "%_&|!():*'" })).total).toBe(8);
    expect((await fromUrl("q=lumi%00ere")).projects.map((p) => p.name)).toEqual(["Marina Lumiere"]);
  });

  it("a query of stop words only finds nothing rather than failing", async () => {
    expect((await search({ q: "the" })).total).toBe(0);
  });
});

describe("filters, each counted under the others", () => {
  it("region: a planning region, a core region, and the old 'West Region' and 'District 9' forms", async () => {
    expect(await names({ region: ["West"] })).toEqual(["Jurong Lake"]);
    expect((await names({ region: ["OCR"] })).sort()).toEqual(["Jurong Lake", "Tampines Grove", "Tampines Verdure"]);
    expect((await fromUrl("region=west%20region")).total).toBe(1);
    expect((await fromUrl("region=District%209")).total).toBe(2);
  });

  it("district by number", async () => {
    expect((await names({ district: [9] })).sort()).toEqual(["Orchard One", "River Two"]);
    expect(await names({ district: [1] })).toEqual(["Marina Lumiere"]);
  });

  it("property type, ignoring a type that does not exist", async () => {
    expect(await names({ type: "Executive Condominium" })).toEqual(["Tampines Verdure"]);
    const unknown = await search({ type: "Castle" });
    expect(unknown.filters.type).toBeNull();
    expect(unknown.total).toBe(8);
  });

  it("tenure", async () => {
    expect((await names({ tenure: "Freehold" })).sort()).toEqual(["Orchard One", "Tanglin Four"]);
  });

  it("TOP year", async () => {
    expect((await names({ top: 2027 })).sort()).toEqual(["Orchard One", "Tanglin Four"]);
  });

  it("bedrooms: a unit type with that many; 5 means five or more", async () => {
    expect((await names({ beds: [3] })).sort()).toEqual(["Jurong Lake", "Orchard One", "Tampines Verdure"]);
    expect(await names({ beds: [5] })).toEqual(["Tanglin Four"]);
    expect(await names({ beds: [0] })).toEqual([]);
  });

  it("starting price band: the lowest priced unit type; unpriced projects only without the filter", async () => {
    expect(await names({ price: "under-1m" })).toEqual(["Jurong Lake"]);
    expect((await names({ price: "1m-1.5m" })).sort()).toEqual(["Orchard One", "Tampines Verdure"]);
    expect(await names({ price: "3m-5m" })).toEqual(["Tanglin Four"]);
  });

  it("sales status by the buyer's word, and by the old words links still carry", async () => {
    expect(await names({ status: ["now-selling"] })).toEqual(["River Two"]);
    expect(await names({ status: ["preview"] })).not.toContain("River Two");
    expect((await fromUrl("status=active")).projects.map((p) => p.name)).toEqual(["River Two"]);
    expect((await search({ tenure: "Freehold" })).facets.status).toEqual({ preview: 2, "now-selling": 0 });
  });

  it("several choices of one filter match any of them, in SQL, and stay in the URL (issue 34 item 2)", async () => {
    expect((await names({ district: [9, 1] })).sort()).toEqual(["Marina Lumiere", "Orchard One", "River Two"]);
    expect((await names({ beds: [3, 5] })).sort()).toEqual(["Jurong Lake", "Orchard One", "Tampines Verdure", "Tanglin Four"]);
    expect((await names({ region: ["West", "OCR"] })).sort()).toEqual(["Jurong Lake", "Tampines Grove", "Tampines Verdure"]);
    expect((await names({ status: ["preview", "now-selling"] })).length).toBe(8);
    // Several districts with another filter: any of the districts, and the other filter too.
    expect(await names({ district: [9, 1], tenure: "Freehold" })).toEqual(["Orchard One"]);
    const fromLink = await fromUrl("district=9&district=1&beds=3&beds=5");
    expect(fromLink.filters).toMatchObject({ district: [1, 9], beds: [3, 5] });
    expect(fromLink.projects.map((p) => p.name)).toEqual(["Orchard One"]);
    // A district's count is what ticking it adds, under the other filters only.
    const { facets } = await search({ district: [9] });
    expect(facets.district["1"]).toBe(1);
    expect(facets.district["9"]).toBe(2);
  });

  it("combines filters with the search text", async () => {
    expect(await names({ q: "orchard", tenure: "Freehold" })).toEqual(["Orchard One"]);
    expect(await names({ region: ["Central"], beds: [2], price: "1.5m-2m" })).toEqual(["River Two"]);
  });

  it("counts every option of a facet under the other filters, not under itself", async () => {
    const { facets, total } = await search({ tenure: "Freehold" });
    expect(total).toBe(2);
    // Tenure counts ignore the tenure filter: every tenure stays selectable.
    expect(facets.tenure).toEqual({ Freehold: 2, "99-year Leasehold": 6 });
    expect(facets.district).toEqual({ "9": 1, "10": 1 });
    expect(facets.region).toEqual({ CCR: 2, Central: 2 });
    expect(facets.top).toEqual({ "2027": 2 });
    expect(facets.beds).toEqual({ "0": 0, "1": 1, "2": 0, "3": 1, "4": 1, "5": 1 });
    expect(facets.price).toMatchObject({ "1m-1.5m": 1, "3m-5m": 1, "under-1m": 0 });
    expect(facets.type).toEqual({ Condominium: 2 });
  });
});

describe("walking distance to a station", () => {
  const idOf = async (name: string) => (await handle.db.select({ id: projects.id }).from(projects).where(eq(projects.name, name)))[0].id;

  beforeAll(async () => {
    await handle.db.insert(nearbyTransport).values([
      { projectId: await idOf("Orchard One"), transportType: "MRT", name: "Orchard MRT Station", distanceKm: 0.3, lines: ["North–South Line", "Thomson–East Coast Line"] },
      { projectId: await idOf("Orchard One"), transportType: "Bus", name: "Bus stop", distanceKm: 0.05 },
      { projectId: await idOf("River Two"), transportType: "MRT", name: "Fort Canning MRT Station", distanceKm: 0.8, lines: ["Downtown Line"] },
      { projectId: await idOf("Jurong Lake"), transportType: "MRT", name: "Jurong East MRT Station", distanceKm: 1.2, lines: ["North–South Line", "East–West Line"] },
      { projectId: await idOf("Tampines Verdure"), transportType: "Bus", name: "Bus stop", distanceKm: 0.1 },
    ]);
  });

  it("within 500 m or 1 km of an MRT or LRT station as the Location tab lists it; a bus stop is no station", async () => {
    expect(await names({ near: 500 })).toEqual(["Orchard One"]);
    expect(await names({ near: 1000 })).toEqual(["River Two", "Orchard One"]);
  });

  it("optionally on a chosen line; a line alone means within 1 km", async () => {
    expect(await names({ near: 1000, line: "downtown-line" })).toEqual(["River Two"]);
    expect(await names({ near: 500, line: "downtown-line" })).toEqual([]);
    expect((await fromUrl("line=north-south-line")).projects.map((p) => p.name)).toEqual(["Orchard One"]);
  });

  it("counts each distance under the chosen line, and each line under the chosen distance", async () => {
    expect((await search({})).facets.near).toEqual({ "500": 1, "1000": 2 });
    const { facets } = await search({ near: 500 });
    expect(facets.line).toMatchObject({ "north-south-line": 1, "thomson-east-coast-line": 1, "downtown-line": 0, "east-west-line": 0 });
    expect((await search({ near: 1000, line: "downtown-line" })).facets.near).toEqual({ "500": 0, "1000": 1 });
  });

  it("reads only the distances and lines it knows from the URL, and writes them back", () => {
    expect(parseListingFilters(new URLSearchParams("near=750&line=blue-line"))).toMatchObject({ near: null, line: null });
    const filters = parseListingFilters(new URLSearchParams("near=500&line=circle-line"));
    expect(filters).toMatchObject({ near: 500, line: "circle-line" });
    expect(listingQuery(filters)).toBe("?near=500&line=circle-line");
    expect(listingQuery(filters, { near: null })).toBe("");
  });
});

describe("sort and pages in SQL", () => {
  it("by starting price both ways, unpriced projects last", async () => {
    const ascending = await names({ sort: "price-asc" });
    expect(ascending.slice(0, 3)).toEqual(["Jurong Lake", "Orchard One", "Tampines Verdure"]);
    expect(ascending.slice(-2).sort()).toEqual(["Newton Three", "Tampines Grove"]);
    expect((await names({ sort: "price-desc" }))[0]).toBe("Tanglin Four");
  });

  it("by the price-from unit's psf both ways, projects without one last", async () => {
    const psf = { "Jurong Lake": 1_450, "Tanglin Four": 2_380, "Orchard One": 2_910 };
    for (const [name, dollars] of Object.entries(psf)) {
      const [project] = await handle.db.select({ id: projects.id }).from(projects).where(eq(projects.name, name));
      await handle.db.update(unitTypes).set({ pricePsfFrom: dollars * 100 }).where(eq(unitTypes.projectId, project.id));
    }
    expect((await names({ sort: "psf-asc" })).slice(0, 3)).toEqual(["Jurong Lake", "Tanglin Four", "Orchard One"]);
    expect((await names({ sort: "psf-desc" })).slice(0, 3)).toEqual(["Orchard One", "Tanglin Four", "Jurong Lake"]);
    expect((await search({ sort: "psf-asc" })).projects[0].priceFromPsfCents).toBe(145_000);
    expect(parseListingFilters(new URLSearchParams("sort=psf-desc")).sort).toBe("psf-desc");
  });

  it("by TOP year, soonest first", async () => {
    expect((await names({ sort: "top" })).slice(0, 2).sort()).toEqual(["Orchard One", "Tanglin Four"]);
  });

  it("pages of twelve, a page past the end showing the last", async () => {
    for (let i = 0; i < LISTING_PAGE_SIZE; i++) await makeProject(handle.db, { name: `Filler ${i}`, district: "District 25", createdAt: day(20 + i) });
    const first = await search({});
    expect(first.projects).toHaveLength(LISTING_PAGE_SIZE);
    expect(first.total).toBe(8 + LISTING_PAGE_SIZE);
    const second = await search({ page: 2 });
    expect(second.projects.slice(0, 3).map((p) => p.name)).toEqual(["Marina Lumiere", "Tampines Verdure", "Jurong Lake"]);
    const beyond = await search({ page: 9 });
    expect(beyond.filters.page).toBe(2);
    expect(beyond.projects).toHaveLength(8);
  });
});

describe("the counts of a filter set, kept until a write drops the project lists (decision record 098)", () => {
  // What every project and unit type write drops after its commit.
  const dropLists = () => dropCached(cacheTags.projectLists);

  it("every page and sort of a filter set shares its counts; a drop counts again", async () => {
    const before = await search({ tenure: "Leasehold 60" });
    expect(before.total).toBe(0);
    await makeProject(handle.db, { name: "Counted Later", tenure: "Leasehold 60", createdAt: day(60) });
    // Written without a service, so nothing dropped the counts: the same filters on another page and sort keep them.
    expect((await search({ tenure: "Leasehold 60", page: 2, sort: "top" })).total).toBe(0);
    dropLists();
    const after = await search({ tenure: "Leasehold 60" });
    expect(after.total).toBe(1);
    expect(after.facets.tenure["Leasehold 60"]).toBe(1);
    expect(after.projects.map((p) => p.name)).toEqual(["Counted Later"]);
  });

  it("a count under way when the lists are dropped is not kept", async () => {
    const counting = search({ tenure: "Leasehold 70" });
    dropLists();
    expect((await counting).total).toBe(0);
    await makeProject(handle.db, { name: "Counted After The Drop", tenure: "Leasehold 70", createdAt: day(61) });
    expect((await search({ tenure: "Leasehold 70" })).total).toBe(1);
  });

  it("pages are cut in the listing's order, newest first, however deep, and a page past the end shows the last", async () => {
    const made = LISTING_PAGE_SIZE * 2 + 3;
    for (let i = 0; i < made; i++) await makeProject(handle.db, { name: `Deep ${String(i).padStart(2, "0")}`, district: "District 26", createdAt: day(100 + i) });
    dropLists();
    const names: string[] = [];
    for (let page = 1; page <= 3; page++) names.push(...(await search({ district: [26], page })).projects.map((p) => p.name));
    expect(names).toEqual(Array.from({ length: made }, (_, i) => `Deep ${String(made - 1 - i).padStart(2, "0")}`));
    const beyond = await search({ district: [26], page: 40 });
    expect(beyond.filters.page).toBe(3);
    expect(beyond.projects.map((p) => p.name)).toEqual(["Deep 02", "Deep 01", "Deep 00"]);
  });
});

describe("the stored search document follows every write (migration 0012)", () => {
  it("a project's new name and a developer's new name are found at once, the old ones no more", async () => {
    const project = await makeProject(handle.db, { name: "Quillstone Court", fullAddress: "7 Kelvin Lane", createdAt: day(200) });
    await handle.db.update(projects).set({ name: "Marrowby Court" }).where(eq(projects.id, project.id));
    expect(await names({ q: "marrowby" })).toEqual(["Marrowby Court"]);
    expect(await names({ q: "quillstone" })).toEqual([]);
    const [developer] = await handle.db.insert(developers).values({ name: "Tessaly Homes" }).returning();
    await handle.db.update(projects).set({ developerId: developer.id }).where(eq(projects.id, project.id));
    dropCached(cacheTags.projectLists);
    expect(await names({ q: "tessaly" })).toEqual(["Marrowby Court"]);
    await handle.db.update(developers).set({ name: "Ombrant Land" }).where(eq(developers.id, developer.id));
    dropCached(cacheTags.projectLists);
    expect(await names({ q: "ombrant marrowby" })).toEqual(["Marrowby Court"]);
    expect(await names({ q: "tessaly" })).toEqual([]);
  });
});

describe("the listing's map view (issue 34 item 2)", () => {
  it("places every matching project with a position, not only the page's cards, by the same filters as the list, and counts those without one", async () => {
    const place = (name: string, latitude: number, longitude: number) => handle.db.update(projects).set({ latitude, longitude }).where(eq(projects.name, name));
    await place("Orchard One", 1.3035, 103.8318);
    await place("Marina Lumiere", 1.2762, 103.8546);
    await place("Jurong Lake", 1.3331, 103.7402);
    await place("Hidden Plan", 1.4294, 103.8354);
    const { projects: placed, unplaced } = await mapListedProjects(handle.db, { ...EMPTY_LISTING_FILTERS, district: [9, 1] });
    expect(placed.map((project) => project.name).sort()).toEqual(["Marina Lumiere", "Orchard One"]);
    expect(placed.find((project) => project.name === "Orchard One")).toMatchObject({ slug: "orchard-one", latitude: 1.3035, longitude: 103.8318, priceFromCents: 120_000_000 });
    // River Two (District 9) and the others of these districts without a position are in the list only.
    const { total } = await search({ district: [9, 1] });
    expect(unplaced).toBe(total - 2);
    expect(unplaced).toBeGreaterThan(0);
    // A project that is not listed is never on the map, whatever its position.
    const all = await mapListedProjects(handle.db, EMPTY_LISTING_FILTERS);
    expect(all.projects.map((project) => project.name)).not.toContain("Hidden Plan");
    expect((await mapListedProjects(handle.db, { ...EMPTY_LISTING_FILTERS, q: "jurong" })).projects.map((project) => project.name)).toEqual(["Jurong Lake"]);
  });

  it("gives the projects in the list's order, so those first in the list keep their names on a crowded map (decision record 161)", async () => {
    await handle.db.update(projects).set({ latitude: 1.3035, longitude: 103.8318 }).where(eq(projects.name, "Orchard One"));
    await handle.db.update(projects).set({ latitude: 1.2762, longitude: 103.8546 }).where(eq(projects.name, "Marina Lumiere"));
    for (const sort of ["price-asc", "price-desc"] as const) {
      const { projects: listed } = await search({ district: [9, 1], sort });
      const { projects: placed } = await mapListedProjects(handle.db, { ...EMPTY_LISTING_FILTERS, district: [9, 1], sort });
      const placedSlugs = new Set(placed.map((project) => project.slug));
      expect(placed.map((project) => project.slug)).toEqual(listed.map((project) => project.slug).filter((slug) => placedSlugs.has(slug)));
    }
    const cheapestFirst = (await mapListedProjects(handle.db, { ...EMPTY_LISTING_FILTERS, district: [9, 1], sort: "price-asc" })).projects;
    expect(cheapestFirst.length).toBeGreaterThan(1);
    const dearestFirst = (await mapListedProjects(handle.db, { ...EMPTY_LISTING_FILTERS, district: [9, 1], sort: "price-desc" })).projects;
    expect(cheapestFirst.map((project) => project.slug)).toEqual(dearestFirst.map((project) => project.slug).reverse());
  });
});
