import type { UnitTypeData } from "~/domain/schemas/unit-type";
import type { StoredValues } from "~/domain/stored-values";

/**
 * What the unit type screens read: the shapes `server/services/projects/unit-types.ts` and the
 * project page return and the components render, inferred from the unit type schema and
 * declared once here because components may not import from `server/`.
 */

/**
 * A unit type as stored and as the unit mix page lists it: the form's fields, what the form
 * leaves empty null, and the money in cents where the form has dollars (indicative price, price
 * psf and maintenance fee psf a month).
 */
export interface UnitTypeRow extends StoredValues<UnitTypeData> {
  id: string;
  buildingNumber: number;
  updatedAt: Date;
}

/** A unit type on the public project page (spec part 1 §3): no building, no side areas. */
export type PublicUnitType = Omit<UnitTypeRow, "buildingId" | "buildingNumber" | "balconySqft" | "airConLedgeSqft" | "householdShelterSqft" | "updatedAt">;

/** A priced unit type, a choice of the costs calculator. */
export interface CalculatorUnitType extends Pick<UnitTypeRow, "id" | "name"> {
  /** Dollars. */
  price: number;
}
