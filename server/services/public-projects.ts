import { and, asc, count, desc, inArray, max, sql } from "drizzle-orm";
import { LISTED_STATUSES } from "~/domain/project-status";
import { FEATURED_PROJECT_COUNT, GROUP_PREVIEW_SIZE, OTHER_GROUP, PROJECT_GROUP_COUNT } from "~/domain/public-listing";
import type { ProjectGroup, ProjectSummary } from "~/domain/public-read-models";
import type { Database, Tx } from "../db/client";
import { projects } from "../db/schema";
import { cacheTags } from "../cache-tags";
import { databaseScope, sharedCache } from "../memory-cache";

/**
 * The lowest indicative price of a project's unit types, in cents; null when none is priced.
 * What a card's 'From S$…' and the project page's header show (decision record 041), and what
 * the listing's price bands and sorts use. Stored in projects.price_from_cents and kept by
 * triggers on unit_types (migration 0013, decision record 102), the one place it is computed;
 * not a drizzle column, so no writer sets it. Read bare (no cast) so that an ORDER BY on it
 * walks the listing's price indexes.
 */
export const priceFromCents = sql<number | null>`${projects}.price_from_cents`.mapWith(Number);

/**
 * The bedroom counts a project's unit types offer, five and more counted as five
 * (MAX_BEDROOM_OPTION in app/domain/listing-filters.ts). Stored in projects.bedrooms_offered and kept by the unit-type triggers
 * with the price (migration 0020, decision record 137); not a drizzle column, as the price.
 */
export const bedroomsOffered = sql<number[]>`${projects}.bedrooms_offered`;

/**
 * What a card says of a project's units and price beside its price from (decision record 138),
 * kept by the triggers of migration 0023 (unit_inventory_figures): the psf of the unit or unit
 * type the price from is taken from, and the inventory's units and available units (0 without one).
 */
export const inventoryFigures = {
  priceFromPsfCents: sql<number | null>`${projects}.price_from_psf_cents`.as("price_from_psf_cents"),
  inventoryUnits: sql<number>`${projects}.inventory_units`.as("inventory_units"),
  inventoryAvailable: sql<number>`${projects}.inventory_available`.as("inventory_available"),
};

/** A project card's own columns; with its lowest price, the summary every public list shows. */
export const projectCardColumns = {
  id: projects.id,
  name: projects.name,
  slug: projects.slug,
  status: projects.status,
  propertyType: projects.propertyType,
  district: projects.district,
  neighbourhood: projects.neighbourhood,
  urbanPlanningRegion: projects.urbanPlanningRegion,
  bannerImageUrl: projects.bannerImageUrl,
  totalUnits: projects.totalUnits,
};

export const summaryColumns = { ...projectCardColumns, priceFromCents, ...inventoryFigures };

/** Spec part 1 §4: only 'active' and 'launched' projects are public (stored as Selling, Launch). */
export const isListed = inArray(projects.status, [...LISTED_STATUSES]);

const listedCount = sharedCache<number>("listed-project-count", 60_000, 1);

/** What the lists of listed projects are dropped by: any project write that could change them. */
const listTags = () => [cacheTags.projectLists];

/**
 * How many projects are listed (the home page's figure, the sitemap index's files): counted
 * once until a project write drops the lists, as the listing's counts are (decision record 098).
 */
export async function countListedProjects(db: Database): Promise<number> {
  return listedCount.getOrLoad(
    String(databaseScope(db)),
    async () => (await db.select({ total: count() }).from(projects).where(isListed))[0].total,
    { tags: listTags },
  );
}

/**
 * The home page's project sections, the same on every site: kept as the project pages' read
 * models and the listing's pages are (decision records 100 and 112), so a home page no cache
 * holds runs no query for them, until a project write drops the lists or a minute passes.
 */
