import { asc, count, desc, ilike, or, type SQL } from "drizzle-orm";
import { containsPattern, LIST_PAGE_SIZE, pageOffset, type ListQuery } from "~/domain/list-query";
import type { PROJECT_SORTS, PROJECT_TABS } from "~/domain/schemas/project";
import type { Database } from "../../db/client";
import { projects } from "../../db/schema";
import { authorize, type Actor } from "../actor";

export type ProjectListQuery = ListQuery<(typeof PROJECT_SORTS)[number], (typeof PROJECT_TABS)[number]>;

export interface ProjectRow {
  id: string;
  name: string;
  slug: string;
  status: string;
  propertyType: string | null;
  neighbourhood: string;
  totalUnits: number;
  percentageSold: number;
  bannerImageUrl: string | null;
}

/**
 * One page of the Project Management list. The search matches name, slug or neighbourhood,
 * case-insensitively, in SQL; `overall` is the Total Projects card (every project).
 */
export async function listProjects(
  { db }: { db: Database },
  actor: Actor,
  query: ProjectListQuery,
): Promise<{ rows: ProjectRow[]; total: number; overall: number }> {
  authorize(actor, "projectManagement");
  let where: SQL | undefined;
  if (query.q) {
    const pattern = containsPattern(query.q);
    where = or(ilike(projects.name, pattern), ilike(projects.slug, pattern), ilike(projects.neighbourhood, pattern));
  }
  const direction = query.dir === "desc" ? desc : asc;
  const order =
    query.sort === "status" ? direction(projects.status)
    : query.sort === "units" ? direction(projects.totalUnits)
    : query.sort === "sold" ? direction(projects.percentageSold)
    : query.sort === "created" ? direction(projects.createdAt)
    : direction(projects.name);
  const counted = (filter?: SQL) => db.select({ n: count() }).from(projects).where(filter).then(([row]) => row.n);
  const [rows, total, overall] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        slug: projects.slug,
        status: projects.status,
        propertyType: projects.propertyType,
        neighbourhood: projects.neighbourhood,
        totalUnits: projects.totalUnits,
        percentageSold: projects.percentageSold,
        bannerImageUrl: projects.bannerImageUrl,
      })
      .from(projects)
      .where(where)
      .orderBy(order, asc(projects.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    // Without a search the two counts are one.
    where ? counted(where) : null,
    counted(),
  ]);
  return { rows, total: total ?? overall, overall };
}
