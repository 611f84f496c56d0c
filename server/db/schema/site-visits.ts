import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One public page view or contact action on a site (decision record 153): realtor_id is the
 * site's realtor, null on the master site. visitor_hash is SHA-256 of the site, the address, the
 * user agent and that day's salt: no address is kept, and the same person is a new visitor the
 * next day. Raw rows are kept for the retention the config names, then deleted.
 */
export const siteVisitEvents = pgTable(
  "site_visit_events",
  {
    // No key, no foreign key, and a BRIN index for time: each view of a cached page writes a row, and
    // those three cost more than the rest of its insert (decision record 157). A realtor's rows go
    // with the realtor (deleteRealtor); rows arrive in time order, which is what BRIN needs, and each
    // filled range is summarised at once (autosummarize), not only at the next vacuum.
    realtorId: uuid("realtor_id"),
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    projectSlug: text("project_slug"),
    visitorHash: text("visitor_hash").notNull(),
    source: text("source").notNull(),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("site_visit_events_site_time_idx").on(table.realtorId, table.occurredAt), index("site_visit_events_time_idx").using("brin", table.occurredAt).with({ autosummarize: true })],
);

/** Each Singapore day's random salt; deleted once the day is over, so a day's hashes can no longer be recomputed. */
export const siteVisitSalts = pgTable("site_visit_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Each Singapore day's counts per site and kind, by page (dimension "page", key the path) and by
 * source (dimension "source", key the source), made from the raw events by the hourly rollup job;
 * what remains once the raw events pass their retention (decision record 158). site is the realtor
 * id, "master", or "all" for the sum over every site. A dashboard reads one slice of one dimension,
 * a few dozen rows per site and day, whatever the traffic. Days up to site_visit_rollup's
 * final_through are final (decision record 156).
 */
export const siteVisitDailyCounts = pgTable(
  "site_visit_daily_counts",
  {
    day: date("day").notNull(),
    site: text("site").notNull(),
    kind: text("kind").notNull(),
    dimension: text("dimension", { enum: ["page", "source"] }).notNull(),
    key: text("key").notNull(),
    projectSlug: text("project_slug"),
    events: integer("events").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.site, table.kind, table.dimension, table.key] }),
    // Every column the dashboards read, so each is an index-only range scan of its slice.
    index("site_visit_daily_counts_read_idx").on(table.site, table.dimension, table.kind, table.day, table.key, table.projectSlug, table.events),
  ],
);

/** Each Singapore day's page views and visitors per site: a day's visitors are distinct, so they cannot be summed from site_visit_daily's rows. */
export const siteVisitDailySites = pgTable(
  "site_visit_daily_sites",
  {
    day: date("day").notNull(),
    site: text("site").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.site] }), index("site_visit_daily_sites_site_day_idx").on(table.site, table.day)],
);

/**
 * The distinct visitors of each Singapore day not yet final, per site, as of the last rollup: the
 * hashes, since visitors seen again after the rollup must not be counted twice (decision record 162).
 */
export const siteVisitDayVisitors = pgTable(
  "site_visit_day_visitors",
  {
    day: date("day").notNull(),
    site: text("site").notNull(),
    visitorHash: text("visitor_hash").notNull(),
  },
  (table) => [primaryKey({ columns: [table.site, table.day, table.visitorHash] })],
);

/**
 * One row: the last Singapore day whose rollups are final, and the moment up to which every raw
 * event is in the rollups, final or not; later events are read raw (decision records 156, 162).
 */
export const siteVisitRollup = pgTable("site_visit_rollup", {
  id: integer("id").primaryKey().default(1),
  finalThrough: date("final_through").notNull(),
  rolledUntil: timestamp("rolled_until", { withTimezone: true }),
});
