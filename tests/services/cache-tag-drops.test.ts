import { eq, inArray, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cacheTags } from "#server/cache-tags";
import { agencies, facilities, projectFacilities, projects, realtors, sitePermissions, userProfiles } from "#server/db/schema";
import { clearLocalCaches, collectPageTags } from "#server/memory-cache";
import type { Actor } from "#server/services/actor";
import { savePost } from "#server/services/blog-posts";
import { saveBranding } from "#server/services/branding";
import { searchListedProjects } from "#server/services/project-search";
import { addProjectFacility } from "#server/services/projects/project-facilities";
import { updateProject } from "#server/services/projects/save-project";
import { getPublishedPost, listPublishedPosts } from "#server/services/public-blogs";
import { getProjectPage } from "#server/services/public-project-page";
import { listFeaturedProjects, listProjectGroups } from "#server/services/public-projects";
import { suspendRealtor } from "#server/services/realtors/suspend-realtor";
import { setSiteIndexing } from "#server/services/site-management";
import { currentStampDutyRates, updateStampDutyRates } from "#server/services/stamp-duty-rates";
import { cachedSiteOf, resolveSite } from "#server/tenancy";
import { EMPTY_LISTING_FILTERS } from "~/domain/listing-filters";
import { LISTED_STATUSES } from "~/domain/project-status";
import type { Role } from "~/domain/permissions";
import { BRANDING_PRESETS, brandingSchema } from "~/domain/schemas/branding";
import { postSchema } from "~/domain/schemas/blog-post";
import { updateProjectSchema } from "~/domain/schemas/project";
import { RATES_IN_FORCE } from "../support/stamp-duty-rates";
import { actorOf } from "../support/actors";
import { createTestServices, TEST_DEV_HOST_MARKERS, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { newProjectInput } from "./project-fixtures";

// Issue: a write drops the cached entries that show what it changed, by tag (decision record 127),
// and nothing else. Each test warms what visitors' pages read through the caches on several sites,
// writes through the real service, and reads again: an entry still cached answers with the very
// value it kept (the same object); a dropped one is read anew. Each test names exactly what drops,
// so it fails when a drop goes missing and when one reaches further than it should.

const tenancy = { appDomain: "localhost", devHostMarkers: TEST_DEV_HOST_MARKERS };
const purple = brandingSchema.parse(BRANDING_PRESETS.find((preset) => preset.name === "Purple Modern")!.colours);

let services: TestServices;
let actors: Record<Role, Actor>;
/** Siti leads Wei Jie, who has no branding of his own; Rachel (leader) leads Marcus (agent), who has. */
let siti: Actor;
let weijie: Actor;
let listedSlugs: [string, string];

const realtorOf = async (actor: Actor) => (await services.db.select().from(realtors).where(eq(realtors.userId, actor.id)))[0]!;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  siti = await actorOf(services.db, "siti@demo.sg");
  weijie = await actorOf(services.db, "weijie@demo.sg");
  const listed = await services.db
    .select({ slug: projects.slug })
    .from(projects)
    .where(inArray(projects.status, [...LISTED_STATUSES]))
    .orderBy(projects.slug)
    .limit(2);
  listedSlugs = [listed[0]!.slug, listed[1]!.slug];
});
afterAll(() => services.close());
beforeEach(() => clearLocalCaches());

/** What visitors' pages read through the caches, on four realtor sites and the master site. */
async function warm() {
  const { db } = services;
  return {
    leaderSite: await resolveSite(db, "leader.localhost", tenancy),
    agentSite: await resolveSite(db, "agent.localhost", tenancy),
    sitiSite: await resolveSite(db, "siti.localhost", tenancy),
    weijieSite: await resolveSite(db, "weijie.localhost", tenancy),
    masterSite: await resolveSite(db, "localhost", tenancy),
    listing: await searchListedProjects(db, EMPTY_LISTING_FILTERS),
    featured: await listFeaturedProjects(db),
    groups: await listProjectGroups(db, "region"),
    firstProjectPage: await getProjectPage(db, listedSlugs[0], null),
    secondProjectPage: await getProjectPage(db, listedSlugs[1], null),
    leaderPosts: await listPublishedPosts(db, { ownerUserId: actors.leader.id }),
    sitiPosts: await listPublishedPosts(db, { ownerUserId: siti.id }),
    masterPosts: await listPublishedPosts(db, { ownerUserId: null }),
    rates: await currentStampDutyRates(db),
  };
}
type Warmed = Awaited<ReturnType<typeof warm>>;

/** Whether each warmed entry is still cached: a second read answers with the very value kept. */
async function stillCached(before: Warmed): Promise<Record<keyof Warmed, boolean>> {
  const after = await warm();
  return Object.fromEntries((Object.keys(before) as (keyof Warmed)[]).map((key) => [key, after[key] === before[key]])) as Record<keyof Warmed, boolean>;
}

