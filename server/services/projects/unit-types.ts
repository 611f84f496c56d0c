import { and, asc, count, eq } from "drizzle-orm";
import { recordId } from "~/domain/schemas/fields";
import { dollarsToCents } from "~/domain/format";
import {
  UNIT_TYPE_MESSAGES,
  type CreateUnitTypeData,
  type UnitTypeData,
  type UpdateUnitTypeData,
} from "~/domain/schemas/unit-type";
import type { UnitTypeRow } from "~/domain/unit-type-read-models";
import type { Database, Tx } from "../../db/client";
import { projectBuildings, unitTypes } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import type { Storage } from "../../storage";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { InvalidError, NotFoundError } from "../errors";
import { lockProjectForDetails, projectHeaderBySlug, type ProjectHeader } from "./internal/project-header";
import { forgetFiles } from "./internal/project-folders";
import { projectTags } from "./internal/project-rows";

export interface UnitMixBuilding {
  id: string;
  buildingNumber: number;
  buildingAddress: string | null;
  postalCode: string;
}

/** The summary cards: how many types and units, and the ranges of price (cents) and size. */
export interface UnitMixSummary {
  types: number;
  units: number;
  priceFromCents: number | null;
  priceToCents: number | null;
  areaSqftMin: number | null;
  areaSqftMax: number | null;
}

export interface UnitMix {
  project: ProjectHeader;
  buildings: UnitMixBuilding[];
  unitTypes: UnitTypeRow[];
  summary: UnitMixSummary;
}

const UNIT_TYPE_COLUMNS = {
  id: unitTypes.id,
  buildingId: unitTypes.buildingId,
  buildingNumber: projectBuildings.buildingNumber,
  name: unitTypes.name,
  bedrooms: unitTypes.bedrooms,
  bathrooms: unitTypes.bathrooms,
  hasStudy: unitTypes.hasStudy,
  areaSqftMin: unitTypes.areaSqftMin,
  areaSqftMax: unitTypes.areaSqftMax,
  totalCountOfType: unitTypes.totalCountOfType,
  indicativePriceFrom: unitTypes.indicativePriceFrom,
  pricePsfFrom: unitTypes.pricePsfFrom,
  pricePsfTo: unitTypes.pricePsfTo,
  maintenanceFeePsf: unitTypes.maintenanceFeePsf,
  balconySqft: unitTypes.balconySqft,
  airConLedgeSqft: unitTypes.airConLedgeSqft,
  householdShelterSqft: unitTypes.householdShelterSqft,
  floorRangeMin: unitTypes.floorRangeMin,
  floorRangeMax: unitTypes.floorRangeMax,
  facingDirection: unitTypes.facingDirection,
  floorPlanUrl: unitTypes.floorPlanUrl,
  updatedAt: unitTypes.updatedAt,
};

/** The unit mix page of a project: its buildings by number and its unit types, smallest first. */
export async function getUnitMix({ db }: { db: Database }, actor: Actor, { slug }: { slug: string }): Promise<UnitMix> {
  authorize(actor, "projectManagement");
  const project = await projectHeaderBySlug(db, slug);
  const [buildings, rows] = await Promise.all([
    db
      .select({
        id: projectBuildings.id,
        buildingNumber: projectBuildings.buildingNumber,
        buildingAddress: projectBuildings.buildingAddress,
        postalCode: projectBuildings.postalCode,
      })
      .from(projectBuildings)
      .where(eq(projectBuildings.projectId, project.id))
      .orderBy(asc(projectBuildings.buildingNumber)),
    db
      .select(UNIT_TYPE_COLUMNS)
      .from(unitTypes)
      .innerJoin(projectBuildings, eq(projectBuildings.id, unitTypes.buildingId))
      .where(eq(unitTypes.projectId, project.id))
      .orderBy(asc(unitTypes.bedrooms), asc(unitTypes.areaSqftMin), asc(unitTypes.name)),
  ]);
  return { project, buildings, unitTypes: rows, summary: summarise(rows) };
}

function summarise(units: readonly Pick<UnitTypeRow, "totalCountOfType" | "indicativePriceFrom" | "areaSqftMin" | "areaSqftMax">[]): UnitMixSummary {
  const prices = units.flatMap((unit) => (unit.indicativePriceFrom === null ? [] : [unit.indicativePriceFrom]));
  return {
    types: units.length,
    units: units.reduce((sum, unit) => sum + unit.totalCountOfType, 0),
    priceFromCents: prices.length ? Math.min(...prices) : null,
    priceToCents: prices.length ? Math.max(...prices) : null,
    areaSqftMin: units.length ? Math.min(...units.map((unit) => unit.areaSqftMin)) : null,
    areaSqftMax: units.length ? Math.max(...units.map((unit) => unit.areaSqftMax)) : null,
  };
}

const centsOrNull = (dollars: number | undefined) => (dollars === undefined ? null : dollarsToCents(dollars));

