import * as z from "zod";
import { optionalText, recordId, requiredText } from "~/domain/schemas/fields";
import { PROJECT_MESSAGES } from "~/domain/schemas/project";

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
  distanceMax: "Distance must be 999 km or less",
  notFound: "Location entry not found",
  minutesMin: "Time must be 0 or more",
  mapPosition: "Enter the map position as latitude, longitude in Singapore, such as 1.3048, 103.8318",
  stationsRequired: "Choose at least one station",
  stationUnknown: "That station is not among the nearest ones any more; reload the page",
  positionRequired: "Set the project's map position first: the nearest stations are measured from it",
} as const;

/** Singapore with its islands, a little beyond: a position outside is a typing slip or the wrong place. */
const SINGAPORE_BOUNDS = { south: 1.1, north: 1.5, west: 103.5, east: 104.5 } as const;

export interface MapPosition {
  latitude: number;
  longitude: number;
}

/**
 * A position as people copy it from a map ("1.30480, 103.83180", or with a space between):
 * null for anything else, or a place outside Singapore (decision record 108).
 */
export function parseMapPosition(text: string): MapPosition | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*(?:,|\s)\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  const inside = latitude >= SINGAPORE_BOUNDS.south && latitude <= SINGAPORE_BOUNDS.north && longitude >= SINGAPORE_BOUNDS.west && longitude <= SINGAPORE_BOUNDS.east;
  return inside ? { latitude, longitude } : null;
}

/** The position as the form shows it again; null when there is none. */
export function formatMapPosition(latitude: number | null, longitude: number | null): string | null {
  return latitude === null || longitude === null ? null : `${latitude}, ${longitude}`;
}

/** Optional: an entry without one is listed on the public page but not plotted on its map. */
const mapPosition = z
  .string({ error: LOCATION_MESSAGES.mapPosition })
  .optional()
  .transform((text, context): MapPosition | undefined => {
    if (text === undefined || text.trim() === "") return undefined;
    const position = parseMapPosition(text);
    if (position) return position;
    context.addIssue({ code: "custom", message: LOCATION_MESSAGES.mapPosition });
    return z.NEVER;
  });

const distanceKm = z
  .number({ error: LOCATION_MESSAGES.distanceMin })
  .min(0, { error: LOCATION_MESSAGES.distanceMin })
  .max(999, { error: LOCATION_MESSAGES.distanceMax });

const optionalMinutes = z
  .number({ error: LOCATION_MESSAGES.minutesMin })
  .int({ error: LOCATION_MESSAGES.minutesMin })
  .min(0, { error: LOCATION_MESSAGES.minutesMin })
  .optional();

export const schoolSchema = z.object({
  schoolName: requiredText(LOCATION_MESSAGES.schoolNameRequired),
  schoolType: z.enum(SCHOOL_TYPES, { error: LOCATION_MESSAGES.schoolTypeRequired }),
  distanceKm,
  mapPosition,
});
export type SchoolData = z.output<typeof schoolSchema>;

export const transportSchema = z.object({
  name: requiredText(LOCATION_MESSAGES.transportNameRequired),
  transportType: z.enum(TRANSPORT_TYPES, { error: LOCATION_MESSAGES.transportTypeRequired }),
  distanceKm,
  walkingTimeMinutes: optionalMinutes,
  mapPosition,
});
export type TransportData = z.output<typeof transportSchema>;

export const amenitySchema = z.object({
  name: requiredText(LOCATION_MESSAGES.amenityNameRequired),
  amenityType: z.enum(AMENITY_TYPES, { error: LOCATION_MESSAGES.amenityTypeRequired }),
  distanceKm,
  walkingTimeMinutes: optionalMinutes,
  drivingTimeMinutes: optionalMinutes,
  description: optionalText(1000),
  mapPosition,
});
export type AmenityData = z.output<typeof amenitySchema>;

export const keyDistanceSchema = z.object({
  destinationName: requiredText(LOCATION_MESSAGES.destinationRequired),
  distanceKm,
  drivingTimeMinutes: optionalMinutes,
  publicTransportTimeMinutes: optionalMinutes,
});
export type KeyDistanceData = z.output<typeof keyDistanceSchema>;

