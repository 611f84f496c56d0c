import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** The smallest question the database can answer: throws when it cannot be reached. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations the database has applied (0 when it cannot say). */
export async function appliedMigrations(db: Database): Promise<number> {
  try {
    const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  }
}

export interface Readiness {
  ready: boolean;
  database: "reachable" | "unreachable";
  migrations: { applied: number; expected: number };
}

/**
 * Whether this process can serve pages (a load balancer's `/readyz`): the database answers
 * within `timeoutMs` and holds every migration this release ships.
 */
export async function databaseReadiness(
  { db, expectedMigrations }: { db: Database; expectedMigrations: number },
  timeoutMs = 2_000,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const applied = await Promise.race([pingDatabase(db).then(() => appliedMigrations(db)), timeout]);
    return { ready: applied >= expectedMigrations, database: "reachable", migrations: { applied, expected: expectedMigrations } };
  } catch {
    return { ready: false, database: "unreachable", migrations: { applied: 0, expected: expectedMigrations } };
  } finally {
    clearTimeout(timer);
  }
}
