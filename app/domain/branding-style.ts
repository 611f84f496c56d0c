/** The branding editor's style vocabulary (spec part 2 §3, §9), free of zod for public pages. */
export const BRANDING_FONTS = ["Inter", "Roboto", "Poppins", "Open Sans", "Lato", "Montserrat", "Source Sans Pro", "Nunito"] as const;
export type BrandingFont = (typeof BRANDING_FONTS)[number];

export function isBrandingFont(value: string | null | undefined): value is BrandingFont {
  return (BRANDING_FONTS as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The weights each font is self-hosted in (public/fonts/, decision record 020): body, semibold
 * and bold. Lato is cut without a 600, so its semibold text takes the 700.
 */
export const BRANDING_FONT_WEIGHTS: Readonly<Record<BrandingFont, readonly number[]>> = {
  Inter: [400, 600, 700],
  Roboto: [400, 600, 700],
  Poppins: [400, 600, 700],
  "Open Sans": [400, 600, 700],
  Lato: [400, 700],
  Montserrat: [400, 600, 700],
  "Source Sans Pro": [400, 600, 700],
  Nunito: [400, 600, 700],
};

/** The latin subset's file of one weight, named as @fontsource names it ("open-sans-latin-400-normal.woff2"). */
export function brandingFontFile(font: BrandingFont, weight: number): string {
  return `${font.toLowerCase().replaceAll(" ", "-")}-latin-${weight}-normal.woff2`;
}

export const HEADER_STYLES = ["modern", "classic", "minimal"] as const;
export type HeaderStyle = (typeof HEADER_STYLES)[number];

export const BUTTON_STYLES = ["rounded", "square", "pill"] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

export const LAYOUT_STYLES = ["standard", "compact", "expanded"] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];

export const BUTTON_RADIUS: Readonly<Record<ButtonStyle, string>> = {
  pill: "9999px",
  square: "0",
  rounded: "6px",
};

/** Unknown styles fall back to the ordinary rounding (spec part 2 §9: 'otherwise 6px'). */
export function buttonRadius(style: string | null | undefined): string {
  return style === "pill" || style === "square" ? BUTTON_RADIUS[style] : BUTTON_RADIUS.rounded;
}

export const LAYOUT_PADDING: Readonly<Record<LayoutStyle, string>> = {
  compact: "1rem",
  standard: "2rem",
  expanded: "3rem",
};

export function layoutPadding(style: string | null | undefined): string {
  return style === "compact" || style === "expanded" ? LAYOUT_PADDING[style] : LAYOUT_PADDING.standard;
}

export const HEX_COLOUR_PATTERN = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
