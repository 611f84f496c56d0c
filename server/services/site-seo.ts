import { and, asc, desc, eq } from "drizzle-orm";
import type { SiteContext } from "~/domain/site-context";
import type { Database } from "../db/client";
import { projects, realtors } from "../db/schema";
import { cacheTags } from "../cache-tags";
import { tagCurrentPage } from "../memory-cache";
import { listPublishedPosts } from "./public-blogs";
import { countListedProjects, isListed } from "./public-projects";

export interface SiteMapLink {
  path: string;
  title: string;
  lastModified?: Date | null;
}

export interface SiteMap {
  pages: SiteMapLink[];
  projects: SiteMapLink[];
  posts: SiteMapLink[];
}

type SeoSite = Pick<SiteContext, "indexable" | "realtorId" | "ownerUserId" | "realtorSlug" | "ownerName">;

/**
 * Projects per project sitemap file: /sitemap.xml is an index of fixed-size files, so no answer
 * grows with the catalogue (decision record 099). The protocol allows 50,000.
 */
export const SITEMAP_PROJECTS_PER_FILE = 1000;

/** The most posts a sitemap names: the blog's own page size is smaller, the catalogue is not. */
const SITEMAP_POSTS_MAX = 1000;

/** The site's own pages and its owner's profile. */
async function pageLinks(db: Database, site: SeoSite): Promise<SiteMapLink[]> {
  if (site.realtorId) tagCurrentPage(cacheTags.site(site.realtorId));
  const owner = site.realtorId
    ? await db
        .select({ slug: realtors.realtorSlug, updatedAt: realtors.updatedAt })
        .from(realtors)
        .where(and(eq(realtors.id, site.realtorId), eq(realtors.status, "active")))
        .then((rows) => rows[0] ?? null)
    : null;
  const pages: SiteMapLink[] = [
    { path: "/", title: "Home" },
    { path: "/about", title: "About" },
    { path: "/condos", title: "Condominium Listings" },
    { path: "/calculator", title: "Property Costs Calculator" },
    { path: "/blog", title: "Blog" },
    { path: "/sitemap", title: "Sitemap" },
  ];
  if (owner) pages.push({ path: `/realtor/${owner.slug}`, title: `${site.ownerName}: realtor profile`, lastModified: owner.updatedAt });
  return pages;
}

async function postLinks(db: Database, site: SeoSite): Promise<SiteMapLink[]> {
  const { posts } = await listPublishedPosts(db, site, { limit: SITEMAP_POSTS_MAX });
  return posts.map((post) => ({ path: `/blog/${post.slug}`, title: post.title, lastModified: post.updatedAt }));
}

/** Listed projects, newest first (the id breaks ties, so files never overlap), optionally one file's range. */
async function projectLinks(db: Database, range?: { offset: number; limit: number }): Promise<SiteMapLink[]> {
  const query = db
    .select({ slug: projects.slug, name: projects.name, updatedAt: projects.updatedAt })
    .from(projects)
    .where(isListed)
    .orderBy(desc(projects.createdAt), asc(projects.id));
  const rows = await (range ? query.limit(range.limit).offset(range.offset) : query);
  tagCurrentPage(cacheTags.projectLists);
  return rows.map((project) => ({ path: `/condos/${project.slug}`, title: project.name, lastModified: project.updatedAt }));
}

/** Everything a site publishes: its pages, the listed projects and the posts it shows (the /sitemap page). */
export async function buildSiteMap(db: Database, site: SeoSite): Promise<SiteMap> {
  const [pages, projectRows, posts] = await Promise.all([pageLinks(db, site), projectLinks(db), postLinks(db, site)]);
  return { pages, projects: projectRows, posts };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

function urlset(links: SiteMapLink[], origin: string): string {
  const urls = links.map((link) => {
    const lastmod = link.lastModified ? `<lastmod>${link.lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(new URL(link.path, origin).toString())}</loc>${lastmod}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
}

/** A file of the sitemap index: its pages and posts, or the nth thousand of listed projects. */
export type SitemapFile = { kind: "pages" } | { kind: "projects"; number: number };

/** The file a /sitemaps/{name} address names, or null for one that is not a sitemap file. */
function parseSitemapFile(name: string): SitemapFile | null {
  if (name === "pages.xml") return { kind: "pages" };
  const match = name.match(/^projects-([1-9][0-9]{0,5})\.xml$/);
  return match ? { kind: "projects", number: Number(match[1]) } : null;
}

const sitemapFileName = (file: SitemapFile) => (file.kind === "pages" ? "pages.xml" : `projects-${file.number}.xml`);

/**
 * /sitemap.xml of a host. When the host may be indexed, an index of its files: the pages and
 * posts, then one file per thousand listed projects. On the master host and on hosts without an
 * active, indexing-allowed permission (spec part 1 §4), an empty set of URLs.
 */
export async function sitemapXml(db: Database, site: SeoSite, origin: string): Promise<string> {
  if (!site.indexable) return urlset([], origin);
  const listed = await countListedProjects(db);
  const files: SitemapFile[] = [
    { kind: "pages" },
    ...Array.from({ length: Math.ceil(listed / SITEMAP_PROJECTS_PER_FILE) }, (_, i) => ({ kind: "projects" as const, number: i + 1 })),
  ];
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${sitemapFileName(file)}`, origin).toString())}</loc></sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/**
 * One file of the sitemap index (/sitemaps/pages.xml, /sitemaps/projects-{n}.xml): null for a
 * name that is no file or a project file past the last; empty where the host may not be indexed.
 */
export async function sitemapFileXml(db: Database, site: SeoSite, origin: string, name: string): Promise<string | null> {
  const file = parseSitemapFile(name);
  if (!file) return null;
  if (!site.indexable) return urlset([], origin);
  if (file.kind === "pages") {
    const [pages, posts] = await Promise.all([pageLinks(db, site), postLinks(db, site)]);
    return urlset([...pages, ...posts], origin);
  }
  const links = await projectLinks(db, { offset: (file.number - 1) * SITEMAP_PROJECTS_PER_FILE, limit: SITEMAP_PROJECTS_PER_FILE });
  return links.length || file.number === 1 ? urlset(links, origin) : null;
}

/** /robots.txt of a host: disallow everything unless the host may be indexed. */
export function robotsTxt(site: Pick<SiteContext, "indexable">, origin: string): string {
  if (!site.indexable) return "User-agent: *\nDisallow: /\n";
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /auth",
    "Disallow: /auth-admin",
    "Disallow: /sign-up",
    "Disallow: /reset-password",
    "Disallow: /new-password",
    "Disallow: /dev/",
    "Disallow: /api/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).toString()}`,
    "",
  ].join("\n");
}
