import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { isoDateInSingapore, startOfSingaporeDay } from "~/domain/format";
import { hasPermission } from "~/domain/permissions";
import type { AnalyticsPeriod } from "~/domain/site-analytics";
import type { Database } from "../db/client";
import { enquiries, realtors, siteVisitDailyCounts, siteVisitDailySites, siteVisitDayVisitors, siteVisitEvents, siteVisitRollup } from "../db/schema";
import { authorize, type Actor } from "./actor";
import { ForbiddenError, NotFoundError } from "./errors";


/** "master" is the master site; a realtor id that realtor's site; null every site the actor may see. */
export type AnalyticsSite = string | null;

export interface SiteAnalyticsInput {
  days: AnalyticsPeriod;
  site?: AnalyticsSite;
  now?: Date;
}

export interface SiteFigures {
  site: string;
  name: string;
  visits: number;
  visitors: number;
  enquiries: number;
}

export interface SiteAnalytics {
  days: AnalyticsPeriod;
  /** The sites the actor may pick from: own, the team's, or every one (master). */
  sites: { site: string; name: string }[];
  series: { day: string; visits: number; visitors: number; enquiries: number }[];
  totals: { visits: number; visitors: number; enquiries: number; conversion: number };
  topPages: { path: string; projectSlug: string | null; visits: number }[];
  sources: { source: string; visits: number; enquiries: number; conversion: number }[];
  actions: { kind: string; clicks: number }[];
  /** Each visible site's figures, most visits first: a leader's team or master's platform. */
  bySite: SiteFigures[];
}

const MASTER_SITE = "master";
/** site_visit_daily_counts' rows summed over every site. */
export const ALL_SITES = "all";
const TOP_ROWS = 10;

/** Enquiries ÷ visits, as a share with one decimal of a percent; 0 with no visits. */
const conversionOf = (enquiryCount: number, visits: number) => (visits === 0 ? 0 : Math.round((enquiryCount / visits) * 1000) / 1000);

/** The sites whose figures the actor may read, by the permission matrix; scoped again in every query's where. */
async function visibleSites(db: Database, actor: Actor): Promise<{ all: boolean; sites: { site: string; name: string }[] }> {
  if (hasPermission(actor.role, "siteAnalyticsAny")) {
    const rows = await db.select({ site: realtors.id, name: realtors.fullName }).from(realtors).where(eq(realtors.status, "active")).orderBy(asc(realtors.fullName));
    return { all: true, sites: [{ site: MASTER_SITE, name: "Master site" }, ...rows] };
  }
  authorize(actor, "siteAnalyticsOwn");
  const [me] = await db.select({ id: realtors.id, name: realtors.fullName, isLeader: realtors.isLeader }).from(realtors).where(eq(realtors.userId, actor.id)).limit(1);
  if (!me) throw new NotFoundError("Your realtor profile was not found");
  const team =
    me.isLeader && hasPermission(actor.role, "siteAnalyticsTeam")
      ? await db
          .select({ site: realtors.id, name: realtors.fullName })
          .from(realtors)
          .where(and(eq(realtors.reportsToId, me.id), eq(realtors.isLeader, false)))
          .orderBy(asc(realtors.fullName))
      : [];
  return { all: false, sites: [{ site: me.id, name: me.name }, ...team] };
}

/** The where of one column naming a site (realtor_id, null for the master site) for the chosen sites. */
function siteScope(column: typeof siteVisitEvents.realtorId | typeof enquiries.realtorId, sites: string[] | "all"): SQL | undefined {
  if (sites === "all") return undefined;
  const ids = sites.filter((site) => site !== MASTER_SITE);
  const clauses = [ids.length > 0 ? inArray(column, ids) : undefined, sites.includes(MASTER_SITE) ? isNull(column) : undefined].filter(Boolean) as SQL[];
  return clauses.length > 0 ? or(...clauses) : sql`false`;
}

const dayOf = (column: typeof siteVisitEvents.occurredAt | typeof enquiries.createdAt) => sql<string>`to_char(${column} at time zone 'Asia/Singapore', 'YYYY-MM-DD')`;
const total = (column: typeof siteVisitDailyCounts.events | typeof siteVisitDailySites.views | typeof siteVisitDailySites.visitors) => sql<number>`sum(${column})::int`;

