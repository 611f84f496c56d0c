import type { Database } from "../../db/client";
import type { Storage } from "../../storage";
import { PROJECTS_FOLDER, uploadsStillNamed } from "./project-files";

/** How long an upload no project refers to is kept: a wizard left open longer loses it (decision record 106). */
export const UNUSED_PROJECT_FILE_GRACE_MS = 7 * 24 * 60 * 60_000;

/**
 * Removes the uploads under `projects/` that no project (banner, brochure, gallery, floor plans)
 * and no blog post names (decision record 110) once they are older than the grace period: files
 * chosen in a wizard that was never saved, replaced before the save, kept by a removal that
 * failed, or kept for a post that no longer shows them. A system task with
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
  const named = await uploadsStillNamed(db, old.map((listed) => listed.upload));
  const unused = old.filter((listed) => !named.has(listed.upload));
  const removals = await Promise.allSettled(unused.map((listed) => storage.delete(listed.url)));
  const failed = removals.filter((removal) => removal.status === "rejected").length;
  return { removed: unused.length - failed, failed };
}