/** The form's values as columns: dollars become cents, absent numbers null. */
function unitTypeColumns(input: UnitTypeData) {
  return {
    buildingId: input.buildingId,
    name: input.name,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    hasStudy: input.hasStudy,
    areaSqftMin: input.areaSqftMin,
    areaSqftMax: input.areaSqftMax,
    totalCountOfType: input.totalCountOfType,
    indicativePriceFrom: centsOrNull(input.indicativePriceFrom),
    pricePsfFrom: centsOrNull(input.pricePsfFrom),
    pricePsfTo: centsOrNull(input.pricePsfTo),
    maintenanceFeePsf: centsOrNull(input.maintenanceFeePsf),
    balconySqft: input.balconySqft ?? null,
    airConLedgeSqft: input.airConLedgeSqft ?? null,
    householdShelterSqft: input.householdShelterSqft ?? null,
    floorRangeMin: input.floorRangeMin ?? null,
    floorRangeMax: input.floorRangeMax ?? null,
    facingDirection: [...new Set(input.facingDirection)],
    floorPlanUrl: input.floorPlanUrl ?? null,
  };
}

/** The building must be one of the project's; with none at all the spec's words say what to do first. */
async function assertBuildingOfProject(tx: Tx, projectId: string, buildingId: string): Promise<void> {
  const id = recordId().safeParse(buildingId);
  if (id.success) {
    const [building] = await tx
      .select({ id: projectBuildings.id })
      .from(projectBuildings)
      .where(and(eq(projectBuildings.id, id.data), eq(projectBuildings.projectId, projectId)));
    if (building) return;
  }
  const [{ buildings }] = await tx.select({ buildings: count() }).from(projectBuildings).where(eq(projectBuildings.projectId, projectId));
  if (buildings === 0) throw new InvalidError(UNIT_TYPE_MESSAGES.noBuildings);
  throw new InvalidError(UNIT_TYPE_MESSAGES.buildingNotInProject, { field: "buildingId" });
}

/** Add Unit Type: stored in cents with its audit row; the public pages are dropped after commit. */
export async function createUnitType({ db }: { db: Database }, actor: Actor, input: CreateUnitTypeData): Promise<{ id: string; name: string }> {
  authorize(actor, "projectManagement");
  const { created, projectId } = await db.transaction(async (tx) => {
    const project = await lockProjectForDetails(tx, input.projectId);
    await assertBuildingOfProject(tx, project.id, input.buildingId);
    const [row] = await tx
      .insert(unitTypes)
      .values({ projectId: project.id, ...unitTypeColumns(input) })
      .returning({ id: unitTypes.id, name: unitTypes.name });
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: project.id,
      entityLabel: project.name,
      action: "unit type created",
      details: { unitTypeId: row.id, name: row.name, indicativePriceFrom: centsOrNull(input.indicativePriceFrom) },
    });
    return { created: row, projectId: project.id };
  });
  // A unit type's price and bedrooms are the listing's too (its price from, filters and sorts).
  dropCached(...projectTags(projectId));
  return created;
}

/** Edit: the project is the stored row's; a replaced floor plan is deleted from storage after commit. */
export async function updateUnitType(
  { db, storage }: { db: Database; storage: Storage },
  actor: Actor,
  input: UpdateUnitTypeData,
): Promise<{ id: string; name: string }> {
  authorize(actor, "projectManagement");
  const { updated, before } = await db.transaction(async (tx) => {
    const before = await lockUnitType(tx, input.id);
    const project = await lockProjectForDetails(tx, before.projectId);
    await assertBuildingOfProject(tx, project.id, input.buildingId);
    const columns = unitTypeColumns(input);
    const [row] = await tx.update(unitTypes).set(columns).where(eq(unitTypes.id, input.id)).returning({ id: unitTypes.id, name: unitTypes.name });
    const changed = Object.keys(columns).filter((key) => JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(columns[key as keyof typeof columns]));
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: project.id,
      entityLabel: project.name,
      action: "unit type updated",
      details: { unitTypeId: row.id, name: row.name, changed },
    });
    return { updated: row, before };
  });
  dropCached(...projectTags(before.projectId));
  if (before.floorPlanUrl && before.floorPlanUrl !== (input.floorPlanUrl ?? null)) await forgetFiles({ db, storage }, [before.floorPlanUrl]);
  return updated;
}

export async function deleteUnitType(
  { db, storage }: { db: Database; storage: Storage },
  actor: Actor,
  { id }: { id: string },
): Promise<{ id: string; name: string }> {
  authorize(actor, "projectManagement");
  const deleted = await db.transaction(async (tx) => {
    const unit = await lockUnitType(tx, id);
    const project = await lockProjectForDetails(tx, unit.projectId);
    await tx.delete(unitTypes).where(eq(unitTypes.id, id));
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: project.id,
      entityLabel: project.name,
      action: "unit type deleted",
      details: { unitTypeId: id, name: unit.name, totalCountOfType: unit.totalCountOfType },
    });
    return unit;
  });
  dropCached(...projectTags(deleted.projectId));
  await forgetFiles({ db, storage }, [deleted.floorPlanUrl]);
  return { id: deleted.id, name: deleted.name };
}

async function lockUnitType(tx: Tx, id: string) {
  const [row] = await tx.select().from(unitTypes).where(eq(unitTypes.id, id)).for("update");
  if (!row) throw new NotFoundError(UNIT_TYPE_MESSAGES.notFound);
  return row;
}