const HOME_SECTIONS_TTL_MS = 60_000;
const featuredProjects = sharedCache<ProjectSummary[]>("home-featured-projects", HOME_SECTIONS_TTL_MS, 100);
const projectGroups = sharedCache<ProjectGroup[]>("home-project-groups", HOME_SECTIONS_TTL_MS, 100);

/** Home page: up to 6 listed projects, the ones marked featured first, newest first. */
export async function listFeaturedProjects(db: Database): Promise<ProjectSummary[]> {
  return featuredProjects.getOrLoad(String(databaseScope(db)), () => featuredProjectsNow(db), { tags: listTags });
}

function featuredProjectsNow(db: Database): Promise<ProjectSummary[]> {
  return db
    .select(summaryColumns)
    .from(projects)
    .where(isListed)
    .orderBy(desc(projects.isFeatured), desc(projects.createdAt))
    .limit(FEATURED_PROJECT_COUNT);
}

/**
 * Home page groups by district or planning region: the 5 groups with the most listed projects
 * (the newest first among equals), each with its 3 newest projects and its total. Counted by
 * stored value from the group indexes (projects_listed_district_group_idx, …_region_group_idx),
 * then each group's newest read from them: no window over every listed project's row (decision
 * record 137).
 */
export async function listProjectGroups(db: Database, by: "district" | "region"): Promise<ProjectGroup[]> {
  return projectGroups.getOrLoad(`${databaseScope(db)}:${by}`, () => projectGroupsNow(db, by), { tags: listTags });
}

const GROUP_COLUMNS = { district: projects.district, region: projects.urbanPlanningRegion } as const;

/** The group a stored district or region is shown in: trimmed, OTHER_GROUP when blank. */
const groupName = (value: string) => value.trim() || OTHER_GROUP;

interface GroupCount {
  name: string;
  total: number;
  newest: number;
  /** The stored values shown under this name (' District 9' is District 9; every blank one is OTHER_GROUP). */
  values: string[];
}

async function projectGroupsNow(db: Database, by: "district" | "region"): Promise<ProjectGroup[]> {
  const column = GROUP_COLUMNS[by];
  const counted = await db
    .select({ value: sql<string>`${column}::text`, total: count(), newest: max(projects.createdAt) })
    .from(projects)
    .where(isListed)
    .groupBy(column);
  const byName = new Map<string, GroupCount>();
  for (const row of counted) {
    const name = groupName(row.value);
    const group = byName.get(name) ?? { name, total: 0, newest: 0, values: [] };
    group.total += row.total;
    group.newest = Math.max(group.newest, row.newest?.getTime() ?? 0);
    group.values.push(row.value);
    byName.set(name, group);
  }
  const largest = [...byName.values()]
    .sort((a, b) => b.total - a.total || b.newest - a.newest || (a.name < b.name ? -1 : 1))
    .slice(0, PROJECT_GROUP_COUNT);
  return Promise.all(
    largest.map(async ({ name, total, values }) => {
      const inGroup = sql`${column} in (${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;
      const newest = await db
        .select(summaryColumns)
        .from(projects)
        .where(and(isListed, inGroup))
        .orderBy(desc(projects.createdAt), asc(projects.id))
        .limit(GROUP_PREVIEW_SIZE);
      return { name, total, projects: newest };
    }),
  );
}

/**
 * The shortlist page (issue 34 item 4): the listed projects of a buyer's shortlist as cards, in
 * the buyer's order, and the slugs no longer listed, so a shared link that outlived a project
 * still opens and says so.
 */
export async function listShortlistedProjects(db: Database | Tx, slugs: readonly string[]): Promise<{ projects: ProjectSummary[]; missing: string[] }> {
  if (slugs.length === 0) return { projects: [], missing: [] };
  const rows = await db
    .select(summaryColumns)
    .from(projects)
    .where(and(inArray(projects.slug, [...slugs]), isListed));
  const listed = slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
  return { projects: listed, missing: slugs.filter((slug) => !rows.some((row) => row.slug === slug)) };
}
