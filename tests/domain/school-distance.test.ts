import { describe, expect, it } from "vitest";
import { groupSchoolsByBand, schoolBand } from "~/domain/school-distance";

describe("school distance bands (Primary 1 registration)", () => {
  it("1 km exactly is within 1 km; 2 km exactly is 1–2 km; beyond is beyond", () => {
    expect(schoolBand(0)).toBe("within-1km");
    expect(schoolBand(1)).toBe("within-1km");
    expect(schoolBand(1.01)).toBe("1-2km");
    expect(schoolBand(2)).toBe("1-2km");
    expect(schoolBand(2.01)).toBe("beyond-2km");
  });

  it("groups nearest band first, each nearest first, and leaves empty bands out", () => {
    const groups = groupSchoolsByBand([
      { name: "C", distanceKm: 1.6 },
      { name: "A", distanceKm: 0.9 },
      { name: "B", distanceKm: 0.4 },
    ]);
    expect(groups.map((group) => [group.label, group.schools.map((school) => school.name)])).toEqual([
      ["Within 1 km", ["B", "A"]],
      ["1–2 km", ["C"]],
    ]);
  });
});
