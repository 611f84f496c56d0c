import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, sitePermissions } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, NotFoundError } from "#server/services/errors";
import { listSiteIndexing, setSiteIndexing, siteCounts, systemOverview, type IndexingQuery } from "#server/services/site-management";
import { robotsTxt, sitemapFileXml, sitemapXml } from "#server/services/site-seo";
import { resolveSite } from "#server/tenancy";
import type { Role } from "~/domain/permissions";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors, ghostActor } from "./admin-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
const tenancy = { appDomain: "localhost", devHostMarkers: ["preview", "staging"] };
const everySite: IndexingQuery = { page: 1, q: "", sort: "site", dir: "asc", tab: "all" };

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

async function permissionOf(host: string) {
  const [row] = await services.db.select().from(sitePermissions).where(eq(sitePermissions.siteUrl, host));
  return row;
}

/** What a visitor's next request to the host is served: the robots meta flag, robots.txt, sitemap.xml and its first projects file. */
async function publicSeo(host: string) {
  const site = await resolveSite(services.db, host, tenancy);
  const origin = `http://${host}:3000`;
  return {
    indexable: site.indexable,
    robots: robotsTxt(site, origin),
    sitemap: await sitemapXml(services.db, site, origin),
    projectsFile: await sitemapFileXml(services.db, site, origin, "projects-1.xml"),
  };
}

describe("who manages sites", () => {
  it.each(["admin1ic", "admin2ic", "leader", "agent"] as const)("%s can neither read the site lists nor change indexing", async (role) => {
    const actor = actors[role];
    await expect(siteCounts(services, actor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(systemOverview(services, actor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listSiteIndexing(services, actor, everySite)).rejects.toBeInstanceOf(ForbiddenError);
    const marcus = await permissionOf("agent.localhost");
    await expect(setSiteIndexing(services, actor, { permissionId: marcus.id, allowIndexing: true })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await permissionOf("agent.localhost")).allowIndexing).toBe(false);
  });
});

describe("counts (Permissions and System Overview tabs)", () => {
  it("counts active leader and agent sites and the one master site", async () => {
    // Seed: Rachel and Siti lead; Marcus and Wei Jie are active agents; Arjun (pending) and Chloe (suspended) have inactive permissions.
    expect(await siteCounts(services, actors.master)).toEqual({ leaderSites: 2, agentSites: 2, masterSites: 1, indexed: 1, notIndexed: 3 });
  });

  it("total sites are every leader and agent plus the master site", async () => {
    expect(await systemOverview(services, actors.master)).toEqual({
      totalSites: 2 + 4 + 1,
      agencies: 4,
      activeAgencies: 2,
      leaders: 2,
      activeLeaders: 2,
      agents: 4,
      activeAgents: 2,
    });
  });
});

describe("the site indexing manager", () => {
  it("lists active permissions by site URL with their owner", async () => {
    const { rows, total } = await listSiteIndexing(services, actors.master, everySite);
    expect(total).toBe(4);
    expect(rows.map((row) => row.siteUrl)).toEqual(["agent.localhost", "leader.localhost", "siti.localhost", "weijie.localhost"]);
    expect(rows[1]).toMatchObject({ siteType: "leader", allowIndexing: true, ownerName: "Rachel Tan", ownerEmail: "leader@demo.sg" });
  });

  it.each([
    ["site URL", "SITI.local", ["siti.localhost"]],
    ["realtor name", "marcus", ["agent.localhost"]],
    ["email", "leader@demo", ["leader.localhost"]],
    ["nothing", "nobody-at-all", []],
  ])("searches by %s", async (_, q, hosts) => {
    const { rows, total } = await listSiteIndexing(services, actors.master, { ...everySite, q });
    expect(rows.map((row) => row.siteUrl)).toEqual(hosts);
    expect(total).toBe(hosts.length);
  });

  it("filters by indexing state and sorts by owner", async () => {
    const indexed = await listSiteIndexing(services, actors.master, { ...everySite, tab: "indexed" });
    expect(indexed.rows.map((row) => row.siteUrl)).toEqual(["leader.localhost"]);
    const byOwner = await listSiteIndexing(services, actors.master, { ...everySite, tab: "not-indexed", sort: "owner", dir: "desc" });
    expect(byOwner.rows.map((row) => row.ownerName)).toEqual(["Tan Wei Jie", "Siti Rahman", "Marcus Lim"]);
  });
});

describe("toggling indexing", () => {
  it("turning it on makes the host indexable on the next request: robots meta, robots.txt and sitemap.xml, with an audit row", async () => {
    const before = await publicSeo("agent.localhost");
    expect(before.indexable).toBe(false);
    expect(before.robots).toBe("User-agent: *\nDisallow: /\n");
    expect(before.sitemap).not.toContain("<loc>");
    expect(before.projectsFile).not.toContain("<loc>");

    const marcus = await permissionOf("agent.localhost");
    expect(await setSiteIndexing(services, actors.master, { permissionId: marcus.id, allowIndexing: true })).toEqual({
      siteUrl: "agent.localhost",
      allowIndexing: true,
    });

    // No wait for the 5-minute cache: the write dropped it.
    const after = await publicSeo("agent.localhost");
    expect(after.indexable).toBe(true);
    expect(after.robots).toContain("Allow: /\n");
    expect(after.sitemap).toContain("<loc>http://agent.localhost:3000/sitemaps/projects-1.xml</loc>");
    expect(after.projectsFile).toContain("<loc>http://agent.localhost:3000/condos/");
    const audit = await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, marcus.id));
    expect(audit).toEqual([
      expect.objectContaining({
        entityType: "site",
        entityLabel: "agent.localhost",
        action: "indexing_enabled",
        userId: actors.master.id,
        details: { before: { allowIndexing: false }, after: { allowIndexing: true } },
      }),
    ]);
  });

  it("turning it off makes the leader's host noindex at once", async () => {
    expect((await publicSeo("leader.localhost")).indexable).toBe(true);
    const rachel = await permissionOf("leader.localhost");
    await setSiteIndexing(services, actors.master, { permissionId: rachel.id, allowIndexing: false });
    const after = await publicSeo("leader.localhost");
    expect(after.indexable).toBe(false);
    expect(after.robots).toBe("User-agent: *\nDisallow: /\n");
    const [audit] = await services.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, rachel.id), eq(adminAuditLog.action, "indexing_disabled")));
    expect(audit).toBeDefined();
  });

  it("setting the state it already has writes nothing", async () => {
    const siti = await permissionOf("siti.localhost");
    await setSiteIndexing(services, actors.master, { permissionId: siti.id, allowIndexing: false });
    expect(await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, siti.id))).toEqual([]);
  });

  it("an unknown permission is not found", async () => {
    await expect(
      setSiteIndexing(services, actors.master, { permissionId: "3f0c2a8e-5b1d-4c6e-9a7f-2d8b1e4c6a90", allowIndexing: true }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("a failure half way (the audit row refused) leaves the permission as it was", async () => {
    const weijie = await permissionOf("weijie.localhost");
    await expect(setSiteIndexing(services, ghostActor("master"), { permissionId: weijie.id, allowIndexing: true })).rejects.toThrow();
    expect((await permissionOf("weijie.localhost")).allowIndexing).toBe(false);
    expect((await publicSeo("weijie.localhost")).indexable).toBe(false);
  });
});
