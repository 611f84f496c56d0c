import type { AmenityData, KeyDistanceData, MapPosition, SchoolData, SchoolType, TransportData } from "~/domain/schemas/location";
import type { StoredValues } from "~/domain/stored-values";

/**
 * What a project's location reads: the entries `server/services/projects/project-location.ts`
 * and the project page return and the components render, inferred from the location schemas
 * and declared once here because components may not import from `server/`.
 */

/** Where an entry is on the map; null when not known (listed, not plotted). */
type StoredPosition = { [K in keyof MapPosition]: MapPosition[K] | null };

/** The schema's fields as stored: an id, the map position as two columns, what the form leaves empty null. */
type StoredEntry<T> = { id: string } & StoredValues<Omit<T, "mapPosition">> & ("mapPosition" extends keyof T ? StoredPosition : unknown);

export interface NearbySchool extends Omit<StoredEntry<SchoolData>, "schoolType"> {
  /** Null on a row stored before the type was required. */
  schoolType: SchoolType | null;
}
export type NearbyTransport = StoredEntry<TransportData>;
export type NearbyAmenity = StoredEntry<AmenityData>;
export type KeyDistance = StoredEntry<KeyDistanceData>;

/** A project's four lists of the Location page (part 3 §3). */
export interface LocationEntries {
  schools: NearbySchool[];
  transport: NearbyTransport[];
  amenities: NearbyAmenity[];
  keyDistances: KeyDistance[];
}
