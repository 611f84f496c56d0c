import { eq } from "drizzle-orm";
import { PROJECT_MESSAGES } from "~/domain/schemas/project";
import { isSlug } from "~/domain/slug";
import type { Database, Tx } from "../../../db/client";
import { projects } from "../../../db/schema";
import { NotFoundError } from "../../errors";

/** What the unit mix, facilities and location pages show of their project above the work. */
export interface ProjectHeader {
  id: string;
  name: string;
  slug: string;
  status: string;
  district: string;
  neighbourhood: string;
  fullAddress: string;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

const HEADER_COLUMNS = {
  id: projects.id,
  name: projects.name,
  slug: projects.slug,
  status: projects.status,
  district: projects.district,
  neighbourhood: projects.neighbourhood,
  fullAddress: projects.fullAddress,
  postalCode: projects.postalCode,
  latitude: projects.latitude,
  longitude: projects.longitude,
};

/** The project of a sub-view's address (/dashboard/project-management/{view}/{slug}); the caller has authorised. */
export async function projectHeaderBySlug(db: Database, slug: string): Promise<ProjectHeader> {
  const key = slug.toLowerCase();
  if (!isSlug(key)) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const [row] = await db.select(HEADER_COLUMNS).from(projects).where(eq(projects.slug, key));
  if (!row) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  return row;
}

/** Locks the project a sub-view writes to, so its audit row names it and a concurrent delete waits. */
export async function lockProjectForDetails(tx: Tx, projectId: string): Promise<{ id: string; name: string; slug: string }> {
  const [project] = await tx
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for("update");
  if (!project) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  return project;
}
