import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { containsPattern, LIST_PAGE_SIZE, pageOffset, type ListQuery } from "~/domain/list-query";
import { hasPermission } from "~/domain/permissions";
import {
  POST_BODY_LIMIT_MESSAGES,
  POST_MESSAGES,
  postSlug,
  type POST_LIST_SORTS,
  type POST_LIST_TABS,
  type PostData,
  type UnpublishAnyPostData,
} from "~/domain/schemas/blog-post";
import type { Logger } from "pino";
import type { Database, Tx } from "../db/client";
import { blogProjects, blogs, projects, userProfiles } from "../db/schema";
import type { Mailer } from "../mail";
import { postUnpublishedMail } from "../mail-templates";
import { MarkdownLimitError, renderPostBody } from "../markdown";
import { dropCached } from "../memory-cache";
import type { Storage } from "../storage";
import { authorize, type Actor } from "./actor";
import { recordAdminAudit } from "./internal/audit-log";
import { ConflictError, InvalidError, NotFoundError, withConflicts } from "./errors";
import { isListed } from "./public-projects";
import { postTags } from "./internal/site-cache-tags";

export interface PostDeps {
  db: Database;
}

/** Saving and deleting posts also store and remove their featured images. */
export interface PostWriteDeps extends PostDeps {
  storage: Storage;
}

export interface PostRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  featuredImageUrl: string | null;
  isPublished: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorId: string;
  authorName: string;
}

const rowColumns = {
  id: blogs.id,
  title: blogs.title,
  slug: blogs.slug,
  excerpt: blogs.excerpt,
  featuredImageUrl: blogs.featuredImageUrl,
  isPublished: blogs.isPublished,
  publishedAt: blogs.publishedAt,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
  authorId: blogs.userId,
  authorName: userProfiles.fullName,
};

export type PostListQuery = ListQuery<(typeof POST_LIST_SORTS)[number], (typeof POST_LIST_TABS)[number]>;

/**
 * /dashboard/blogs: the actor's own posts, drafts and published ('mine'); or, for those who may
 * unpublish any post, every published post of every author ('all').
 */
