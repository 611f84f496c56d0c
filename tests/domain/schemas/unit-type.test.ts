import { describe, expect, it } from "vitest";
import {
  FACING_DIRECTIONS,
  MAINTENANCE_FEE_PSF_STEP,
  STARTING_PRICE_STEP,
  UNIT_TYPE_DEFAULTS,
  UNIT_TYPE_MESSAGES,
  unitTypeSchema,
} from "~/domain/schemas/unit-type";
import { centsToDollars, dollarsToCents } from "~/domain/format";
import { errorsOf, fieldErrors, submitForm } from "./form-parsing";

const valid = {
  name: "3 Bedroom Premium",
  buildingId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a82",
  bedrooms: 3,
  bathrooms: 2,
  areaSqftMin: 1001,
  areaSqftMax: 1216,
  totalCountOfType: 40,
};

describe("unit type rules (spec part 3 §5)", () => {
  it("accepts a valid unit type", () => {
    expect(unitTypeSchema.parse(valid)).toMatchObject({ ...valid, hasStudy: false, facingDirection: [] });
  });

  it("name and building are required", () => {
    expect(errorsOf(unitTypeSchema, { ...valid, name: "", buildingId: "" })).toEqual({
      name: ["Unit type name is required"],
      buildingId: ["Building selection is required"],
    });
  });

  it.each([
    ["bedrooms", -1, "Bedrooms must be 0 or more"],
    ["bathrooms", 0, "Bathrooms must be at least 1"],
    ["areaSqftMin", 0, "Minimum area must be at least 1 sqft"],
    ["areaSqftMax", 0, "Maximum area must be at least 1 sqft"],
    ["totalCountOfType", 0, "Total count must be at least 1"],
    ["indicativePriceFrom", -1, "Price must be 0 or more"],
    ["pricePsfFrom", -0.01, "Price PSF must be 0 or more"],
    ["pricePsfTo", -5, "Price PSF must be 0 or more"],
    ["maintenanceFeePsf", -0.01, "Maintenance fee must be 0 or more"],
    ["balconySqft", -1, "Balcony area must be 0 or more"],
    ["airConLedgeSqft", -1, "AC ledge area must be 0 or more"],
    ["householdShelterSqft", -1, "Household shelter area must be 0 or more"],
    ["floorRangeMin", 0, "Minimum floor must be at least 1"],
    ["floorRangeMax", 0, "Maximum floor must be at least 1"],
  ])("%s = %d -> '%s'", (field, value, message) => {
    const input: Record<string, unknown> = { ...valid, [field]: value };
    expect(fieldErrors(unitTypeSchema, input, field)).toEqual([message]);
  });

  it("lower bounds themselves are accepted", () => {
    const atBounds = {
      ...valid, bedrooms: 0, bathrooms: 1, areaSqftMin: 1, areaSqftMax: 1, totalCountOfType: 1, indicativePriceFrom: 0,
      pricePsfFrom: 0, pricePsfTo: 0, maintenanceFeePsf: 0, balconySqft: 0, airConLedgeSqft: 0, householdShelterSqft: 0,
      floorRangeMin: 1, floorRangeMax: 1,
    };
    expect(errorsOf(unitTypeSchema, atBounds)).toEqual({});
  });

  it("maximum area must be at least the minimum", () => {
    expect(fieldErrors(unitTypeSchema, { ...valid, areaSqftMin: 700, areaSqftMax: 699 }, "areaSqftMax")).toEqual([
      "Maximum area must be greater than or equal to minimum area",
    ]);
    expect(fieldErrors(unitTypeSchema, { ...valid, areaSqftMin: 700, areaSqftMax: 700 }, "areaSqftMax")).toEqual([]);
  });

  it("maximum floor must be at least the minimum when both are given", () => {
    expect(fieldErrors(unitTypeSchema, { ...valid, floorRangeMin: 10, floorRangeMax: 9 }, "floorRangeMax")).toEqual([
      "Maximum floor must be greater than or equal to minimum floor",
    ]);
    expect(fieldErrors(unitTypeSchema, { ...valid, floorRangeMax: 9 }, "floorRangeMax")).toEqual([]);
  });

  it("cross-field checks still show while other fields are invalid", () => {
    const errors = errorsOf(unitTypeSchema, { areaSqftMin: 700, areaSqftMax: 600 });
    expect(errors.areaSqftMax).toEqual([UNIT_TYPE_MESSAGES.areaMaxBelowMin]);
    expect(errors.name).toEqual([UNIT_TYPE_MESSAGES.nameRequired]);
  });

  it("facing directions are the eight compass points", () => {
    expect(FACING_DIRECTIONS).toEqual(["North", "South", "East", "West", "Northeast", "Northwest", "Southeast", "Southwest"]);
    expect(unitTypeSchema.parse({ ...valid, facingDirection: ["North", "Southeast"] }).facingDirection).toEqual(["North", "Southeast"]);
    expect(unitTypeSchema.safeParse({ ...valid, facingDirection: ["Up"] }).success).toBe(false);
  });

  it("parses a submitted form: one facing direction becomes a list, the study checkbox a boolean", () => {
    const result = submitForm(unitTypeSchema, {
      name: "2BR", buildingId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a82", bedrooms: "2", bathrooms: "2", areaSqftMin: "678", areaSqftMax: "700",
      totalCountOfType: "20", indicativePriceFrom: "1280000", facingDirection: "North", hasStudy: "on", floorRangeMin: "",
    });
    expect(result.errors).toEqual({});
    expect(result.value).toMatchObject({ facingDirection: ["North"], hasStudy: true, indicativePriceFrom: 1280000, floorRangeMin: undefined });
  });

  it("form defaults: 1 bedroom, 1 bathroom, 500–600 sqft, count 1; number steps", () => {
    expect(UNIT_TYPE_DEFAULTS).toMatchObject({ bedrooms: 1, bathrooms: 1, areaSqftMin: 500, areaSqftMax: 600, totalCountOfType: 1 });
    expect(STARTING_PRICE_STEP).toBe(1000);
    expect(MAINTENANCE_FEE_PSF_STEP).toBe(0.01);
  });

  it("the starting price is entered in dollars and stored in cents", () => {
    expect(dollarsToCents(1280000)).toBe(128000000);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(centsToDollars(128000000)).toBe(1280000);
  });

  it("states the no-buildings message", () => {
    expect(UNIT_TYPE_MESSAGES.noBuildings).toBe(
      "No buildings available. Please add at least one building before creating unit types.",
    );
  });

  it("names are at most 100 characters; unknown facing directions are named", () => {
    expect(fieldErrors(unitTypeSchema, { ...valid, name: "x".repeat(101) }, "name")).toEqual(["Unit type name must be 100 characters or fewer"]);
    expect(errorsOf(unitTypeSchema, { ...valid, facingDirection: ["Up"] })).toEqual({
      "facingDirection.0": ["Please choose facing directions from the list"],
    });
  });
});