const DAY_MS = 24 * 60 * 60_000;

/** Which days of a period come from the rollups and from when the raw events are read. */
export interface PeriodReading {
  /** The period's first Singapore day. */
  firstDay: string;
  /** The last final day in the rollups, null when none is: its visitors are final too. */
  rolledThrough: string | null;
  /** The last day whose counts (views, pages, sources, clicks) are read from the rollups, null when none is. */
  countsRolledThrough: string | null;
  /** Counts are read from the raw events from this moment on. */
  countsRawFrom: Date;
}

/**
 * A period of whole Singapore days ending today, read so that no event is counted twice or missed,
 * whatever the raw retention: every day's counts from the rollups up to the moment the last rollup
 * settled, and the raw events after it; days up to the final mark from the rollups alone
 * (decision records 156, 162).
 */
export async function periodReading(db: Database, days: number, now: Date): Promise<PeriodReading> {
  const firstDay = isoDateInSingapore(new Date(now.getTime() - (days - 1) * DAY_MS));
  const [mark] = await db.select({ finalThrough: siteVisitRollup.finalThrough, rolledUntil: siteVisitRollup.rolledUntil }).from(siteVisitRollup).where(eq(siteVisitRollup.id, 1));
  const today = isoDateInSingapore(now);
  const rolledThrough = mark && mark.finalThrough >= firstDay ? (mark.finalThrough < today ? mark.finalThrough : today) : null;
  const rawFrom = rolledThrough ? new Date(startOfSingaporeDay(rolledThrough).getTime() + DAY_MS) : startOfSingaporeDay(firstDay);
  if (mark?.rolledUntil && mark.rolledUntil > rawFrom) {
    return { firstDay, rolledThrough, countsRolledThrough: today, countsRawFrom: mark.rolledUntil };
  }
  return { firstDay, rolledThrough, countsRolledThrough: rolledThrough, countsRawFrom: rawFrom };
}

/** Adds a row's count under its key. */
export function tally<T>(rows: T[], key: (row: T) => string, n: (row: T) => number, into = new Map<string, number>()): Map<string, number> {
  for (const row of rows) into.set(key(row), (into.get(key(row)) ?? 0) + n(row));
  return into;
}

/**
 * A site's visits, visitors, sources, contact clicks and enquiries over the last 7, 30 or 90 days,
 * today included (issue 36 item 3). An agent reads their own site; a leader also each team
 * member's; master every site. Asking for a site outside that is refused, not answered with nothing.
 */