/** The four tabs of Location Management, each a table of its own. */
export const LOCATION_KINDS = ["schools", "transport", "amenities", "keyDistances"] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const LOCATION_ENTRY_SCHEMAS = {
  schools: schoolSchema,
  transport: transportSchema,
  amenities: amenitySchema,
  keyDistances: keyDistanceSchema,
} as const;

export interface LocationEntryInputs {
  schools: SchoolData;
  transport: TransportData;
  amenities: AmenityData;
  keyDistances: KeyDistanceData;
}

/** What a tab is called and how its one entry is named in dialogs and toasts. */
export const LOCATION_KIND_TEXT: Readonly<Record<LocationKind, { tab: string; noun: string; plural: string }>> = {
  schools: { tab: "Schools", noun: "School", plural: "schools" },
  transport: { tab: "Transport", noun: "Transport", plural: "transport links" },
  amenities: { tab: "Amenities", noun: "Amenity", plural: "amenities" },
  keyDistances: { tab: "Key Distances", noun: "Key Distance", plural: "key distances" },
};

export function locationToasts(kind: LocationKind) {
  const noun = LOCATION_KIND_TEXT[kind].noun;
  const lower = noun.toLowerCase();
  return {
    created: `${noun} added successfully`,
    updated: `${noun} updated successfully`,
    deleted: `${noun} deleted successfully`,
    createFailed: `Failed to add ${lower}`,
    updateFailed: `Failed to update ${lower}`,
    deleteFailed: `Failed to delete ${lower}`,
  };
}

/** Add (no id) or edit (with the id) of one entry of a tab. */
export function locationEntrySchema<K extends LocationKind>(kind: K) {
  return LOCATION_ENTRY_SCHEMAS[kind].extend({ projectId: recordId(), id: recordId().optional() });
}

/** An edit: the entry's id is required. */
export function locationUpdateSchema<K extends LocationKind>(kind: K) {
  return LOCATION_ENTRY_SCHEMAS[kind].extend({ projectId: recordId(), id: recordId() });
}

/** The dialogs' and the action's schemas, one per tab. */
export const LOCATION_FORM_SCHEMAS = {
  schools: locationEntrySchema("schools"),
  transport: locationEntrySchema("transport"),
  amenities: locationEntrySchema("amenities"),
  keyDistances: locationEntrySchema("keyDistances"),
};

export const locationEntryIdSchema = z.object({ id: recordId() });

/** The type a tab's entries are filtered by ('All Types' is none); key distances have none. */
export function locationEntryType(kind: LocationKind, entry: Record<string, unknown>): string | null {
  const field = kind === "schools" ? "schoolType" : kind === "transport" ? "transportType" : kind === "amenities" ? "amenityType" : null;
  const value = field ? entry[field] : null;
  return typeof value === "string" ? value : null;
}

/** The name a tab's search matches. */
export function locationEntryName(kind: LocationKind, entry: Record<string, unknown>): string {
  const value = kind === "schools" ? entry.schoolName : kind === "keyDistances" ? entry.destinationName : entry.name;
  return typeof value === "string" ? value : "";
}

/** Part 3 §2: schools and transport search name or type; amenities name plus the type filter; key distances the destination. */
export function filterLocationEntries<T extends object>(kind: LocationKind, entries: readonly T[], search: string, type: string | null): T[] {
  const needle = search.trim().toLowerCase();
  return entries.filter((entry) => {
    const record = entry as Record<string, unknown>;
    const entryType = locationEntryType(kind, record);
    if (type && entryType !== type) return false;
    if (!needle) return true;
    const searchable = [locationEntryName(kind, record), kind === "amenities" || kind === "keyDistances" ? "" : (entryType ?? "")];
    return searchable.some((text) => text.toLowerCase().includes(needle));
  });
}

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

/** 'Add selected stations' on the Transport tab: station ids of the open-data proposals (decision record 149). */
export const stationProposalsSchema = z.object({
  projectId: recordId(PROJECT_MESSAGES.notFound),
  stationIds: z
    .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string().regex(/^[a-z0-9-]{1,80}$/, { error: LOCATION_MESSAGES.stationUnknown })))
    .pipe(z.array(z.string()).min(1, { error: LOCATION_MESSAGES.stationsRequired }).max(10, { error: LOCATION_MESSAGES.stationUnknown })),
});
export type StationProposalsInput = z.output<typeof stationProposalsSchema>;
