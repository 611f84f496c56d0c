import * as z from "zod";
import { POSTAL_CODE_PATTERN } from "~/domain/singapore";
import { optionalText, recordId } from "~/domain/schemas/fields";

export const BUILDING_MESSAGES = {
  numberInvalid: "Please enter a valid building number",
  postalCodeInvalid: "Please enter a valid 6-digit Singapore postal code",
  requiredForUnitTypes: "At least one building is required before creating unit types",
} as const;

/** The success and failure toasts of part 3 §8. */
export const BUILDING_TOASTS = {
  created: "Building created successfully",
  updated: "Building updated successfully",
  deleted: "Building deleted successfully",
  createFailed: "Failed to create building",
  updateFailed: "Failed to update building",
  deleteFailed: "Failed to delete building",
} as const;

/** Form-level duplicate within one project's list. */
export function buildingNumberExistsMessage(buildingNumber: number): string {
  return `Building number ${buildingNumber} already exists`;
}

/** Refusal by the service when another building of the project has the number. */
export function buildingNumberTakenMessage(buildingNumber: number): string {
  return `Building number ${buildingNumber} already exists for this project`;
}

export function buildingInUseMessage(unitTypeCount: number): string {
  return `Cannot delete building: ${unitTypeCount} unit type(s) are assigned to this building. Please reassign or delete the unit types first.`;
}

export const buildingSchema = z.object({
  buildingNumber: z
    .number({ error: BUILDING_MESSAGES.numberInvalid })
    .int({ error: BUILDING_MESSAGES.numberInvalid })
    .min(1, { error: BUILDING_MESSAGES.numberInvalid }),
  buildingAddress: optionalText(300),
  postalCode: z
    .string({ error: BUILDING_MESSAGES.postalCodeInvalid })
    .trim()
    .regex(POSTAL_CODE_PATTERN, { error: BUILDING_MESSAGES.postalCodeInvalid }),
});
export type BuildingData = z.output<typeof buildingSchema>;

/** Index of every building whose number repeats an earlier one in the list. */
export function duplicateBuildingIndexes(buildings: readonly { buildingNumber: number }[]): number[] {
  const seen = new Set<number>();
  const duplicates: number[] = [];
  buildings.forEach((building, index) => {
    if (seen.has(building.buildingNumber)) duplicates.push(index);
    seen.add(building.buildingNumber);
  });
  return duplicates;
}

/** A list of buildings submitted with a project: each valid, numbers unique. */
export const buildingListSchema = z.array(buildingSchema).superRefine((buildings, ctx) => {
  for (const index of duplicateBuildingIndexes(buildings)) {
    ctx.addIssue({
      code: "custom",
      message: buildingNumberExistsMessage(buildings[index].buildingNumber),
      path: [index, "buildingNumber"],
    });
  }
});

/** Add Building on an existing project. */
export const createBuildingSchema = buildingSchema.extend({ projectId: recordId() });
export type CreateBuildingData = z.output<typeof createBuildingSchema>;

/** Edit of one building. */
export const updateBuildingSchema = buildingSchema.extend({ id: recordId() });
export type UpdateBuildingData = z.output<typeof updateBuildingSchema>;

export const buildingIdSchema = z.object({ id: recordId() });
