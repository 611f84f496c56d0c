import { and, desc, eq } from "drizzle-orm";
import type { SiteContext } from "~/domain/site-context";
import type { Database } from "../db/client";
import { projects, realtors } from "../db/schema";
import { listPublishedPosts } from "./public-blogs";
import { isListed } from "./public-projects";

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

/** Everything a site publishes: its pages, the listed projects and the posts it shows. */
export async function buildSiteMap(db: Database, site: SeoSite): Promise<SiteMap> {
  const [projectRows, { posts }, owner] = await Promise.all([
    db
      .select({ slug: projects.slug, name: projects.name, updatedAt: projects.updatedAt })
      .from(projects)
      .where(isListed)
      .orderBy(desc(projects.createdAt)),
    listPublishedPosts(db, site, { limit: 1000 }),
    site.realtorId
      ? db
          .select({ slug: realtors.realtorSlug, updatedAt: realtors.updatedAt })
          .from(realtors)
          .where(and(eq(realtors.id, site.realtorId), eq(realtors.status, "active")))
          .then((rows) => rows[0] ?? null)
      : null,
  ]);
  const pages: SiteMapLink[] = [
    { path: "/", title: "Home" },
    { path: "/about", title: "About" },
    { path: "/condos", title: "Condominium Listings" },
    { path: "/calculator", title: "Property Costs Calculator" },
    { path: "/blog", title: "Blog" },
    { path: "/sitemap", title: "Sitemap" },
  ];
  if (owner) pages.push({ path: `/realtor/${owner.slug}`, title: `${site.ownerName}: realtor profile`, lastModified: owner.updatedAt });
  return {
    pages,
    projects: projectRows.map((project) => ({ path: `/condos/${project.slug}`, title: project.name, lastModified: project.updatedAt })),
    posts: posts.map((post) => ({ path: `/blog/${post.slug}`, title: post.title, lastModified: post.updatedAt })),
  };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/**
 * /sitemap.xml of a host: every page, listed project and published post it shows when the host
 * may be indexed; an empty set on the master host and on hosts without an active,
 * indexing-allowed permission (spec part 1 §4).
 */
export async function sitemapXml(db: Database, site: SeoSite, origin: string): Promise<string> {
  const map = site.indexable ? await buildSiteMap(db, site) : { pages: [], projects: [], posts: [] };
  const urls = [...map.pages, ...map.projects, ...map.posts].map((link) => {
    const lastmod = link.lastModified ? `<lastmod>${link.lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(new URL(link.path, origin).toString())}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
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
