/**
 * WCAG contrast arithmetic shared by the public pages (which make brand colours readable) and the
 * branding editor (which warns before a realtor saves colours that would not read).
 */

/** WCAG 2 AA for normal text. */
export const WCAG_AA_TEXT = 4.5;

/**
 * White text on a brand fill, and brand text on white or a light brand tint, must reach WCAG AA.
 * 5.2:1 against white leaves room for the 10% tints the pages use behind brand text.
 */
export const MIN_CONTRAST_ON_WHITE = 5.2;

export const DEFAULT_BACKGROUND = "#ffffff";
export const DEFAULT_TEXT = "#0f172a";

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

/** '4.23:1': two decimals, cut rather than rounded, so a failing ratio never reads as 4.50. */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
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
  const readable = contrastRatio(background, text) >= WCAG_AA_TEXT && contrastRatio(text, "#ffffff") >= MIN_CONTRAST_ON_WHITE;
  return readable ? { background, text } : { background: DEFAULT_BACKGROUND, text: DEFAULT_TEXT };
}

export interface BrandingContrast {
  /** The text colour on the background colour. */
  text: { ratio: number; passes: boolean; onWhite: number; siteFallsBack: boolean };
  /** White button text on the primary colour. */
  button: { ratio: number; passes: boolean; siteShows: string };
}

/**
 * What the branding editor warns about, measured as WCAG AA, and what the public site will do
 * with the colours (the rules above): the editor says both before anything is saved.
 */
export function brandingContrast(colours: { primaryColor: string; backgroundColor: string; textColor: string }): BrandingContrast {
  const background = colours.backgroundColor.toLowerCase();
  const text = colours.textColor.toLowerCase();
  const primary = colours.primaryColor.toLowerCase();
  const textRatio = contrastRatio(background, text);
  const buttonRatio = contrastRatio(primary, "#ffffff");
  return {
    text: {
      ratio: textRatio,
      passes: textRatio >= WCAG_AA_TEXT,
      onWhite: contrastRatio(text, "#ffffff"),
      siteFallsBack: readableTextPair(background, text).text !== text,
    },
    button: { ratio: buttonRatio, passes: buttonRatio >= WCAG_AA_TEXT, siteShows: readableOnWhite(primary) },
  };
}
