import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#server/db/client";

/**
 * A migrated, empty database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL
 * points at a PostgreSQL server — a freshly created database of its own, dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: null });
    await handle.migrate();
    return handle;
  }
  return createPostgresTestDatabase(serverUrl);
}

/** The PostgreSQL server a test needing one uses: TEST_DATABASE_URL, else 127.0.0.1:5432 as user postgres. */
export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether that server answers: tests that need two connections or processes are skipped when not. */
export async function postgresServerAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A database of its own on the PostgreSQL server at `serverUrl`, without a table (not even migrated); `drop` once its connections are closed. */
export async function createBlankPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenDisconnected(serverUrl, name) };
}

/** A migrated, empty database of its own on the PostgreSQL server at `serverUrl`, dropped on close; `url` reaches it. */
export async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle & { url: string }> {
  const blank = await createBlankPostgresDatabase(serverUrl);
  const handle = await openDatabase({ url: blank.url });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await blank.drop();
    throw error;
  }
  return {
    ...handle,
    url: blank.url,
    async close() {
      await handle.close();
      await blank.drop();
    },
  };
}

/**
 * The pool's connections close asynchronously; dropping WITH (FORCE) while one is still
 * closing makes the server kill it and its client raise an uncaught error. Wait for them instead.
 */
async function dropWhenDisconnected(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006") throw error; // 55006: database in use
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
