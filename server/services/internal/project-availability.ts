import { asc, desc, eq, sql } from "drizzle-orm";
import { unitPsfCents } from "~/domain/unit-inventory";
import { encodeElevationUnits } from "~/domain/elevation-chart-html";
import type { BalanceRow, ElevationBlock, ElevationUnit, InventoryUnit, ProjectAvailability } from "~/domain/unit-inventory-read-models";
import type { Database } from "../../db/client";
import { projectBuildings, projectUnits } from "../../db/schema";
import { UNIT_COLUMNS } from "./unit-columns";

// The project page's live availability (issue 33): one query for the project's units, shaped
// into compact elevation charts and the balance table by unit type. Only run for a project
// whose inventory has units, so a page without one pays nothing.

type UnitRow = Omit<InventoryUnit, "id"> & { buildingNumber: number };

const unitsQueries = new WeakMap<Database, ReturnType<typeof prepareUnitsQuery>>();

function prepareUnitsQuery(db: Database) {
  return db
    .select({
      buildingNumber: projectBuildings.buildingNumber,
      ...UNIT_COLUMNS,
    })
    .from(projectUnits)
    .innerJoin(projectBuildings, eq(projectBuildings.id, projectUnits.buildingId))
    .where(eq(projectUnits.projectId, sql.placeholder("projectId")))
    .orderBy(asc(projectBuildings.buildingNumber), desc(projectUnits.floor), asc(projectUnits.stack))
    .prepare("project_page_units");
}

function unitsQuery(db: Database) {
  let query = unitsQueries.get(db);
  if (!query) {
    query = prepareUnitsQuery(db);
    unitsQueries.set(db, query);
  }
  return query;
}

/** The availability of a project with an inventory; its unit types in the page's order name the units' types. */
export async function loadProjectAvailability(
  db: Database,
  project: { id: string; inventoryUpdatedAt: Date | string | null },
  unitTypes: readonly { id: string; name: string; bedrooms: number }[],
): Promise<ProjectAvailability> {
  const rows: UnitRow[] = await unitsQuery(db).execute({ projectId: project.id });
  return projectAvailability(rows, unitTypes, project.inventoryUpdatedAt);
}

function projectAvailability(rows: readonly UnitRow[], unitTypes: readonly { id: string; name: string; bedrooms: number }[], updatedAt: Date | string | null): ProjectAvailability {
  const typeIndex = new Map(unitTypes.map((type, index) => [type.id, index]));
  const blocks: ElevationBlock[] = [];
  const balances = unitTypes.map((type) => ({ type, total: 0, available: 0, prices: [] as number[], psfs: [] as number[] }));
  let available = 0;
  let current = null as { block: ElevationBlock; stacks: Map<string, number>; floors: Set<number> } | null;
  const finish = () => {
    if (!current) return;
    // Stacks in order across; units then point at their stack's place.
    const order = [...current.stacks.keys()].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
    const place = new Map(order.map((stack, index) => [current!.stacks.get(stack)!, index]));
    current.block.stacks = order;
    current.block.floors = [...current.floors];
    for (const unit of current.block.units) unit[0] = place.get(unit[0])!;
  };
  for (const row of rows) {
    if (current?.block.buildingNumber !== row.buildingNumber) {
      finish();
      current = { block: { buildingNumber: row.buildingNumber, stacks: [], floors: [], units: [] }, stacks: new Map(), floors: new Set() };
      blocks.push(current.block);
    }
    let stack = current.stacks.get(row.stack);
    if (stack === undefined) current.stacks.set(row.stack, (stack = current.stacks.size));
    current.floors.add(row.floor);
    const type = typeIndex.get(row.unitTypeId) ?? -1;
    const unit: ElevationUnit = [stack, row.floor, type, row.areaSqft, row.priceCents, row.status];
    current.block.units.push(unit);
    const balance = balances[type];
    if (balance) {
      balance.total += 1;
      if (row.status === "available") {
        balance.available += 1;
        balance.prices.push(row.priceCents);
        balance.psfs.push(unitPsfCents(row.priceCents, row.areaSqft));
      }
    }
    if (row.status === "available") available += 1;
  }
  finish();
  const range = (values: number[]) => (values.length ? [Math.min(...values), Math.max(...values)] : [null, null]);
  const balance: BalanceRow[] = balances
    .filter((entry) => entry.total > 0)
    .map(({ type, total, available, prices, psfs }) => {
      const [priceFromCents, priceToCents] = range(prices);
      const [psfFromCents, psfToCents] = range(psfs);
      return { name: type.name, bedrooms: type.bedrooms, available, total, priceFromCents, priceToCents, psfFromCents, psfToCents };
    });
  return {
    unitTypes: unitTypes.map(({ name, bedrooms }) => ({ name, bedrooms })),
    blocks: blocks.map(({ units, ...block }) => ({ ...block, units: encodeElevationUnits(units) })),
    balance,
    available,
    total: rows.length,
    asOf: updatedAt === null ? new Date().toISOString() : new Date(updatedAt).toISOString(),
  };
}
