import { formatMoneyCompact } from "~/domain/format";
import { paginationWindow } from "~/domain/pagination";
import { parseStatusFilter, STATUS_FILTERS, statusFilterLabel, type StatusFilterKey } from "~/domain/project-status";
import { DISTRICTS } from "~/domain/districts";
import { CORE_REGIONS, URBAN_PLANNING_REGIONS, type CoreRegion, type UrbanPlanningRegion } from "~/domain/singapore";
import { lineKey, RAIL_LINES } from "~/domain/rail-lines";
import { stripControlCharacters } from "~/domain/text";

/**
 * The /condos listing's search, filters, sort and page, as they travel in the URL (decision
 * record 040). Pure and free of zod, so the listing page can build its links in the browser.
 */

export const LISTING_PAGE_SIZE = 12;
export const SEARCH_TEXT_MAX_LENGTH = 100;

export const LISTING_SORTS = ["relevance", "newest", "price-asc", "price-desc", "psf-asc", "psf-desc", "top"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  relevance: "Best match",
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "psf-asc": "Price psf: low to high",
  "psf-desc": "Price psf: high to low",
  top: "TOP: soonest first",
};

export type ListingRegion = CoreRegion | UrbanPlanningRegion;
export const LISTING_REGIONS: readonly ListingRegion[] = [...CORE_REGIONS, ...URBAN_PLANNING_REGIONS];

/** A starting-price band, in dollars: at least `min`, below `max`. */
export interface PriceBand {
  key: string;
  min: number | null;
  max: number | null;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { key: "under-1m", min: null, max: 1_000_000 },
  { key: "1m-1.5m", min: 1_000_000, max: 1_500_000 },
  { key: "1.5m-2m", min: 1_500_000, max: 2_000_000 },
  { key: "2m-3m", min: 2_000_000, max: 3_000_000 },
  { key: "3m-5m", min: 3_000_000, max: 5_000_000 },
  { key: "5m-plus", min: 5_000_000, max: null },
];

export function priceBandLabel(band: PriceBand): string {
  if (band.min === null && band.max !== null) return `Under ${formatMoneyCompact(band.max)}`;
  if (band.max === null && band.min !== null) return `${formatMoneyCompact(band.min)} and above`;
  return `${formatMoneyCompact(band.min ?? 0)} – ${formatMoneyCompact(band.max ?? 0)}`;
}

/** Bedroom counts a unit type can offer; 5 stands for five or more. */
export const BEDROOM_OPTIONS = [0, 1, 2, 3, 4, 5] as const;
export const MAX_BEDROOM_OPTION = 5;

export function bedroomLabel(bedrooms: number): string {
  if (bedrooms === 0) return "Studio";
  if (bedrooms >= MAX_BEDROOM_OPTION) return `${MAX_BEDROOM_OPTION}+ bedrooms`;
  return `${bedrooms} bedroom${bedrooms === 1 ? "" : "s"}`;
}

/** Walking distance to an MRT or LRT station, in metres, as the project's Location tab lists it. */
export const STATION_DISTANCES = [500, 1000] as const;
export type StationDistance = (typeof STATION_DISTANCES)[number];

export function stationDistanceLabel(metres: StationDistance): string {
  return metres === 500 ? "Within 500 m" : "Within 1 km";
}

/** The lines as the URL names them ('circle-line'), with their names. */
export const LINE_CHOICES: readonly { key: string; name: string }[] = RAIL_LINES.map((name) => ({ key: lineKey(name), name }));

/** 'Within 500 m of an MRT/LRT station', 'Within 1 km of a Circle Line station'. */
export function nearChipLabel(near: StationDistance, line: string | null): string {
  const name = LINE_CHOICES.find((choice) => choice.key === line)?.name;
  return `${stationDistanceLabel(near)} of ${name ? `a ${name} station` : "an MRT/LRT station"}`;
}

export function regionLabel(region: ListingRegion): string {
  return (CORE_REGIONS as readonly string[]).includes(region) ? region : `${region} Region`;
}

export function districtLabel(district: number): string {
  const known = DISTRICTS.find((entry) => entry.number === district);
  return known ? `D${district} ${known.name}` : `District ${district}`;
}

/**
 * The listing's filters. Regions, districts, bedrooms and status take several choices (issue 34
 * item 2): a project matches any of them, and the URL repeats the parameter (`district=9&district=10`),
 * as a GET form of checkboxes sends it. Each list is kept in one order, so one choice is one URL.
 */
