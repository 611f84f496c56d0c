import type { Database } from "../db/client";
import type { Storage } from "../storage";
import { uploadsStillNamed } from "./internal/uploads-in-use";

/** How long an upload no record refers to is kept: a form left open longer loses it (decision record 106). */
export const UNUSED_UPLOAD_GRACE_MS = 7 * 24 * 60 * 60_000;

/**
 * Removes every upload of every kind (avatars, logos, post covers, project pictures, floor plans,
 * brochures) that no record names (decision record 110) once it is older than the grace period:
 * a logo uploaded in an editor that was never saved, a floor plan of a cancelled dialog, files
 * chosen in a wizard that was never saved or replaced before the save, kept by a removal that
 * failed, or kept for a post that no longer shows them. Only files whose names `put` made are
 * listed. A system task with no acting user, run on a timer (server/scheduled-sweeps.ts). Counts
 * the uploads removed and those whose removal failed (they are tried again on the next sweep).
 */
export async function sweepUnusedUploads({ db, storage }: { db: Database; storage: Storage }, now = new Date()): Promise<{ removed: number; failed: number }> {
  const cutoff = now.getTime() - UNUSED_UPLOAD_GRACE_MS;
  const old = (await storage.listUploads()).filter((listed) => listed.storedAt.getTime() < cutoff);
  if (old.length === 0) return { removed: 0, failed: 0 };
  // Read after the listing: a save that commits meanwhile refers to files listed as old only if its form sat open for the whole grace period.
  const named = await uploadsStillNamed(db, old.map((listed) => listed.upload));
  const unused = old.filter((listed) => !named.has(listed.upload));
  const removals = await Promise.allSettled(unused.map((listed) => storage.delete(listed.url)));
  const failed = removals.filter((removal) => removal.status === "rejected").length;
  return { removed: unused.length - failed, failed };
}
