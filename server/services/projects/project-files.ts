import { PROJECT_UPLOAD_TARGETS, type ProjectUploadData } from "~/domain/schemas/project-media";
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

/** Removes uploads a save no longer refers to; addresses that are not ours are left alone. Never fails the save. */
export async function forgetFiles(storage: Storage, urls: Iterable<string | null | undefined>): Promise<void> {
  const unique = new Set([...urls].filter((url): url is string => !!url));
  await Promise.all([...unique].map((url) => storage.delete(url).catch(() => false)));
}
