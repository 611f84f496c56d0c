/**
 * Builds server/open-data/rail-stations.json from LTA DataMall's two station files (decision
 * record 149):
 *   npm run open-data:stations -- [--exits FILE] [--stations FILE] [--version YYYY-MM-DD] [--out FILE]
 * --exits: "Train Station Exit Point" as GeoJSON in WGS84 (properties stn_name, exit_code);
 * --stations: "Train Station" as JSON records (STN_NAME, STN_NO such as "NS24/NE6/CC1").
 * A station's position is the middle of its exits; a station without exits is left out and named.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { linesOfCodes } from "../app/domain/rail-lines";
import { railStationDatasetSchema, type RailStation } from "../app/domain/rail-stations";

const here = path.dirname(new URL(import.meta.url).pathname);
const openData = path.join(here, "../server/open-data");

const { values } = parseArgs({
  options: {
    exits: { type: "string", default: path.join(openData, "lta/train-station-exits.geojson") },
    stations: { type: "string", default: path.join(openData, "lta/train-stations.json") },
    version: { type: "string", default: "2022-11-18" },
    out: { type: "string", default: path.join(openData, "rail-stations.json") },
  },
});

interface ExitFeature {
  geometry: { coordinates: [number, number, ...number[]] };
  properties: { stn_name: string; exit_code: string };
}
interface StationRecord {
  STN_NAME: string;
  STN_NO: string;
}

/** Names LTA writes in capitals whose proper spelling is not plain title case. */
const PROPER_NAMES: Record<string, string> = { HARBOURFRONT: "HarbourFront", "ONE-NORTH": "one-north", MACPHERSON: "MacPherson" };

function properName(upper: string): string {
  const match = /^(.*) (MRT|LRT) STATION$/.exec(upper.trim());
  if (!match) throw new Error(`Unexpected station name: ${upper}`);
  const place = PROPER_NAMES[match[1]] ?? match[1].toLowerCase().replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase());
  return `${place} ${match[2]} Station`;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const round = (value: number) => Math.round(value * 1e6) / 1e6;

const exits = (JSON.parse(readFileSync(values.exits, "utf8")) as { features: ExitFeature[] }).features;
const records = JSON.parse(readFileSync(values.stations, "utf8")) as StationRecord[];

const codesByName = new Map<string, Set<string>>();
for (const record of records) {
  const name = record.STN_NAME.trim();
  const codes = codesByName.get(name) ?? new Set<string>();
  for (const code of record.STN_NO.split("/")) if (code.trim()) codes.add(code.trim());
  codesByName.set(name, codes);
}

const exitsByName = new Map<string, RailStation["exits"]>();
for (const feature of exits) {
  const name = feature.properties.stn_name.trim();
  const [longitude, latitude] = feature.geometry.coordinates;
  const list = exitsByName.get(name) ?? [];
  const code = feature.properties.exit_code.trim();
  if (!list.some((exit) => exit.code === code)) list.push({ code, latitude: round(latitude), longitude: round(longitude) });
  exitsByName.set(name, list);
}

const stations: RailStation[] = [];
const withoutExits: string[] = [];
for (const [upper, codes] of [...codesByName].sort(([a], [b]) => a.localeCompare(b))) {
  const stationExits = exitsByName.get(upper);
  if (!stationExits?.length) {
    withoutExits.push(upper);
    continue;
  }
  const name = properName(upper);
  stations.push({
    id: slug(name),
    name,
    type: upper.endsWith("LRT STATION") ? "LRT" : "MRT",
    codes: [...codes],
    lines: linesOfCodes([...codes]),
    latitude: round(stationExits.reduce((sum, exit) => sum + exit.latitude, 0) / stationExits.length),
    longitude: round(stationExits.reduce((sum, exit) => sum + exit.longitude, 0) / stationExits.length),
    exits: stationExits.sort((a, b) => a.code.localeCompare(b.code, "en", { numeric: true })),
  });
}

const dataset = railStationDatasetSchema.parse({
  title: "MRT and LRT stations",
  source: "LTA DataMall: Train Station and Train Station Exit Point (static geospatial datasets)",
  version: values.version,
  licence: "Singapore Open Data Licence version 1.0",
  attribution: "Contains information from Train Station and Train Station Exit Point accessed from LTA DataMall, made available under the terms of the Singapore Open Data Licence version 1.0",
  mapCredit: "Stations: LTA DataMall, Singapore Open Data Licence",
  stations,
});
writeFileSync(values.out, `${JSON.stringify(dataset, null, 1)}\n`);
console.log(`${stations.length} stations, ${stations.reduce((sum, s) => sum + s.exits.length, 0)} exits written to ${values.out}`);
if (withoutExits.length) console.log(`Left out, no exits in the source: ${withoutExits.join(", ")}`);
