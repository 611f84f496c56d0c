import { projectUnits } from "../../db/schema";

/** A unit's columns as the inventory's read models name them (InventoryUnit, without its id). */
export const UNIT_COLUMNS = {
  stack: projectUnits.stack,
  floor: projectUnits.floor,
  unitTypeId: projectUnits.unitTypeId,
  areaSqft: projectUnits.areaSqft,
  priceCents: projectUnits.priceCents,
  status: projectUnits.status,
};
