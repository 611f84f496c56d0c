import { sanitizeCustomCss } from "~/domain/custom-css";
import {
  BRANDING_FONT_WEIGHTS,
  HEX_COLOUR_PATTERN,
  brandingFontFile,
  buttonRadius,
  isBrandingFont,
  layoutPadding,
  type BrandingFont,
} from "~/domain/branding-style";
import type { SiteBranding } from "~/domain/site-context";

const THEME_COLOUR = "#059669";
const DEFAULT_SECONDARY = "#047857";
const DEFAULT_ACCENT = "#10b981";

/**
 * White text on a brand fill, and brand text on white or a light brand tint, must reach WCAG AA
 * (4.5:1). 5.2:1 against white leaves room for the 10% tints the pages use behind brand text.
 */
const MIN_CONTRAST_ON_WHITE = 5.2;
const MIN_TEXT_CONTRAST = 4.5;
const DEFAULT_BACKGROUND = "#ffffff";
const DEFAULT_TEXT = "#0f172a";

/** @fontsource's latin subset: a page whose text is all outside it downloads no font file. */
const LATIN_UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  let digits = hex.slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join("");
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colour, darkened just enough to carry white text and to read as text on white. */
export function readableOnWhite(hex: string): string {
  const rgb = parseHex(hex);
  for (let step = 0; step <= 20; step++) {
    const shade = toHex(rgb.map((channel) => channel * (1 - step * 0.05)) as Rgb);
    if (contrastRatio(shade, "#ffffff") >= MIN_CONTRAST_ON_WHITE) return shade;
  }
  return "#000000";
}

/**
 * The site's text colour is the theme's slate-800/900 (app/app.css), so it sits on the chosen
 * background, on white cards, and as the fill under white text: it must read against all three.
 */
export function readableTextPair(background: string, text: string): { background: string; text: string } {
  const readable =
    contrastRatio(background, text) >= MIN_TEXT_CONTRAST && contrastRatio(text, "#ffffff") >= MIN_CONTRAST_ON_WHITE;
  return readable ? { background, text } : { background: DEFAULT_BACKGROUND, text: DEFAULT_TEXT };
}

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

function colour(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? "";
  return HEX_COLOUR_PATTERN.test(trimmed) ? trimmed.toLowerCase() : fallback;
}

/**
 * The site's colours, font, button radius and layout padding as CSS custom properties on :root
 * (dialogs portalled to <body> get them too), the chosen font's @font-face rules, then the
 * realtor's custom CSS (last, so it can override), sanitised again
 * on output. Every value is validated here: a stored value never reaches the style sheet
 * unchecked. Brand colours are darkened where needed to keep text readable (decision record
 * 'accessible-brand-colours'); the theme colour meta tag keeps #059669.
 */
export function brandingStyleSheet(branding: SiteBranding | null): string {
  const primary = readableOnWhite(colour(branding?.primaryColor, THEME_COLOUR));
  const secondary = readableOnWhite(colour(branding?.secondaryColor, DEFAULT_SECONDARY));
  const variables = [`--brand-primary:${primary}`, `--brand-secondary:${secondary}`];
  const rules: string[] = [];
  if (branding) {
    const { background, text } = readableTextPair(
      colour(branding.backgroundColor, DEFAULT_BACKGROUND),
      colour(branding.textColor, DEFAULT_TEXT),
    );
    const font = isBrandingFont(branding.fontFamily) ? branding.fontFamily : null;
    if (font) rules.push(fontFaces(font));
    variables.push(
      `--brand-accent:${colour(branding.accentColor, DEFAULT_ACCENT)}`,
      `--brand-background:${background}`,
      `--brand-text:${text}`,
      `--brand-font:${font ? `"${font}", ` : ""}var(--font-sans)`,
      `--radius-button:${buttonRadius(branding.buttonStyle)}`,
      `--layout-padding:${layoutPadding(branding.layoutStyle)}`,
    );
  }
  const custom = sanitizeCustomCss(branding?.customCss).trim();
  if (custom) rules.push(custom);
  return [`:root{${variables.join(";")}}`, ...rules].join("\n");
}
