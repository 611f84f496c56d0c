import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "#server/services/actor";
import { runDatabaseTests } from "#server/services/database-test";
import type { SourceResult } from "~/domain/database-test";
import type { Role } from "~/domain/permissions";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors, ghostActor } from "./admin-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

const byKey = (sources: SourceResult[]) => Object.fromEntries(sources.map((source) => [source.key, source]));

describe("Run All Tests", () => {
  it("master gets the connection, its own profile, and each source's count with its first three names", async () => {
    const report = await runDatabaseTests(services, actors.master);
    expect(report.connection).toMatchObject({ ok: true, ms: expect.any(Number) });
    expect(report.profile).toMatchObject({ ok: true, fullName: "Daniel Koh", email: "master@demo.sg", role: "master" });
    const sources = byKey(report.sources);
    expect(sources.agencies).toMatchObject({ status: "ok", count: 4, sample: ["Harbourline Realty", "Kallang Bay Estates", "Meridian Property Group"] });
    expect(sources.leaders).toMatchObject({ status: "ok", count: 2, sample: ["Rachel Tan", "Siti Rahman"] });
    expect(sources.agents).toMatchObject({ status: "ok", count: 4, sample: ["Arjun Menon", "Chloe Ng", "Marcus Lim"] });
    expect(sources.projectSets).toMatchObject({ status: "ok", count: expect.any(Number) });
    expect((sources.projectSets as { sample: string[] }).sample.length).toBeLessThanOrEqual(3);
    expect(sources.sitePermissions).toMatchObject({ status: "ok", count: 4 });
  });

  it("a source the role may not read is skipped with the permission it needs; the rest still run", async () => {
    const leader = byKey((await runDatabaseTests(services, actors.leader)).sources);
    expect(leader.agencies).toEqual({ key: "agencies", status: "skipped", permission: "agencyManagement" });
    expect(leader.leaders).toEqual({ key: "leaders", status: "skipped", permission: "userManagement" });
    expect(leader.sitePermissions).toEqual({ key: "sitePermissions", status: "skipped", permission: "siteManagement" });
    expect(leader.projectSets).toMatchObject({ status: "ok" });
    const admin2 = byKey((await runDatabaseTests(services, actors.admin2ic)).sources);
    expect(admin2.agents).toMatchObject({ status: "ok" });
    expect(admin2.sitePermissions).toMatchObject({ status: "skipped" });
  });

  it("an account without a profile row gets a 'User Profile Error' message, not a failure of the run", async () => {
    const report = await runDatabaseTests(services, ghostActor("master"));
    expect(report.profile).toEqual({ ok: false, message: "No profile exists for the signed-in account" });
    expect(report.connection.ok).toBe(true);
  });

  it("a failing source is reported with the database's own message while the others pass", async () => {
    const logged: unknown[] = [];
    await services.db.execute(sql`alter table project_sets rename to project_sets_moved`);
    try {
      const report = await runDatabaseTests(services, actors.master, (error) => logged.push(error));
      const sources = byKey(report.sources);
      expect(sources.projectSets).toMatchObject({ status: "error", message: 'relation "project_sets" does not exist' });
      expect(sources.agencies).toMatchObject({ status: "ok" });
      expect(logged).toHaveLength(1);
    } finally {
      await services.db.execute(sql`alter table project_sets_moved rename to project_sets`);
    }
  });
});