export async function siteAnalytics({ db }: { db: Database }, actor: Actor, input: SiteAnalyticsInput): Promise<SiteAnalytics> {
  const visible = await visibleSites(db, actor);
  if (input.site && !visible.sites.some((site) => site.site === input.site)) throw new ForbiddenError("You can only see the figures of your own sites");
  const chosen: string[] | "all" = input.site ? [input.site] : visible.all ? "all" : visible.sites.map((site) => site.site);
  const now = input.now ?? new Date();
  const reading = await periodReading(db, input.days, now);
  const since = startOfSingaporeDay(reading.firstDay);
  const events = and(gte(siteVisitEvents.occurredAt, reading.countsRawFrom), siteScope(siteVisitEvents.realtorId, chosen));
  const views = and(events, eq(siteVisitEvents.kind, "view"));
  const rolledDays = (day: typeof siteVisitDailyCounts.day | typeof siteVisitDailySites.day) => and(gte(day, reading.firstDay), lte(day, reading.countsRolledThrough ?? ""));
  const rolledSites = and(rolledDays(siteVisitDailySites.day), chosen === "all" ? undefined : inArray(siteVisitDailySites.site, chosen));
  const fromRollups = reading.countsRolledThrough !== null;
  const none = Promise.resolve([]);
  const enquiryWhere = and(gte(enquiries.createdAt, since), siteScope(enquiries.realtorId, chosen));
  const enquirySiteKey = sql<string>`coalesce(${enquiries.realtorId}::text, ${MASTER_SITE})`;
  const enquirySource = sql<string>`coalesce(${enquiries.visitSource}, 'direct')`;

  // Pages, sources and contact clicks in the rollups' shape (decision record 158): one row per kind and page, one per kind and source.
  const byPage = sql`grouping(${siteVisitEvents.source}) = 1`;
  const rawCounts = db
    .select({
      dimension: sql<"page" | "source">`case when ${byPage} then 'page' else 'source' end`,
      kind: siteVisitEvents.kind,
      key: sql<string>`case when ${byPage} then ${siteVisitEvents.path} else ${siteVisitEvents.source} end`,
      projectSlug: sql<string | null>`case when ${byPage} then ${siteVisitEvents.projectSlug} end`,
      events: count(),
    })
    .from(siteVisitEvents)
    .where(events)
    .groupBy(sql`grouping sets ((${siteVisitEvents.kind}, ${siteVisitEvents.path}, ${siteVisitEvents.projectSlug}), (${siteVisitEvents.kind}, ${siteVisitEvents.source}))`);
  const rolledCounts = fromRollups
    ? db
        .select({ dimension: siteVisitDailyCounts.dimension, kind: siteVisitDailyCounts.kind, key: siteVisitDailyCounts.key, projectSlug: siteVisitDailyCounts.projectSlug, events: total(siteVisitDailyCounts.events) })
        .from(siteVisitDailyCounts)
        .where(and(rolledDays(siteVisitDailyCounts.day), chosen === "all" ? eq(siteVisitDailyCounts.site, ALL_SITES) : inArray(siteVisitDailyCounts.site, chosen)))
        .groupBy(siteVisitDailyCounts.dimension, siteVisitDailyCounts.kind, siteVisitDailyCounts.key, siteVisitDailyCounts.projectSlug)
    : none;

  // A day's visitors are distinct, so they are not summed across rollup runs: a final day's come
  // from its rollup row; an open day's are the hashes the last rollup kept joined with the raw
  // events since (decision record 162). A visitor hash names one site, so visitors over several
  // sites are the sum of each site's.
  const siteKey = sql<string>`coalesce(${siteVisitEvents.realtorId}::text, ${MASTER_SITE})`;
  const singaporeDate = sql<string>`(${siteVisitEvents.occurredAt} at time zone 'Asia/Singapore')::date`;
  const finalVisitors = sql<number>`coalesce(sum(${siteVisitDailySites.visitors}) filter (where ${siteVisitDailySites.day} <= ${reading.rolledThrough ?? "epoch"}::date), 0)::int`;
  const seen = union(
    db
      .select({ site: siteVisitDayVisitors.site, day: siteVisitDayVisitors.day, visitorHash: siteVisitDayVisitors.visitorHash })
      .from(siteVisitDayVisitors)
      .where(and(gte(siteVisitDayVisitors.day, reading.firstDay), chosen === "all" ? undefined : inArray(siteVisitDayVisitors.site, chosen))),
    db.select({ site: siteKey, day: singaporeDate, visitorHash: siteVisitEvents.visitorHash }).from(siteVisitEvents).where(views),
  ).as("seen");
  const [rawSiteDays, openVisitors, rolledVisitDays, enquiryDays, rolled, raw, sourceEnquiries, rolledSiteVisits, siteEnquiries] = await Promise.all([
    db.select({ site: siteKey, day: sql<string>`${singaporeDate}::text`, visits: count(), visitors: sql<number>`0` }).from(siteVisitEvents).where(views).groupBy(sql`1`, sql`2`),
    db
      .select({ site: seen.site, day: sql<string>`${seen.day}::text`, visits: sql<number>`0`, visitors: count() })
      .from(seen)
      .where(reading.rolledThrough ? sql`${seen.day} > ${reading.rolledThrough}::date` : undefined)
      .groupBy(seen.site, seen.day),
    fromRollups
      ? db.select({ day: sql<string>`${siteVisitDailySites.day}::text`, visits: total(siteVisitDailySites.views), visitors: finalVisitors }).from(siteVisitDailySites).where(rolledSites).groupBy(siteVisitDailySites.day)
      : none,
    db.select({ day: dayOf(enquiries.createdAt), n: count() }).from(enquiries).where(enquiryWhere).groupBy(sql`1`),
    rolledCounts,
    rawCounts,
    db.select({ source: enquirySource, n: count() }).from(enquiries).where(enquiryWhere).groupBy(sql`1`),
    fromRollups
      ? db.select({ site: siteVisitDailySites.site, visits: total(siteVisitDailySites.views), visitors: finalVisitors }).from(siteVisitDailySites).where(rolledSites).groupBy(siteVisitDailySites.site)
      : none,
    db.select({ site: enquirySiteKey, n: count() }).from(enquiries).where(enquiryWhere).groupBy(sql`1`),
  ]);
  const siteDays = [...rawSiteDays, ...openVisitors];
  const counts = [...rolled, ...raw];
  const pageViews = counts.filter((row) => row.dimension === "page" && row.kind === "view");
  const sourceViews = counts.filter((row) => row.dimension === "source" && row.kind === "view");
  const clicks = counts.filter((row) => row.dimension === "page" && row.kind !== "view");

  const series = new Map<string, { day: string; visits: number; visitors: number; enquiries: number }>();
  for (let offset = input.days - 1; offset >= 0; offset--) {
    const day = isoDateInSingapore(new Date(now.getTime() - offset * DAY_MS));
    series.set(day, { day, visits: 0, visitors: 0, enquiries: 0 });
  }
  for (const row of [...rolledVisitDays, ...siteDays]) {
    const day = series.get(row.day);
    if (day) Object.assign(day, { visits: day.visits + row.visits, visitors: day.visitors + row.visitors });
  }
  for (const row of enquiryDays) Object.assign(series.get(row.day) ?? {}, { enquiries: row.n });
  const days = [...series.values()];

  const enquiriesBySource = new Map(sourceEnquiries.map((row) => [row.source, row.n]));
  const visitsBySource = tally(sourceViews, (row) => row.key, (row) => row.events);
  const sourceNames = new Set([...visitsBySource.keys(), ...enquiriesBySource.keys()]);
  const sources = [...sourceNames]
    .map((source) => {
      const visits = visitsBySource.get(source) ?? 0;
      const enquiryCount = enquiriesBySource.get(source) ?? 0;
      return { source, visits, enquiries: enquiryCount, conversion: conversionOf(enquiryCount, visits) };
    })
    .sort((a, b) => b.visits - a.visits || b.enquiries - a.enquiries || a.source.localeCompare(b.source));

  const names = new Map(visible.sites.map((site) => [site.site, site.name]));
  const enquiriesBySite = new Map(siteEnquiries.map((row) => [row.site, row.n]));
  const visitsBySite = tally([...rolledSiteVisits, ...siteDays], (row) => row.site, (row) => row.visits);
  const visitorsBySite = tally([...rolledSiteVisits, ...siteDays], (row) => row.site, (row) => row.visitors);
  const bySite = [...new Set([...visitsBySite.keys(), ...enquiriesBySite.keys()])]
    .filter((site) => names.has(site))
    .map((site) => ({ site, name: names.get(site)!, visits: visitsBySite.get(site) ?? 0, visitors: visitorsBySite.get(site) ?? 0, enquiries: enquiriesBySite.get(site) ?? 0 }))
    .sort((a, b) => b.visits - a.visits || a.name.localeCompare(b.name));

  const visits = days.reduce((sum, day) => sum + day.visits, 0);
  const enquiryTotal = days.reduce((sum, day) => sum + day.enquiries, 0);
  return {
    days: input.days,
    sites: visible.sites,
    series: days,
    totals: { visits, visitors: days.reduce((sum, day) => sum + day.visitors, 0), enquiries: enquiryTotal, conversion: conversionOf(enquiryTotal, visits) },
    topPages: [...tally(pageViews, (row) => JSON.stringify([row.key, row.projectSlug]), (row) => row.events)]
      .map(([key, visits]) => {
        const [path, projectSlug] = JSON.parse(key) as [string, string | null];
        return { path, projectSlug, visits };
      })
      .sort((a, b) => b.visits - a.visits || a.path.localeCompare(b.path))
      .slice(0, TOP_ROWS),
    sources,
    actions: [...tally(clicks, (row) => row.kind, (row) => row.events)].map(([kind, clicks]) => ({ kind, clicks })).sort((a, b) => b.clicks - a.clicks || a.kind.localeCompare(b.kind)),
    bySite,
  };
}
