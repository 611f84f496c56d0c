import { and, asc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { dollarsToCents } from "~/domain/format";
import { UNIT_INVENTORY_MESSAGES, type UnitChange } from "~/domain/schemas/unit-inventory";
import type { BlockInventory } from "~/domain/unit-inventory-read-models";
import type { Database } from "../../db/client";
import { projectBuildings, projects, projectUnits, unitTypes } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { UNIT_COLUMNS } from "../internal/unit-columns";
import { InvalidError, NotFoundError } from "../errors";
import { lockProjectForDetails, projectHeaderBySlug, type ProjectHeader } from "./internal/project-header";
import { projectTags } from "./internal/project-rows";
import { unitAuditEntry } from "./internal/unit-audit";

// The unit inventory of a project's blocks (issue 33, decision record 138): the grid reads one
// block; one save changes any choice of its units in one statement, with one audit row naming
// every unit's before and after. Triggers derive the unit types' and the project's figures.

export interface ProjectInventory extends BlockInventory {
  project: ProjectHeader;
}

/** The grid of one block (by its number; the lowest-numbered block when none is asked for). */
export async function getBlockInventory(
  { db }: { db: Database },
  actor: Actor,
  { slug, buildingNumber }: { slug: string; buildingNumber?: number },
): Promise<ProjectInventory> {
  authorize(actor, "projectManagement");
  const project = await projectHeaderBySlug(db, slug);
  const [blockRows, types, [stamp]] = await Promise.all([
    db
      .select({
        id: projectBuildings.id,
        buildingNumber: projectBuildings.buildingNumber,
        units: sql<number>`count(${projectUnits.id})::int`,
        available: sql<number>`(count(${projectUnits.id}) filter (where ${projectUnits.status} = 'available'))::int`,
      })
      .from(projectBuildings)
      .leftJoin(projectUnits, eq(projectUnits.buildingId, projectBuildings.id))
      .where(eq(projectBuildings.projectId, project.id))
      .groupBy(projectBuildings.id)
      .orderBy(asc(projectBuildings.buildingNumber)),
    db
      .select({ id: unitTypes.id, name: unitTypes.name, bedrooms: unitTypes.bedrooms })
      .from(unitTypes)
      .where(eq(unitTypes.projectId, project.id))
      .orderBy(asc(unitTypes.bedrooms), asc(unitTypes.areaSqftMin), asc(unitTypes.name)),
    db.select({ updatedAt: sql<Date | null>`${projects}.inventory_updated_at`.mapWith(projects.updatedAt) }).from(projects).where(eq(projects.id, project.id)),
  ]);
  const block = blockRows.find((row) => row.buildingNumber === buildingNumber) ?? (buildingNumber === undefined ? blockRows[0] : undefined) ?? null;
  if (buildingNumber !== undefined && !block) throw new NotFoundError(UNIT_INVENTORY_MESSAGES.blockNotFound);
  const units = block
    ? await db
        .select({
          id: projectUnits.id,
          ...UNIT_COLUMNS,
        })
        .from(projectUnits)
        .where(eq(projectUnits.buildingId, block.id))
        .orderBy(asc(projectUnits.floor), asc(projectUnits.stack))
    : [];
  return { project, blocks: blockRows, block, unitTypes: types, units, updatedAt: stamp?.updatedAt ?? null };
}

/**
 * One save of the grid: the units of one block that match every part of the choice (picked
 * ones, a stack, a range of floors) take the price and/or status. Units that already hold them
 * are left alone; the audit row lists each changed unit from what to what. The pages showing the
 * project are dropped after the commit.
 */
export async function changeUnits({ db }: { db: Database }, actor: Actor, change: UnitChange): Promise<{ updated: number }> {
  authorize(actor, "projectManagement");
  const priceCents = change.price === undefined ? undefined : dollarsToCents(change.price);
  const { projectId, updated } = await db.transaction(async (tx) => {
    const [building] = await tx
      .select({ id: projectBuildings.id, projectId: projectBuildings.projectId, buildingNumber: projectBuildings.buildingNumber })
      .from(projectBuildings)
      .where(eq(projectBuildings.id, change.buildingId));
    if (!building) throw new NotFoundError(UNIT_INVENTORY_MESSAGES.blockNotFound);
    const project = await lockProjectForDetails(tx, building.projectId);
    const chosen: SQL[] = [eq(projectUnits.buildingId, building.id)];
    if (change.unitIds.length > 0) chosen.push(inArray(projectUnits.id, change.unitIds));
    if (change.stack !== undefined) chosen.push(eq(projectUnits.stack, change.stack));
    if (change.floorFrom !== undefined) chosen.push(gte(projectUnits.floor, change.floorFrom));
    if (change.floorTo !== undefined) chosen.push(lte(projectUnits.floor, change.floorTo));
    const before = await tx
      .select({ id: projectUnits.id, stack: projectUnits.stack, floor: projectUnits.floor, priceCents: projectUnits.priceCents, status: projectUnits.status })
      .from(projectUnits)
      .where(and(...chosen))
      .orderBy(asc(projectUnits.floor), asc(projectUnits.stack))
      .for("update");
    if (before.length === 0) throw new InvalidError(UNIT_INVENTORY_MESSAGES.noUnitsMatch, { field: "unitIds" });
    const changed = before.filter(
      (unit) => (priceCents !== undefined && unit.priceCents !== priceCents) || (change.status !== undefined && unit.status !== change.status),
    );
    if (changed.length === 0) return { projectId: project.id, updated: 0 };
    await tx
      .update(projectUnits)
      .set({ ...(priceCents === undefined ? {} : { priceCents }), ...(change.status === undefined ? {} : { status: change.status }) })
      .where(
        inArray(
          projectUnits.id,
          changed.map((unit) => unit.id),
        ),
      );
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: project.id,
      entityLabel: project.name,
      action: "units updated",
      details: {
        block: building.buildingNumber,
        units: changed.map((unit) => unitAuditEntry(unit, { priceCents: priceCents ?? unit.priceCents, status: change.status ?? unit.status })),
      },
    });
    return { projectId: project.id, updated: changed.length };
  });
  if (updated > 0) dropCached(...projectTags(projectId));
  return { updated };
}
