import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  BEDROOM_OPTIONS,
  isFilterApplied,
  LINE_CHOICES,
  LISTING_PAGE_SIZE,
  MAX_BEDROOM_OPTION,
  PRICE_BANDS,
  STATION_DISTANCES,
  totalPages,
  type FilterKey,
  type ListingFilters,
} from "~/domain/listing-filters";
import { searchTextQuery } from "~/domain/listing-search-text";
import { STATUS_FILTERS, storedStatusOfFilter } from "~/domain/project-status";
import type { ProjectSummary } from "~/domain/public-read-models";
import { PROPERTY_TYPES } from "~/domain/schemas/project";
import { CORE_REGIONS } from "~/domain/singapore";
import type { Database } from "../db/client";
import { cacheTags } from "../cache-tags";
import { databaseScope, dropCount, sharedCache, tagCurrentPage } from "../memory-cache";
import { nearbyTransport, projects } from "../db/schema";
import { bedroomsOffered, inventoryFigures, isListed, priceFromCents, projectCardColumns } from "./public-projects";

/** How many projects match each filter option, given every other filter (decision record 040). */
export interface ListingFacets {
  region: Record<string, number>;
  district: Record<string, number>;
  type: Record<string, number>;
  tenure: Record<string, number>;
  top: Record<string, number>;
  beds: Record<string, number>;
  price: Record<string, number>;
  status: Record<string, number>;
  /** Within 500 m and 1 km of a station (on the chosen line, if any). */
  near: Record<string, number>;
  /** Near a station of each line, within the chosen distance (1 km when none is chosen). */
  line: Record<string, number>;
}

export interface ListingResult {
  /** The filters as applied: an unknown property type is dropped, the page kept within range. */
  filters: ListingFilters;
  projects: ProjectSummary[];
  total: number;
  facets: ListingFacets;
}

/**
 * A project's search document, weighted: the name (A); developer and neighbourhood (B); address,
 * district with its code and places, planning and core region (C); tenure and property type
 * with 'EC' and 'condo' (D). Stored in projects.search_document and indexed (GIN) by migration
 * 0012, whose triggers keep it (decision records 040 and 098); not a drizzle column, so that
 * whole-row reads of projects never carry it.
 */
const searchDocument = sql`${projects}.search_document`;

