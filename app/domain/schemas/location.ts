import * as z from "zod";
import { optionalText, requiredText } from "~/domain/schemas/fields";

export const SCHOOL_TYPES = ["Primary", "Secondary", "JC", "Polytechnic", "University", "International"] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const TRANSPORT_TYPES = ["MRT", "LRT", "Bus", "Highway"] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

export const AMENITY_TYPES = [
  "Shopping Mall", "Hospital", "Clinic", "Park", "Recreation", "Religious",
  "Government", "Food Court", "Market", "Bank", "Post Office",
] as const;
export type AmenityType = (typeof AMENITY_TYPES)[number];

export const POPULAR_DESTINATIONS = [
  "Raffles Place (CBD)",
  "Orchard Road",
  "Marina Bay Sands",
  "Changi Airport",
  "Jurong East",
  "Singapore General Hospital",
  "NUS",
  "one-north",
  "Woodlands Checkpoint",
  "Sentosa",
] as const;

/** Suggestions for the neighbourhood field of the project wizard. */
export const NEIGHBOURHOODS = [
  "Ang Mo Kio", "Bedok", "Bishan", "Bukit Batok", "Bukit Merah", "Bukit Panjang",
  "Bukit Timah", "Choa Chu Kang", "Clementi", "Geylang", "Holland Village", "Hougang",
  "Jurong East", "Jurong West", "Kallang", "Katong", "Marine Parade", "Newton",
  "Novena", "Orchard", "Pasir Ris", "Punggol", "Queenstown", "River Valley",
  "Sengkang", "Serangoon", "Tampines", "Tanjong Pagar", "Toa Payoh", "Woodlands",
] as const;

/** Number inputs: distances step 0.1 from 0; minutes from 0. */
export const DISTANCE_STEP_KM = 0.1;

export const LOCATION_MESSAGES = {
  schoolNameRequired: "School name is required",
  schoolTypeRequired: "School type is required",
  transportNameRequired: "Name is required",
  transportTypeRequired: "Transport type is required",
  amenityNameRequired: "Name is required",
  amenityTypeRequired: "Amenity type is required",
  destinationRequired: "Destination name is required",
  distanceMin: "Distance must be 0 or more",
  minutesMin: "Time must be 0 or more",
} as const;

const distanceKm = z
  .number({ error: LOCATION_MESSAGES.distanceMin })
  .min(0, { error: LOCATION_MESSAGES.distanceMin });

const optionalMinutes = z
  .number({ error: LOCATION_MESSAGES.minutesMin })
  .int({ error: LOCATION_MESSAGES.minutesMin })
  .min(0, { error: LOCATION_MESSAGES.minutesMin })
  .optional();

export const schoolSchema = z.object({
  schoolName: requiredText(LOCATION_MESSAGES.schoolNameRequired),
  schoolType: z.enum(SCHOOL_TYPES, { error: LOCATION_MESSAGES.schoolTypeRequired }),
  distanceKm,
});
export type SchoolData = z.output<typeof schoolSchema>;

export const transportSchema = z.object({
  name: requiredText(LOCATION_MESSAGES.transportNameRequired),
  transportType: z.enum(TRANSPORT_TYPES, { error: LOCATION_MESSAGES.transportTypeRequired }),
  distanceKm,
  walkingTimeMinutes: optionalMinutes,
});
export type TransportData = z.output<typeof transportSchema>;

export const amenitySchema = z.object({
  name: requiredText(LOCATION_MESSAGES.amenityNameRequired),
  amenityType: z.enum(AMENITY_TYPES, { error: LOCATION_MESSAGES.amenityTypeRequired }),
  distanceKm,
  walkingTimeMinutes: optionalMinutes,
  drivingTimeMinutes: optionalMinutes,
  description: optionalText(1000),
});
export type AmenityData = z.output<typeof amenitySchema>;

export const keyDistanceSchema = z.object({
  destinationName: requiredText(LOCATION_MESSAGES.destinationRequired),
  distanceKm,
  drivingTimeMinutes: optionalMinutes,
  publicTransportTimeMinutes: optionalMinutes,
});
export type KeyDistanceData = z.output<typeof keyDistanceSchema>;

export type KeyDistanceColour = "green" | "yellow" | "red";

/** Up to 15 minutes green, up to 30 yellow, above 30 red. */
export function keyDistanceColour(minutes: number): KeyDistanceColour {
  if (minutes <= 15) return "green";
  if (minutes <= 30) return "yellow";
  return "red";
}

export const KEY_DISTANCE_COLOUR_CLASSES: Readonly<Record<KeyDistanceColour, string>> = {
  green: "bg-green-100 text-green-800",
  yellow: "bg-yellow-100 text-yellow-800",
  red: "bg-red-100 text-red-800",
};
