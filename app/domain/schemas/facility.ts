import * as z from "zod";
import { booleanField, optionalText, requiredText } from "~/domain/schemas/fields";

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
  projectId: requiredText(FACILITY_MESSAGES.projectRequired),
  facilityId: requiredText(FACILITY_MESSAGES.facilityRequired),
});
export type ProjectFacilityData = z.output<typeof projectFacilitySchema>;

export type FacilityIcon = "waves" | "dumbbell" | "flame" | "shield" | "car" | "trees" | "home";

// Two vocabularies reach us: the icon names of the public page (part 1) and the keys of the
// admin screen (part 3). Both map to one icon name.
const FACILITY_ICONS: Readonly<Record<string, FacilityIcon>> = {
  waves: "waves",
  pool: "waves",
  dumbbell: "dumbbell",
  gym: "dumbbell",
  bbq: "flame",
  shield: "shield",
  security: "shield",
  car: "car",
  parking: "car",
  trees: "trees",
  garden: "trees",
  home: "home",
};

/** The icon for a facility's icon_class ('pool', 'fa-dumbbell', ...); 'home' when unknown. */
export function facilityIcon(iconClass: string | null | undefined): FacilityIcon {
  const key = (iconClass ?? "").trim().toLowerCase();
  if (FACILITY_ICONS[key]) return FACILITY_ICONS[key];
  const word = Object.keys(FACILITY_ICONS).find((name) => key.includes(name));
  return word ? FACILITY_ICONS[word] : "home";
}