/** Every warmed entry kept, but those named. */
function keptBut(...dropped: (keyof Warmed)[]): Record<keyof Warmed, boolean> {
  const all: Record<keyof Warmed, boolean> = {
    leaderSite: true,
    agentSite: true,
    sitiSite: true,
    weijieSite: true,
    masterSite: true,
    listing: true,
    featured: true,
    groups: true,
    firstProjectPage: true,
    secondProjectPage: true,
    leaderPosts: true,
    sitiPosts: true,
    masterPosts: true,
    rates: true,
  };
  for (const key of dropped) all[key] = false;
  return all;
}

describe("warming", () => {
  it("a second read with no write between answers every entry from the cache", async () => {
    const before = await warm();
    expect(before.agentSite.kind).toBe("agent");
    expect(before.firstProjectPage).not.toBeNull();
    expect(await stillCached(before)).toEqual(keptBut());
  });
});

describe("a realtor's profile or branding drops that site's entries (issue: 'that site's pages')", () => {
  it("saving an agent's branding drops the agent's site, and leaves every other site, the listings and the posts", async () => {
    const before = await warm();
    await saveBranding(services, actors.agent, purple);
    expect(await stillCached(before)).toEqual(keptBut("agentSite"));
    expect((await resolveSite(services.db, "agent.localhost", tenancy)).branding?.primaryColor).toBe(purple.primaryColor);
  });

  it("a leader's branding also drops the sites of their agents who show it, having none of their own (decision record 059)", async () => {
    const before = await warm();
    await saveBranding(services, siti, purple);
    expect(await stillCached(before)).toEqual(keptBut("sitiSite", "weijieSite"));
    expect((await resolveSite(services.db, "weijie.localhost", tenancy)).branding?.primaryColor).toBe(purple.primaryColor);
  });

  it("a leader whose agent has branding of their own drops only the leader's site", async () => {
    const before = await warm();
    await saveBranding(services, actors.leader, purple);
    expect(await stillCached(before)).toEqual(keptBut("leaderSite"));
  });

  it("allowing search engines on a host drops what is cached for that host only", async () => {
    const before = await warm();
    const [permission] = await services.db.select().from(sitePermissions).where(eq(sitePermissions.siteUrl, "agent.localhost"));
    await setSiteIndexing(services, actors.master, { permissionId: permission!.id, allowIndexing: !permission!.allowIndexing });
    expect(await stillCached(before)).toEqual(keptBut("agentSite"));
    expect((await resolveSite(services.db, "agent.localhost", tenancy)).indexable).toBe(!permission!.allowIndexing);
  });
});

describe("a project drops its pages and the listings and home sections that show it, on every site", () => {
  it("saving a project drops its page and every list of projects, and leaves the other project's page and every site", async () => {
    const before = await warm();
    const project = before.firstProjectPage!;
    const input = updateProjectSchema.parse({
      ...(await newProjectInput(services.db)),
      id: project.id,
      name: `${project.name} Residences`,
      slug: project.slug,
      buildings: [],
    });
    await updateProject(services, actors.admin1ic, input);
    expect(await stillCached(before)).toEqual(keptBut("firstProjectPage", "listing", "featured", "groups"));
    expect((await getProjectPage(services.db, project.slug, null))?.name).toBe(`${project.name} Residences`);
  });

  it("ticking a facility drops that project's page only: no list shows facilities", async () => {
    const before = await warm();
    const project = before.secondProjectPage!;
    const offered = services.db.select({ id: projectFacilities.facilityId }).from(projectFacilities).where(eq(projectFacilities.projectId, project.id));
    const [facility] = await services.db.select({ id: facilities.id }).from(facilities).where(notInArray(facilities.id, offered)).limit(1);
    await addProjectFacility(services, actors.admin1ic, { projectId: project.id, facilityId: facility!.id });
    expect(await stillCached(before)).toEqual(keptBut("secondProjectPage"));
  });

  it("new stamp duty rates drop the calculators' rates only", async () => {
    const before = await warm();
    await updateStampDutyRates(services.db, actors.master, { ...RATES_IN_FORCE, effectiveDate: "2024-01-01", source: "IRAS circular, 1 Jan 2024" });
    expect(await stillCached(before)).toEqual(keptBut("rates"));
  });
});

