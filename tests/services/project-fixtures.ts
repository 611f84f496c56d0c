import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { adminAuditLog, architects, developers, projectBuildings, projects } from "#server/db/schema";
import { createProjectSchema, type CreateProjectData } from "~/domain/schemas/project";

/** A complete wizard submission for a new project, parsed by the wizard's own schema. */
export async function newProjectInput(db: Database, overrides: Record<string, unknown> = {}): Promise<CreateProjectData> {
  const [developer] = await db.select({ id: developers.id }).from(developers).limit(1);
  const [architect] = await db.select({ id: architects.id }).from(architects).limit(1);
  return createProjectSchema.parse({
    name: "Sembawang Shoreline",
    slug: "sembawang-shoreline",
    status: "Selling",
    propertyType: "Condominium",
    shortDescription: "Waterfront homes by the Sembawang coast.",
    fullAddress: "8 Sembawang Road",
    postalCode: "757713",
    district: "District 27",
    neighbourhood: "Sembawang",
    coreRegion: "OCR",
    urbanPlanningRegion: "North",
    tenure: "99-year Leasehold",
    developerId: developer.id,
    architectId: architect.id,
    totalUnits: 320,
    percentageSold: 12.5,
    buildings: [
      { buildingNumber: 1, postalCode: "757713", buildingAddress: "8 Sembawang Road" },
      { buildingNumber: 2, postalCode: "757714" },
    ],
    ...overrides,
  });
}

export async function projectBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(projects).where(eq(projects.slug, slug));
  return row;
}

export async function buildingsOf(db: Database, projectId: string) {
  return db.select().from(projectBuildings).where(eq(projectBuildings.projectId, projectId)).orderBy(projectBuildings.buildingNumber);
}

export async function projectAudit(db: Database, projectId: string) {
  return db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, projectId)).orderBy(adminAuditLog.performedAt);
}
