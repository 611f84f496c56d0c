import { describe, expect, it } from "vitest";
import { hasMapPosition, isMapStation } from "~/domain/project-map-places";
import { TRANSPORT_TYPES } from "~/domain/schemas/location";

// Decision record 108: the project map draws schools and rail stations that have both coordinates.
describe("what the project map draws", () => {
  it("draws MRT and LRT stations, and lists bus stops and highways only", () => {
    expect(TRANSPORT_TYPES.filter(isMapStation)).toEqual(["MRT", "LRT"]);
  });

  it("needs both coordinates", () => {
    expect(hasMapPosition({ latitude: 1.3, longitude: 103.8 })).toBe(true);
    expect(hasMapPosition({ latitude: 1.3, longitude: null })).toBe(false);
    expect(hasMapPosition({ latitude: null, longitude: 103.8 })).toBe(false);
  });
});
