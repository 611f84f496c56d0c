import { describe, expect, it } from "vitest";
import { bedroomsText, facingText, floorsText, maintenanceFeeText, priceRangeText, psfRangeText } from "~/domain/unit-type-text";

describe("how a unit type reads", () => {
  it("layout: studio, bedrooms with study, baths", () => {
    expect(bedroomsText({ bedrooms: 0, bathrooms: 1, hasStudy: false })).toBe("Studio · 1 Bath");
    expect(bedroomsText({ bedrooms: 2, bathrooms: 2, hasStudy: true })).toBe("2 Bedrooms + Study · 2 Baths");
  });

  it("PSF from cents: a range, one end, or the spec's N/A", () => {
    expect(psfRangeText(185_000, 210_050)).toBe("S$ 1,850 – 2,100.5 psf");
    expect(psfRangeText(185_000, null)).toBe("S$ 1,850 psf");
    expect(psfRangeText(null, 210_000)).toBe("S$ 2,100 psf");
    expect(psfRangeText(null, null)).toBe("N/A");
  });

  it("maintenance fee from cents, floors and facing; nothing when unknown", () => {
    expect(maintenanceFeeText(35)).toBe("S$0.35 psf / month");
    expect(maintenanceFeeText(null)).toBeNull();
    expect(floorsText(3, 18)).toBe("Floors 3 – 18");
    expect(floorsText(12, 12)).toBe("Floor 12");
    expect(floorsText(12, null)).toBe("Floor 12 and above");
    expect(floorsText(null, 8)).toBe("Up to floor 8");
    expect(floorsText(null, null)).toBeNull();
    expect(facingText(["North", "Southeast"])).toBe("Facing North, Southeast");
    expect(facingText([])).toBeNull();
  });

  it("the summary's price range, compact", () => {
    expect(priceRangeText(122_400_000, 314_300_000)).toBe("S$1.22M – S$3.14M");
    expect(priceRangeText(128_800_000, 128_800_000)).toBe("S$1.28M");
    expect(priceRangeText(null, null)).toBeNull();
  });
});
