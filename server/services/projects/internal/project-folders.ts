import type { Database } from "../../../db/client";
import type { Storage } from "../../../storage";
import { uploadsStillNamed } from "../../internal/uploads-in-use";

/** The folder every project's folder is in. */
export const PROJECTS_FOLDER = "projects";

/** A project's folder in storage: everything uploaded for it, removed with it. */
export function projectFolder(projectId: string): string {
  return `${PROJECTS_FOLDER}/${projectId}`;
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
