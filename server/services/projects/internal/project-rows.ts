import { asc, eq } from "drizzle-orm";
import { buildingNumberTakenMessage, type BuildingData } from "~/domain/schemas/building";
import type { GalleryImageData } from "~/domain/schemas/project-media";
import { PROJECT_MESSAGES, type CreateProjectData, type UpdateProjectData } from "~/domain/schemas/project";
import type { Tx } from "../../../db/client";
import { projectBuildings, projectImages, projects } from "../../../db/schema";
import { cacheTags } from "../../../cache-tags";
import type { Actor } from "../../actor";
import { recordAdminAudit } from "../../internal/audit-log";
import { ConflictError, NotFoundError } from "../../errors";
import { syncNumberOfBlocks } from "./building-count";
import { assertProjectDatesAgree, assertStakeholdersExist, changedColumns, projectColumns } from "./project-values";

// A project's rows written inside a caller's transaction, unchecked: only the services that have
// authorized the actor (save-project, project-csv) call them. Not part of the services' surface.

/** What a project's own fields show on: its page, and the listings and home sections, on every site. */
export function projectTags(...projectIds: string[]): string[] {
  return [...projectIds.map(cacheTags.project), cacheTags.projectLists];
}

/** The create inside a caller's transaction (the CSV import writes many in one). */
export async function insertProject(tx: Tx, actor: Actor, input: CreateProjectData): Promise<{ id: string; slug: string }> {
  assertProjectDatesAgree(input);
  await assertStakeholdersExist(tx, input);
  const [row] = await tx
    .insert(projects)
    .values({ ...(input.id ? { id: input.id } : {}), ...projectColumns(input), numberOfBlocks: input.buildings.length })
    .returning({ id: projects.id, slug: projects.slug });
  await insertBuildings(tx, row.id, input.buildings, new Set());
  await replaceGallery(tx, row.id, input.images);
  await recordAdminAudit(tx, actor, {
    entity: "project",
    entityId: row.id,
    entityLabel: input.name,
    action: "created",
    details: {
      slug: input.slug,
      status: input.status,
      buildings: input.buildings.map((building) => building.buildingNumber),
      images: input.images.length,
    },
  });
  return row;
}

/** The update inside a caller's transaction; `dropped` lists the file URLs it stopped using. */
export async function updateProjectIn(
  tx: Tx,
  actor: Actor,
  input: UpdateProjectData,
): Promise<{ updated: { id: string; slug: string }; dropped: string[] }> {
  assertProjectDatesAgree(input);
  const [before] = await tx.select().from(projects).where(eq(projects.id, input.id)).for("update");
  if (!before) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const beforeImages = await tx
    .select({ url: projectImages.imageUrl })
    .from(projectImages)
    .where(eq(projectImages.projectId, input.id))
    .orderBy(asc(projectImages.sortOrder));
  await assertStakeholdersExist(tx, input);
  const columns = projectColumns(input);
  await tx.update(projects).set(columns).where(eq(projects.id, input.id));
  const existing = await tx
    .select({ buildingNumber: projectBuildings.buildingNumber })
    .from(projectBuildings)
    .where(eq(projectBuildings.projectId, input.id));
  await insertBuildings(tx, input.id, input.buildings, new Set(existing.map((building) => building.buildingNumber)));
  await syncNumberOfBlocks(tx, input.id);
  await replaceGallery(tx, input.id, input.images);
  await recordAdminAudit(tx, actor, {
    entity: "project",
    entityId: input.id,
    entityLabel: input.name,
    action: "updated",
    details: {
      changes: changedColumns(before, columns),
      buildingsAdded: input.buildings.map((building) => building.buildingNumber),
      images: { before: beforeImages.length, after: input.images.length },
    },
  });
  const kept = new Set([columns.bannerImageUrl, columns.brochureUrl, ...input.images.map((image) => image.url)]);
  const dropped = [before.bannerImageUrl, before.brochureUrl, ...beforeImages.map((image) => image.url)].filter(
    (url): url is string => !!url && !kept.has(url),
  );
  return { updated: { id: input.id, slug: input.slug }, dropped };
}

/** The gallery in the order given: its place in the list is its sort order. */
async function replaceGallery(tx: Tx, projectId: string, images: readonly GalleryImageData[]): Promise<void> {
  await tx.delete(projectImages).where(eq(projectImages.projectId, projectId));
  if (images.length === 0) return;
  await tx.insert(projectImages).values(
    images.map((image, index) => ({
      projectId,
      imageUrl: image.url,
      altText: image.altText ?? null,
      sortOrder: index,
      width: image.width ?? null,
      height: image.height ?? null,
      isArtistImpression: image.isArtistImpression,
    })),
  );
}

async function insertBuildings(tx: Tx, projectId: string, buildings: readonly BuildingData[], taken: ReadonlySet<number>): Promise<void> {
  const index = buildings.findIndex((building) => taken.has(building.buildingNumber));
  if (index >= 0) {
    throw new ConflictError(buildingNumberTakenMessage(buildings[index].buildingNumber), { field: `buildings[${index}].buildingNumber` });
  }
  if (buildings.length === 0) return;
  await tx.insert(projectBuildings).values(
    buildings.map((building) => ({
      projectId,
      buildingNumber: building.buildingNumber,
      buildingAddress: building.buildingAddress ?? null,
      postalCode: building.postalCode,
    })),
  );
}
