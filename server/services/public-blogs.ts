import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { ADMIN_ROLES } from "~/domain/permissions";
import type { ProjectSummary, PublicPost, PublicPostSummary } from "~/domain/public-read-models";
import type { SiteContext } from "~/domain/site-context";
import { isSlug } from "~/domain/slug";
import type { Database } from "../db/client";
import { blogProjects, blogs, projects, userProfiles } from "../db/schema";
import { cacheTags } from "../cache-tags";
import { databaseScope, sharedCache, tagCurrentPage } from "../memory-cache";
import { isListed, summaryColumns as projectSummaryColumns } from "./public-projects";
import { isRecordId } from "~/domain/record-id";
import { NotFoundError } from "./errors";

const POST_NOT_FOUND = "This post is not available";
const BLOG_PAGE_NOT_FOUND = "This page of posts does not exist";

export const BLOG_PAGE_SIZE = 24;

type SiteScope = Pick<SiteContext, "ownerUserId">;

/**
 * Which posts a site publishes (decision record 'public-content-scope'): a realtor's site shows
 * its owner's posts and the administrators' posts; the master, development and fallback
 * sites show every published post.
 */
function visibleOn(site: SiteScope): SQL {
  const published = eq(blogs.isPublished, true);
  if (!site.ownerUserId) return published;
  // The few authors first (the owner and the administrators), then their posts through
  // blogs_user_created_idx: an OR across the join to user_profiles read every published post of
  // the platform for each list and count (decision record 137).
  const authors = sql`select ${site.ownerUserId}::uuid union all select ${userProfiles.id} from ${userProfiles} where ${inArray(userProfiles.role, [...ADMIN_ROLES])}`;
  return and(published, sql`${blogs.userId} in (${authors})`)!;
}

/**
 * What a site's post pages and lists are dropped by: a realtor's site shows its owner's posts and
 * the administrators'; a site without an owner shows every post (cache tag posts(null)).
 */
function postPageTags(site: SiteScope): string[] {
  return site.ownerUserId ? [cacheTags.posts(site.ownerUserId), cacheTags.adminPosts] : [cacheTags.posts(null)];
}

const summaryColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  excerpt: blogs.excerpt,
  featuredImageUrl: blogs.featuredImageUrl,
  publishedAt: blogs.publishedAt,
  updatedAt: blogs.updatedAt,
  authorName: userProfiles.fullName,
};

/**
 * A site's lists of posts (its home page's latest, its /blog pages), kept per site as the page
 * cache keeps its pages, but whatever the query string a visitor's link carries (decision record
 * 112); dropped by every write that publishes, changes or removes a post it shows (postPageTags).
 */
const POST_LISTS_TTL_MS = 60_000;
const postLists = sharedCache<{ posts: PublicPostSummary[]; total: number }>("published-post-lists", POST_LISTS_TTL_MS, 2_000);

/** Published posts newest first by published_at (undated ones last), with the total. */
export async function listPublishedPosts(
  db: Database,
  site: SiteScope,
  { limit = BLOG_PAGE_SIZE, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<{ posts: PublicPostSummary[]; total: number }> {
  return postLists.getOrLoad(
    `${databaseScope(db)}:${site.ownerUserId ?? "master"}:${limit}:${offset}`,
    () => publishedPostsNow(db, site, limit, offset),
    {
      // A page past the last takes no room: made-up page numbers are without end.
      keep: (list) => offset === 0 || list.posts.length > 0,
      tags: () => postPageTags(site),
    },
  );
}

async function publishedPostsNow(db: Database, site: SiteScope, limit: number, offset: number): Promise<{ posts: PublicPostSummary[]; total: number }> {
  const where = visibleOn(site);
  const [posts, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogs)
      .innerJoin(userProfiles, eq(userProfiles.id, blogs.userId))
      .where(where)
      .orderBy(sql`${blogs.publishedAt} desc nulls last`, desc(blogs.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return { posts, total };
}

/** The /blog page numbers: digits only; 9 of them reach far past any last page. */
const PAGE_NUMBER = /^\d{1,9}$/;

/**
 * One page of the /blog index. `page` is the query parameter as sent: absent or empty is page 1;
 * a whole number from 1 up to the last page is that page (page 1 exists with no posts too);
 * anything else (0, -1, 1.5, 1e309, 'abc') or a page past the last is null, and the page answers 404.
 */
export async function getBlogIndexPage(
  db: Database,
  site: SiteScope,
  page: string | null,
): Promise<{ posts: PublicPostSummary[]; page: number; pageCount: number }> {
  const requested = page === null || page === "" ? 1 : PAGE_NUMBER.test(page) ? Number(page) : 0;
  if (requested < 1) throw new NotFoundError(BLOG_PAGE_NOT_FOUND);
  const { posts, total } = await listPublishedPosts(db, site, { limit: BLOG_PAGE_SIZE, offset: (requested - 1) * BLOG_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (requested > pageCount) throw new NotFoundError(BLOG_PAGE_NOT_FOUND);
  return { posts, page: requested, pageCount };
}

/**
 * One published post by slug or id, if this site publishes it; a key that is neither (a stray
 * '%00') finds none. It comes with the HTML stored at save: a visit never runs the renderer.
 */
export async function getPublishedPost(db: Database, site: SiteScope, slugOrId: string): Promise<PublicPost> {
  const key = slugOrId.toLowerCase();
  if (!isRecordId(key) && !isSlug(key)) throw new NotFoundError(POST_NOT_FOUND);
  const match = isRecordId(key) ? eq(blogs.id, key) : eq(blogs.slug, key);
  // Found or not: publishing, editing or unpublishing a post this site shows drops the page.
  tagCurrentPage(...postPageTags(site));
  const [post] = await db
    .select({ ...summaryColumns, bodyHtml: blogs.bodyHtml, bodySummary: blogs.bodySummary })
    .from(blogs)
    .innerJoin(userProfiles, eq(userProfiles.id, blogs.userId))
    .where(and(visibleOn(site), match))
    .limit(1);
  if (!post) throw new NotFoundError(POST_NOT_FOUND);
  return post;
}

/**
 * The listed projects a post names, in the author's order: shown under the post. Every project it
 * names tags the page, listed or not, so a project that is listed later shows at once; a post
 * names a handful, so the unlisted ones are left out here rather than in the query.
 */
export async function listRelatedProjects(db: Database, postId: string): Promise<ProjectSummary[]> {
  const named = await db
    .select({ ...projectSummaryColumns, listed: sql<boolean>`${isListed}` })
    .from(blogProjects)
    .innerJoin(projects, eq(projects.id, blogProjects.projectId))
    .where(eq(blogProjects.blogId, postId))
    .orderBy(asc(blogProjects.position));
  tagCurrentPage(...named.map((project) => cacheTags.project(project.id)));
  return named.filter((project) => project.listed).map(({ listed: _listed, ...project }) => project);
}