export interface ListingFilters {
  q: string;
  region: ListingRegion[];
  district: number[];
  /** A property type as stored ('Executive Condominium'); the service ignores one it does not know. */
  type: string | null;
  tenure: string | null;
  /** The TOP year. */
  top: number | null;
  /** Bedroom counts a unit type offers (5: five or more). */
  beds: number[];
  /** A PRICE_BANDS key for the lowest unit price. */
  price: string | null;
  /** The buyer's sales statuses ('now-selling'); the old words 'active' and 'launched' still read. */
  status: StatusFilterKey[];
  /** Within this walk of an MRT or LRT station; a line alone means within 1 km. */
  near: StationDistance | null;
  /** A LINE_CHOICES key: the station of `near` is on this line. Only with `near`. */
  line: string | null;
  sort: ListingSort;
  page: number;
  /** The results as cards, or on a map beside them (issue 34 item 2). */
  view: ListingView;
}

export const LISTING_VIEWS = ["list", "map"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

export const EMPTY_LISTING_FILTERS: ListingFilters = {
  q: "",
  region: [],
  district: [],
  type: null,
  tenure: null,
  top: null,
  beds: [],
  price: null,
  status: [],
  near: null,
  line: null,
  sort: "newest",
  page: 1,
  view: "list",
};

/** The filters that narrow the list (not the text, sort or page). */
export const FILTER_KEYS = ["region", "district", "type", "tenure", "top", "beds", "price", "status", "near"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters of several choices. */
export const MULTI_FILTER_KEYS = ["region", "district", "beds", "status"] as const satisfies readonly FilterKey[];
export type MultiFilterKey = (typeof MULTI_FILTER_KEYS)[number];

export function isFilterApplied(filters: ListingFilters, key: FilterKey): boolean {
  const value = filters[key];
  return Array.isArray(value) ? value.length > 0 : value !== null;
}

function clean(value: string, max = 60): string {
  return stripControlCharacters(value).trim().replace(/\s+/g, " ").slice(0, max);
}

function text(params: URLSearchParams, key: string, max = 60): string {
  return clean(params.get(key) ?? "", max);
}

function whole(value: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** 'District 9', 'D09', '9' → 9, for the 28 postal districts. */
export function parseDistrict(value: string): number | null {
  const match = value.trim().match(/^(?:d|district\s*)?0*(\d{1,2})$/i);
  return match ? whole(match[1], 1, DISTRICTS.length) : null;
}

function parseRegion(value: string): ListingRegion | null {
  const name = value.replace(/\s+region$/i, "").trim().toLowerCase();
  return LISTING_REGIONS.find((region) => region.toLowerCase() === name) ?? null;
}

/** The query parameters parseListingFilters reads. */
export const LISTING_QUERY_PARAMS: readonly string[] = ["q", "region", "district", "type", "tenure", "top", "beds", "price", "status", "near", "line", "sort", "page", "view"];

/** Each value once, in the order of `order`. */
function chosen<T>(values: (T | null)[], order: readonly T[]): T[] {
  return order.filter((option) => values.includes(option));
}

/**
 * The listing's state from its query string. A value that means nothing is dropped, never an
 * error: links get shared, cut and edited. `region` also accepts a district ('District 9'), as
 * the home page's links always have (decision record 013).
 */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const q = text(params, "q", SEARCH_TEXT_MAX_LENGTH);
  const all = (key: string) => params.getAll(key).slice(0, 40).map((value) => clean(value));
  const regionTexts = all("region");
  const region = chosen(regionTexts.map(parseRegion), LISTING_REGIONS);
  const districtNumbers = DISTRICTS.map((entry) => entry.number);
  const district = chosen([...all("district"), ...regionTexts.filter((value) => !parseRegion(value))].map(parseDistrict), districtNumbers);
  const sortText = text(params, "sort");
  const sort = (LISTING_SORTS as readonly string[]).includes(sortText) ? (sortText as ListingSort) : q ? "relevance" : "newest";
  const price = text(params, "price");
  const lineText = text(params, "line");
  const line = LINE_CHOICES.some((choice) => choice.key === lineText) ? lineText : null;
  const nearText = Number(text(params, "near"));
  const near = STATION_DISTANCES.find((metres) => metres === nearText) ?? (line ? 1000 : null);
  return {
    q,
    region,
    district,
    type: text(params, "type") || null,
    tenure: text(params, "tenure") || null,
    top: whole(text(params, "top"), 1900, 2100),
    beds: chosen(all("beds").map((value) => whole(value, 0, MAX_BEDROOM_OPTION)), BEDROOM_OPTIONS),
    price: PRICE_BANDS.some((band) => band.key === price) ? price : null,
    status: chosen(all("status").map(parseStatusFilter), STATUS_FILTERS.map((entry) => entry.key)),
    near,
    line: near ? line : null,
    sort: sort === "relevance" && !q ? "newest" : sort,
    page: whole(text(params, "page"), 1, 9999) ?? 1,
    view: text(params, "view") === "map" ? "map" : "list",
  };
}

/** The query string for these filters ('' for none), leaving out defaults; the page resets unless given. */
export function listingQuery(filters: ListingFilters, changes: Partial<ListingFilters> = {}): string {
  const next = { ...filters, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  for (const region of next.region) params.append("region", region);
  for (const district of next.district) params.append("district", String(district));
  if (next.type) params.set("type", next.type);
  if (next.tenure) params.set("tenure", next.tenure);
  if (next.top !== null) params.set("top", String(next.top));
  for (const beds of next.beds) params.append("beds", String(beds));
  if (next.price) params.set("price", next.price);
  for (const status of next.status) params.append("status", status);
  if (next.near !== null) {
    params.set("near", String(next.near));
    if (next.line) params.set("line", next.line);
  }
  // Best match means nothing without a search: clearing the search drops it.
  const defaultSort = next.q ? "relevance" : "newest";
  if (next.sort !== defaultSort && !(next.sort === "relevance" && !next.q)) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  if (next.view === "map") params.set("view", "map");
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return FILTER_KEYS.some((key) => isFilterApplied(filters, key));
}

/** An applied choice as a chip: what it says, and the filters without it. */
export interface FilterChip {
  key: FilterKey;
  label: string;
  without: Partial<ListingFilters>;
}

function singleChipLabel(key: Exclude<FilterKey, MultiFilterKey>, filters: ListingFilters): string {
  switch (key) {
    case "type":
      return filters.type ?? "";
    case "tenure":
      return filters.tenure ?? "";
    case "top":
      return filters.top !== null ? `TOP ${filters.top}` : "";
    case "price": {
      const band = PRICE_BANDS.find((entry) => entry.key === filters.price);
      return band ? priceBandLabel(band) : "";
    }
    case "near":
      return filters.near !== null ? nearChipLabel(filters.near, filters.line) : "";
  }
}

/** The applied filters as chips, one per choice: each district of several is a chip of its own. */
export function filterChips(filters: ListingFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of FILTER_KEYS) {
    switch (key) {
      case "region":
        for (const region of filters.region) chips.push({ key, label: regionLabel(region), without: { region: filters.region.filter((entry) => entry !== region) } });
        break;
      case "district":
        for (const district of filters.district) chips.push({ key, label: districtLabel(district), without: { district: filters.district.filter((entry) => entry !== district) } });
        break;
      case "beds":
        for (const beds of filters.beds) chips.push({ key, label: bedroomLabel(beds), without: { beds: filters.beds.filter((entry) => entry !== beds) } });
        break;
      case "status":
        for (const status of filters.status) chips.push({ key, label: statusFilterLabel(status), without: { status: filters.status.filter((entry) => entry !== status) } });
        break;
      default:
        if (isFilterApplied(filters, key)) chips.push({ key, label: singleChipLabel(key, filters), without: { [key]: null } });
    }
  }
  return chips;
}

export function totalPages(total: number): number {
  return Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
}

/**
 * The listing pager's numbers: up to five around the current page, and the first and last
 * pages with a gap (null) where numbers are left out, so the pager stays one line however many
 * pages there are.
 */
export function listingPageLinks(current: number, pages: number): (number | null)[] {
  const window = paginationWindow(current, pages);
  if (window.length === 0) return [];
  const first = window[0];
  const last = window[window.length - 1];
  // A gap of one page shows that page instead of '…'.
  const before = first === 1 ? [] : first <= 3 ? Array.from({ length: first - 1 }, (_, i) => i + 1) : [1, null];
  const after = last === pages ? [] : last >= pages - 2 ? Array.from({ length: pages - last }, (_, i) => last + 1 + i) : [null, pages];
  return [...before, ...window, ...after];
}