export async function listPosts({ db }: PostDeps, actor: Actor, query: PostListQuery): Promise<{ rows: PostRow[]; total: number }> {
  authorize(actor, "postsOwn");
  const filters: SQL[] = [];
  if (query.tab === "all") {
    authorize(actor, "postsUnpublishAny");
    filters.push(eq(blogs.isPublished, true));
  } else {
    filters.push(eq(blogs.userId, actor.id));
  }
  if (query.q) filters.push(ilike(blogs.title, containsPattern(query.q)));
  const where = and(...filters);
  const direction = query.dir === "asc" ? asc : desc;
  const order =
    query.sort === "title" ? direction(blogs.title)
    : query.sort === "published" ? sql`${blogs.publishedAt} ${sql.raw(query.dir === "asc" ? "asc" : "desc")} nulls last`
    : direction(blogs.updatedAt);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(blogs)
      .innerJoin(userProfiles, eq(userProfiles.id, blogs.userId))
      .where(where)
      .orderBy(order, asc(blogs.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return { rows, total };
}

/** The stat cards of the actor's own posts. */
export async function postStats({ db }: PostDeps, actor: Actor): Promise<{ total: number; published: number; drafts: number }> {
  authorize(actor, "postsOwn");
  const [row] = await db
    .select({ total: count(), published: sql<number>`count(*) filter (where ${blogs.isPublished})::int` })
    .from(blogs)
    .where(eq(blogs.userId, actor.id));
  return { total: row.total, published: row.published, drafts: row.total - row.published };
}

export interface EditablePost extends PostRow {
  body: string;
  /** As stored at the last save; null on a row never rendered. */
  bodyHtml: string | null;
  projectIds: string[];
}

/** One of the actor's own posts, for the editor. Another author's post is not found, whatever the role. */
export async function getOwnPost({ db }: PostDeps, actor: Actor, { id }: { id: string }): Promise<EditablePost> {
  authorize(actor, "postsOwn");
  const [post] = await db
    .select({ ...rowColumns, body: blogs.body, bodyHtml: blogs.bodyHtml })
    .from(blogs)
    .innerJoin(userProfiles, eq(userProfiles.id, blogs.userId))
    .where(and(eq(blogs.id, id), eq(blogs.userId, actor.id)));
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  const related = await db
    .select({ projectId: blogProjects.projectId })
    .from(blogProjects)
    .where(eq(blogProjects.blogId, id))
    .orderBy(asc(blogProjects.position));
  return { ...post, projectIds: related.map((row) => row.projectId) };
}

/** The projects a post may name: the listed ones, by name. */
export async function postProjectChoices({ db }: PostDeps, actor: Actor): Promise<{ id: string; name: string }[]> {
  authorize(actor, "postsOwn");
  return db.select({ id: projects.id, name: projects.name }).from(projects).where(isListed).orderBy(asc(projects.name)).limit(300);
}

/**
 * The post's slug: the one asked for when it is free. A slug the author already uses on another
 * post is refused; one another author uses gets the first free '-2', '-3'… so that /blog/{slug}
 * names one post on every site (decision record 075).
 */
async function freeSlug(tx: Tx, actor: Actor, wanted: string, postId: string | null): Promise<string> {
  const taken = await tx
    .select({ slug: blogs.slug, userId: blogs.userId })
    .from(blogs)
    .where(and(sql`(${blogs.slug} = ${wanted} or ${blogs.slug} ~ ${`^${wanted}-[0-9]+$`})`, postId ? ne(blogs.id, postId) : undefined));
  if (taken.some((row) => row.slug === wanted && row.userId === actor.id)) throw new ConflictError(POST_MESSAGES.slugTaken, { field: "slug" });
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!used.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

async function replaceProjects(tx: Tx, postId: string, projectIds: string[]): Promise<void> {
  const unique = [...new Set(projectIds)];
  if (unique.length) {
    const listed = await tx.select({ id: projects.id }).from(projects).where(and(inArray(projects.id, unique), isListed));
    if (listed.length !== unique.length) throw new InvalidError(POST_MESSAGES.projectUnknown, { field: "projectIds" });
  }
  await tx.delete(blogProjects).where(eq(blogProjects.blogId, postId));
  if (unique.length) await tx.insert(blogProjects).values(unique.map((projectId, position) => ({ blogId: postId, projectId, position })));
}

/**
 * The stored rendering of a body (decision record 117): a body past the limits gets that limit's
 * message, one whose rendering fails anyway gets a message too, both on the body field.
 */
function renderedBody(body: string): { bodyHtml: string; bodySummary: string } {
  try {
    return renderPostBody(body);
  } catch (error) {
    if (error instanceof MarkdownLimitError) throw new InvalidError(POST_BODY_LIMIT_MESSAGES[error.limit], { field: "body" });
    throw new InvalidError(POST_MESSAGES.bodyRenderFailed, { field: "body" });
  }
}

export type SaveMode = "keep" | "publish";

/**
 * Creates or updates one of the actor's posts. 'keep' saves it as it stands (a new post is a
 * draft; a published one stays published), 'publish' also publishes it, stamping published_at
 * the first time. Publishing needs a body. A new featured image is stored first (checked by its
 * bytes) and taken back if the save fails; the one it replaces is removed after the commit.
 */
export async function savePost(
  { db, storage }: PostWriteDeps,
  actor: Actor,
  input: PostData,
  mode: SaveMode,
): Promise<{ id: string; slug: string; isPublished: boolean }> {
  authorize(actor, "postsOwn");
  const body = input.body ?? "";
  const rendered = renderedBody(body);
  const upload = input.featuredImage ? await storage.put("postCover", input.featuredImage, { folder: `posts/${actor.id}` }) : null;
  const saved = await withConflicts("blogs", { slug: POST_MESSAGES.slugTaken }, () =>
    db.transaction(async (tx) => {
      const [existing] = input.id
        ? await tx.select().from(blogs).where(and(eq(blogs.id, input.id), eq(blogs.userId, actor.id))).for("update")
        : [];
      if (input.id && !existing) throw new NotFoundError(POST_MESSAGES.notFound);
      const isPublished = mode === "publish" || (existing?.isPublished ?? false);
      if (isPublished && !body.trim()) throw new InvalidError(POST_MESSAGES.bodyRequiredToPublish, { field: "body" });
      const slug = await freeSlug(tx, actor, postSlug(input.title, input.slug), existing?.id ?? null);
      if (!slug) throw new InvalidError(POST_MESSAGES.slugInvalid, { field: "slug" });
      const previousImage = existing?.featuredImageUrl ?? null;
      const featuredImageUrl = upload ? upload.url : input.removeFeaturedImage ? null : previousImage;
      const values = {
        title: input.title,
        slug,
        excerpt: input.excerpt ?? null,
        body,
        ...rendered,
        featuredImageUrl,
        isPublished,
        publishedAt: isPublished ? (existing?.publishedAt ?? new Date()) : null,
      };
      const [row] = existing
        ? await tx.update(blogs).set(values).where(eq(blogs.id, existing.id)).returning({ id: blogs.id })
        : await tx.insert(blogs).values({ ...values, userId: actor.id }).returning({ id: blogs.id });
      await replaceProjects(tx, row.id, input.projectIds);
      const replacedImage = previousImage !== featuredImageUrl ? previousImage : null;
      return { id: row.id, slug, isPublished, wasPublished: existing?.isPublished ?? false, replacedImage };
    }),
  ).catch(async (error: unknown) => {
    if (upload) await storage.delete(upload.url).catch(() => undefined);
    throw error;
  });
  // Demo and typed-in addresses are not ours: delete() leaves them alone.
  if (saved.replacedImage) await storage.delete(saved.replacedImage).catch(() => undefined);
  if (saved.isPublished || saved.wasPublished) dropCached(...postTags(actor));
  return { id: saved.id, slug: saved.slug, isPublished: saved.isPublished };
}

/** Publishes one of the actor's drafts as it stands. */
export async function publishPost({ db }: PostDeps, actor: Actor, { id }: { id: string }): Promise<{ title: string }> {
  authorize(actor, "postsOwn");
  const post = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(blogs).where(and(eq(blogs.id, id), eq(blogs.userId, actor.id))).for("update");
    if (!row) throw new NotFoundError(POST_MESSAGES.notFound);
    if (!row.body.trim()) throw new InvalidError(POST_MESSAGES.bodyRequiredToPublish);
    // A draft saved before bodies were rendered at save gets its rendering now, or is refused.
    const rendered = row.bodyHtml === null ? renderedBody(row.body) : {};
    if (!row.isPublished) await tx.update(blogs).set({ ...rendered, isPublished: true, publishedAt: row.publishedAt ?? new Date() }).where(eq(blogs.id, id));
    return row;
  });
  dropCached(...postTags(actor));
  return { title: post.title };
}

/**
 * Takes a post off the sites; it becomes a draft again. Authors unpublish their own posts;
 * an administrator with userManagement may unpublish anyone's, which is audited and mailed to
 * the author with the reason given.
 */
export async function unpublishPost(
  { db, mailer, logger }: PostDeps & { mailer: Mailer; logger?: Pick<Logger, "error"> },
  actor: Actor,
  { id, reason }: UnpublishAnyPostData,
): Promise<{ title: string }> {
  authorize(actor, "postsOwn");
  const moderator = hasPermission(actor.role, "postsUnpublishAny");
  const post = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: blogs.id,
        title: blogs.title,
        slug: blogs.slug,
        userId: blogs.userId,
        isPublished: blogs.isPublished,
        authorName: userProfiles.fullName,
        authorEmail: userProfiles.email,
        authorRole: userProfiles.role,
      })
      .from(blogs)
      .innerJoin(userProfiles, eq(userProfiles.id, blogs.userId))
      .where(and(eq(blogs.id, id), moderator ? undefined : eq(blogs.userId, actor.id)))
      .for("update", { of: blogs });
    if (!row) throw new NotFoundError(POST_MESSAGES.notFound);
    await tx.update(blogs).set({ isPublished: false, publishedAt: null }).where(eq(blogs.id, id));
    const byAuthor = row.userId === actor.id;
    if (!byAuthor && row.isPublished) {
      await recordAdminAudit(tx, actor, {
        entity: "blog_post",
        entityId: row.id,
        entityLabel: row.title,
        action: "unpublished",
        details: { authorId: row.userId, authorName: row.authorName, slug: row.slug, reason: reason ?? null },
      });
    }
    return { ...row, byAuthor };
  });
  if (post.isPublished) dropCached(...postTags({ id: post.userId, role: post.authorRole }));
  if (!post.byAuthor && post.isPublished) {
    // The post is off the sites either way: a failed mail is logged, not reported as a failed unpublish.
    await mailer
      .send({ to: post.authorEmail, ...postUnpublishedMail({ authorName: post.authorName, title: post.title, reason: reason ?? null }) })
      .catch((error: unknown) => logger?.error({ err: error, postId: post.id }, "post unpublished but the author's mail failed"));
  }
  return { title: post.title };
}

