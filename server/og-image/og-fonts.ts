import { readFile } from "node:fs/promises";
import path from "node:path";
import { isBrandingFont, type BrandingFont } from "~/domain/branding-style";

/** The link preview's two weights: body text and headings. Every branding font has both. */
export const OG_FONT_WEIGHTS = [400, 700] as const;
type OgFontWeight = (typeof OG_FONT_WEIGHTS)[number];

const DEFAULT_FONT: BrandingFont = "Inter";

/** The latin subset's woff file of one weight, as @fontsource names it ("inter-latin-700-normal.woff"). */
export function ogFontFile(font: BrandingFont, weight: number): string {
  return `${font.toLowerCase().replaceAll(" ", "-")}-latin-${weight}-normal.woff`;
}

export interface OgFont {
  name: string;
  data: Buffer;
  weight: OgFontWeight;
  style: "normal";
}

// Read once per font and process: the files are committed (scripts/copy-brand-fonts.ts) and the
// server runs from the project's root.
const loaded = new Map<BrandingFont, Promise<OgFont[]>>();

/** The site's branding font in both weights, or the theme's Inter when it has none. */
export function ogFonts(fontFamily: string | null | undefined): Promise<OgFont[]> {
  const font = isBrandingFont(fontFamily) ? fontFamily : DEFAULT_FONT;
  let fonts = loaded.get(font);
  if (!fonts) {
    fonts = Promise.all(
      OG_FONT_WEIGHTS.map(async (weight) => ({
        name: font,
        data: await readFile(path.resolve("server/og-image/fonts", ogFontFile(font, weight))),
        weight,
        style: "normal" as const,
      })),
    );
    loaded.set(font, fonts);
  }
  return fonts;
}
