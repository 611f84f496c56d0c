import { HEX_COLOUR_PATTERN } from "~/domain/branding-style";
import { readableOnWhite } from "~/domain/colour-contrast";

const THEME_COLOUR = "#059669";
const DEFAULT_SECONDARY = "#047857";

/** A stored colour when it is a hex colour (lower case), else the fallback: a stored value is never used unchecked. */
export function brandingColour(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? "";
  return HEX_COLOUR_PATTERN.test(trimmed) ? trimmed.toLowerCase() : fallback;
}

/**
 * The site's primary and secondary colours as its pages and link previews show them: the theme's
 * without branding, darkened where white text on them or they on white would not read.
 */
export function brandColours(branding: { primaryColor: string | null; secondaryColor: string | null } | null): { primary: string; secondary: string } {
  return {
    primary: readableOnWhite(brandingColour(branding?.primaryColor, THEME_COLOUR)),
    secondary: readableOnWhite(brandingColour(branding?.secondaryColor, DEFAULT_SECONDARY)),
  };
}
