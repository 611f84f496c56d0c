import { asc, count, eq } from "drizzle-orm";
import { PROJECT_MESSAGES } from "~/domain/schemas/project";
import type { Database } from "../../db/client";
import { projectBuildings, projectImages, projects, unitTypes } from "../../db/schema";
import { authorize, type Actor } from "../actor";
import { NotFoundError } from "../errors";
import { wizardValuesOf } from "./internal/project-values";

export interface EditableBuilding {
  id: string;
  buildingNumber: number;
  buildingAddress: string | null;
  postalCode: string;
  unitTypeCount: number;
}

/** The wizard's starting values for an existing project: every field as the form shows it. */
export interface EditableProject {
  id: string;
  name: string;
  slug: string;
  values: Record<string, string | number>;
  /** The gallery in its order. */
  images: { url: string; altText: string | null; width: number | null; height: number | null; isArtistImpression: boolean }[];
  buildings: EditableBuilding[];
}

/** A project opened in the wizard, with its buildings (by number) and their unit type counts. */
export async function getEditableProject({ db }: { db: Database }, actor: Actor, { id }: { id: string }): Promise<EditableProject> {
  authorize(actor, "projectManagement");
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const [buildings, images] = await Promise.all([
    listBuildingsWithUsage(db, id),
    db
      .select({
        url: projectImages.imageUrl,
        altText: projectImages.altText,
        width: projectImages.width,
        height: projectImages.height,
        isArtistImpression: projectImages.isArtistImpression,
      })
      .from(projectImages)
      .where(eq(projectImages.projectId, id))
      .orderBy(asc(projectImages.sortOrder), asc(projectImages.createdAt)),
  ]);
  return { id: row.id, name: row.name, slug: row.slug, values: wizardValuesOf(row), images, buildings };
}

async function listBuildingsWithUsage(db: Database, projectId: string): Promise<EditableBuilding[]> {
  return db
    .select({
      id: projectBuildings.id,
      buildingNumber: projectBuildings.buildingNumber,
      buildingAddress: projectBuildings.buildingAddress,
      postalCode: projectBuildings.postalCode,
      unitTypeCount: count(unitTypes.id),
    })
    .from(projectBuildings)
    .leftJoin(unitTypes, eq(unitTypes.buildingId, projectBuildings.id))
    .where(eq(projectBuildings.projectId, projectId))
    .groupBy(projectBuildings.id)
    .orderBy(asc(projectBuildings.buildingNumber));
}
