import * as z from "zod";
import { booleanField, optionalUrl, recordId, requiredText } from "~/domain/schemas/fields";

export const FACING_DIRECTIONS = ["North", "South", "East", "West", "Northeast", "Northwest", "Southeast", "Southwest"] as const;
export type FacingDirection = (typeof FACING_DIRECTIONS)[number];

export const UNIT_TYPE_MESSAGES = {
  nameRequired: "Unit type name is required",
  buildingRequired: "Building selection is required",
  bedroomsMin: "Bedrooms must be 0 or more",
  bathroomsMin: "Bathrooms must be at least 1",
  areaMinMin: "Minimum area must be at least 1 sqft",
  areaMaxMin: "Maximum area must be at least 1 sqft",
  areaMaxBelowMin: "Maximum area must be greater than or equal to minimum area",
  totalCountMin: "Total count must be at least 1",
  priceMin: "Price must be 0 or more",
  pricePsfMin: "Price PSF must be 0 or more",
  maintenanceFeeMin: "Maintenance fee must be 0 or more",
  balconyMin: "Balcony area must be 0 or more",
  acLedgeMin: "AC ledge area must be 0 or more",
  householdShelterMin: "Household shelter area must be 0 or more",
  floorMinMin: "Minimum floor must be at least 1",
  floorMaxMin: "Maximum floor must be at least 1",
  floorMaxBelowMin: "Maximum floor must be greater than or equal to minimum floor",
  facingInvalid: "Please choose facing directions from the list",
  noBuildings: "No buildings available. Please add at least one building before creating unit types.",
  buildingNotInProject: "Please choose a building of this project",
  floorPlanInvalid: "Please enter a valid URL",
  notFound: "Unit type not found",
} as const;

/** Part 3 §8: 'Failed to create/update/delete ...' and their successes. */
export const UNIT_TYPE_TOASTS = {
  created: "Unit type created successfully",
  updated: "Unit type updated successfully",
  deleted: "Unit type deleted successfully",
  createFailed: "Failed to create unit type",
  updateFailed: "Failed to update unit type",
  deleteFailed: "Failed to delete unit type",
} as const;

export const UNIT_TYPE_DEFAULTS = {
  bedrooms: 1,
  bathrooms: 1,
  hasStudy: false,
  areaSqftMin: 500,
  areaSqftMax: 600,
  totalCountOfType: 1,
  facingDirection: [] as FacingDirection[],
};

/** Input steps of the number fields. */
export const STARTING_PRICE_STEP = 1000;
export const MAINTENANCE_FEE_PSF_STEP = 0.01;


function atLeast(min: number, message: string, { int = false } = {}) {
  let schema = z.number({ error: message });
  if (int) schema = schema.int({ error: message });
  return schema.min(min, { error: message });
}

const optionalAtLeast = (min: number, message: string, options?: { int?: boolean }) => atLeast(min, message, options).optional();

/** Compare two fields only once each is a valid number by its own rule. */
function bothValid(payload: { value: unknown; issues: readonly { path?: PropertyKey[] }[] }, a: string, b: string): boolean {
  if (typeof payload.value !== "object" || payload.value === null) return false;
  const record = payload.value as Record<string, unknown>;
  const ownIssue = payload.issues.some((issue) => issue.path?.[0] === a || issue.path?.[0] === b);
  return !ownIssue && typeof record[a] === "number" && typeof record[b] === "number";
}

/** The fields of the unit type form; prices in dollars (the service stores cents). */
const unitTypeFields = z.object({
  name: requiredText(UNIT_TYPE_MESSAGES.nameRequired).max(100, { error: "Unit type name must be 100 characters or fewer" }),
  buildingId: recordId(UNIT_TYPE_MESSAGES.buildingRequired),
  bedrooms: atLeast(0, UNIT_TYPE_MESSAGES.bedroomsMin, { int: true }),
  bathrooms: atLeast(1, UNIT_TYPE_MESSAGES.bathroomsMin, { int: true }),
  hasStudy: booleanField(),
  areaSqftMin: atLeast(1, UNIT_TYPE_MESSAGES.areaMinMin),
  areaSqftMax: atLeast(1, UNIT_TYPE_MESSAGES.areaMaxMin),
  totalCountOfType: atLeast(1, UNIT_TYPE_MESSAGES.totalCountMin, { int: true }),
  /** Dollars; convert with dollarsToCents before storing indicative_price_from. */
  indicativePriceFrom: optionalAtLeast(0, UNIT_TYPE_MESSAGES.priceMin),
  /** Dollars per square foot, stored in cents like the price. */
  pricePsfFrom: optionalAtLeast(0, UNIT_TYPE_MESSAGES.pricePsfMin),
  pricePsfTo: optionalAtLeast(0, UNIT_TYPE_MESSAGES.pricePsfMin),
  /** Dollars per square foot a month (S$0.35), stored in cents. */
  maintenanceFeePsf: optionalAtLeast(0, UNIT_TYPE_MESSAGES.maintenanceFeeMin),
  balconySqft: optionalAtLeast(0, UNIT_TYPE_MESSAGES.balconyMin),
  airConLedgeSqft: optionalAtLeast(0, UNIT_TYPE_MESSAGES.acLedgeMin),
  householdShelterSqft: optionalAtLeast(0, UNIT_TYPE_MESSAGES.householdShelterMin),
  floorRangeMin: optionalAtLeast(1, UNIT_TYPE_MESSAGES.floorMinMin, { int: true }),
  floorRangeMax: optionalAtLeast(1, UNIT_TYPE_MESSAGES.floorMaxMin, { int: true }),
  facingDirection: z.array(z.enum(FACING_DIRECTIONS, { error: UNIT_TYPE_MESSAGES.facingInvalid })).default([]),
  /** An upload of the project's (floor plan target) or an address typed in. */
  floorPlanUrl: optionalUrl(UNIT_TYPE_MESSAGES.floorPlanInvalid),
});

/** The cross-field rules, applied after each field passed its own. */
function withUnitTypeRules<S extends typeof unitTypeFields>(schema: S) {
  return schema
    .refine((unit) => unit.areaSqftMax >= unit.areaSqftMin, {
      error: UNIT_TYPE_MESSAGES.areaMaxBelowMin,
      path: ["areaSqftMax"],
      when: (payload) => bothValid(payload, "areaSqftMin", "areaSqftMax"),
    })
    .refine((unit) => unit.floorRangeMax! >= unit.floorRangeMin!, {
      error: UNIT_TYPE_MESSAGES.floorMaxBelowMin,
      path: ["floorRangeMax"],
      when: (payload) => bothValid(payload, "floorRangeMin", "floorRangeMax"),
    });
}

export const unitTypeSchema = withUnitTypeRules(unitTypeFields);
export type UnitTypeData = z.output<typeof unitTypeSchema>;

/** Add Unit Type on a project's unit mix page. */
export const createUnitTypeSchema = withUnitTypeRules(unitTypeFields.extend({ projectId: recordId() }));
export type CreateUnitTypeData = z.output<typeof createUnitTypeSchema>;

/** Edit of one unit type; its project is read from the stored row. */
export const updateUnitTypeSchema = withUnitTypeRules(unitTypeFields.extend({ id: recordId() }));
export type UpdateUnitTypeData = z.output<typeof updateUnitTypeSchema>;

export const unitTypeIdSchema = z.object({ id: recordId() });

