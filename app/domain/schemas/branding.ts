import * as z from "zod";
import { CUSTOM_CSS_MAX_LENGTH, sanitizeCustomCss } from "~/domain/custom-css";
import { booleanField, optionalUrl } from "~/domain/schemas/fields";

// The style vocabulary has no zod in it, so public pages can use it without shipping zod.
import {
  BRANDING_FONTS,
  BUTTON_STYLES,
  HEADER_STYLES,
  HEX_COLOUR_PATTERN,
  LAYOUT_STYLES,
  type BrandingFont,
  type ButtonStyle,
  type HeaderStyle,
  type LayoutStyle,
} from "~/domain/branding-style";

export {
  BRANDING_FONTS,
  BUTTON_RADIUS,
  BUTTON_STYLES,
  HEADER_STYLES,
  HEX_COLOUR_PATTERN,
  LAYOUT_PADDING,
  LAYOUT_STYLES,
  buttonRadius,
  layoutPadding,
  type BrandingFont,
  type ButtonStyle,
  type HeaderStyle,
  type LayoutStyle,
} from "~/domain/branding-style";

export type BrandingColours = {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  backgroundColor: string;
  textColor: string;
};

export const BRANDING_COLOUR_FIELDS = ["primaryColor", "secondaryColor", "accentColor", "backgroundColor", "textColor"] as const;

export type BrandingPreset = { name: string; colours: BrandingColours };

export const BRANDING_PRESETS: readonly BrandingPreset[] = [
  {
    name: "Blue Professional",
    colours: { primaryColor: "#3B82F6", secondaryColor: "#1E40AF", accentColor: "#06B6D4", backgroundColor: "#FFFFFF", textColor: "#1F2937" },
  },
  {
    name: "Green Nature",
    colours: { primaryColor: "#059669", secondaryColor: "#065F46", accentColor: "#84CC16", backgroundColor: "#F0FDF4", textColor: "#14532D" },
  },
  {
    name: "Purple Modern",
    colours: { primaryColor: "#8B5CF6", secondaryColor: "#5B21B6", accentColor: "#EC4899", backgroundColor: "#FAF5FF", textColor: "#1F2937" },
  },
  {
    name: "Orange Warm",
    colours: { primaryColor: "#F97316", secondaryColor: "#C2410C", accentColor: "#F59E0B", backgroundColor: "#FFFBEB", textColor: "#292524" },
  },
];

/** Reset applies this preset. */
export const RESET_PRESET = BRANDING_PRESETS[0];

export const BRANDING_DEFAULTS = {
  ...RESET_PRESET.colours,
  fontFamily: "Inter" as BrandingFont,
  headerStyle: "modern" as HeaderStyle,
  buttonStyle: "rounded" as ButtonStyle,
  layoutStyle: "standard" as LayoutStyle,
  logoUrl: undefined as string | undefined,
  customCss: undefined as string | undefined,
  isActive: true,
};

export const BRANDING_MESSAGES = {
  colourInvalid: "Please enter a valid hex colour (e.g. #3B82F6)",
  logoUrlInvalid: "Please enter a valid URL",
  customCssTooLong: `Custom CSS must be ${CUSTOM_CSS_MAX_LENGTH.toLocaleString("en-SG")} characters or fewer`,
  noRealtor: "Access Denied: You must be a registered realtor to access branding settings.",
} as const;

function hexColour(fallback: string) {
  return z
    .string()
    .trim()
    .regex(HEX_COLOUR_PATTERN, { error: BRANDING_MESSAGES.colourInvalid })
    // Stored as #RRGGBB: the database accepts only the six-digit form.
    .transform((value) => (value.length === 4 ? value.replace(/[0-9a-f]/gi, (d) => d + d) : value).toUpperCase())
    .default(fallback);
}

export const brandingSchema = z.object({
  primaryColor: hexColour(BRANDING_DEFAULTS.primaryColor),
  secondaryColor: hexColour(BRANDING_DEFAULTS.secondaryColor),
  accentColor: hexColour(BRANDING_DEFAULTS.accentColor),
  backgroundColor: hexColour(BRANDING_DEFAULTS.backgroundColor),
  textColor: hexColour(BRANDING_DEFAULTS.textColor),
  fontFamily: z.enum(BRANDING_FONTS).default(BRANDING_DEFAULTS.fontFamily),
  headerStyle: z.enum(HEADER_STYLES).default(BRANDING_DEFAULTS.headerStyle),
  buttonStyle: z.enum(BUTTON_STYLES).default(BRANDING_DEFAULTS.buttonStyle),
  layoutStyle: z.enum(LAYOUT_STYLES).default(BRANDING_DEFAULTS.layoutStyle),
  logoUrl: optionalUrl(BRANDING_MESSAGES.logoUrlInvalid),
  // Stored already sanitised; the public page sanitises again when it renders.
  customCss: z
    .string()
    .max(CUSTOM_CSS_MAX_LENGTH, { error: BRANDING_MESSAGES.customCssTooLong })
    .optional()
    .transform((css) => (css ? sanitizeCustomCss(css) : undefined)),
  isActive: booleanField(BRANDING_DEFAULTS.isActive),
});
export type BrandingData = z.output<typeof brandingSchema>;

/** The toasts of the branding editor (spec part 2 §8). */
export const BRANDING_TOASTS = {
  created: "Branding created successfully",
  updated: "Branding updated successfully",
  deleted: "Branding deleted successfully",
  createFailed: "Failed to create branding",
  updateFailed: "Failed to update branding",
  deleteFailed: "Failed to delete branding",
  logoUploaded: "Logo uploaded successfully",
  logoFailed: "Failed to upload logo",
} as const;

/** The CSS tab's starting point (spec part 2 §2.8). */
export const CUSTOM_CSS_TEMPLATE = `/* Custom CSS for your site.
   It is added after your colours, font and styles, so it can fine-tune them.
   Links to other websites (@import, url(https://...)) and scripts are removed when you save. */

/* Headings: slightly tighter letter spacing */
h1, h2, h3 {
  letter-spacing: -0.01em;
}

/* Links in your text: underline on hover */
main a:hover {
  text-decoration: underline;
}

/* Section spacing (the Layout style sets it; uncomment to fine-tune) */
/* :root { --layout-padding: 2.5rem; } */
`;
