import { describe, expect, it } from "vitest";
import {
  AMENITY_TYPES,
  NEIGHBOURHOODS,
  POPULAR_DESTINATIONS,
  SCHOOL_TYPES,
  TRANSPORT_TYPES,
  amenitySchema,
  keyDistanceColour,
  keyDistanceSchema,
  schoolSchema,
  transportSchema,
  formatMapPosition,
  parseMapPosition,
} from "~/domain/schemas/location";
import { errorsOf, fieldErrors } from "./form-parsing";

describe("location lists (spec part 3 §9)", () => {
  it("school, transport and amenity types", () => {
    expect(SCHOOL_TYPES).toEqual(["Primary", "Secondary", "JC", "Polytechnic", "University", "International"]);
    expect(TRANSPORT_TYPES).toEqual(["MRT", "LRT", "Bus", "Highway"]);
    expect(AMENITY_TYPES).toEqual([
      "Shopping Mall", "Hospital", "Clinic", "Park", "Recreation", "Religious", "Government", "Food Court", "Market", "Bank", "Post Office",
    ]);
  });

  it("ten popular destinations", () => {
    expect(POPULAR_DESTINATIONS).toEqual([
      "Raffles Place (CBD)", "Orchard Road", "Marina Bay Sands", "Changi Airport", "Jurong East",
      "Singapore General Hospital", "NUS", "one-north", "Woodlands Checkpoint", "Sentosa",
    ]);
  });

  it("thirty distinct neighbourhood suggestions", () => {
    expect(NEIGHBOURHOODS).toHaveLength(30);
    expect(new Set(NEIGHBOURHOODS).size).toBe(30);
  });
});

describe("location records", () => {
  it("school needs a name, a listed type and a distance of 0 or more", () => {
    expect(errorsOf(schoolSchema, { schoolType: "College", distanceKm: -0.1 })).toEqual({
      schoolName: ["School name is required"],
      schoolType: ["School type is required"],
      distanceKm: ["Distance must be 0 or more"],
    });
    expect(schoolSchema.safeParse({ schoolName: "Raffles Girls' School", schoolType: "Secondary", distanceKm: 0 }).success).toBe(true);
  });

  it("transport walking minutes are 0 or more", () => {
    expect(fieldErrors(transportSchema, { name: "Orchard MRT", transportType: "MRT", distanceKm: 0.4, walkingTimeMinutes: -1 }, "walkingTimeMinutes")).toEqual([
      "Time must be 0 or more",
    ]);
    expect(fieldErrors(transportSchema, { name: "Orchard MRT", transportType: "MRT", distanceKm: 0.4 }, "transportType")).toEqual([]);
    expect(fieldErrors(transportSchema, { name: "x", transportType: "Tram", distanceKm: 1 }, "transportType")).toEqual(["Transport type is required"]);
  });

  it("amenity needs a listed type", () => {
    expect(fieldErrors(amenitySchema, { name: "ION", amenityType: "Mall", distanceKm: 1 }, "amenityType")).toEqual(["Amenity type is required"]);
    expect(amenitySchema.safeParse({ name: "ION", amenityType: "Shopping Mall", distanceKm: 0.3, drivingTimeMinutes: 2 }).success).toBe(true);
  });

  it("transport and amenity names are required", () => {
    expect(fieldErrors(transportSchema, { transportType: "Bus", distanceKm: 1 }, "name")).toEqual(["Name is required"]);
    expect(fieldErrors(amenitySchema, { amenityType: "Park", distanceKm: 1 }, "name")).toEqual(["Name is required"]);
  });

  it("key distance needs a destination name", () => {
    expect(fieldErrors(keyDistanceSchema, { distanceKm: 3 }, "destinationName")).toEqual(["Destination name is required"]);
  });

  it.each([
    [0, "green"],
    [15, "green"],
    [16, "yellow"],
    [30, "yellow"],
    [31, "red"],
  ])("key distance of %i minutes is %s (green ≤15, yellow ≤30, red above)", (minutes, colour) => {
    expect(keyDistanceColour(minutes)).toBe(colour);
  });
});

describe("map positions (decision record 108)", () => {
  it("reads a position as maps copy it, comma or space between, and shows it back the same way", () => {
    expect(parseMapPosition("1.30480, 103.83180")).toEqual({ latitude: 1.3048, longitude: 103.8318 });
    expect(parseMapPosition("1.3048 103.8318")).toEqual({ latitude: 1.3048, longitude: 103.8318 });
    expect(parseMapPosition(formatMapPosition(1.2834, 103.8607)!)).toEqual({ latitude: 1.2834, longitude: 103.8607 });
    expect(formatMapPosition(null, 103.8)).toBeNull();
  });

  it("knows nothing outside Singapore, nor latitude and longitude the wrong way round", () => {
    for (const text of ["", "1.3", "1.3,", "48.8584, 2.2945", "103.8318, 1.3048", "-1.3048, 103.8318", "1.3048, 103.8318 N"]) expect(parseMapPosition(text)).toBeNull();
  });
});
