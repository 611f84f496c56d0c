import { like, or, type AnyColumn } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { PROJECT_UPLOAD_TARGETS, type ProjectUploadData } from "~/domain/schemas/project-media";
import type { Database } from "../../db/client";
import { agencies, blogs, projectImages, projects, realtorSiteBranding, unitTypes } from "../../db/schema";
import type { Storage } from "../../storage";
import { authorize, type Actor } from "../actor";

export interface UploadedProjectFile {
  url: string;
  width: number | null;
  height: number | null;
}

/** The folder every project's folder is in. */
export const PROJECTS_FOLDER = "projects";

/** A project's folder in storage: everything uploaded for it, removed with it. */
export function projectFolder(projectId: string): string {
  return `${PROJECTS_FOLDER}/${projectId}`;
}

/**
 * Stores a banner, gallery picture, floor plan or brochure under the project's folder (checked
 * by its bytes; images become WebP copies). Nothing in the database changes until the form
 * that holds the returned URL is saved.
 */
export async function uploadProjectFile(
  { storage }: { storage: Storage },
  actor: Actor,
  input: ProjectUploadData,
): Promise<UploadedProjectFile> {
  authorize(actor, "projectManagement");
  const stored = await storage.put(PROJECT_UPLOAD_TARGETS[input.target], input.file, { folder: projectFolder(input.projectId), field: "file" });
  const main = stored.variants[stored.variants.length - 1];
  return { url: stored.url, width: main.width, height: main.height };
}

/** Uploads looked up in one round of queries: each is a LIKE of its own. */
const NAMED_CHUNK = 50;

/**
 * Every column that may hold one of our uploads' addresses, or text that shows one: a project's
 * own files, and the places where a realtor or an administrator may paste the address of a
 * project's picture (a post's text, an agency's or a site's logo, a site's custom CSS).
 */
const NAMING_COLUMNS: [PgTable, PgColumn][] = [
  [projects, projects.bannerImageUrl],
  [projects, projects.brochureUrl],
  [projectImages, projectImages.imageUrl],
  [unitTypes, unitTypes.floorPlanUrl],
  [blogs, blogs.body],
  [agencies, agencies.logoUrl],
  [realtorSiteBranding, realtorSiteBranding.logoUrl],
  [realtorSiteBranding, realtorSiteBranding.customCss],
];

/**
 * Of these uploads (what `storage.uploadOf` answers), the ones still named somewhere: by a
 * project as its banner, brochure, gallery picture or a floor plan, or anywhere else an address
 * can be pasted (decision record 110). An upload is named by the key in each of its copies'
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

/**
 * Removes the project uploads a save no longer refers to, unless another project or a blog
 * post still names them (decision record 110). Addresses that are not ours, and our uploads
 * outside project folders (a CSV import may point at any address), are left alone. Never fails
 * the save: what cannot be checked or removed now is left to the sweep (decision record 106).
 */
export async function forgetFiles({ db, storage }: { db: Database; storage: Storage }, urls: Iterable<string | null | undefined>): Promise<void> {
  const dropped = new Map<string, string>();
  for (const url of urls) {
    const upload = url ? storage.uploadOf(url) : null;
    if (upload?.startsWith(`${PROJECTS_FOLDER}/`)) dropped.set(upload, url!);
  }
  if (dropped.size === 0) return;
  const named = await uploadsStillNamed(db, [...dropped.keys()]).catch(() => null);
  if (!named) return;
  await Promise.all([...dropped].filter(([upload]) => !named.has(upload)).map(([, url]) => storage.delete(url).catch(() => false)));
}
