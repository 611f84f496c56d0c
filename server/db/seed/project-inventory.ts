import type { projectUnits } from "../schema";

// A demo project's unit inventory (issue 33): blocks filled stack by stack from the second
// floor up, each stack one unit type, prices rising with the floor, and a share sold that
// clusters nowhere in particular (a fixed hash, so every seed is the same).

interface InventoryProject {
  totalUnits: number;
  maxStoreys: number;
  percentageSold: number;
}

interface InventoryType {
  id: string;
  areaSqftMin: number;
  areaSqftMax: number;
  /** Cents. */
  pricePsfFrom: number | null;
}

type UnitRow = typeof projectUnits.$inferInsert;

/** Prices rise by this share per floor above the second. */
const FLOOR_PREMIUM = 0.005;

export function demoInventory(
  project: InventoryProject,
  projectId: string,
  buildings: readonly { id: string }[],
  types: readonly InventoryType[],
): UnitRow[] {
  const floors = Math.max(1, project.maxStoreys - 1);
  const perBlock = Math.ceil(project.totalUnits / buildings.length);
  const stacks = Math.ceil(perBlock / floors);
  if (types.length === 0) return [];
  const units: UnitRow[] = [];
  buildings.forEach((building, block) => {
    // Floor by floor, every stack on each: a block's top floor may have fewer units.
    let placed = 0;
    for (let floor = 2; floor <= project.maxStoreys && placed < perBlock; floor++) {
      for (let stack = 1; stack <= stacks && placed < perBlock && units.length < project.totalUnits; stack++, placed++) {
        const type = types[(stack - 1) % types.length];
        // A type's first stack has its smallest layout, the next ones larger ones.
        const area = type.areaSqftMin + Math.round(((type.areaSqftMax - type.areaSqftMin) * (Math.floor((stack - 1) / types.length) % 3)) / 2);
        const psf = ((type.pricePsfFrom ?? 200_000) / 100) * (1 + FLOOR_PREMIUM * (floor - 2));
        const share = (((block + 1) * 7919 + stack * 104_729 + floor * 1_299_709) % 1000) / 1000;
        units.push({
          projectId,
          buildingId: building.id,
          unitTypeId: type.id,
          stack: String(stack).padStart(2, "0"),
          floor,
          areaSqft: area,
          priceCents: Math.round((area * psf) / 1000) * 1000 * 100,
          status: share < project.percentageSold / 100 ? "sold" : share < project.percentageSold / 100 + 0.03 ? "reserved" : "available",
        });
      }
    }
  });
  return units;
}