function listingTable(db: Database, tsquery: string | null) {
  const query = tsquery ? sql`to_tsquery('english', ${tsquery})` : null;
  return db.$with("listing").as(
    db
      .select({
        ...projectCardColumns,
        coreRegion: projects.coreRegion,
        tenure: projects.tenure,
        topYear: projects.topYearActual,
        createdAt: projects.createdAt,
        latitude: projects.latitude,
        longitude: projects.longitude,
        priceFromCents: priceFromCents.as("price_from_cents"),
        ...inventoryFigures,
        bedrooms: bedroomsOffered.as("bedrooms"),
        districtNumber: sql<number | null>`nullif(substring(${projects.district} from '[0-9]+'), '')::int`.as("district_number"),
        rank: (query ? sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${searchDocument}, ${query})` : sql<number>`0`).as("rank"),
      })
      .from(projects)
      .where(and(isListed, query ? sql`${searchDocument} @@ ${query}` : undefined)),
  );
}

type Listing = ReturnType<typeof listingTable>;

function priceBandCondition(listing: Listing, key: string): SQL | undefined {
  const band = PRICE_BANDS.find((entry) => entry.key === key);
  if (!band) return undefined;
  return and(
    sql`${listing.priceFromCents} is not null`,
    band.min !== null ? gte(listing.priceFromCents, band.min * 100) : undefined,
    band.max !== null ? lt(listing.priceFromCents, band.max * 100) : undefined,
  );
}

function bedroomCondition(listing: Listing, beds: number): SQL {
  return sql`${Math.min(beds, MAX_BEDROOM_OPTION)} = any(${listing.bedrooms})`;
}

/**
 * An MRT or LRT station within this walk, as the project's Location tab lists it (nearby_transport,
 * read through its index on project and distance); on a line when one is given (decision record 149).
 */
function nearStationCondition(listing: Listing, metres: number, line: string | null): SQL {
  const lineName = LINE_CHOICES.find((choice) => choice.key === line)?.name ?? null;
  return sql`exists (select 1 from ${nearbyTransport} where ${nearbyTransport.projectId} = ${listing.id}
    and ${nearbyTransport.transportType} in ('MRT', 'LRT') and ${nearbyTransport.distanceKm} <= ${metres / 1000}
    ${lineName ? sql`and ${lineName} = any(${nearbyTransport.lines})` : sql``})`;
}

function regionCondition(listing: Listing, region: string): SQL {
  const isCore = (CORE_REGIONS as readonly string[]).includes(region);
  return isCore ? sql`${listing.coreRegion}::text = ${region}` : sql`${listing.urbanPlanningRegion}::text = ${region}`;
}

/** The SQL of every applied filter but `except`: a facet counts its options under the others. Several choices of one filter: any of them. */
function filterConditions(listing: Listing, filters: ListingFilters, except?: FilterKey): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const on = (key: FilterKey) => key !== except && isFilterApplied(filters, key);
  if (on("region")) conditions.push(or(...filters.region.map((region) => regionCondition(listing, region))));
  if (on("district")) conditions.push(inArray(listing.districtNumber, filters.district));
  if (on("type")) conditions.push(sql`${listing.propertyType}::text = ${filters.type}`);
  if (on("tenure")) conditions.push(eq(listing.tenure, filters.tenure!));
  if (on("top")) conditions.push(eq(listing.topYear, filters.top!));
  if (on("beds")) conditions.push(or(...filters.beds.map((beds) => bedroomCondition(listing, beds))));
  if (on("price")) conditions.push(priceBandCondition(listing, filters.price!));
  if (on("status")) conditions.push(sql`${listing.status}::text in ${filters.status.map(storedStatusOfFilter)}`);
  if (on("near")) conditions.push(nearStationCondition(listing, filters.near!, filters.line));
  return and(...conditions);
}

function orderFor(listing: Listing, filters: ListingFilters): SQL[] {
  const newest = [desc(listing.createdAt), asc(listing.id)];
  switch (filters.sort) {
    case "relevance":
      return [desc(listing.rank), ...newest];
    case "price-asc":
      return [sql`${listing.priceFromCents} asc nulls last`, ...newest];
    case "price-desc":
      return [sql`${listing.priceFromCents} desc nulls last`, ...newest];
    // The psf of the unit the price from is taken from: the card's "(S$Y psf)".
    case "psf-asc":
      return [sql`${listing.priceFromPsfCents} asc nulls last`, ...newest];
    case "psf-desc":
      return [sql`${listing.priceFromPsfCents} desc nulls last`, ...newest];
    case "top":
      return [sql`${listing.topYear} asc nulls last`, ...newest];
    case "newest":
      return newest;
  }
}

async function countBy(db: Database, listing: Listing, key: SQLWrapper, where: SQL | undefined): Promise<Record<string, number>> {
  const rows = await db
    .with(listing)
    .select({ value: sql<string | null>`${key}::text`, count: count() })
    .from(listing)
    .where(where)
    .groupBy(sql`1`);
  const counts: Record<string, number> = {};
  for (const row of rows) if (row.value !== null) counts[row.value] = Number(row.count);
  return counts;
}

async function listingFacets(db: Database, listing: Listing, filters: ListingFilters): Promise<ListingFacets> {
  const except = (key: FilterKey) => filterConditions(listing, filters, key);
  const conditional = async (key: FilterKey, options: { value: string; condition: SQL | undefined }[]) => {
    const [row] = await db
      .with(listing)
      .select(Object.fromEntries(options.map((option, i) => [`o${i}`, sql<number>`count(*) filter (where ${option.condition ?? sql`true`})`.mapWith(Number)])))
      .from(listing)
      .where(except(key));
    return Object.fromEntries(options.map((option, i) => [option.value, Number(row?.[`o${i}`] ?? 0)]));
  };
  const [core, planning, district, type, tenure, top, beds, price, status, near, line] = await Promise.all([
    countBy(db, listing, listing.coreRegion, except("region")),
    countBy(db, listing, listing.urbanPlanningRegion, except("region")),
    countBy(db, listing, listing.districtNumber, except("district")),
    countBy(db, listing, listing.propertyType, except("type")),
    countBy(db, listing, listing.tenure, except("tenure")),
    countBy(db, listing, listing.topYear, except("top")),
    conditional("beds", BEDROOM_OPTIONS.map((n) => ({ value: String(n), condition: bedroomCondition(listing, n) }))),
    conditional("price", PRICE_BANDS.map((band) => ({ value: band.key, condition: priceBandCondition(listing, band.key) }))),
    conditional("status", STATUS_FILTERS.map((entry) => ({ value: entry.key, condition: sql`${listing.status}::text = ${entry.status}` }))),
    conditional("near", STATION_DISTANCES.map((metres) => ({ value: String(metres), condition: nearStationCondition(listing, metres, filters.line) }))),
    conditional("near", LINE_CHOICES.map((choice) => ({ value: choice.key, condition: nearStationCondition(listing, filters.near ?? 1000, choice.key) }))),
  ]);
  return { region: { ...core, ...planning }, district, type, tenure, top, beds, price, status, near, line };
}

/** The total and the facet counts of one filter set: what a listing page needs besides its rows. */
interface ListingCounts {
  total: number;
  facets: ListingFacets;
}

/**
 * The counts of a filter set, whatever the page and sort: every page of a search, on every host,
 * shares them. Counting reads every listed project, so it is done once per filter set until a
 * project write drops the lists (tag projectLists, as every project and unit type write does) or
 * the time runs out; visitors asking while it is counted wait for that count (decision record 098).
 */
export const LISTING_COUNTS_TTL_MS = 60_000;
const LIST_TAGS = [cacheTags.projectLists];
const countsCache = sharedCache<ListingCounts>("listing-counts", LISTING_COUNTS_TTL_MS, 500);
const counting = new Map<string, Promise<ListingCounts>>();

function countsKey(filters: ListingFilters): string {
  const { q, region, district, type, tenure, top, beds, price, status, near, line } = filters;
  return JSON.stringify([q, region, district, type, tenure, top, beds, price, status, near, line]);
}

async function listingCounts(db: Database, listing: Listing, filters: ListingFilters, where: SQL | undefined): Promise<ListingCounts> {
  const key = countsKey(filters);
  const cached = countsCache.get(key);
  if (cached) return cached;
  // The page is dropped with the lists, whether it counts or waits for another's count.
  tagCurrentPage(...LIST_TAGS);
  // A count begun before a drop may have read the old rows: it is neither kept nor joined after it.
  const drops = dropCount();
  const loadKey = `${drops}|${key}`;
  const pending = counting.get(loadKey);
  if (pending) return pending;
  const load = (async () => {
    const [[{ total }], facets] = await Promise.all([
      db.with(listing).select({ total: count() }).from(listing).where(where),
      listingFacets(db, listing, filters),
    ]);
    const counts = { total, facets };
    if (dropCount() === drops) countsCache.set(key, counts, LIST_TAGS);
    return counts;
  })().finally(() => counting.delete(loadKey));
  counting.set(loadKey, load);
  return load;
}

/**
 * Listing pages by their filters, sort and page, shared by every site as project pages' read
 * models are (decision records 100 and 112): with a thousand realtor sites the per-host page
 * cache misses far more often than this does. Dropped by every project write (tag projectLists),
 * so an edit shows at once. Searches for a text are not kept (but tag the page all the same): typed
 * words, unlike the filters' few values, are without end and would push the common pages out.
 */
const LISTING_PAGES_TTL_MS = 60_000;
const listingPages = sharedCache<ListingResult>("listing-pages", LISTING_PAGES_TTL_MS, 500);

/**
 * The /condos listing: listed projects matching the text (PostgreSQL full-text search, ranked)
 * and the filters, sorted and paged in SQL, with the count of every filter option.
 */
export async function searchListedProjects(db: Database, requested: ListingFilters): Promise<ListingResult> {
  if (requested.q.trim()) {
    tagCurrentPage(...LIST_TAGS);
    return searchListedProjectsNow(db, requested);
  }
  return listingPages.getOrLoad(`${databaseScope(db)}:${JSON.stringify(requested)}`, () => searchListedProjectsNow(db, requested), {
    // Only a page of projects asked for as it is answered: made-up page numbers, types or tenures take no room.
    keep: (result) => result.projects.length > 0 && JSON.stringify(result.filters) === JSON.stringify(requested),
    tags: () => LIST_TAGS,
  });
}

async function searchListedProjectsNow(db: Database, requested: ListingFilters): Promise<ListingResult> {
  const type = requested.type && (PROPERTY_TYPES as readonly string[]).includes(requested.type) ? requested.type : null;
  const filters = { ...requested, type };
  const listing = listingTable(db, searchTextQuery(filters.q));
  const where = filterConditions(listing, filters);
  const { total, facets } = await listingCounts(db, listing, filters, where);
  const page = Math.min(filters.page, totalPages(total));
  // The page's ids first, from the listed-projects index of the sort (newest, price either way,
  // TOP year, psf either way: migrations 0010, 0013, 0014, 0029): a page reads its twelve entries and those it skips;
  // then the twelve rows themselves.
  const ids = (
    await db
      .with(listing)
      .select({ id: listing.id })
      .from(listing)
      .where(where)
      .orderBy(...orderFor(listing, filters))
      .limit(LISTING_PAGE_SIZE)
      .offset((page - 1) * LISTING_PAGE_SIZE)
  ).map((row) => row.id);
  const found = ids.length
    ? await db
        .with(listing)
        .select({
          id: listing.id,
          name: listing.name,
          slug: listing.slug,
          status: listing.status,
          propertyType: listing.propertyType,
          district: listing.district,
          neighbourhood: listing.neighbourhood,
          urbanPlanningRegion: listing.urbanPlanningRegion,
          bannerImageUrl: listing.bannerImageUrl,
          totalUnits: listing.totalUnits,
          priceFromCents: listing.priceFromCents,
          priceFromPsfCents: listing.priceFromPsfCents,
          inventoryUnits: listing.inventoryUnits,
          inventoryAvailable: listing.inventoryAvailable,
        })
        .from(listing)
        .where(inArray(listing.id, ids))
    : [];
  const byId = new Map(found.map((row) => [row.id, row] as const));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { filters: { ...filters, page }, projects: rows, total, facets };
}

/** A project on the listing's map: where it is, and what its marker says. */
export interface ListingMapProject {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  priceFromCents: number | null;
}

/** More markers than this would bury each other's names; the map then says how many are left off. */
export const LISTING_MAP_LIMIT = 300;

/**
 * The listing's map view (issue 34 item 2): every listed project matching the search and filters
 * that has a position, not only the page of cards, with the count of those without one. Filtered
 * in SQL by the same conditions as the list and in its order, so the projects first in the list
 * keep their names where markers would cover each other (decision record 161); dropped with the
 * lists like the listing's pages.
 */
export async function mapListedProjects(db: Database, filters: ListingFilters): Promise<{ projects: ListingMapProject[]; unplaced: number }> {
  tagCurrentPage(...LIST_TAGS);
  const listing = listingTable(db, searchTextQuery(filters.q));
  const where = filterConditions(listing, filters);
  const placed = and(where, sql`${listing.latitude} is not null and ${listing.longitude} is not null`);
  const [rows, [{ unplaced }]] = await Promise.all([
    db
      .with(listing)
      .select({ slug: listing.slug, name: listing.name, latitude: listing.latitude, longitude: listing.longitude, priceFromCents: listing.priceFromCents })
      .from(listing)
      .where(placed)
      .orderBy(...orderFor(listing, filters))
      .limit(LISTING_MAP_LIMIT),
    db
      .with(listing)
      .select({ unplaced: count() })
      .from(listing)
      .where(and(where, sql`(${listing.latitude} is null or ${listing.longitude} is null)`)),
  ]);
  return { projects: rows.map((row) => ({ ...row, latitude: row.latitude!, longitude: row.longitude! })), unplaced };
}

/** Every listed project a saved search matches now, by id: what a buyer's search alert compares with what it last told them. */
export async function listedProjectIdsMatching(db: Database, filters: ListingFilters): Promise<string[]> {
  const listing = listingTable(db, searchTextQuery(filters.q));
  const rows = await db.with(listing).select({ id: listing.id }).from(listing).where(filterConditions(listing, filters));
  return rows.map((row) => row.id);
}
