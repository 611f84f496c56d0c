import { eq } from "drizzle-orm";
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, blogProjects, blogs, outbox, projects } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { deletePost, getOwnPost, listPosts, postStats, publishPost, renderMissingPostBodies, savePost, unpublishPost, type PostListQuery } from "#server/services/blog-posts";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import { getPublishedPost, listRelatedProjects } from "#server/services/public-blogs";
import type { Role } from "~/domain/permissions";
import { POST_MESSAGES, postSchema, type PostData } from "~/domain/schemas/blog-post";
import { createTestServices, type TestServices } from "../support/test-services";
import { asFile, photo, storedLocally } from "../server/storage-fixtures";
import { demoActors, ghostActor } from "./admin-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
const mine: PostListQuery = { page: 1, q: "", sort: "updated", dir: "desc", tab: "mine" };
const leaderSite = { ownerUserId: "" };
const masterSite = { ownerUserId: null };

function post(values: Record<string, unknown>): PostData {
  return postSchema.parse({ title: "Why District 15", body: "## Heading\n\nText.", ...values });
}

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  leaderSite.ownerUserId = actors.leader.id;
});
afterAll(() => services.close());

describe("writing posts", () => {
  it("a leader writes a draft, publishes it (published_at set) and it appears on their site and the master site", async () => {
    const draft = await savePost(services, actors.leader, post({ title: "Tampines Launch Review", excerpt: "A first look." }), "keep");
    expect(draft).toMatchObject({ slug: "tampines-launch-review", isPublished: false });
    await expect(getPublishedPost(services.db, leaderSite, "tampines-launch-review")).rejects.toBeInstanceOf(NotFoundError);

    await publishPost(services, actors.leader, { id: draft.id });
    const [row] = await services.db.select().from(blogs).where(eq(blogs.id, draft.id));
    expect(row.isPublished).toBe(true);
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(await getPublishedPost(services.db, leaderSite, "tampines-launch-review")).toMatchObject({ title: "Tampines Launch Review", authorName: "Rachel Tan" });
    expect(await getPublishedPost(services.db, masterSite, "tampines-launch-review")).not.toBeNull();
    await expect(getPublishedPost(services.db, { ownerUserId: actors.agent.id }, "tampines-launch-review")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("saving a published post keeps it published with its first publication date", async () => {
    const saved = await savePost(services, actors.agent, post({ title: "Katong Walkabout" }), "publish");
    const [first] = await services.db.select().from(blogs).where(eq(blogs.id, saved.id));
    await savePost(services, actors.agent, post({ id: saved.id, title: "Katong Walkabout, Updated", slug: "katong-walkabout" }), "keep");
    const [after] = await services.db.select().from(blogs).where(eq(blogs.id, saved.id));
    expect(after).toMatchObject({ title: "Katong Walkabout, Updated", isPublished: true, publishedAt: first.publishedAt });
  });

  it("a post cannot be published without a body", async () => {
    await expect(savePost(services, actors.agent, post({ title: "Empty", body: "" }), "publish")).rejects.toMatchObject({
      message: POST_MESSAGES.bodyRequiredToPublish,
      field: "body",
    });
    expect(await services.db.select().from(blogs).where(eq(blogs.title, "Empty"))).toEqual([]);
  });

  it("the slug is made from the title; one the author already uses is refused on the slug field", async () => {
    await savePost(services, actors.agent, post({ title: "Freehold vs Leasehold" }), "keep");
    await expect(savePost(services, actors.agent, post({ title: "Another", slug: "freehold-vs-leasehold" }), "keep")).rejects.toMatchObject({
      constructor: ConflictError,
      field: "slug",
      message: POST_MESSAGES.slugTaken,
    });
  });

  it("a slug another author uses gets a free suffix, so /blog/{slug} stays one post everywhere", async () => {
    const theirs = await savePost(services, actors.leader, post({ title: "Freehold vs Leasehold" }), "keep");
    expect(theirs.slug).toBe("freehold-vs-leasehold-2");
  });

  it("names related projects (listed ones only), shown under the published post in order", async () => {
    const listed = await services.db.select({ id: projects.id, slug: projects.slug }).from(projects).where(eq(projects.status, "Selling")).limit(2);
    const saved = await savePost(services, actors.leader, post({ title: "Two Launches", projectIds: [listed[1].id, listed[0].id] }), "publish");
    expect((await listRelatedProjects(services.db, saved.id)).map((project) => project.slug)).toEqual([listed[1].slug, listed[0].slug]);
    expect((await getOwnPost(services, actors.leader, { id: saved.id })).projectIds).toEqual([listed[1].id, listed[0].id]);

    const [hidden] = await services.db.select({ id: projects.id }).from(projects).where(eq(projects.status, "Planning")).limit(1);
    await expect(savePost(services, actors.leader, post({ id: saved.id, title: "Two Launches", projectIds: [hidden.id] }), "keep")).rejects.toBeInstanceOf(InvalidError);
    expect(await services.db.select().from(blogProjects).where(eq(blogProjects.blogId, saved.id))).toHaveLength(2);
  });

  it("lists the user's own drafts and published posts only, with counts", async () => {
    const { rows } = await listPosts(services, actors.agent, mine);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.authorId === actors.agent.id)).toBe(true);
    const stats = await postStats(services, actors.agent);
    expect(stats.total).toBe(rows.length);
    expect(stats.published + stats.drafts).toBe(stats.total);
  });
});

describe("rendering a post once, when it is saved (issue 30 item 1)", () => {
  it("saving stores the sanitised HTML and the description; the public read serves what is stored", async () => {
    const saved = await savePost(services, actors.agent, post({ title: "Rendered Once", body: "# Big news\n\nFreehold **near MRT**.\n\n<script>alert(1)</script>" }), "publish");
    const [row] = await services.db.select().from(blogs).where(eq(blogs.id, saved.id));
    expect(row.bodyHtml).toBe("<h2>Big news</h2>\n<p>Freehold <strong>near MRT</strong>.</p>");
    expect(row.bodySummary).toBe("Freehold near MRT.");

    // What visitors get is the stored HTML, not a fresh rendering of the body.
    await services.db.update(blogs).set({ bodyHtml: "<p>Stored at save</p>" }).where(eq(blogs.id, saved.id));
    expect(await getPublishedPost(services.db, { ownerUserId: actors.agent.id }, "rendered-once")).toMatchObject({ bodyHtml: "<p>Stored at save</p>", bodySummary: "Freehold near MRT." });
  });

  it("the demo posts have their HTML from the seed", async () => {
    const rows = await services.db.select({ bodyHtml: blogs.bodyHtml }).from(blogs);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.bodyHtml !== null && row.bodyHtml.startsWith("<"))).toBe(true);
  });

  it("a body of 20,000 '>' that skipped the form is refused on the body field at once, and nothing is saved", async () => {
    const started = performance.now();
    await expect(savePost(services, actors.agent, { ...post({ title: "Twenty Thousand Quotes" }), body: ">".repeat(20_000) }, "publish")).rejects.toMatchObject({
      constructor: InvalidError,
      field: "body",
      message: POST_MESSAGES.bodyTooDeep,
    });
    expect(performance.now() - started).toBeLessThan(500);
    expect(await services.db.select().from(blogs).where(eq(blogs.title, "Twenty Thousand Quotes"))).toEqual([]);
  });

  it("publishing a draft that was never rendered (an older row) renders it then, or refuses it with the limit's message", async () => {
    const draft = await savePost(services, actors.agent, post({ title: "Old Draft" }), "keep");
    await services.db.update(blogs).set({ bodyHtml: null, bodySummary: null }).where(eq(blogs.id, draft.id));
    await publishPost(services, actors.agent, { id: draft.id });
    const [rendered] = await services.db.select().from(blogs).where(eq(blogs.id, draft.id));
    expect(rendered).toMatchObject({ isPublished: true, bodyHtml: "<h2>Heading</h2>\n<p>Text.</p>", bodySummary: "Text." });

    const deep = await savePost(services, actors.agent, post({ title: "Old Deep Draft" }), "keep");
    await services.db.update(blogs).set({ body: ">".repeat(20_000), bodyHtml: null, bodySummary: null }).where(eq(blogs.id, deep.id));
    await expect(publishPost(services, actors.agent, { id: deep.id })).rejects.toMatchObject({ constructor: InvalidError, message: POST_MESSAGES.bodyTooDeep });
    const [refused] = await services.db.select().from(blogs).where(eq(blogs.id, deep.id));
    expect(refused).toMatchObject({ isPublished: false, bodyHtml: null });
    await services.db.delete(blogs).where(eq(blogs.id, deep.id));
  });

  it("rows without HTML are rendered at start; one past the limits is left without HTML and counted", async () => {
    const fine = await savePost(services, actors.leader, post({ title: "Backfilled" }), "publish");
    const deep = await savePost(services, actors.leader, post({ title: "Never Renders" }), "publish");
    await services.db.update(blogs).set({ bodyHtml: null, bodySummary: null }).where(eq(blogs.id, fine.id));
    await services.db.update(blogs).set({ body: ">".repeat(20_000), bodyHtml: null, bodySummary: null }).where(eq(blogs.id, deep.id));
    expect(await renderMissingPostBodies(services)).toEqual({ rendered: 1, refused: [deep.id] });
    const [backfilled] = await services.db.select().from(blogs).where(eq(blogs.id, fine.id));
    expect(backfilled.bodyHtml).toBe("<h2>Heading</h2>\n<p>Text.</p>");
    await services.db.delete(blogs).where(eq(blogs.id, deep.id));
  });
});

