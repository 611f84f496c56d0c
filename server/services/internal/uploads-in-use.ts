import { like, or, type AnyColumn } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { agencies, blogs, projectImages, projects, realtors, realtorSiteBranding, unitTypes, userProfiles } from "../../db/schema";

/** Uploads looked up in one round of queries: each is a LIKE of its own. */
const NAMED_CHUNK = 50;

/**
 * Every column that may hold one of our uploads' addresses, or text that shows one: the records'
 * own files (a project's, a realtor's avatar, a post's cover, a site's logo), and the places where
 * a realtor or an administrator may paste an upload's address (a post's text, an agency's or a
 * site's logo, a site's custom CSS). A new column that holds an address belongs here: the sweep
 * removes an upload no column names (decision record 106).
 */
export const NAMING_COLUMNS: [PgTable, PgColumn][] = [
  [projects, projects.bannerImageUrl],
  [projects, projects.brochureUrl],
  [projects, projects.sitePlanUrl],
  [projectImages, projectImages.imageUrl],
  [unitTypes, unitTypes.floorPlanUrl],
  [blogs, blogs.body],
  [agencies, agencies.logoUrl],
  [realtorSiteBranding, realtorSiteBranding.logoUrl],
  [realtorSiteBranding, realtorSiteBranding.customCss],
  [realtors, realtors.profileImageUrl],
  [blogs, blogs.featuredImageUrl],
  [userProfiles, userProfiles.image],
];

/**
 * Of these uploads (what `storage.uploadOf` answers), the ones still named somewhere: by the
 * record that uploaded them (a project's banner, brochure, gallery picture or floor plan, an
 * avatar, a post's cover, a site's logo), or anywhere else an address can be pasted (decision record 110). An upload is named by the key in each of its copies'
 * URLs, whichever host or copy the URL was taken from.
 */
export async function uploadsStillNamed(db: Database, uploads: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let start = 0; start < uploads.length; start += NAMED_CHUNK) {
    const chunk = uploads.slice(start, start + NAMED_CHUNK);
    const naming = (column: AnyColumn) => or(...chunk.map((upload) => like(column, `%${upload}%`)));
    const found = await Promise.all(NAMING_COLUMNS.map(([table, column]) => db.select({ text: column }).from(table).where(naming(column))));
    for (const { text } of found.flat()) for (const upload of chunk) if (typeof text === "string" && text.includes(upload)) named.add(upload);
  }
  return named;
}
