import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Makes the daily rollups of yesterday and today (Singapore days) from the raw events, again each
 * run so late batches are counted; deletes raw events past their retention and every salt but
 * today's, after which no hash of an earlier day can be made again (decision record 153).
 */
export async function rollUpSiteVisits(db: Database, { rawDays, now = new Date() }: { rawDays: number; now?: Date }): Promise<void> {
  const from = new Date(now.getTime() - DAY_MS);
  const singaporeDay = sql`(occurred_at at time zone 'Asia/Singapore')::date`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into site_visit_daily (day, site, kind, path, source, events, visitors)
      select ${singaporeDay}, coalesce(realtor_id::text, 'master'), kind, path, source, count(*)::int, count(distinct visitor_hash)::int
      from site_visit_events
      where ${singaporeDay} >= (${from.toISOString()}::timestamptz at time zone 'Asia/Singapore')::date
      group by 1, 2, 3, 4, 5
      on conflict (day, site, kind, path, source) do update set events = excluded.events, visitors = excluded.visitors`);
    await tx.execute(sql`delete from site_visit_events where occurred_at < ${new Date(now.getTime() - rawDays * DAY_MS).toISOString()}::timestamptz`);
    await tx.execute(sql`delete from site_visit_salts where day < (${now.toISOString()}::timestamptz at time zone 'Asia/Singapore')::date`);
  });
}
