import { compareProjects, type ProjectComparison } from "~/domain/project-compare";
import type { PublicProjectPage } from "~/domain/public-read-models";
import type { Database } from "../db/client";
import { NotFoundError } from "./errors";
import { getProjectPage } from "./public-project-page";

/**
 * The compare page (issue 34 item 3): the listed projects of the set, side by side, read from the
 * project pages' shared read models. A slug that is not (or no longer) listed is left out and
 * named, so a shared link that outlived a project still opens.
 */
export async function compareListedProjects(db: Database, slugs: readonly string[]): Promise<ProjectComparison & { missing: string[] }> {
  const found = await Promise.all(
    slugs.map(async (slug) => {
      try {
        return await getProjectPage(db, slug, null);
      } catch (failure) {
        if (failure instanceof NotFoundError) return null;
        throw failure;
      }
    }),
  );
  const projects = found.filter((project): project is PublicProjectPage => project !== null);
  return { ...compareProjects(projects), missing: slugs.filter((_, at) => found[at] === null) };
}
