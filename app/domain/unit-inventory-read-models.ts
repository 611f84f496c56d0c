import type { UnitStatus } from "~/domain/unit-inventory";

/**
 * What the inventory screens and the project page read of a project's units (issue 33), declared
 * once here because components may not import from `server/`.
 */

/** One unit as the administrators' grid edits it; money in cents. */
export interface InventoryUnit {
  id: string;
  stack: string;
  floor: number;
  unitTypeId: string;
  areaSqft: number;
  priceCents: number;
  status: UnitStatus;
}

export interface InventoryBlock {
  id: string;
  buildingNumber: number;
  units: number;
  available: number;
}

export interface InventoryUnitType {
  id: string;
  name: string;
  bedrooms: number;
}

/** The grid of one block, with the project's other blocks to switch to. */
export interface BlockInventory {
  blocks: InventoryBlock[];
  block: InventoryBlock | null;
  unitTypes: InventoryUnitType[];
  units: InventoryUnit[];
  updatedAt: Date | null;
}

/**
 * A block's elevation chart on the project page, compact because every visitor's page carries
 * it: stacks across, floors up (highest first), and each unit as
 * [stack index, floor, unit type index, size sqft, price cents, status].
 */
export interface ElevationBlock {
  buildingNumber: number;
  stacks: string[];
  floors: number[];
  units: ElevationUnit[];
}

export type ElevationUnit = [stack: number, floor: number, type: number, areaSqft: number, priceCents: number, status: UnitStatus];

/** One line of the balance table: a unit type's available of total, and its available ranges. */
export interface BalanceRow {
  name: string;
  bedrooms: number;
  available: number;
  total: number;
  priceFromCents: number | null;
  priceToCents: number | null;
  psfFromCents: number | null;
  psfToCents: number | null;
}

/**
 * A block's elevation chart as the page's data carries it: its stacks and floors, and its units
 * in one string (encodeElevationUnits), which costs the page far less than a few thousand objects.
 */
export interface ElevationChart {
  buildingNumber: number;
  stacks: string[];
  floors: number[];
  units: string;
}

/** The project page's live availability: present only when the project has an inventory. */
export interface ProjectAvailability {
  unitTypes: { name: string; bedrooms: number }[];
  blocks: ElevationChart[];
  balance: BalanceRow[];
  available: number;
  total: number;
  asOf: string;
}
