import { PROJECT_UPLOAD_TARGETS, type ProjectUploadData } from "~/domain/schemas/project-media";
import type { Database } from "../../db/client";
import type { Storage } from "../../storage";
import { authorize, type Actor } from "../actor";
import { uploadsStillNamed } from "../uploads-in-use";

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