const BACKFILL_BATCH = 100;

/**
 * Renders the posts stored without HTML (rows older than the column, decision record 117), once
 * at start before the server listens. A body past the limits stays without HTML, and its page
 * shows a notice; its id is returned for the log. Not an actor's action: no permission applies.
 */
export async function renderMissingPostBodies({ db }: PostDeps): Promise<{ rendered: number; refused: string[] }> {
  const refused: string[] = [];
  let rendered = 0;
  for (;;) {
    const batch = await db
      .select({ id: blogs.id, body: blogs.body })
      .from(blogs)
      .where(and(isNull(blogs.bodyHtml), refused.length ? notInArray(blogs.id, refused) : undefined))
      .orderBy(asc(blogs.id))
      .limit(BACKFILL_BATCH);
    if (!batch.length) return { rendered, refused };
    for (const row of batch) {
      let values: ReturnType<typeof renderedBody>;
      try {
        values = renderedBody(row.body);
      } catch {
        refused.push(row.id);
        continue;
      }
      // Rendering is not an edit: the post keeps its updated date (sitemaps, the dashboard's order).
      await db
        .update(blogs)
        .set({ ...values, updatedAt: sql`${blogs.updatedAt}` })
        .where(and(eq(blogs.id, row.id), isNull(blogs.bodyHtml)));
      rendered++;
    }
  }
}

/** Deletes one of the actor's own posts for good, with its featured image. */
export async function deletePost({ db, storage }: PostWriteDeps, actor: Actor, { id }: { id: string }): Promise<{ title: string }> {
  authorize(actor, "postsOwn");
  const [row] = await db
    .delete(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.userId, actor.id)))
    .returning({ title: blogs.title, isPublished: blogs.isPublished, featuredImageUrl: blogs.featuredImageUrl });
  if (!row) throw new NotFoundError(POST_MESSAGES.notFound);
  if (row.isPublished) dropCached(...postTags(actor));
  if (row.featuredImageUrl) await storage.delete(row.featuredImageUrl).catch(() => undefined);
  return { title: row.title };
}
