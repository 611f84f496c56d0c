import { describe, expect, it } from "vitest";
import { EMPTY_LISTING_FILTERS, filterChips, listingPageLinks, listingQuery, parseListingFilters, priceBandLabel, PRICE_BANDS } from "~/domain/listing-filters";
import { searchTextQuery } from "~/domain/listing-search-text";

const parse = (query: string) => parseListingFilters(new URLSearchParams(query));

describe("the listing's state in the URL", () => {
  it("reads every filter, the sort and the page", () => {
    expect(parse("q=marina&region=CCR&district=9&type=Condominium&tenure=Freehold&top=2028&beds=3&price=2m-3m&status=now-selling&near=1000&line=downtown-line&sort=psf-asc&page=2")).toEqual({
      q: "marina", region: ["CCR"], district: [9], type: "Condominium", tenure: "Freehold", top: 2028, beds: [3], price: "2m-3m", status: ["now-selling"], near: 1000, line: "downtown-line", sort: "psf-asc", page: 2, view: "list",
    });
  });

  it("drops what means nothing rather than failing", () => {
    expect(parse("region=Atlantis&district=99&top=soon&beds=-1&price=cheap&status=maybe&near=2000&line=hyperloop&sort=random&page=0")).toEqual(EMPTY_LISTING_FILTERS);
  });

  it("keeps old links' status words working, and writes the buyer's word back", () => {
    expect(parse("status=active").status).toEqual(["now-selling"]);
    expect(parse("status=Launched").status).toEqual(["preview"]);
    expect(listingQuery(parse("status=active"))).toBe("?status=now-selling");
    expect(filterChips(parse("status=launched")).map((chip) => chip.label)).toEqual(["Preview"]);
  });

  it("sorts by best match when searching, newest otherwise; never by best match without a search", () => {
    expect(parse("q=orchard").sort).toBe("relevance");
    expect(parse("").sort).toBe("newest");
    expect(parse("sort=relevance").sort).toBe("newest");
  });

  it("accepts the home page's region links: 'West Region' and a district such as 'District 9' or 'D09'", () => {
    expect(parse("region=West%20Region").region).toEqual(["West"]);
    expect(parse("region=District%209")).toMatchObject({ region: [], district: [9] });
    expect(parse("district=D09").district).toEqual([9]);
  });

  it("writes back only what differs from the defaults, and goes back to page 1 on a change", () => {
    const filters = parse("q=marina&beds=2&page=3");
    expect(listingQuery(filters)).toBe("?q=marina&beds=2");
    expect(listingQuery(filters, { page: 3 })).toBe("?q=marina&beds=2&page=3");
    expect(listingQuery(filters, { beds: [], q: "" })).toBe("");
    expect(listingQuery(EMPTY_LISTING_FILTERS, { district: [9], sort: "top" })).toBe("?district=9&sort=top");
  });

  it("names applied filters as the chips show them, one chip per choice", () => {
    const labels = (query: string) => filterChips(parse(query)).map((chip) => chip.label);
    expect(labels("region=North-East&district=10&beds=0&price=5m-plus&top=2029")).toEqual(["North-East Region", "D10 Bukit Timah / Holland / Tanglin", "TOP 2029", "Studio", "S$5M and above"]);
    expect(PRICE_BANDS.map(priceBandLabel)).toEqual(["Under S$1M", "S$1M – S$1.5M", "S$1.5M – S$2M", "S$2M – S$3M", "S$3M – S$5M", "S$5M and above"]);
  });

  it("takes several districts, regions, bedroom counts and statuses as repeated parameters, each once and in one order (issue 34 item 2)", () => {
    const filters = parse("district=10&district=D09&district=10&beds=3&beds=2&status=now-selling&status=launched&region=West&region=CCR");
    expect(filters).toMatchObject({ district: [9, 10], beds: [2, 3], status: ["preview", "now-selling"], region: ["CCR", "West"] });
    // One choice set, one URL: the page cache keys it once however the buyer ticked it.
    expect(listingQuery(filters)).toBe("?region=CCR&region=West&district=9&district=10&beds=2&beds=3&status=preview&status=now-selling");
    expect(listingQuery(parse(listingQuery(filters).slice(1)))).toBe(listingQuery(filters));
  });

  it("keeps the map view in the URL through every change of filter or page", () => {
    const filters = parse("district=9&view=map");
    expect(filters.view).toBe("map");
    expect(listingQuery(filters, { district: [] })).toBe("?view=map");
    expect(listingQuery(filters, { view: "list" })).toBe("?district=9");
    expect(parse("view=satellite").view).toBe("list");
  });

  it("a chip of one choice removes only that choice", () => {
    const filters = parse("district=9&district=10&beds=2");
    const chips = filterChips(filters);
    expect(chips.map((chip) => chip.label)).toEqual(["D9 Orchard / River Valley", "D10 Bukit Timah / Holland / Tanglin", "2 bedrooms"]);
    expect(listingQuery(filters, chips[0].without)).toBe("?district=10&beds=2");
    expect(listingQuery(filters, chips[2].without)).toBe("?district=9&district=10");
  });
});

describe("what a buyer types, as a text-search query", () => {
  it("district words become whole district tokens", () => {
    expect(searchTextQuery("District 1")).toBe("d1");
    expect(searchTextQuery("D09")).toBe("d9");
    expect(searchTextQuery("dist 15 freehold")).toBe("d15 & freehold:*");
  });

  it("a bare number of a district is the district or the number; others are the number only", () => {
    expect(searchTextQuery("9")).toBe("(d9 | 9)");
    expect(searchTextQuery("99")).toBe("99");
  });

  it("words match as prefixes, two-letter codes as whole tokens", () => {
    expect(searchTextQuery("Marina lumi")).toBe("marina:* & lumi:*");
    expect(searchTextQuery("EC")).toBe("ec");
    expect(searchTextQuery("Northeast")).toBe("north:* & east:*");
  });

  it("keeps only letters and digits of any input: no query syntax gets through", () => {
    expect(searchTextQuery("a & b | !c:* (d)'")).toBe("a & b & c & d");
    expect(searchTextQuery("Lumière")).toBe("lumiere:*");
    expect(searchTextQuery(" %_ ")).toBeNull();
  });
});

describe("the listing's pager", () => {
  it("shows every page when there are five or fewer", () => {
    expect(listingPageLinks(1, 1)).toEqual([1]);
    expect(listingPageLinks(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows five pages around the current one, the first and the last, whatever the number of pages", () => {
    expect(listingPageLinks(1, 209)).toEqual([1, 2, 3, 4, 5, null, 209]);
    expect(listingPageLinks(100, 209)).toEqual([1, null, 98, 99, 100, 101, 102, null, 209]);
    expect(listingPageLinks(209, 209)).toEqual([1, null, 205, 206, 207, 208, 209]);
  });

  it("leaves no gap where none is left out", () => {
    expect(listingPageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(listingPageLinks(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