describe("featured image", () => {
  const storedFile = (url: string) => storedLocally(services.storage, url);

  it("is stored as WebP copies the blog cards read, replaced by a new one and removed on request or with the post", async () => {
    const cover = asFile(await photo(2000, 1250), "cover.jpg", "image/jpeg");
    const saved = await savePost(services, actors.agent, post({ title: "With Cover", featuredImage: cover }), "keep");
    const [first] = await services.db.select().from(blogs).where(eq(blogs.id, saved.id));
    expect(first.featuredImageUrl).toMatch(new RegExp(`^/uploads/posts/${actors.agent.id}/[0-9a-z]+-[0-9a-f]{16}-1600\\.webp$`));
    expect(storedFile(first.featuredImageUrl!)).toBe(true);
    expect(storedFile(first.featuredImageUrl!.replace("-1600.webp", "-480.webp"))).toBe(true);

    const next = asFile(await photo(1200, 800, "png"), "next.png", "image/png");
    await savePost(services, actors.agent, post({ id: saved.id, title: "With Cover", slug: "with-cover", featuredImage: next }), "keep");
    const [second] = await services.db.select().from(blogs).where(eq(blogs.id, saved.id));
    expect(second.featuredImageUrl).not.toBe(first.featuredImageUrl);
    expect(storedFile(first.featuredImageUrl!)).toBe(false);

    await savePost(services, actors.agent, post({ id: saved.id, title: "With Cover", slug: "with-cover", removeFeaturedImage: "on" }), "keep");
    const [third] = await services.db.select().from(blogs).where(eq(blogs.id, saved.id));
    expect(third.featuredImageUrl).toBeNull();
    expect(storedFile(second.featuredImageUrl!)).toBe(false);
  });

  it("a file that is not an image by its bytes is refused with the kind's message and nothing is saved", async () => {
    const fake = new File([new TextEncoder().encode("<script>alert(1)</script>")], "cover.jpg", { type: "image/jpeg" });
    await expect(savePost(services, actors.agent, post({ title: "Fake Cover", featuredImage: fake }), "keep")).rejects.toMatchObject({
      constructor: InvalidError,
      message: "Please select a JPEG, PNG or WebP image",
    });
    expect(await services.db.select().from(blogs).where(eq(blogs.title, "Fake Cover"))).toEqual([]);
  });

  it("an upload whose save fails is taken back", async () => {
    const cover = asFile(await photo(800, 500), "cover.jpg", "image/jpeg");
    const before = readdirSync(path.join(services.storage.localDirectory!, "posts", actors.agent.id)).length;
    await expect(savePost(services, actors.agent, post({ title: "Freehold vs Leasehold", slug: "freehold-vs-leasehold", featuredImage: cover }), "keep")).rejects.toBeInstanceOf(ConflictError);
    expect(readdirSync(path.join(services.storage.localDirectory!, "posts", actors.agent.id))).toHaveLength(before);
  });

  it("the image goes with the post when it is deleted", async () => {
    const cover = asFile(await photo(800, 500), "cover.jpg", "image/jpeg");
    const saved = await savePost(services, actors.agent, post({ title: "Deleted With Cover", featuredImage: cover }), "keep");
    const [row] = await services.db.select().from(blogs).where(eq(blogs.id, saved.id));
    await deletePost(services, actors.agent, { id: saved.id });
    expect(storedFile(row.featuredImageUrl!)).toBe(false);
  });
});

