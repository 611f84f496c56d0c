import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { LISTED_STATUSES } from "~/domain/project-status";
import { FEATURED_PROJECT_COUNT, GROUP_PREVIEW_SIZE, OTHER_GROUP, PROJECT_GROUP_COUNT } from "~/domain/public-listing";
import type { ProjectGroup, ProjectSummary } from "~/domain/public-read-models";
import { stripControlCharacters } from "~/domain/text";
import type { Database } from "../db/client";
import { projects } from "../db/schema";

/** The listing shows at most this many cards; the page says when a search would narrow it. */
export const LISTING_LIMIT = 60;

const summaryColumns = {
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

/** Spec part 1 §4: only 'active' and 'launched' projects are public (stored as Selling, Launch). */
export const isListed = inArray(projects.status, [...LISTED_STATUSES]);

export async function countListedProjects(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(projects).where(isListed);
  return total;
}

/** Home page: up to 6 listed projects, the ones marked featured first, newest first. */
export async function listFeaturedProjects(db: Database): Promise<ProjectSummary[]> {
  return db
    .select(summaryColumns)
    .from(projects)
    .where(isListed)
    .orderBy(desc(projects.isFeatured), desc(projects.createdAt))
    .limit(FEATURED_PROJECT_COUNT);
}

/** '%' and '_' typed by a visitor are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A region parameter names a planning region ('West' or 'West Region') or a district. */
function inRegion(region: string): SQL {
  const name = region.replace(/\s+Region$/i, "").trim().toLowerCase();
  return or(
    sql`lower(${projects.urbanPlanningRegion}::text) = ${name}`,
    sql`lower(${projects.district}) = ${region.trim().toLowerCase()}`,
  )!;
}

export interface ProjectSearch {
  q?: string;
  region?: string;
}

/**
 * The /condos listing, filtered in the query: q matches name, district or neighbourhood
 * (case-insensitive), region a planning region or a district; newest first. Control characters
 * a link may carry ('%00') are dropped: PostgreSQL refuses NUL in text, and none is ever stored.
 */
export async function searchListedProjects(db: Database, search: ProjectSearch): Promise<{ projects: ProjectSummary[]; total: number }> {
  const q = stripControlCharacters(search.q ?? "").trim().slice(0, 100);
  const region = stripControlCharacters(search.region ?? "").trim().slice(0, 100);
  const conditions: SQL[] = [isListed];
  if (q) {
    const pattern = likePattern(q);
    conditions.push(or(ilike(projects.name, pattern), ilike(projects.district, pattern), ilike(projects.neighbourhood, pattern))!);
  }
  if (region) conditions.push(inRegion(region));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select(summaryColumns).from(projects).where(where).orderBy(desc(projects.createdAt)).limit(LISTING_LIMIT),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { projects: rows, total };
}

/**
 * Home page groups by district or planning region: the 5 groups with the most listed projects
 * (the newest first among equals), each with its 3 newest projects and its total. Ranked and
 * cut in SQL with window functions.
 */
export async function listProjectGroups(db: Database, by: "district" | "region"): Promise<ProjectGroup[]> {
  const key =
    by === "district"
      ? sql<string>`coalesce(nullif(trim(${projects.district}), ''), ${OTHER_GROUP})`
      : sql<string>`coalesce(${projects.urbanPlanningRegion}::text, ${OTHER_GROUP})`;
  const ranked = db.$with("ranked").as(
    db
      .select({
        ...summaryColumns,
        createdAt: projects.createdAt,
        groupName: key.as("group_name"),
        position: sql<number>`row_number() over (partition by ${key} order by ${projects.createdAt} desc, ${projects.id})`.as("position"),
        groupTotal: sql<number>`count(*) over (partition by ${key})`.as("group_total"),
        groupNewest: sql`max(${projects.createdAt}) over (partition by ${key})`.as("group_newest"),
      })
      .from(projects)
      .where(isListed),
  );
  const previews = db.$with("previews").as(
    db
      .select({
        id: ranked.id,
        groupRank: sql<number>`dense_rank() over (order by ${ranked.groupTotal} desc, ${ranked.groupNewest} desc, ${ranked.groupName})`.as("group_rank"),
      })
      .from(ranked)
      .where(sql`${ranked.position} <= ${GROUP_PREVIEW_SIZE}`),
  );
  const rows = await db
    .with(ranked, previews)
    .select({
      id: ranked.id,
      name: ranked.name,
      slug: ranked.slug,
      status: ranked.status,
      propertyType: ranked.propertyType,
      district: ranked.district,
      neighbourhood: ranked.neighbourhood,
      urbanPlanningRegion: ranked.urbanPlanningRegion,
      bannerImageUrl: ranked.bannerImageUrl,
      totalUnits: ranked.totalUnits,
      groupName: ranked.groupName,
      groupTotal: ranked.groupTotal,
    })
    .from(ranked)
    .innerJoin(previews, eq(previews.id, ranked.id))
    .where(sql`${previews.groupRank} <= ${PROJECT_GROUP_COUNT}`)
    .orderBy(asc(previews.groupRank), asc(ranked.position));

  const groups: ProjectGroup[] = [];
  for (const { groupName, groupTotal, ...project } of rows) {
    let group = groups.at(-1);
    if (group?.name !== groupName) {
      group = { name: groupName, total: Number(groupTotal), projects: [] };
      groups.push(group);
    }
    group.projects.push(project);
  }
  return groups;
}
