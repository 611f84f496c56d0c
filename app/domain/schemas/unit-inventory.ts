import * as z from "zod";
import { recordId } from "~/domain/schemas/fields";
import { UNIT_FLOOR_MAX, UNIT_PRICE_MAX, UNIT_STATUSES } from "~/domain/unit-inventory";

// A project's unit inventory (issue 33): one schema for the grid's bulk change and the price
// list's rows. The statuses and unit figures are in ~/domain/unit-inventory (no zod: the public
// page's chart reads them).

export const UNIT_INVENTORY_MESSAGES = {
  stackInvalid: "A stack is 1 to 4 letters or digits, e.g. 05",
  floorInvalid: `A floor is a whole number from 1 to ${UNIT_FLOOR_MAX}`,
  floorOrder: "The last floor must not be below the first",
  sizeInvalid: "Please enter a size in sqft above 0",
  priceInvalid: `Please enter a price from S$1 to S$${UNIT_PRICE_MAX.toLocaleString("en-SG")}`,
  statusInvalid: "Please choose Available, Reserved or Sold",
  nothingToChange: "Choose a price or a status to set",
  noUnitsChosen: "Choose the units to change",
  noUnitsMatch: "No unit of this block matches the choice",
  blockNotFound: "This block is not one of the project's",
  updated: (units: number) => `${units} ${units === 1 ? "unit" : "units"} updated`,
  unknownBlock: (block: string) => `No block ${block} in this project: add it in the project's Buildings first`,
  unknownUnitType: (name: string) => `No unit type is called '${name}' in this project: add it in the unit mix first`,
  duplicateUnit: (line: number) => `This unit is already on line ${line} of the file`,
  imported: "Price list imported successfully",
} as const;

const stack = z
  .string({ error: UNIT_INVENTORY_MESSAGES.stackInvalid })
  .trim()
  .regex(/^[A-Za-z0-9]{1,4}$/, { error: UNIT_INVENTORY_MESSAGES.stackInvalid })
  .transform((value) => value.toUpperCase());
const floor = z.coerce
  .number({ error: UNIT_INVENTORY_MESSAGES.floorInvalid })
  .int({ error: UNIT_INVENTORY_MESSAGES.floorInvalid })
  .min(1, { error: UNIT_INVENTORY_MESSAGES.floorInvalid })
  .max(UNIT_FLOOR_MAX, { error: UNIT_INVENTORY_MESSAGES.floorInvalid });
const priceDollars = z.coerce
  .number({ error: UNIT_INVENTORY_MESSAGES.priceInvalid })
  .min(1, { error: UNIT_INVENTORY_MESSAGES.priceInvalid })
  .max(UNIT_PRICE_MAX, { error: UNIT_INVENTORY_MESSAGES.priceInvalid });
const status = z.enum(UNIT_STATUSES, { error: UNIT_INVENTORY_MESSAGES.statusInvalid });

/**
 * One save of the grid: which units of a block (picked one by one, a whole stack, or a range of
 * floors, each optional and combined) and what to set on all of them.
 */
export const unitChangeSchema = z
  .object({
    buildingId: recordId(),
    unitIds: z.array(recordId()).max(5_000).default([]),
    stack: stack.optional(),
    floorFrom: floor.optional(),
    floorTo: floor.optional(),
    price: priceDollars.optional(),
    status: status.optional(),
  })
  .refine((change) => change.price !== undefined || change.status !== undefined, { error: UNIT_INVENTORY_MESSAGES.nothingToChange, path: ["status"] })
  .refine((change) => change.unitIds.length > 0 || change.stack !== undefined || change.floorFrom !== undefined || change.floorTo !== undefined, {
    error: UNIT_INVENTORY_MESSAGES.noUnitsChosen,
    path: ["unitIds"],
  })
  .refine((change) => change.floorFrom === undefined || change.floorTo === undefined || change.floorTo >= change.floorFrom, {
    error: UNIT_INVENTORY_MESSAGES.floorOrder,
    path: ["floorTo"],
  });
export type UnitChange = z.infer<typeof unitChangeSchema>;

/** One line of a developer's price list, as the CSV import reads it. */
export const priceListRowSchema = z.object({
  block: z.coerce.number({ error: UNIT_INVENTORY_MESSAGES.floorInvalid }).int().min(1),
  stack,
  floor,
  unitType: z.string().trim().min(1, { error: "Please name the unit type" }),
  sizeSqft: z.coerce.number({ error: UNIT_INVENTORY_MESSAGES.sizeInvalid }).gt(0, { error: UNIT_INVENTORY_MESSAGES.sizeInvalid }).max(100_000, { error: UNIT_INVENTORY_MESSAGES.sizeInvalid }),
  price: priceDollars,
  status: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value || "available")
    .pipe(status),
});
export type PriceListRow = z.infer<typeof priceListRowSchema>;

export const PRICE_LIST_COLUMNS = [
  { header: "block", field: "block" },
  { header: "stack", field: "stack" },
  { header: "floor", field: "floor" },
  { header: "unit_type", field: "unitType" },
  { header: "size_sqft", field: "sizeSqft" },
  { header: "price", field: "price" },
  { header: "status", field: "status" },
] as const satisfies readonly { header: string; field: keyof PriceListRow }[];

export type PriceListHeader = (typeof PRICE_LIST_COLUMNS)[number]["header"];

/** A price list imports at most this many units: one transaction, one preview a person can read. */
export const PRICE_LIST_ROW_LIMIT = 5_000;

/** Where a project's inventory screen and its price list files are. */
export const inventoryUrls = (slug: string) => ({
  page: `/dashboard/project-management/inventory/${slug}`,
  export: `/dashboard/project-management/inventory/${slug}/price-list.csv`,
  template: `/dashboard/project-management/inventory/${slug}/price-list-template.csv`,
  import: `/dashboard/project-management/inventory/${slug}/import`,
});
