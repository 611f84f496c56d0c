import { sanitizeCustomCss } from "~/domain/custom-css";
import { BRANDING_FONTS, HEX_COLOUR_PATTERN, buttonRadius, layoutPadding } from "~/domain/branding-style";
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

function colour(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? "";
  return HEX_COLOUR_PATTERN.test(trimmed) ? trimmed.toLowerCase() : fallback;
}

/**
 * The site's colours, font, button radius and layout padding as CSS custom properties on :root
 * (dialogs portalled to <body> get them too), then the realtor's custom CSS, sanitised again
 * on output. Every value is validated here: a stored value never reaches the style sheet
 * unchecked. Brand colours are darkened where needed to keep text readable (decision record
 * 'accessible-brand-colours'); the theme colour meta tag keeps #059669.
 */
export function brandingStyleSheet(branding: SiteBranding | null): string {
  const primary = readableOnWhite(colour(branding?.primaryColor, THEME_COLOUR));
  const secondary = readableOnWhite(colour(branding?.secondaryColor, DEFAULT_SECONDARY));
  const variables = [`--brand-primary:${primary}`, `--brand-secondary:${secondary}`];
  if (branding) {
    const background = colour(branding.backgroundColor, "#ffffff");
    const text = colour(branding.textColor, "#0f172a");
    const readable = contrastRatio(background, text) >= MIN_TEXT_CONTRAST;
    const font = (BRANDING_FONTS as readonly string[]).includes(branding.fontFamily) ? `"${branding.fontFamily}", ` : "";
    variables.push(
      `--brand-accent:${colour(branding.accentColor, DEFAULT_ACCENT)}`,
      `--brand-background:${readable ? background : "#ffffff"}`,
      `--brand-text:${readable ? text : "#0f172a"}`,
      `--brand-font:${font}var(--font-sans)`,
      `--radius-button:${buttonRadius(branding.buttonStyle)}`,
      `--layout-padding:${layoutPadding(branding.layoutStyle)}`,
    );
  }
  const custom = sanitizeCustomCss(branding?.customCss).trim();
  return `:root{${variables.join(";")}}${custom ? `\n${custom}` : ""}`;
}
