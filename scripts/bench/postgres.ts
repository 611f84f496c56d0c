import pg from "pg";

/**
 * A fresh, empty PostgreSQL database for the bench (dropped first if a run left one), on the
 * server BENCH_POSTGRES_URL names (the local one by default). Null when no server answers: the
 * bench then measures the embedded database only.
 */
export async function freshBenchDatabase(name = "condo_bench"): Promise<string | null> {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`no PostgreSQL at ${adminUrl} (${(error as Error).message}): the embedded database only`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
