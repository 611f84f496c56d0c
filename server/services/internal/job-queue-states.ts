import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export interface JobQueueState {
  queue: string;
  /** Waiting and due now (new or waiting for a retry). */
  due: number;
  /** Waiting for a later start. */
  scheduled: number;
  running: number;
  failed: number;
  lastRunAt: Date | null;
}

/**
 * Each queue's jobs by state, read from pg-boss's documented tables (queue, job, archive) in
 * its schema; nothing while the queue has never started on this database. pg-boss's own queues
 * (the cron scheduler's __pgboss__send-it) are its machinery, not the platform's work.
 */
export async function readJobQueueStates(db: Database): Promise<JobQueueState[]> {
  const installed = (await db.execute(sql`select to_regclass('pgboss.queue') is not null as installed`)) as unknown as { rows: { installed: boolean }[] };
  if (!installed.rows[0]?.installed) return [];
  const result = (await db.execute(sql`
    select q.name as queue,
      count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as due,
      count(j.id) filter (where j.state in ('created', 'retry') and j.start_after > now())::int as scheduled,
      count(j.id) filter (where j.state = 'active')::int as running,
      count(j.id) filter (where j.state = 'failed')::int as failed,
      greatest(max(j.completed_on), (select max(a.completed_on) from pgboss.archive a where a.name = q.name)) as last_run_at
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name
    where q.name not like '\_\_pgboss\_\_%'
    group by q.name
    order by q.name`)) as unknown as { rows: { queue: string; due: number; scheduled: number; running: number; failed: number; last_run_at: Date | string | null }[] };
  return result.rows.map(({ last_run_at, ...counts }) => ({ ...counts, lastRunAt: last_run_at ? new Date(last_run_at) : null }));
}
