// The database half of a backup: pg_dump's custom format for a PostgreSQL server (taken in the
// same snapshot the rows are counted in), PGlite's own dump of its data directory for the
// embedded database. Restores go only into a database without tables.
import { PGlite } from "@electric-sql/pglite";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import pg from "pg";
import path from "node:path";
import { BackupError } from "./backup-error";

export type DatabaseLocation = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

/** The database the server uses with this configuration (as server/index.ts opens it). */
export function databaseLocationOf(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseLocation {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}

export interface DatabaseDump {
  /** Its name in the archive. */
  name: string;
  /** Rows per "schema.table". */
  tables: Record<string, number>;
}

type Query = <Row>(statement: string) => Promise<Row[]>;

const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";

export function migrationsApplied(tables: Record<string, number>): number {
  return tables[MIGRATIONS_TABLE] ?? 0;
}

/** Writes the dump to `file` and counts every table's rows as the dump holds them. */
export async function dumpDatabase(location: DatabaseLocation, file: string): Promise<DatabaseDump> {
  if (location.kind === "pglite") {
    if (!existsSync(path.join(location.dataDir, "PG_VERSION"))) {
      throw new BackupError(`no embedded database in ${location.dataDir} (set DATA_DIR, or DATABASE_URL for a PostgreSQL server)`);
    }
    const client = new PGlite(location.dataDir);
    try {
      const tables = await countRows(pgliteQuery(client));
      const dump = await client.dumpDataDir("none");
      await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
      return { name: "database/pglite-data-directory.tar", tables };
    } finally {
      await client.close();
    }
  }
  const client = new pg.Client({ connectionString: location.url, connectionTimeoutMillis: 10_000 });
  await connect(client, location.url);
  try {
    // One snapshot for the counts and for pg_dump, so the manifest says what the dump holds.
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
    const tables = await countRows(pgQuery(client));
    await runPostgresTool(
      "pg_dump",
      ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${rows[0].snapshot}`, `--file=${file}`],
      location.url,
    );
    await client.query("COMMIT");
    return { name: "database/postgres.dump", tables };
  } finally {
    await client.end();
  }
}

/**
 * Refuses, changing nothing, unless the target holds no table; an embedded database folder
 * that holds none is cleared for the restore.
 */
export async function assertEmptyTarget(location: DatabaseLocation): Promise<void> {
  const tables = location.kind === "postgres" ? await postgresTables(location.url) : await pgliteTables(location.dataDir);
  if (tables.length > 0) {
    const where = location.kind === "postgres" ? `the database ${describeUrl(location.url)}` : `the embedded database in ${location.dataDir}`;
    throw new BackupError(
      `${where} already has ${tables.length} table(s) (${tables.slice(0, 3).join(", ")}${tables.length > 3 ? ", …" : ""}): ` +
        "a restore goes only into an empty database, and nothing was changed. Create an empty database " +
        "(or move the embedded database folder aside) and run the restore again.",
    );
  }
}

/** Loads the dump into the (empty) target and answers the rows per table it then holds. */
export async function restoreDatabase(location: DatabaseLocation, file: string): Promise<Record<string, number>> {
  if (location.kind === "postgres") {
    await runPostgresTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", file], location.url);
    const client = new pg.Client({ connectionString: location.url });
    await connect(client, location.url);
    try {
      return await countRows(pgQuery(client));
    } finally {
      await client.end();
    }
  }
  // assertEmptyTarget found no table: whatever an earlier start initialised there goes.
  await rm(location.dataDir, { recursive: true, force: true });
  await mkdir(location.dataDir, { recursive: true });
  const client = new PGlite(location.dataDir, { loadDataDir: new Blob([await readFile(file)]) });
  try {
    await client.waitReady;
    return await countRows(pgliteQuery(client));
  } finally {
    await client.close();
  }
}

async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = await query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY table_schema, table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteIdentifier(schema)}.${quoteIdentifier(name)}`);
    counts[`${schema}.${name}`] = row.n;
  }
  return counts;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function postgresTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await connect(client, url);
  try {
    return (await listTables(pgQuery(client)));
  } finally {
    await client.end();
  }
}

async function pgliteTables(dataDir: string): Promise<string[]> {
  const entries: string[] = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (entries.length === 0) return [];
  if (!entries.includes("PG_VERSION")) {
    throw new BackupError(`${dataDir} holds files but no embedded database: move them aside and run the restore again`);
  }
  const client = new PGlite(dataDir);
  try {
    return await listTables(pgliteQuery(client));
  } finally {
    await client.close();
  }
}

async function listTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
     WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

const pgQuery = (client: pg.Client): Query => async (statement) => (await client.query(statement)).rows;
const pgliteQuery = (client: PGlite): Query => async <Row>(statement: string) => (await client.query<Row>(statement)).rows;

async function connect(client: pg.Client, url: string): Promise<void> {
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`cannot connect to ${describeUrl(url)}: ${(error as Error).message}`);
  }
}

/** The URL without its password, for messages. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = "";
  return `${parsed.host}${parsed.pathname}`;
}

/**
 * Runs pg_dump or pg_restore against `url`; the password goes in PGPASSWORD rather than on the
 * command line, where other users of the machine could read it.
 */
function runPostgresTool(command: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${parsed.toString()}`], { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr = (stderr + text).slice(-4000);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(`${command} was not found on PATH: install PostgreSQL's client tools (the server's major version or newer)`)
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim() || "no message"}`));
    });
  });
}
