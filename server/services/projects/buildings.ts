import { and, count, eq, ne } from "drizzle-orm";
import {
  buildingInUseMessage,
  buildingNumberTakenMessage,
  type CreateBuildingData,
  type UpdateBuildingData,
} from "~/domain/schemas/building";
import { PROJECT_MESSAGES } from "~/domain/schemas/project";
import type { Database, Tx } from "../../db/client";
import { projectBuildings, projects, unitTypes } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { ConflictError, NotFoundError, uniqueViolation } from "../errors";
import { syncNumberOfBlocks } from "./internal/building-count";
import { projectTags } from "./internal/project-rows";

const BUILDING_NOT_FOUND = "Building not found";

export interface BuildingRow {
  id: string;
  projectId: string;
  buildingNumber: number;
  buildingAddress: string | null;
  postalCode: string;
}

/** Add Building: the number must be free in the project; number_of_blocks follows. */
export async function createBuilding({ db }: { db: Database }, actor: Actor, input: CreateBuildingData): Promise<BuildingRow> {
  authorize(actor, "projectManagement");
  const created = await numberConflict(input.buildingNumber, () =>
    db.transaction(async (tx) => {
      const project = await lockProject(tx, input.projectId);
      await assertNumberFree(tx, input.projectId, input.buildingNumber);
      const [row] = await tx
        .insert(projectBuildings)
        .values({
          projectId: input.projectId,
          buildingNumber: input.buildingNumber,
          buildingAddress: input.buildingAddress ?? null,
          postalCode: input.postalCode,
        })
        .returning();
      await syncNumberOfBlocks(tx, input.projectId);
      await recordAdminAudit(tx, actor, {
        entity: "project",
        entityId: input.projectId,
        entityLabel: project.name,
        action: "building created",
        details: { buildingId: row.id, buildingNumber: row.buildingNumber, postalCode: row.postalCode },
      });
      return row;
    }),
  );
  dropCached(...projectTags(created.projectId));
  return created;
}

/** Edit: the project is read from the building; the number must be free among its other buildings. */
export async function updateBuilding({ db }: { db: Database }, actor: Actor, input: UpdateBuildingData): Promise<BuildingRow> {
  authorize(actor, "projectManagement");
  const updated = await numberConflict(input.buildingNumber, () =>
    db.transaction(async (tx) => {
      const before = await lockBuilding(tx, input.id);
      const project = await lockProject(tx, before.projectId);
      await assertNumberFree(tx, before.projectId, input.buildingNumber, input.id);
      const [row] = await tx
        .update(projectBuildings)
        .set({ buildingNumber: input.buildingNumber, buildingAddress: input.buildingAddress ?? null, postalCode: input.postalCode })
        .where(eq(projectBuildings.id, input.id))
        .returning();
      await recordAdminAudit(tx, actor, {
        entity: "project",
        entityId: before.projectId,
        entityLabel: project.name,
        action: "building updated",
        details: {
          buildingId: input.id,
          before: { buildingNumber: before.buildingNumber, buildingAddress: before.buildingAddress, postalCode: before.postalCode },
          after: { buildingNumber: row.buildingNumber, buildingAddress: row.buildingAddress, postalCode: row.postalCode },
        },
      });
      return row;
    }),
  );
  dropCached(...projectTags(updated.projectId));
  return updated;
}

/** Refused while unit types are assigned to the building (part 3 §4: the refusal is what the calls do). */
export async function deleteBuilding({ db }: { db: Database }, actor: Actor, { id }: { id: string }): Promise<BuildingRow> {
  authorize(actor, "projectManagement");
  const deleted = await db.transaction(async (tx) => {
    const building = await lockBuilding(tx, id);
    const project = await lockProject(tx, building.projectId);
    const [{ assigned }] = await tx.select({ assigned: count() }).from(unitTypes).where(eq(unitTypes.buildingId, id));
    if (assigned > 0) throw new ConflictError(buildingInUseMessage(assigned));
    await tx.delete(projectBuildings).where(eq(projectBuildings.id, id));
    await syncNumberOfBlocks(tx, building.projectId);
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: building.projectId,
      entityLabel: project.name,
      action: "building deleted",
      details: { buildingId: id, buildingNumber: building.buildingNumber, postalCode: building.postalCode },
    });
    return building;
  });
  dropCached(...projectTags(deleted.projectId));
  return deleted;
}

async function lockProject(tx: Tx, projectId: string): Promise<{ name: string }> {
  const [project] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId)).for("update");
  if (!project) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  return project;
}

async function lockBuilding(tx: Tx, id: string): Promise<BuildingRow> {
  const [building] = await tx
    .select({
      id: projectBuildings.id,
      projectId: projectBuildings.projectId,
      buildingNumber: projectBuildings.buildingNumber,
      buildingAddress: projectBuildings.buildingAddress,
      postalCode: projectBuildings.postalCode,
    })
    .from(projectBuildings)
    .where(eq(projectBuildings.id, id))
    .for("update");
  if (!building) throw new NotFoundError(BUILDING_NOT_FOUND);
  return building;
}

async function assertNumberFree(tx: Tx, projectId: string, buildingNumber: number, exceptId?: string): Promise<void> {
  const sameNumber = and(eq(projectBuildings.projectId, projectId), eq(projectBuildings.buildingNumber, buildingNumber));
  const [other] = await tx
    .select({ id: projectBuildings.id })
    .from(projectBuildings)
    .where(exceptId ? and(sameNumber, ne(projectBuildings.id, exceptId)) : sameNumber)
    .limit(1);
  if (other) throw new ConflictError(buildingNumberTakenMessage(buildingNumber), { field: "buildingNumber" });
}

/** Two administrators adding the same number at once: the unique key decides, with the same message. */
async function numberConflict<T>(buildingNumber: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    throw new ConflictError(buildingNumberTakenMessage(buildingNumber), { field: "buildingNumber", cause: error });
  }
}
