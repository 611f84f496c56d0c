import { and, count, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { enquiries, projects, siteVisitDailyCounts, siteVisitEvents } from "../../db/schema";
import { authorize, type Actor } from "../actor";
import { startOfSingaporeDay } from "~/domain/format";
import { ALL_SITES, periodReading, tally } from "../site-analytics";

export const ANALYTICS_WINDOW_DAYS = 30;
const TOP_PROJECTS = 8;

export interface ProjectFigures {
  id: string;
  name: string;
  slug: string;
  /** Page views of the project's page on every site. */
  views: number;
  enquiries: number;
  /** Enquiries ÷ views; null with no counted view. */
  conversion: number | null;
}

export interface ProjectAnalytics {
  windowDays: number;
  views: number;
  enquiries: number;
  conversion: number | null;
  /** Projects viewed or enquired about in the window. */
  activeProjects: number;
  /** The most viewed projects, then the most enquired. */
  topProjects: ProjectFigures[];
}

const conversionOf = (enquiryCount: number, views: number) => (views === 0 ? null : Math.round((enquiryCount / views) * 1000) / 1000);

/**
 * Project Analytics (issue 36 item 4): each project's page views on every site, its enquiries and
 * their ratio over the last 30 days, today included. Views come from the platform's daily rollups
 * and the raw events since the last rollup (decision records 156, 162).
 */
export async function projectAnalytics({ db }: { db: Database }, actor: Actor, now: Date = new Date()): Promise<ProjectAnalytics> {
  authorize(actor, "projectManagement");
  const reading = await periodReading(db, ANALYTICS_WINDOW_DAYS, now);
  const since = startOfSingaporeDay(reading.firstDay);
  const [rolledViews, rawViews, enquiryCounts] = await Promise.all([
    reading.countsRolledThrough
      ? db
          .select({ slug: sql<string>`${siteVisitDailyCounts.projectSlug}`, views: sql<number>`sum(${siteVisitDailyCounts.events})::int` })
          .from(siteVisitDailyCounts)
          .where(
            and(
              gte(siteVisitDailyCounts.day, reading.firstDay),
              lte(siteVisitDailyCounts.day, reading.countsRolledThrough),
              eq(siteVisitDailyCounts.site, ALL_SITES),
              eq(siteVisitDailyCounts.dimension, "page"),
              eq(siteVisitDailyCounts.kind, "view"),
              isNotNull(siteVisitDailyCounts.projectSlug),
            ),
          )
          .groupBy(siteVisitDailyCounts.projectSlug)
      : Promise.resolve([]),
    db
      .select({ slug: sql<string>`${siteVisitEvents.projectSlug}`, views: count() })
      .from(siteVisitEvents)
      .where(and(gte(siteVisitEvents.occurredAt, reading.countsRawFrom), eq(siteVisitEvents.kind, "view"), isNotNull(siteVisitEvents.projectSlug)))
      .groupBy(siteVisitEvents.projectSlug),
    db
      .select({ projectId: sql<string>`${enquiries.projectId}`, n: count() })
      .from(enquiries)
      .where(and(isNotNull(enquiries.projectId), gte(enquiries.createdAt, since)))
      .groupBy(enquiries.projectId),
  ]);
  const viewsBySlug = tally([...rolledViews, ...rawViews], (row) => row.slug, (row) => row.views);
  const enquiriesById = new Map(enquiryCounts.map((row) => [row.projectId, row.n]));
  const named =
    viewsBySlug.size + enquiriesById.size === 0
      ? []
      : await db
          .select({ id: projects.id, name: projects.name, slug: projects.slug })
          .from(projects)
          .where(or(inArray(projects.slug, [...viewsBySlug.keys()]), inArray(projects.id, [...enquiriesById.keys()])));
  const figures = named
    .map((project) => {
      const views = viewsBySlug.get(project.slug) ?? 0;
      const enquiryCount = enquiriesById.get(project.id) ?? 0;
      return { ...project, views, enquiries: enquiryCount, conversion: conversionOf(enquiryCount, views) };
    })
    .sort((a, b) => b.views - a.views || b.enquiries - a.enquiries || a.name.localeCompare(b.name));
  const views = figures.reduce((sum, project) => sum + project.views, 0);
  const enquiryTotal = enquiryCounts.reduce((sum, row) => sum + row.n, 0);
  return {
    windowDays: ANALYTICS_WINDOW_DAYS,
    views,
    enquiries: enquiryTotal,
    conversion: conversionOf(enquiryTotal, views),
    activeProjects: figures.length,
    topProjects: figures.slice(0, TOP_PROJECTS),
  };
}
