import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  estimatedWalkMinutes,
  nearestStations,
  railStationDatasetSchema,
  straightLineMetres,
  type RailStation,
} from "~/domain/rail-stations";
import { linesOfCodes } from "~/domain/rail-lines";

const dataset = railStationDatasetSchema.parse(JSON.parse(readFileSync(new URL("../../server/open-data/rail-stations.json", import.meta.url), "utf8")));

const station = (id: string, latitude: number, longitude: number, exits: RailStation["exits"] = []): RailStation => ({
  id,
  name: `${id} MRT Station`,
  type: "MRT",
  codes: ["NS1"],
  lines: ["North–South Line"],
  latitude,
  longitude,
  exits,
});

describe("the shipped station dataset", () => {
  it("is LTA's, under the Singapore Open Data Licence, with every station's codes, lines and position", () => {
    expect(dataset.licence).toBe("Singapore Open Data Licence version 1.0");
    expect(dataset.stations.length).toBeGreaterThan(150);
    expect(dataset.stations.every((entry) => entry.codes.length > 0 && entry.lines.length > 0)).toBe(true);
    expect(new Set(dataset.stations.map((entry) => entry.id)).size).toBe(dataset.stations.length);
    expect(dataset.stations.find((entry) => entry.id === "dhoby-ghaut-mrt-station")).toMatchObject({ codes: ["NS24", "NE6", "CC1"], lines: ["North–South Line", "North East Line", "Circle Line"] });
  });
});

describe("distances and walks", () => {
  it("a straight line is measured on the globe: Raffles Place to Orchard Road is about 3.1 km", () => {
    expect(straightLineMetres({ latitude: 1.284, longitude: 103.8514 }, { latitude: 1.304, longitude: 103.8318 })).toBeGreaterThan(3000);
    expect(straightLineMetres({ latitude: 1.284, longitude: 103.8514 }, { latitude: 1.304, longitude: 103.8318 })).toBeLessThan(3300);
  });

  it("a walk is 1.3 times the straight line at 80 m a minute, rounded up, never under a minute", () => {
    expect(estimatedWalkMinutes(400)).toBe(7);
    expect(estimatedWalkMinutes(0)).toBe(1);
    expect(estimatedWalkMinutes(1000)).toBe(17);
  });

  it("codes name their lines once each: the Changi branch is the East–West Line", () => {
    expect(linesOfCodes(["EW4", "CG1"])).toEqual(["East–West Line"]);
    expect(linesOfCodes(["PTC", "NE17"])).toEqual(["Punggol LRT", "North East Line"]);
  });
});

describe("nearest stations", () => {
  it("are measured to the nearest exit where the station has exits", () => {
    const middleCloser = station("middle", 1.302, 103.8);
    const exitCloser = station("exits", 1.31, 103.8, [{ code: "Exit A", latitude: 1.3005, longitude: 103.8 }]);
    const [first] = nearestStations({ latitude: 1.3, longitude: 103.8 }, [middleCloser, exitCloser]);
    expect(first.stationId).toBe("exits");
    expect(first.distanceKm).toBe(0.06);
  });

  it("are at most five within 2 km, and the nearest one alone when none is that near", () => {
    const six = Array.from({ length: 6 }, (_, index) => station(`s${index}`, 1.3 + index * 0.001, 103.8));
    expect(nearestStations({ latitude: 1.3, longitude: 103.8 }, six).map((entry) => entry.stationId)).toEqual(["s0", "s1", "s2", "s3", "s4"]);
    const far = [station("far", 1.4, 103.8), station("farther", 1.45, 103.8)];
    expect(nearestStations({ latitude: 1.3, longitude: 103.8 }, far).map((entry) => entry.stationId)).toEqual(["far"]);
  });
});
