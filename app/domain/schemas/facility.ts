import * as z from "zod";
import { booleanField, optionalText, recordId, requiredText } from "~/domain/schemas/fields";

export const FACILITY_MESSAGES = {
  capacityMin: "Capacity must be 0 or more",
  facilityRequired: "Facility is required",
  projectRequired: "Project is required",
  noFacilities: "No facilities available",
  noFacilitiesHint: "Contact your administrator to add facility options",
  nameRequired: "Facility name is required",
  nameTaken: "A facility with this name already exists",
  iconInvalid: "Please choose an icon from the list",
  notSelected: "This facility is not selected for the project",
  notFound: "Facility not found",
} as const;

/** Refused delete of an option some projects still offer: untick it there first (decision record 107). */
export function facilityOptionInUseMessage(projects: number): string {
  return `This facility is offered by ${projects} ${projects === 1 ? "project" : "projects"}: untick it there before deleting it`;
}

/** Part 3 §8 toasts: 'Failed to add facility: {message}' is the title with the message under it. */
export const FACILITY_TOASTS = {
  added: "Facility added to project",
  removed: "Facility removed from project",
  addFailed: "Failed to add facility",
  removeFailed: "Failed to remove facility",
  detailsSaved: "Facility details updated successfully",
  detailsFailed: "Failed to update facility details",
  optionCreated: "Facility option created successfully",
  optionFailed: "Failed to create facility option",
  optionUpdated: "Facility option updated successfully",
  optionUpdateFailed: "Failed to update facility option",
  optionDeleted: "Facility option deleted successfully",
  optionDeleteFailed: "Failed to delete facility option",
} as const;

/** Part 3 §2: the icon keys an administrator chooses from, 'default' for anything else. */
export const FACILITY_ICON_KEYS = ["pool", "gym", "bbq", "security", "parking", "garden", "default"] as const;
export type FacilityIconKey = (typeof FACILITY_ICON_KEYS)[number];

export const FACILITY_ICON_LABELS: Readonly<Record<FacilityIconKey, string>> = {
  pool: "Pool",
  gym: "Gym",
  bbq: "BBQ",
  security: "Security",
  parking: "Parking",
  garden: "Garden",
  default: "Default",
};

export const facilityDetailsSchema = z.object({
  description: optionalText(2000),
  operatingHours: optionalText(200),
  capacity: z
    .number({ error: FACILITY_MESSAGES.capacityMin })
    .int({ error: FACILITY_MESSAGES.capacityMin })
    .min(0, { error: FACILITY_MESSAGES.capacityMin })
    .optional(),
  specifications: optionalText(2000),
  maintenanceSchedule: optionalText(500),
  bookingRequired: booleanField(),
  ageRestrictions: optionalText(200),
  additionalCharges: optionalText(200),
});
export type FacilityDetailsData = z.output<typeof facilityDetailsSchema>;

/** Checking or unchecking a facility of a project. */
export const projectFacilitySchema = z.object({
  projectId: recordId(FACILITY_MESSAGES.projectRequired),
  facilityId: recordId(FACILITY_MESSAGES.facilityRequired),
});
export type ProjectFacilityData = z.output<typeof projectFacilitySchema>;

/** Configure Details of a selected facility. */
export const projectFacilityDetailsSchema = facilityDetailsSchema.extend(projectFacilitySchema.shape);
export type ProjectFacilityDetailsData = z.output<typeof projectFacilityDetailsSchema>;

/** A facility option of the shared list (administrators add them; part 3 §2 'contact your administrator'). */
export const facilityOptionSchema = z.object({
  name: requiredText(FACILITY_MESSAGES.nameRequired).max(80, { error: "Facility name must be 80 characters or fewer" }),
  iconClass: z.enum(FACILITY_ICON_KEYS, { error: FACILITY_MESSAGES.iconInvalid }).default("default"),
  description: optionalText(500),
});
export type FacilityOptionData = z.output<typeof facilityOptionSchema>;

/** Renaming an option, or changing its icon or description, for every project that offers it. */
export const updateFacilityOptionSchema = facilityOptionSchema.extend({ id: recordId(FACILITY_MESSAGES.facilityRequired) });
export type UpdateFacilityOptionData = z.output<typeof updateFacilityOptionSchema>;

export const deleteFacilityOptionSchema = z.object({ id: recordId(FACILITY_MESSAGES.facilityRequired) });
export type DeleteFacilityOptionData = z.output<typeof deleteFacilityOptionSchema>;

// The icon vocabulary has no zod in it, so the public project page can use it without zod.
export { facilityIcon, type FacilityIcon } from "~/domain/facility-icon";
