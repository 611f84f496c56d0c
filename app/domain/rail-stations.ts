import * as z from "zod";

/**
 * Singapore's MRT and LRT stations as the platform ships them (decision record 149): built from
 * LTA's published station and exit files by `npm run open-data:stations`, read by the server and
 * checked against this schema when it loads.
 */
const point = { latitude: z.number().min(1.1).max(1.5), longitude: z.number().min(103.5).max(104.5) };

export const railStationSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  type: z.enum(["MRT", "LRT"]),
  codes: z.array(z.string().min(1)).min(1),
  lines: z.array(z.string().min(1)).min(1),
  ...point,
  exits: z.array(z.object({ code: z.string().min(1), ...point })),
});
export type RailStation = z.output<typeof railStationSchema>;

export const railStationDatasetSchema = z.object({
  title: z.string().min(1),
  source: z.string().min(1),
  /** The date the source files were published, 'YYYY-MM-DD'. */
  version: z.iso.date(),
  licence: z.string().min(1),
  attribution: z.string().min(1),
  /** The short credit on the public project map, beside the tiles' credit. */
  mapCredit: z.string().min(1),
  stations: z.array(railStationSchema).min(1),
});
export type RailStationDataset = z.output<typeof railStationDatasetSchema>;

/** The lines of the station of this name in the dataset ('Clementi MRT Station', any case); none when unknown. */
export function linesOfStationNamed(name: string, stations: readonly RailStation[]): string[] {
  const wanted = name.trim().toLowerCase();
  return stations.find((station) => station.name.toLowerCase() === wanted)?.lines ?? [];
}

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METRES = 6_371_000;

/** Great-circle distance in metres. */
export function straightLineMetres(a: Position, b: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}

/**
 * A walk is longer than the straight line: streets, crossings and the way round a block. Singapore
 * walkability studies put the detour at 1.2–1.4 times the straight line; 1.3 at 80 m a minute
 * (4.8 km/h) is the estimate (decision record 149).
 */
export const WALK_DETOUR_FACTOR = 1.3;
export const WALKING_METRES_PER_MINUTE = 80;

export function estimatedWalkMinutes(straightMetres: number): number {
  return Math.max(1, Math.ceil((straightMetres * WALK_DETOUR_FACTOR) / WALKING_METRES_PER_MINUTE));
}

export interface StationProposal {
  stationId: string;
  name: string;
  type: "MRT" | "LRT";
  codes: string[];
  lines: string[];
  /** Straight line to the nearest exit (or the station where the source has no exits), in km to 2 places. */
  distanceKm: number;
  walkingTimeMinutes: number;
  latitude: number;
  longitude: number;
}

/** A proposal next to what the Transport tab already lists under the same name. */
export interface StationProposalView extends StationProposal {
  /** new: not listed; listed: listed at this distance; moved: listed at another distance (the project moved, or was typed by hand). */
  standing: "new" | "listed" | "moved";
}

/** What Location Management's proposals panel reads: the nearest stations and the dataset they come from. */
export interface StationProposals {
  proposals: StationProposalView[];
  dataset: { title: string; version: string; attribution: string };
}

/** Stations within 2 km are proposed, at most five; with none that near, the nearest one. */
export const PROPOSAL_RADIUS_METRES = 2000;
export const PROPOSAL_LIMIT = 5;

/** The distance to a station is to its nearest exit: that is where the walk ends. */
function metresToStation(position: Position, station: RailStation): number {
  const points = station.exits.length > 0 ? station.exits : [station];
  return Math.min(...points.map((point) => straightLineMetres(position, point)));
}

export function nearestStations(position: Position, stations: readonly RailStation[]): StationProposal[] {
  const ranked = stations
    .map((station) => ({ station, metres: metresToStation(position, station) }))
    .sort((a, b) => a.metres - b.metres || a.station.name.localeCompare(b.station.name));
  const near = ranked.filter((entry) => entry.metres <= PROPOSAL_RADIUS_METRES).slice(0, PROPOSAL_LIMIT);
  return (near.length > 0 ? near : ranked.slice(0, 1)).map(({ station, metres }) => ({
    stationId: station.id,
    name: station.name,
    type: station.type,
    codes: station.codes,
    lines: station.lines,
    distanceKm: Math.round(metres / 10) / 100,
    walkingTimeMinutes: estimatedWalkMinutes(metres),
    latitude: station.latitude,
    longitude: station.longitude,
  }));
}