describe("ownership", () => {
  it("a realtor never edits, publishes, unpublishes or deletes another's post: it is not found", async () => {
    const theirs = await savePost(services, actors.leader, post({ title: "Leader Only" }), "publish");
    await expect(getOwnPost(services, actors.agent, { id: theirs.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(savePost(services, actors.agent, post({ id: theirs.id, title: "Hijacked" }), "keep")).rejects.toBeInstanceOf(NotFoundError);
    await expect(publishPost(services, actors.agent, { id: theirs.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(unpublishPost(services, actors.agent, { id: theirs.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(deletePost(services, actors.agent, { id: theirs.id })).rejects.toBeInstanceOf(NotFoundError);
    const [row] = await services.db.select().from(blogs).where(eq(blogs.id, theirs.id));
    expect(row).toMatchObject({ title: "Leader Only", isPublished: true });
  });

  it("an administrator does not edit a realtor's post either", async () => {
    const theirs = await savePost(services, actors.agent, post({ title: "Agent Draft" }), "keep");
    await expect(savePost(services, actors.master, post({ id: theirs.id, title: "Edited by master" }), "keep")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("only administrators with userManagement list every author's published posts", async () => {
    await expect(listPosts(services, actors.leader, { ...mine, tab: "all" })).rejects.toBeInstanceOf(ForbiddenError);
    const { rows } = await listPosts(services, actors.admin2ic, { ...mine, tab: "all" });
    expect(rows.some((row) => row.authorId !== actors.admin2ic.id)).toBe(true);
    expect(rows.every((row) => row.isPublished)).toBe(true);
  });

  it("a role outside the matrix cannot write", async () => {
    await expect(savePost(services, { ...actors.agent, role: "guest" as Role }, post({ title: "Nope" }), "keep")).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("unpublishing any post", () => {
  it.each(["master", "admin1ic", "admin2ic"] as const)("%s unpublishes a realtor's post: audited and the author is mailed the reason", async (role) => {
    const theirs = await savePost(services, actors.agent, post({ title: `Off topic for ${role}` }), "publish");
    await unpublishPost(services, actors[role], { id: theirs.id, reason: "Quotes unverified prices" });
    const [row] = await services.db.select().from(blogs).where(eq(blogs.id, theirs.id));
    expect(row).toMatchObject({ isPublished: false, publishedAt: null });
    const [audit] = await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, theirs.id));
    expect(audit).toMatchObject({ entityType: "blog_post", action: "unpublished", performedByEmail: actors[role].email });
    expect(audit.details).toMatchObject({ reason: "Quotes unverified prices", authorName: "Marcus Lim" });
    const mails = await services.db.select().from(outbox).where(eq(outbox.subject, `Your post "Off topic for ${role}" was unpublished`));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe("agent@demo.sg");
    expect(mails[0].textBody).toContain("Reason given: Quotes unverified prices");
  });

  it("an author unpublishing their own post writes no audit row", async () => {
    const own = await savePost(services, actors.leader, post({ title: "Own Unpublish" }), "publish");
    await unpublishPost(services, actors.leader, { id: own.id });
    expect(await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, own.id))).toEqual([]);
  });

  it("an unpublish whose audit row cannot be written leaves the post published", async () => {
    const theirs = await savePost(services, actors.agent, post({ title: "Still Live" }), "publish");
    await expect(unpublishPost(services, ghostActor("admin2ic"), { id: theirs.id })).rejects.toThrow();
    const [row] = await services.db.select().from(blogs).where(eq(blogs.id, theirs.id));
    expect(row.isPublished).toBe(true);
  });
});

describe("deleting", () => {
  it("the author deletes their post and its project links", async () => {
    const [listed] = await services.db.select({ id: projects.id }).from(projects).where(eq(projects.status, "Selling")).limit(1);
    const own = await savePost(services, actors.agent, post({ title: "Short Lived", projectIds: [listed.id] }), "publish");
    await deletePost(services, actors.agent, { id: own.id });
    expect(await services.db.select().from(blogs).where(eq(blogs.id, own.id))).toEqual([]);
    expect(await services.db.select().from(blogProjects).where(eq(blogProjects.blogId, own.id))).toEqual([]);
  });
});
