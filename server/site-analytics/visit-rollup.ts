import { sql } from "drizzle-orm";
import { isoDateInSingapore, startOfSingaporeDay } from "~/domain/format";
import type { Database } from "../db/client";
import { siteVisitEvents } from "../db/schema";

const DAY_MS = 24 * 60 * 60_000;
/** A day's rollup is final once made this long after the day ended, when no late batch can still arrive (decision record 156). */
const FINAL_AFTER_MS = 60 * 60_000;

/**
 * The rollup takes the raw events up to this long before it runs: the recorder writes each batch
 * within seconds, so an event older than this is already stored (decision record 162).
 */
const SETTLED_AFTER_MS = 2 * 60_000;

/**
 * Makes the daily rollups of every day after the last final one (yesterday and today when the job
 * runs each hour, more after an outage) from the raw events up to a settled moment, again each run
 * so late batches are counted, and keeps those days' distinct visitor hashes; moves the final mark
 * and the settled moment; then deletes raw events past their retention and every salt but
 * today's, after which no hash of an earlier day can be made again (decision records 153, 156, 162).
 * Raw events of a day that is not final are kept whatever the retention.
 */
export async function rollUpSiteVisits(db: Database, { rawDays, now = new Date() }: { rawDays: number; now?: Date }): Promise<void> {
  const day = sql`(occurred_at at time zone 'Asia/Singapore')::date`;
  const finalThrough = isoDateInSingapore(new Date(now.getTime() - FINAL_AFTER_MS - DAY_MS));
  const until = new Date(now.getTime() - SETTLED_AFTER_MS).toISOString();
  await db.transaction(async (tx) => {
    const [{ from }] = await tx
      .select({ from: sql<string | null>`coalesce((select (final_through + 1)::text from site_visit_rollup where id = 1), min(${day})::text)` })
      .from(siteVisitEvents);
    await tx.execute(sql`delete from site_visit_day_visitors`);
    if (from) {
      const rolled = sql`occurred_at >= (${from}::date::timestamp at time zone 'Asia/Singapore') and occurred_at < ${until}::timestamptz`;
      await tx.execute(sql`delete from site_visit_daily_counts where day >= ${from}::date`);
      await tx.execute(sql`delete from site_visit_daily_sites where day >= ${from}::date`);
      // One pass, four groupings: by page and by source, for each site and for every site at once ("all").
      await tx.execute(sql`
        insert into site_visit_daily_counts (day, site, kind, dimension, key, project_slug, events)
        select ${day}, case when grouping(realtor_id) = 1 then 'all' else coalesce(realtor_id::text, 'master') end, kind,
          case when grouping(source) = 1 then 'page' else 'source' end,
          case when grouping(source) = 1 then path else source end,
          case when grouping(source) = 1 then project_slug end,
          count(*)::int
        from site_visit_events
        where ${rolled}
        group by grouping sets ((${day}, realtor_id, kind, path, project_slug), (${day}, kind, path, project_slug), (${day}, realtor_id, kind, source), (${day}, kind, source))`);
      await tx.execute(sql`
        insert into site_visit_daily_sites (day, site, views, visitors)
        select ${day}, coalesce(realtor_id::text, 'master'), count(*)::int, count(distinct visitor_hash)::int
        from site_visit_events
        where ${rolled} and kind = 'view'
        group by 1, realtor_id`);
      await tx.execute(sql`
        insert into site_visit_day_visitors (day, site, visitor_hash)
        select distinct ${day}, coalesce(realtor_id::text, 'master'), visitor_hash
        from site_visit_events
        where ${rolled} and kind = 'view' and ${day} > ${finalThrough}::date`);
    }
    await tx.execute(sql`
      insert into site_visit_rollup (id, final_through, rolled_until) values (1, ${finalThrough}::date, ${until}::timestamptz)
      on conflict (id) do update set final_through = greatest(site_visit_rollup.final_through, excluded.final_through), rolled_until = excluded.rolled_until`);
    const afterFinal = startOfSingaporeDay(finalThrough).getTime() + DAY_MS;
    await tx.execute(sql`delete from site_visit_events where occurred_at < ${new Date(Math.min(now.getTime() - rawDays * DAY_MS, afterFinal)).toISOString()}::timestamptz`);
    await tx.execute(sql`delete from site_visit_salts where day < ${isoDateInSingapore(now)}::date`);
  });
}
