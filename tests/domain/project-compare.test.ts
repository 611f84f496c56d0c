import { describe, expect, it } from "vitest";
import { compareHref, parseCompareSlugs, withCompared, withoutCompared } from "~/domain/compare-set";
import { compareProjects } from "~/domain/project-compare";
import { parseShortlistSlugs, SHORTLIST_LIMIT, shortlistEnquiryMessage, shortlistHref, withoutShortlisted, withShortlisted } from "~/domain/shortlist";

const params = (query: string) => new URLSearchParams(query);

describe("the compare set in the URL", () => {
  it("reads slugs from one comma list or repeated, lower-cased, each once, at most four", () => {
    expect(parseCompareSlugs(params("p=a-one,B-Two&p=a-one&p=c,d,e"))).toEqual(["a-one", "b-two", "c", "d"]);
  });

  it("drops what is no slug rather than failing", () => {
    expect(parseCompareSlugs(params("p=../etc,<b>,ok-one,"))).toEqual(["ok-one"]);
    expect(parseCompareSlugs(params(""))).toEqual([]);
  });

  it("adds at the end, dropping the oldest when four are chosen; removes one; writes the address", () => {
    expect(withCompared(["a", "b", "c", "d"], "e")).toEqual(["b", "c", "d", "e"]);
    expect(withCompared(["a"], "a")).toEqual(["a"]);
    expect(withoutCompared(["a", "b"], "a")).toEqual(["b"]);
    expect(compareHref(["a", "b"])).toBe("/compare?p=a,b");
    expect(compareHref([])).toBe("/compare");
  });
});

const project = (overrides: Partial<Parameters<typeof compareProjects>[0][number]>) => ({
  slug: "p",
  name: "P",
  neighbourhood: "Bishan",
  district: "District 20",
  bannerImageUrl: null,
  photos: [],
  status: "Selling",
  tenure: "99-year Leasehold",
  topYearActual: 2028,
  totalUnits: 400,
  priceFromCents: 150_000_000,
  priceFromPsfCents: 210_000,
  inventoryUnits: 0,
  inventoryAvailable: 0,
  unitTypes: [],
  transport: [],
  schools: [],
  facilities: [],
  developerName: "Crestline",
  ...overrides,
});

describe("the comparison table", () => {
  const unit = (bedrooms: number, pricePsfFrom: number | null, pricePsfTo: number | null) => ({ bedrooms, pricePsfFrom, pricePsfTo }) as never;
  const station = (name: string, distanceKm: number) => ({ id: name, name, transportType: "MRT", distanceKm, walkingTimeMinutes: 5, latitude: null, longitude: null }) as never;
  const school = (schoolName: string, distanceKm: number) => ({ id: schoolName, schoolName, schoolType: "Primary", distanceKm, latitude: null, longitude: null }) as never;

  const table = compareProjects([
    project({ slug: "a", name: "Alpha", priceFromCents: 180_000_000, unitTypes: [unit(2, 220_000, 260_000), unit(3, 230_000, null)], transport: [station("Bishan MRT Station", 0.4), station("Far MRT Station", 1.5)], schools: [school("Catholic High", 0.8), school("Far School", 1.6)] }),
    project({ slug: "b", name: "Beta", priceFromCents: 150_000_000, unitTypes: [unit(1, 250_000, 250_000)], transport: [station("Marymount MRT Station", 0.9)] }),
  ]);
  const rowOf = (key: string) => table.rows.find((row) => row.key === key)!;

  it("marks the lowest price and the nearest station as best, and rows where the projects differ", () => {
    expect(rowOf("price").cells.map((cell) => cell.best)).toEqual([false, true]);
    expect(rowOf("station").cells.map((cell) => cell.best)).toEqual([true, false]);
    expect(rowOf("price").differs).toBe(true);
    expect(rowOf("tenure").differs).toBe(false);
  });

  it("says each figure in a buyer's words", () => {
    expect(rowOf("psf").cells.map((cell) => cell.text)).toEqual(["S$2,200 – S$2,600 psf", "S$2,500 psf"]);
    expect(rowOf("station").cells[0].text).toBe("Bishan MRT Station, 400 m (5 min walk)");
    expect(rowOf("schools").cells.map((cell) => cell.text)).toEqual(["1: Catholic High", "None within 1 km"]);
    expect(rowOf("unitTypes").cells.map((cell) => cell.text)).toEqual(["2 bedrooms, 3 bedrooms", "1 bedroom"]);
    expect(rowOf("status").cells[0].text).toBe("Now selling");
  });

  it("marks no best when only one project has the figure", () => {
    const single = compareProjects([project({ slug: "a" }), project({ slug: "b", priceFromCents: null })]);
    expect(single.rows.find((row) => row.key === "price")!.cells.map((cell) => cell.best)).toEqual([false, false]);
  });
});

describe("the shortlist in the URL (issue 34 item 4)", () => {
  it("reads the slugs as the compare set does, up to twelve", () => {
    expect(parseShortlistSlugs(params("p=Orchard-Sky,marina-lumiere&p=orchard-sky,bad slug"))).toEqual(["orchard-sky", "marina-lumiere"]);
    const thirteen = Array.from({ length: 13 }, (_, at) => `p${at}`);
    expect(parseShortlistSlugs(params(`p=${thirteen.join(",")}`))).toEqual(thirteen.slice(0, SHORTLIST_LIMIT));
  });

  it("links to its own page and adds or removes one project at a time", () => {
    expect(shortlistHref(["a", "b"])).toBe("/shortlist?p=a,b");
    expect(shortlistHref([])).toBe("/shortlist");
    expect(withShortlisted(["a"], "b")).toEqual(["a", "b"]);
    expect(withShortlisted(["a", "b"], "a")).toEqual(["a", "b"]);
    expect(withoutShortlisted(["a", "b"], "a")).toEqual(["b"]);
  });

  it("names the projects first and the buyer's note after them, for the realtor", () => {
    expect(shortlistEnquiryMessage([{ name: "Orchard Sky" }, { name: "Marina Lumiere" }], "Call after 6pm")).toBe("Shortlisted projects: Orchard Sky; Marina Lumiere\n\nCall after 6pm");
    expect(shortlistEnquiryMessage([{ name: "Orchard Sky" }], undefined)).toBe("Shortlisted projects: Orchard Sky");
  });
});
