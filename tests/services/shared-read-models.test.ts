import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs, projects, userProfiles } from "#server/db/schema";
import { cacheTags } from "#server/cache-tags";
import { clearLocalCaches, dropCached } from "#server/memory-cache";
import type { Actor } from "#server/services/actor";
import { deleteAdminUser } from "#server/services/admin-users";
import { savePost } from "#server/services/blog-posts";
import { updatePersonalInfo } from "#server/services/profile";
import { searchListedProjects } from "#server/services/project-search";
import { listPublishedPosts } from "#server/services/public-blogs";
import { listFeaturedProjects, listProjectGroups } from "#server/services/public-projects";
import { EMPTY_LISTING_FILTERS, type ListingFilters } from "~/domain/listing-filters";
import type { Role } from "~/domain/permissions";
import { postSchema } from "~/domain/schemas/blog-post";
import { personalInfoSchema } from "~/domain/schemas/profile";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";

// Decision record 112: the listing's pages, the home page's project sections and each site's
// lists of posts are kept like the project pages' read models: one query for every site asking
// within a minute, dropped by every write that changes what they show. A change made behind the
// services' back (a row edited by hand) shows once the caches drop; that is what proves the kept copy.

let services: TestServices;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  clearLocalCaches();
});
afterAll(() => services.close());

const listing = (filters: Partial<ListingFilters> = {}) => searchListedProjects(services.db, { ...EMPTY_LISTING_FILTERS, ...filters });
const newestName = async (filters: Partial<ListingFilters> = {}) => (await listing(filters)).projects[0]!.name;

/** Renames a project by hand, as no service would: nothing drops the caches. */
async function renameByHand(slug: string, name: string) {
  await services.db.update(projects).set({ name }).where(eq(projects.slug, slug));
}

describe("the listing's pages", () => {
  it("are kept for every site until the project lists drop", async () => {
    const first = await listing();
    const slug = first.projects[0]!.slug;
    await renameByHand(slug, "Renamed By Hand");
    expect(await newestName()).toBe(first.projects[0]!.name);
    dropCached(cacheTags.projectLists);
    expect(await newestName()).toBe("Renamed By Hand");
    await renameByHand(slug, first.projects[0]!.name);
    dropCached(cacheTags.projectLists);
  });

  it("a search for words is not kept: it reads the rows each time", async () => {
    const found = await listing({ q: "marina" });
    expect(found.projects.length).toBeGreaterThan(0);
    const slug = found.projects[0]!.slug;
    await renameByHand(slug, "Marina Renamed By Hand");
    expect((await listing({ q: "marina" })).projects.map((project) => project.name)).toContain("Marina Renamed By Hand");
    await renameByHand(slug, found.projects[0]!.name);
    dropCached(cacheTags.projectLists);
  });

  it("a made-up filter value or page number is answered but not kept", async () => {
    const before = await listing();
    const slug = before.projects[0]!.slug;
    expect((await listing({ tenure: "Leasehold for ever" })).projects).toEqual([]);
    const past = await listing({ page: 999 });
    expect(past.filters.page).toBeLessThan(999);
    await renameByHand(slug, "Renamed Past The End");
    // Page 999 is answered as the last page from the rows as they are now, not from a kept copy.
    expect((await listing({ page: 999 })).projects.map((project) => project.name)).toEqual(
      (await listing({ page: past.filters.page })).projects.map((project) => project.name),
    );
    await renameByHand(slug, before.projects[0]!.name);
    dropCached(cacheTags.projectLists);
  });
});

describe("the home page's project sections", () => {
  it("are kept for every site until the project lists drop", async () => {
    const [featured] = await listFeaturedProjects(services.db);
    const [group] = await listProjectGroups(services.db, "region");
    await renameByHand(featured!.slug, "Featured Renamed By Hand");
    expect((await listFeaturedProjects(services.db))[0]!.name).toBe(featured!.name);
    expect(await listProjectGroups(services.db, "region")).toEqual(await listProjectGroups(services.db, "region"));
    dropCached(cacheTags.projectLists);
    expect((await listFeaturedProjects(services.db))[0]!.name).toBe("Featured Renamed By Hand");
    expect((await listProjectGroups(services.db, "region"))[0]!.name).toBe(group!.name);
    await renameByHand(featured!.slug, featured!.name);
    dropCached(cacheTags.projectLists);
  });
});

describe("a site's lists of posts", () => {
  const leaderSite = () => ({ ownerUserId: actors.leader.id });
  const masterSite = { ownerUserId: null };

  it("show a post as soon as it is published, on its author's site and on the master site", async () => {
    const before = await listPublishedPosts(services.db, leaderSite(), { limit: 3 });
    const onMaster = await listPublishedPosts(services.db, masterSite, { limit: 3 });
    await savePost(services, actors.leader, postSchema.parse({ title: "Bidadari Walkabout", body: "A morning at the park." }), "publish");
    expect((await listPublishedPosts(services.db, leaderSite(), { limit: 3 })).total).toBe(before.total + 1);
    expect((await listPublishedPosts(services.db, masterSite, { limit: 3 })).total).toBe(onMaster.total + 1);
  });

  it("are kept per site until the site's posts drop", async () => {
    const before = await listPublishedPosts(services.db, leaderSite(), { limit: 3 });
    const newest = before.posts[0]!;
    await services.db.update(blogs).set({ title: "Retitled By Hand" }).where(eq(blogs.id, newest.id));
    expect((await listPublishedPosts(services.db, leaderSite(), { limit: 3 })).posts[0]!.title).toBe(newest.title);
    dropCached(cacheTags.posts(actors.leader.id));
    expect((await listPublishedPosts(services.db, leaderSite(), { limit: 3 })).posts[0]!.title).toBe("Retitled By Hand");
  });

  it("show an administrator's new name on their posts, and drop their posts with their account, at once", async () => {
    await savePost(services, actors.admin2ic, postSchema.parse({ title: "Notes From The Launch Desk", body: "What buyers asked this week." }), "publish");
    const byAdmin = async () => (await listPublishedPosts(services.db, leaderSite(), { limit: 50 })).posts.filter((post) => post.title === "Notes From The Launch Desk");
    expect(await byAdmin()).toHaveLength(1);
    await updatePersonalInfo(services, actors.admin2ic, personalInfoSchema.parse({ fullName: "Priya Raman-Lee" }));
    expect((await byAdmin())[0]!.authorName).toBe("Priya Raman-Lee");
    await deleteAdminUser(services, actors.master, { id: actors.admin2ic.id });
    expect(await byAdmin()).toEqual([]);
    expect(await services.db.select().from(userProfiles).where(eq(userProfiles.id, actors.admin2ic.id))).toEqual([]);
  });
});
