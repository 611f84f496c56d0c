/** The branding editor's style vocabulary (spec part 2 §3, §9), free of zod for public pages. */
export const BRANDING_FONTS = ["Inter", "Roboto", "Poppins", "Open Sans", "Lato", "Montserrat", "Source Sans Pro", "Nunito"] as const;
export type BrandingFont = (typeof BRANDING_FONTS)[number];

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
