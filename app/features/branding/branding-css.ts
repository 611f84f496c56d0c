import { sanitizeCustomCss } from "~/domain/custom-css";
import {
  BRANDING_FONT_WEIGHTS,
  brandingFontFile,
  buttonRadius,
  isBrandingFont,
  layoutPadding,
  type BrandingFont,
} from "~/domain/branding-style";
import { DEFAULT_BACKGROUND, DEFAULT_TEXT, readableTextPair } from "~/domain/colour-contrast";
import type { SiteBranding } from "~/domain/branding-read-models";
import { brandColours, brandingColour } from "~/domain/brand-colours";

const DEFAULT_ACCENT = "#10b981";

/** @fontsource's latin subset: a page whose text is all outside it downloads no font file. */
const LATIN_UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** The chosen font's self-hosted faces (public/fonts/, decision record 020): a page loads only its own font. */
function fontFaces(font: BrandingFont): string {
  return BRANDING_FONT_WEIGHTS[font]
    .map(
      (weight) =>
        `@font-face{font-family:"${font}";font-style:normal;font-weight:${weight};font-display:swap;` +
        `src:url(/fonts/${brandingFontFile(font, weight)}) format("woff2");unicode-range:${LATIN_UNICODE_RANGE}}`,
    )
    .join("\n");
}

/**
 * The site's colours, font, button radius and layout padding as CSS custom properties on :root
 * (dialogs portalled to <body> get them too) and the chosen font's @font-face rules, on every
 * page of the site. Every value is validated here: a stored value never reaches the style sheet
 * unchecked. Brand colours are darkened where needed to keep text readable (decision record
 * 'accessible-brand-colours'); the theme colour meta tag keeps #059669.
 */
export function brandingStyleSheet(branding: SiteBranding | null): string {
  const { primary, secondary } = brandColours(branding);
  const variables = [`--brand-primary:${primary}`, `--brand-secondary:${secondary}`];
  const rules: string[] = [];
  if (branding) {
    const { background, text } = readableTextPair(
      brandingColour(branding.backgroundColor, DEFAULT_BACKGROUND),
      brandingColour(branding.textColor, DEFAULT_TEXT),
    );
    const font = isBrandingFont(branding.fontFamily) ? branding.fontFamily : null;
    if (font) rules.push(fontFaces(font));
    variables.push(
      `--brand-accent:${brandingColour(branding.accentColor, DEFAULT_ACCENT)}`,
      `--brand-background:${background}`,
      `--brand-text:${text}`,
      `--brand-font:${font ? `"${font}", ` : ""}var(--font-sans)`,
      `--radius-button:${buttonRadius(branding.buttonStyle)}`,
      `--layout-padding:${layoutPadding(branding.layoutStyle)}`,
    );
  }
  return [`:root{${variables.join(";")}}`, ...rules].join("\n");
}

/**
 * The realtor's custom CSS, sanitised again on output: for the site's public pages only, after
 * the branding style sheet so it can override. Pages say they are public with the route handle
 * of app/components/public-page.ts; account pages and dashboards never get it (issue 30 item 10).
 */
export function customStyleSheet(branding: SiteBranding | null): string {
  return sanitizeCustomCss(branding?.customCss).trim();
}
