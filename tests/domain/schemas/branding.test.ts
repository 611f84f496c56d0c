import { describe, expect, it } from "vitest";
import {
  BRANDING_DEFAULTS,
  BRANDING_FONTS,
  BRANDING_PRESETS,
  BUTTON_STYLES,
  HEADER_STYLES,
  LAYOUT_STYLES,
  RESET_PRESET,
  brandingSchema,
  buttonRadius,
  layoutPadding,
} from "~/domain/schemas/branding";
import { errorsOf, fieldErrors, submitForm } from "./form-parsing";

describe("branding (spec part 2 §3, §9)", () => {
  it("defaults are the spec's", () => {
    expect(BRANDING_DEFAULTS).toMatchObject({
      primaryColor: "#3B82F6",
      secondaryColor: "#1E40AF",
      accentColor: "#06B6D4",
      backgroundColor: "#FFFFFF",
      textColor: "#1F2937",
      fontFamily: "Inter",
      headerStyle: "modern",
      buttonStyle: "rounded",
      layoutStyle: "standard",
      isActive: true,
    });
  });

  it("lists the eight fonts and the header, button and layout styles", () => {
    expect(BRANDING_FONTS).toEqual(["Inter", "Roboto", "Poppins", "Open Sans", "Lato", "Montserrat", "Source Sans Pro", "Nunito"]);
    expect(HEADER_STYLES).toEqual(["modern", "classic", "minimal"]);
    expect(BUTTON_STYLES).toEqual(["rounded", "square", "pill"]);
    expect(LAYOUT_STYLES).toEqual(["standard", "compact", "expanded"]);
  });

  it("has four presets that each set all five colours; reset applies Blue Professional", () => {
    expect(BRANDING_PRESETS.map((preset) => preset.name)).toEqual(["Blue Professional", "Green Nature", "Purple Modern", "Orange Warm"]);
    for (const preset of BRANDING_PRESETS) {
      expect(Object.keys(preset.colours).sort()).toEqual(["accentColor", "backgroundColor", "primaryColor", "secondaryColor", "textColor"]);
      expect(brandingSchema.safeParse(preset.colours).success).toBe(true);
    }
    expect(RESET_PRESET.name).toBe("Blue Professional");
  });

  it("button radius: pill fully rounded, square 0, otherwise 6px", () => {
    expect(buttonRadius("pill")).toBe("9999px");
    expect(buttonRadius("square")).toBe("0");
    expect(buttonRadius("rounded")).toBe("6px");
    expect(buttonRadius("anything")).toBe("6px");
  });

  it("layout padding: compact 1rem, standard 2rem, expanded 3rem", () => {
    expect(layoutPadding("compact")).toBe("1rem");
    expect(layoutPadding("standard")).toBe("2rem");
    expect(layoutPadding("expanded")).toBe("3rem");
    expect(layoutPadding(null)).toBe("2rem");
  });

  it("colours must be hex and are stored as upper-case six-digit #RRGGBB", () => {
    expect(fieldErrors(brandingSchema, { primaryColor: "blue" }, "primaryColor")).toEqual(["Please enter a valid hex colour (e.g. #3B82F6)"]);
    expect(brandingSchema.parse({ primaryColor: "#abc" }).primaryColor).toBe("#AABBCC");
  });

  it("an empty form gives the defaults", () => {
    expect(brandingSchema.parse({})).toMatchObject({ ...RESET_PRESET.colours, fontFamily: "Inter", isActive: true });
  });

  it("refuses fonts and styles outside the lists", () => {
    expect(Object.keys(errorsOf(brandingSchema, { fontFamily: "Comic Sans", buttonStyle: "round" })).sort()).toEqual(["buttonStyle", "fontFamily"]);
  });

  it("custom CSS is sanitised when saved and capped at 20,000 characters", () => {
    expect(brandingSchema.parse({ customCss: ".a{color:red}</style><script>" }).customCss).toBe(".a{color:red}/style>script>");
    expect(fieldErrors(brandingSchema, { customCss: "a".repeat(20_001) }, "customCss")).toEqual([
      "Custom CSS must be 20,000 characters or fewer",
    ]);
  });

  it("is_active can be switched off with an explicit 'false'", () => {
    expect(submitForm(brandingSchema, { isActive: "false" }).value).toMatchObject({ isActive: false });
  });

  it("a typed logo URL must be a URL or an uploaded path", () => {
    expect(fieldErrors(brandingSchema, { logoUrl: "logo" }, "logoUrl")).toEqual(["Please enter a valid URL"]);
    expect(brandingSchema.parse({ logoUrl: "/uploads/logo.webp" }).logoUrl).toBe("/uploads/logo.webp");
  });
});
