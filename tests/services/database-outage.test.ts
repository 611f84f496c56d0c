import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clearLocalCaches } from "#server/memory-cache";
import { FALLBACK_SITE_NAME } from "~/domain/site-context";
import { startTestApp, WARM_UP_TIMEOUT, type RawAnswer, type TestApp } from "../support/test-app";
import type { TestServices } from "../support/test-services";

// Issue 9 item 13 (decision record 089): while the database is unreachable no realtor's domain
// shows another site; visitors get the last good copy of the page or a 503 with Retry-After;
// all is back within seconds of the database's return. On the embedded database (PGlite) the
// connection is cut inside the client; on PostgreSQL (TEST_DATABASE_URL) the database refuses
// connections and its sessions are terminated.

let app: TestApp;
let outage: { restore(): Promise<void> } | null = null;

const LEADER = "Rachel Tan";
const AGENT = "Marcus Lim";

beforeAll(async () => {
  app = await startTestApp();
  expect((await onHost("leader", "/about")).status).toBe(200);
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await outage?.restore();
  await app?.close();
});

function onHost(site: "leader" | "agent" | "master", pathname: string): Promise<RawAnswer> {
  const host = site === "master" ? `localhost:${app.port}` : `${site}.localhost:${app.port}`;
  return app.request(pathname, { headers: { host } });
}

/** Cuts the app's database off until restore(). */
async function breakDatabase(services: TestServices): Promise<{ restore(): Promise<void> }> {
  if (services.kind === "pglite") {
    const client = (services.db as unknown as { $client: PGlite }).$client;
    const saved = { query: client.query, exec: client.exec, transaction: client.transaction };
    const lost = () => Promise.reject(new Error("Connection terminated unexpectedly"));
    Object.assign(client, { query: lost, exec: lost, transaction: lost });
    return { restore: async () => void Object.assign(client, saved) };
  }
  const result = (await services.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const [{ name }] = result.rows;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
  return {
    async restore() {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await admin.end();
    },
  };
}

describe("a database outage never rebrands a realtor's site (issue 9 item 13)", () => {
  it("serves the last good copy of a visited page, a 503 for the rest, and recovers within seconds", async () => {
    // Before: the leader's pages, seen once by a visitor.
    const about = await onHost("leader", "/about");
    expect(about.body).toContain(LEADER);

    outage = await breakDatabase(app.services);
    // Every fresh copy and site lookup expires (as they would within a minute): only the last good copies are left.
    clearLocalCaches();

    const stale = await onHost("leader", "/about");
    expect(stale.status).toBe(200);
    expect(stale.headers["x-page-cache"]).toBe("STALE");
    expect(stale.headers["cache-control"]).toBe("no-store");
    expect(stale.body).toContain(LEADER);
    expect(stale.body).not.toContain(FALLBACK_SITE_NAME);

    for (const [site, pathname] of [["leader", "/blog"], ["agent", "/"], ["agent", "/about"], ["master", "/condos"]] as const) {
      const answer = await onHost(site, pathname);
      expect(answer.status, `${site} ${pathname}`).toBe(503);
      expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
      expect(answer.body).toContain("temporarily unavailable");
      expect(answer.body).not.toContain(FALLBACK_SITE_NAME);
    }
    // Asked again, the realtor's host is still not given to the fallback persona (nothing was cached).
    expect((await onHost("agent", "/")).status).toBe(503);
    // A form posted to a realtor's site without JavaScript gets the same page, not another site's.
    const post = await app.request("/about", {
      method: "POST",
      headers: { host: `leader.localhost:${app.port}`, "content-type": "application/x-www-form-urlencoded" },
      body: "name=A+Visitor&email=visitor%40example.sg",
    });
    expect(post.status).toBe(503);
    // A client-side data request keeps the app's own error reply for its error boundary.
    expect((await onHost("master", "/condos.data")).status).toBe(500);

    await outage.restore();
    outage = null;

    await vi.waitFor(
      async () => {
        const blog = await onHost("leader", "/blog");
        expect(blog.status).toBe(200);
        expect(blog.body).toContain(LEADER);
      },
      { timeout: 5_000, interval: 250 },
    );
    const agentHome = await onHost("agent", "/");
    expect(agentHome.status).toBe(200);
    expect(agentHome.body).toContain(AGENT);
    const fresh = await onHost("leader", "/about");
    expect(fresh.status).toBe(200);
    expect(fresh.headers["x-page-cache"]).not.toBe("STALE");
    expect((await onHost("master", "/condos")).status).toBe(200);
  });

  it("logs the outage once as an error and its end (noticed within a second) as a warning, not a line per request", async () => {
    const count = (message: string) => app.logs.filter((line) => line.msg === message).length;
    await vi.waitFor(() => expect(count("database reachable again")).toBe(1), { timeout: 3_000 });
    expect(count("database unreachable: serving last good pages or 503")).toBe(1);
  });
});