describe("a post drops its site's post pages and lists", () => {
  it("publishing a realtor's post drops their site's lists and the master's (which shows every post), not another realtor's", async () => {
    const before = await warm();
    await savePost(services, actors.leader, postSchema.parse({ title: "Tagged Drops Explained", body: "Only what changed goes." }), "publish");
    expect(await stillCached(before)).toEqual(keptBut("leaderPosts", "masterPosts"));
    expect((await listPublishedPosts(services.db, { ownerUserId: actors.leader.id })).posts[0]?.title).toBe("Tagged Drops Explained");
  });

  it("an administrator's post shows on every site's lists: all of them drop, and nothing else", async () => {
    const before = await warm();
    await savePost(services, actors.admin1ic, postSchema.parse({ title: "A Word From The Desk", body: "Listed everywhere." }), "publish");
    expect(await stillCached(before)).toEqual(keptBut("leaderPosts", "sitiPosts", "masterPosts"));
  });

  it("a draft saved as a draft drops nothing", async () => {
    const before = await warm();
    await savePost(services, siti, postSchema.parse({ title: "Not Yet", body: "Draft." }), "keep");
    expect(await stillCached(before)).toEqual(keptBut());
  });
});

describe("a realtor's status drops their site, their hosts and their leader's team", () => {
  it("suspending an agent drops the agent's site and their leader's (its team), and no other", async () => {
    const before = await warm();
    await suspendRealtor(services, actors.admin1ic, { id: (await realtorOf(weijie)).id, reason: "Licence lapsed" });
    expect(await stillCached(before)).toEqual(keptBut("sitiSite", "weijieSite"));
    expect((await resolveSite(services.db, "weijie.localhost", tenancy)).kind).toBe("unavailable");
  });
});

describe("the tags a page collects as it reads (collectPageTags)", () => {
  it("a page reading its site and a project page through the caches carries their tags, on a miss and on a hit", async () => {
    const { id: leaderId } = await realtorOf(actors.leader);
    for (const pass of ["miss", "hit"]) {
      const tags = new Set<string>();
      const projectId = await collectPageTags(tags, async () => {
        await resolveSite(services.db, "leader.localhost", tenancy);
        return (await getProjectPage(services.db, listedSlugs[0], null))!.id;
      });
      expect([...tags].sort(), pass).toEqual(
        [cacheTags.host("leader.localhost"), cacheTags.site(leaderId), cacheTags.project(projectId), cacheTags.projectOptions].sort(),
      );
    }
  });

  it("a post page, read without a cache, is tagged with the posts its site shows: found or not (yet)", async () => {
    const onSiti = new Set<string>();
    await collectPageTags(onSiti, () => getPublishedPost(services.db, { ownerUserId: siti.id }, "not-published-yet").catch(() => null));
    expect([...onSiti].sort()).toEqual([cacheTags.adminPosts, cacheTags.posts(siti.id)].sort());
    const onMaster = new Set<string>();
    await collectPageTags(onMaster, () => getPublishedPost(services.db, { ownerUserId: null }, "not-published-yet").catch(() => null));
    expect([...onMaster]).toEqual([cacheTags.posts(null)]);
  });
});

describe("with a thousand sites warm (issue: '≥99% of the other sites' cached entries stay')", () => {
  const SITES = 1000;

  it("saving one realtor's branding leaves every other site's context and post lists cached", async () => {
    const { db } = services;
    const [agency] = await db.insert(agencies).values({ name: "Thousand Sites Realty", status: "active" }).returning();
    const users = await db
      .insert(userProfiles)
      .values(Array.from({ length: SITES }, (_, i) => ({ email: `site-${i}@thousand.sg`, fullName: `Realtor ${i}`, role: "agent" as const })))
      .returning({ id: userProfiles.id, email: userProfiles.email, fullName: userProfiles.fullName, role: userProfiles.role });
    await db.insert(realtors).values(
      users.map((user, i) => ({
        userId: user.id,
        agencyId: agency!.id,
        fullName: user.fullName,
        email: user.email,
        agentSiteUrl: `site-${i}.thousand.sg`,
        realtorSlug: `thousand-${i}`,
        status: "active" as const,
      })),
    );
    const hosts = users.map((_, i) => `site-${i}.thousand.sg`);
    for (const [i, host] of hosts.entries()) {
      expect((await resolveSite(db, host, tenancy)).ownerUserId).toBe(users[i]!.id);
    }
    const postLists = await Promise.all(users.map((user) => listPublishedPosts(db, { ownerUserId: user.id })));

    await saveBranding(services, users[0]!, purple);

    const contextsKept = hosts.filter((host) => cachedSiteOf(host) !== undefined).length;
    const listsAfter = await Promise.all(users.map((user) => listPublishedPosts(db, { ownerUserId: user.id })));
    const listsKept = listsAfter.filter((list, i) => list === postLists[i]).length;
    expect(cachedSiteOf(hosts[0]!)).toBeUndefined();
    expect(contextsKept).toBe(SITES - 1);
    expect(listsKept).toBe(SITES);
    expect(contextsKept + listsKept).toBeGreaterThanOrEqual(0.99 * 2 * (SITES - 1));
  }, 120_000);
});
