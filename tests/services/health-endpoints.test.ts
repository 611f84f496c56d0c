import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app";

// Issue 17 item 4 (decision record 096): a load balancer's liveness and readiness checks.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ pages: false });
});

afterAll(async () => {
  await app?.close();
});

/** Cuts the app's database off until the returned restore() (as tests/services/database-outage.test.ts does). */
async function breakDatabase(): Promise<() => Promise<void>> {
  const { services } = app;
  if (services.kind === "pglite") {
    const client = (services.db as unknown as { $client: PGlite }).$client;
    const saved = { query: client.query, exec: client.exec, transaction: client.transaction };
    const lost = () => Promise.reject(new Error("Connection terminated unexpectedly"));
    Object.assign(client, { query: lost, exec: lost, transaction: lost });
    return async () => void Object.assign(client, saved);
  }
  const result = (await services.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const [{ name }] = result.rows;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
  return async () => {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await admin.end();
  };
}

describe("health checks for a load balancer (issue 17 item 4)", () => {
  it("/healthz answers 200 while the process runs, even with the database away", async () => {
    const restore = await breakDatabase();
    try {
      const answer = await app.request("/healthz", { headers: { host: "10.0.0.5:3000" } });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ status: "alive" });
      expect(answer.headers["cache-control"]).toBe("no-store");
    } finally {
      await restore();
    }
  });

  it("/readyz answers 200 when the database is reachable and every migration is applied", async () => {
    const answer = await app.request("/readyz", { headers: { host: "10.0.0.5:3000" } });
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { status: string; database: string; migrations: { applied: number; expected: number } };
    expect(body.status).toBe("ready");
    expect(body.database).toBe("reachable");
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(0);
  });

  it("/readyz answers 503 while the database is unreachable, and 200 once it is back", async () => {
    const restore = await breakDatabase();
    try {
      const answer = await app.request("/readyz");
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ status: "not ready", database: "unreachable" });
    } finally {
      await restore();
    }
    await expect.poll(async () => (await app.request("/readyz")).status, { timeout: 10_000 }).toBe(200);
  });

  it("/readyz answers 503 when the database lacks a migration this release ships", async () => {
    const { db } = app.services;
    const removed = (await db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const [row] = removed.rows;
    try {
      const answer = await app.request("/readyz");
      expect(answer.status).toBe(503);
      const body = JSON.parse(answer.body) as { database: string; migrations: { applied: number; expected: number } };
      expect(body.database).toBe("reachable");
      expect(body.migrations.applied).toBe(body.migrations.expected - 1);
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`);
    }
  });
});
