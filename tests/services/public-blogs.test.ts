import { NotFoundError } from "#server/services/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { BLOG_PAGE_SIZE, getBlogIndexPage, getPublishedPost, listPublishedPosts } from "#server/services/public-blogs";
import { getPublicRealtorProfile } from "#server/services/public-realtors";
import { createTestDatabase } from "../support/test-database";
import { makePost, makeRealtor, makeUser } from "./public-fixtures";

let handle: DatabaseHandle;
let rachel: Awaited<ReturnType<typeof makeRealtor>>;
let marcus: Awaited<ReturnType<typeof makeRealtor>>;
const day = (n: number) => new Date(Date.UTC(2026, 5, n));

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  rachel = await makeRealtor(db, { host: "rachel.example.sg", isLeader: true, name: "Rachel Tan", slug: "rachel-tan" });
  marcus = await makeRealtor(db, { host: "marcus.example.sg", name: "Marcus Lim", slug: "marcus-lim" });
  await makeRealtor(db, { host: "pending.example.sg", name: "Pending Person", slug: "pending-person", status: "pending" });
  const desk = await makeUser(db, "master", "Editorial Desk");
  await makePost(db, rachel.user.id, { title: "Rachel old", publishedAt: day(1) });
  await makePost(db, rachel.user.id, { title: "Rachel new", publishedAt: day(9) });
  await makePost(db, rachel.user.id, { title: "Rachel undated", publishedAt: null });
  await makePost(db, rachel.user.id, { title: "Rachel draft", published: false, publishedAt: null });
  await makePost(db, marcus.user.id, { title: "Marcus post", publishedAt: day(5) });
  await makePost(db, desk.id, { title: "Desk post", publishedAt: day(7) });
});

afterAll(() => handle.close());

describe("published posts (spec part 1 §4)", () => {
  it("the master site lists every published post, newest first by published_at, undated last", async () => {
    const { posts, total } = await listPublishedPosts(handle.db, { ownerUserId: null });
    expect(posts.map((post) => post.title)).toEqual(["Rachel new", "Desk post", "Marcus post", "Rachel old", "Rachel undated"]);
    expect(total).toBe(5);
    expect(posts.at(-1)?.publishedAt).toBeNull();
  });

  it("a realtor's site lists its owner's posts and the administrators' posts", async () => {
    const { posts } = await listPublishedPosts(handle.db, { ownerUserId: rachel.user.id });
    expect(posts.map((post) => post.title)).toEqual(["Rachel new", "Desk post", "Rachel old", "Rachel undated"]);
  });

  it("limits the list and counts all (View All above 4)", async () => {
    const { posts, total } = await listPublishedPosts(handle.db, { ownerUserId: null }, { limit: 4 });
    expect(posts).toHaveLength(4);
    expect(total).toBe(5);
  });

  it("opens a post by slug or by id, never a draft or another realtor's post on a realtor's site", async () => {
    const bySlug = await getPublishedPost(handle.db, { ownerUserId: null }, "rachel-new");
    expect(bySlug?.title).toBe("Rachel new");
    expect(bySlug?.bodyHtml).toContain("<h2>Heading</h2>");
    expect((await getPublishedPost(handle.db, { ownerUserId: null }, bySlug!.id))?.title).toBe("Rachel new");
    await expect(getPublishedPost(handle.db, { ownerUserId: null }, "rachel-draft")).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPublishedPost(handle.db, { ownerUserId: marcus.user.id }, "rachel-new")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("finds no post, without an error, for a key that is neither a slug nor an id ('%00', spaces)", async () => {
    for (const malformed of ["\u0000", "rachel-new\u0000", "rachel new", ""]) {
      await expect(getPublishedPost(handle.db, { ownerUserId: null }, malformed)).rejects.toBeInstanceOf(NotFoundError);
    }
  });
});

describe("public realtor profiles", () => {
  it("shows an active realtor on the master site, with the real biography and social links", async () => {
    const profile = await getPublicRealtorProfile(handle.db, "rachel-tan", { realtorId: null });
    expect(profile).toMatchObject({ fullName: "Rachel Tan", isLeader: true, biography: "Helping families buy new launches since 2012.", linkedinUrl: "linkedin.com/in/example" });
  });

  it("finds a realtor by id too (the spec's /realtor/{realtorId})", async () => {
    expect((await getPublicRealtorProfile(handle.db, rachel.realtor.id, { realtorId: null }))?.slug).toBe("rachel-tan");
  });

  it("shows only the owner on a realtor's own site, and never a pending realtor", async () => {
    expect(await getPublicRealtorProfile(handle.db, "rachel-tan", { realtorId: rachel.realtor.id })).not.toBeNull();
    await expect(getPublicRealtorProfile(handle.db, "rachel-tan", { realtorId: marcus.realtor.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPublicRealtorProfile(handle.db, "pending-person", { realtorId: null })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("finds no realtor, without an error, for a key that is neither a slug nor an id ('%00', spaces)", async () => {
    for (const malformed of ["\u0000", "rachel-tan\u0000", "rachel tan", ""]) {
      await expect(getPublicRealtorProfile(handle.db, malformed, { realtorId: null })).rejects.toBeInstanceOf(NotFoundError);
    }
    expect((await getPublicRealtorProfile(handle.db, "RACHEL-TAN", { realtorId: null }))?.slug).toBe("rachel-tan");
  });
});

describe("blog index pages (/blog?page=)", () => {
  it("absent, empty or 1 is the first page; a malformed number (0, -1, 1.5, 1e309, abc) is no page", async () => {
    for (const first of [null, "", "1", "01"]) {
      const index = await getBlogIndexPage(handle.db, { ownerUserId: null }, first);
      expect(index).toMatchObject({ page: 1, pageCount: 1 });
      expect(index!.posts).toHaveLength(5);
    }
    for (const malformed of ["0", "-1", "1.5", "1e309", "1e2", "Infinity", "abc", " 1", "9999999999"]) {
      await expect(getBlogIndexPage(handle.db, { ownerUserId: null }, malformed)).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it("a page past the last is no page; page 1 exists even without posts", async () => {
    await expect(getBlogIndexPage(handle.db, { ownerUserId: null }, "2")).rejects.toBeInstanceOf(NotFoundError);
    await expect(getBlogIndexPage(handle.db, { ownerUserId: null }, "99")).rejects.toBeInstanceOf(NotFoundError);
    const empty = await createTestDatabase();
    try {
      expect(await getBlogIndexPage(empty.db, { ownerUserId: null }, null)).toEqual({ posts: [], page: 1, pageCount: 1 });
      await expect(getBlogIndexPage(empty.db, { ownerUserId: null }, "2")).rejects.toBeInstanceOf(NotFoundError);
    } finally {
      await empty.close();
    }
  });

  it("a second page holds the posts after the first 24 and is the last", async () => {
    const paged = await makeRealtor(handle.db, { host: "paged.example.sg", name: "Paged Agent", slug: "paged-agent" });
    // With the editorial desk's post the site has one post more than a page.
    for (let n = 1; n <= BLOG_PAGE_SIZE; n++) await makePost(handle.db, paged.user.id, { title: `Paged ${n}`, publishedAt: day(n) });
    const second = await getBlogIndexPage(handle.db, { ownerUserId: paged.user.id }, "2");
    expect(second).toMatchObject({ page: 2, pageCount: 2 });
    expect(second!.posts.map((post) => post.title)).toEqual(["Paged 1"]);
    await expect(getBlogIndexPage(handle.db, { ownerUserId: paged.user.id }, "3")).rejects.toBeInstanceOf(NotFoundError);
  });
});
