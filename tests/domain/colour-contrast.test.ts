import { describe, expect, it } from "vitest";
import { BRANDING_PRESETS } from "~/domain/schemas/branding";
import { brandingContrast, contrastRatio, formatContrastRatio, readableOnWhite } from "~/domain/colour-contrast";

describe("WCAG AA contrast warnings of the branding editor", () => {
  it("measures contrast as WCAG does: black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#3B82F6", "#3b82f6")).toBeCloseTo(1, 5);
  });

  it("shows the ratio with two decimals, never rounded up past the AA line", () => {
    expect(formatContrastRatio(21)).toBe("21.00:1");
    expect(formatContrastRatio(4.4999)).toBe("4.49:1");
    expect(formatContrastRatio(contrastRatio("#3B82F6", "#ffffff"))).toBe("3.67:1");
  });

  it("white button text on Blue Professional's #3B82F6 fails AA, and says the shade the site will show", () => {
    const { button } = brandingContrast(BRANDING_PRESETS[0].colours);
    expect(button.passes).toBe(false);
    expect(button.ratio).toBeLessThan(4.5);
    expect(button.siteShows).toBe(readableOnWhite("#3b82f6"));
    expect(contrastRatio(button.siteShows, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("a dark primary carries white text and is shown as chosen", () => {
    const { button } = brandingContrast({ primaryColor: "#1E40AF", backgroundColor: "#FFFFFF", textColor: "#1F2937" });
    expect(button).toMatchObject({ passes: true, siteShows: "#1e40af" });
  });

  it("every preset's text reads on its background", () => {
    for (const preset of BRANDING_PRESETS) {
      const { text } = brandingContrast(preset.colours);
      expect(text.passes, preset.name).toBe(true);
      expect(text.siteFallsBack, preset.name).toBe(false);
    }
  });

  it("grey text on white fails AA with its ratio, and the site falls back to its default text", () => {
    const { text } = brandingContrast({ primaryColor: "#1E40AF", backgroundColor: "#FFFFFF", textColor: "#9CA3AF" });
    expect(text.passes).toBe(false);
    expect(formatContrastRatio(text.ratio)).toBe("2.53:1");
    expect(text.siteFallsBack).toBe(true);
  });

  it("light text on a dark background passes AA there, but the site still falls back: the text colour is also used on white cards", () => {
    const { text } = brandingContrast({ primaryColor: "#1E40AF", backgroundColor: "#111827", textColor: "#F9FAFB" });
    expect(text.passes).toBe(true);
    expect(text.onWhite).toBeLessThan(4.5);
    expect(text.siteFallsBack).toBe(true);
  });
});
