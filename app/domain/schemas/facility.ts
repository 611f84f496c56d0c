import * as z from "zod";
import { booleanField, optionalText, recordId } from "~/domain/schemas/fields";

export const FACILITY_MESSAGES = {
  capacityMin: "Capacity must be 0 or more",
  facilityRequired: "Facility is required",
  projectRequired: "Project is required",
  noFacilities: "No facilities available",
  noFacilitiesHint: "Contact your administrator to add facility options",
} as const;

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

// The icon vocabulary has no zod in it, so the public project page can use it without zod.
export { facilityIcon, type FacilityIcon } from "~/domain/facility-icon";
