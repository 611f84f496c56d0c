import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a service writes through: the database itself or an open transaction. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Gathers the planner's statistics where nothing else does. Embedded PGlite runs no
   * autovacuum, so without this every plan is made on guesses (a join reading every project for
   * five enquiries); a PostgreSQL server's autovacuum keeps them, so there it does nothing.
   */
  gatherStatistics(): Promise<void>;
  /** A PostgreSQL pool's connections now, for the metrics; none for PGlite (one in-process connection). */
  poolUse?(): { total: number; idle: number; waiting: number };
  /** Plain SQL with $n parameters, as the job queue (pg-boss) sends it: a pooled connection or the in-process PGlite (decision record 134). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type DatabaseTarget =
  | { url: string; onIdleConnectionError?: (error: Error) => void }
  | { dataDir: string | null };

/** PGlite in a folder (or in memory when dataDir is null), or a PostgreSQL server by URL. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) {
    // A server that does not answer fails a query within seconds instead of holding it (decision record 089).
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000, options: "-c jit=off -c work_mem=16MB" });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", target.onIdleConnectionError ?? ((error) => console.error("PostgreSQL idle connection error:", error.message)));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      gatherStatistics: async () => {},
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    gatherStatistics: async () => {
      await client.exec("ANALYZE");
    },
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      // Without parameters pg-boss sends several statements at once (its BEGIN ... COMMIT blocks).
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
  };
}
