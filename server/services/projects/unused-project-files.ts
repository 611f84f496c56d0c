import type { Database } from "../../db/client";
import { projectImages, projects, unitTypes } from "../../db/schema";
import type { Storage } from "../../storage";
import { PROJECTS_FOLDER } from "./project-files";

/** How long an upload no project refers to is kept: a wizard left open longer loses it (decision record 106). */
export const UNUSED_PROJECT_FILE_GRACE_MS = 7 * 24 * 60 * 60_000;

/**
 * Removes the uploads under `projects/` that no project refers to (banner, brochure, gallery,
 * floor plans) once they are older than the grace period: files chosen in a wizard that was
 * never saved, replaced before the save, or kept by a removal that failed. A system task with
 * no acting user, run on a timer (server/scheduled-sweeps.ts). Counts the uploads removed and
 * those whose removal failed (they are tried again on the next sweep).
 */
export async function sweepUnusedProjectFiles(
  { db, storage }: { db: Database; storage: Storage },
  now = new Date(),
): Promise<{ removed: number; failed: number }> {
  const cutoff = now.getTime() - UNUSED_PROJECT_FILE_GRACE_MS;
  const old = (await storage.listUploads(PROJECTS_FOLDER)).filter((listed) => listed.storedAt.getTime() < cutoff);
  if (old.length === 0) return { removed: 0, failed: 0 };
  // Read after the listing: a save that commits meanwhile refers to files listed as old only if its form sat open for the whole grace period.
  const [files, images, floorPlans] = await Promise.all([
    db.select({ banner: projects.bannerImageUrl, brochure: projects.brochureUrl }).from(projects),
    db.select({ url: projectImages.imageUrl }).from(projectImages),
    db.select({ url: unitTypes.floorPlanUrl }).from(unitTypes),
  ]);
  const urls = [...files.flatMap(({ banner, brochure }) => [banner, brochure]), ...images.map(({ url }) => url), ...floorPlans.map(({ url }) => url)];
  const used = new Set(urls.flatMap((url) => (url ? [storage.uploadOf(url)] : [])));
  const unused = old.filter((listed) => !used.has(listed.upload));
  const removals = await Promise.allSettled(unused.map((listed) => storage.delete(listed.url)));
  const failed = removals.filter((removal) => removal.status === "rejected").length;
  return { removed: unused.length - failed, failed };
}
