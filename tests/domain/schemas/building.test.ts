import { describe, expect, it } from "vitest";
import {
  BUILDING_MESSAGES,
  buildingInUseMessage,
  buildingListSchema,
  buildingNumberExistsMessage,
  buildingNumberTakenMessage,
  buildingSchema,
  duplicateBuildingIndexes,
} from "~/domain/schemas/building";
import { fieldErrors } from "./form-parsing";

const building = { buildingNumber: 1, buildingAddress: "1 Orchard Blvd", postalCode: "248649" };

describe("buildings (spec part 3 §5)", () => {
  it("building number at least 1: 'Please enter a valid building number'", () => {
    expect(fieldErrors(buildingSchema, { ...building, buildingNumber: 0 }, "buildingNumber")).toEqual(["Please enter a valid building number"]);
    expect(fieldErrors(buildingSchema, { ...building, buildingNumber: undefined }, "buildingNumber")).toEqual([
      BUILDING_MESSAGES.numberInvalid,
    ]);
    expect(fieldErrors(buildingSchema, { ...building, buildingNumber: 1 }, "buildingNumber")).toEqual([]);
  });

  it.each([
    ["12345", ["Please enter a valid 6-digit Singapore postal code"]],
    ["123456", []],
    ["1234567", ["Please enter a valid 6-digit Singapore postal code"]],
    ["", ["Please enter a valid 6-digit Singapore postal code"]],
  ])("postal code %j (required, 6 digits) -> %j", (postalCode, messages) => {
    expect(fieldErrors(buildingSchema, { ...building, postalCode }, "postalCode")).toEqual(messages);
  });

  it("a list refuses repeated building numbers", () => {
    expect(buildingListSchema.safeParse([building, { ...building, buildingNumber: 2 }]).success).toBe(true);
    expect(buildingListSchema.safeParse([building, building]).success).toBe(false);
  });

  it("service messages name the number or the count", () => {
    expect(buildingNumberTakenMessage(3)).toBe("Building number 3 already exists for this project");
    expect(buildingInUseMessage(2)).toBe(
      "Cannot delete building: 2 unit type(s) are assigned to this building. Please reassign or delete the unit types first.",
    );
    expect(BUILDING_MESSAGES.requiredForUnitTypes).toBe("At least one building is required before creating unit types");
  });

  it("flags every repeat of an earlier building number", () => {
    expect(duplicateBuildingIndexes([{ buildingNumber: 1 }, { buildingNumber: 2 }, { buildingNumber: 1 }, { buildingNumber: 1 }])).toEqual([2, 3]);
    expect(buildingListSchema.safeParse([building, building]).error?.issues[0]).toMatchObject({
      path: [1, "buildingNumber"],
      message: buildingNumberExistsMessage(1),
    });
  });
});
