import { PROJECT_UPLOAD_TARGETS, type ProjectUploadData } from "~/domain/schemas/project-media";
import type { Storage } from "../../storage";
import { authorize, type Actor } from "../actor";
import { projectFolder } from "./internal/project-folders";

export interface UploadedProjectFile {
  url: string;
  width: number | null;
  height: number | null;
}

/**
 * Stores a banner, gallery picture, floor plan, site plan or brochure under the project's folder (checked
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
