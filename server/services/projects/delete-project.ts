import { count, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { PROJECT_MESSAGES } from "~/domain/schemas/project";
import type { Database } from "../../db/client";
import { projectImages, projects, unitTypes } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import type { Storage } from "../../storage";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { NotFoundError } from "../errors";
import { uploadsStillNamed } from "../internal/uploads-in-use";
import { forgetFiles, projectFolder } from "./internal/project-folders";
import { projectTags } from "./internal/project-rows";

/**
 * Deletes a project and everything under it (buildings, unit types, facilities, images,
 * location data and assignments cascade), with its audit row; after the commit its files go
 * from storage too, but for those a blog post or another project still shows. Enquiries stay with the realtor who received them, without the project.
 */
export async function deleteProject(
  { db, storage, logger }: { db: Database; storage: Storage; logger?: Pick<Logger, "error"> },
  actor: Actor,
  { id }: { id: string },
): Promise<{ name: string }> {
  authorize(actor, "projectManagement");
  const deleted = await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    if (!project) throw new NotFoundError(PROJECT_MESSAGES.notFound);
    const [[{ unitTypeCount }], images] = await Promise.all([
      tx.select({ unitTypeCount: count() }).from(unitTypes).where(eq(unitTypes.projectId, id)),
      tx.select({ url: projectImages.imageUrl }).from(projectImages).where(eq(projectImages.projectId, id)),
    ]);
    await tx.delete(projects).where(eq(projects.id, id));
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: id,
      entityLabel: project.name,
      action: "deleted",
      details: { slug: project.slug, status: project.status, unitTypes: unitTypeCount, images: images.length },
    });
    return { name: project.name, files: [project.bannerImageUrl, project.brochureUrl, project.sitePlanUrl, ...images.map((image) => image.url)] };
  });
  dropCached(...projectTags(id));
  // The project is gone once the transaction commits: a storage failure now leaves files behind
  // (logged for whoever cleans the bucket) but never turns the delete into a failure (decision record 070).
  try {
    // Everything uploaded for the project sits in its folder, but a picture a blog post (or another
    // project) shows stays for it (decision record 110); files a CSV import pointed at elsewhere go by address.
    const folder = projectFolder(id);
    const uploads = await storage.listUploads(folder);
    const named = await uploadsStillNamed(db, uploads.map((listed) => listed.upload));
    if (named.size === 0) await storage.deleteFolder(folder);
    else await Promise.all(uploads.filter((listed) => !named.has(listed.upload)).map((listed) => storage.delete(listed.url)));
    // The folder's files were dealt with above: only those elsewhere are checked again.
    await forgetFiles({ db, storage }, deleted.files.filter((url) => url && !storage.uploadOf(url)?.startsWith(`${folder}/`)));
  } catch (error) {
    logger?.error({ err: error, projectId: id, folder: projectFolder(id) }, "files of a deleted project could not be removed from storage");
  }
  return { name: deleted.name };
}
