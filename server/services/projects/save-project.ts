import type { CreateProjectData, UpdateProjectData } from "~/domain/schemas/project";
import { PROJECT_MESSAGES } from "~/domain/schemas/project";
import type { Database } from "../../db/client";
import { dropCached } from "../../memory-cache";
import type { Storage } from "../../storage";
import { authorize, type Actor } from "../actor";
import { withConflicts } from "../errors";
import { forgetFiles } from "./internal/project-folders";
import { insertProject, projectTags, updateProjectIn } from "./internal/project-rows";

export interface ProjectWriteDeps {
  db: Database;
  storage: Storage;
}

const SLUG_CONFLICT = { slug: PROJECT_MESSAGES.slugTaken };

/** Create: the project and its buildings in one transaction with the audit row; public pages refresh. */
export async function createProject({ db }: { db: Database }, actor: Actor, input: CreateProjectData): Promise<{ id: string; slug: string }> {
  authorize(actor, "projectManagement");
  const created = await withConflicts("projects", SLUG_CONFLICT, () => db.transaction((tx) => insertProject(tx, actor, input)));
  dropCached(...projectTags(created.id));
  return created;
}

/**
 * Update: the project's fields, its gallery and any new buildings that came along, in one
 * transaction. Files the project no longer refers to (a replaced banner, a removed picture)
 * are deleted from storage after the commit.
 */
export async function updateProject({ db, storage }: ProjectWriteDeps, actor: Actor, input: UpdateProjectData): Promise<{ id: string; slug: string }> {
  authorize(actor, "projectManagement");
  const { updated, dropped } = await withConflicts("projects", SLUG_CONFLICT, () => db.transaction((tx) => updateProjectIn(tx, actor, input)));
  dropCached(...projectTags(updated.id));
  await forgetFiles({ db, storage }, dropped);
  return updated;
}
