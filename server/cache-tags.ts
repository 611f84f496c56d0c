/**
 * What a cached entry shows, as the tags it is dropped by (server/memory-cache.ts, decision record
 * 127). A write calls dropCached() with the tags of what it changed:
 * - a realtor's profile, branding, status or domain: `site(realtorId)`, and `siteHosts` when
 *   which hosts answer for which site changed;
 * - a project: `project(projectId)` and `projectLists`;
 * - a post: `posts(authorId)` and `posts(null)` (the master site lists every post), and
 *   `adminPosts` for an administrator's (every realtor's site lists theirs too).
 */
export const cacheTags = {
  /** Everything on one realtor's site: its site context, and every page of it. */
  site: (realtorId: string) => `site:${realtorId}`,
  /** What is cached for one host: its site context and indexing answer, and every page sent on it. */
  host: (host: string) => `host:${host}`,
  /** The master site's own context and pages. */
  masterSite: "site:master",
  /** Which host is whose site: hosts that are no live realtor's (yet), and the trusted origins. */
  siteHosts: "site-hosts",
  /** One project's page and data, on every site. */
  project: (projectId: string) => `project:${projectId}`,
  /** Lists, counts and home sections of listed projects, on every site. */
  projectLists: "project-lists",
  /**
   * The post pages and lists of a realtor's site, by its owner; with null, those of the master
   * (and the other sites without an owner), which show every published post.
   */
  posts: (ownerUserId: string | null) => `posts:${ownerUserId ?? "master"}`,
  /** The administrators' published posts, which every realtor's site lists beside its owner's. */
  adminPosts: "posts:admins",
  /** The stamp duty and loan rates in force: every costs calculator. */
  rates: "rates",
  /** The facility options and developer names every project page shows. */
  projectOptions: "project-options",
} as const;
