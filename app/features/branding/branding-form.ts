import type { useForm } from "@conform-to/react";
import type * as z from "zod";
import type { SiteBranding } from "~/domain/branding-read-models";
import { BRANDING_COLOUR_FIELDS, BRANDING_DEFAULTS, HEX_COLOUR_PATTERN, type brandingSchema } from "~/domain/schemas/branding";

/** The editor's fields as the form holds them: strings, as they are posted. */
export type BrandingFormValues = Record<keyof SiteBranding, string>;

export type BrandingFormFields = ReturnType<typeof useForm<z.input<typeof brandingSchema>, z.output<typeof brandingSchema>>>[1];

/** A stored branding row (or nothing: the spec's defaults) as the form's starting values. */
export function brandingFormValues(stored: SiteBranding | null): BrandingFormValues {
  const source = stored ?? { ...BRANDING_DEFAULTS, logoUrl: null, customCss: null };
  return {
    primaryColor: source.primaryColor,
    secondaryColor: source.secondaryColor,
    accentColor: source.accentColor,
    backgroundColor: source.backgroundColor,
    textColor: source.textColor,
    fontFamily: source.fontFamily,
    headerStyle: source.headerStyle,
    buttonStyle: source.buttonStyle,
    layoutStyle: source.layoutStyle,
    logoUrl: source.logoUrl ?? "",
    customCss: source.customCss ?? "",
  };
}

/** The form's current values over its starting ones (a field not yet touched keeps its start). */
export function currentValues(initial: BrandingFormValues, value: unknown): BrandingFormValues {
  const current = (typeof value === "object" && value !== null ? value : {}) as Partial<Record<keyof BrandingFormValues, unknown>>;
  const result = { ...initial };
  for (const key of Object.keys(initial) as (keyof BrandingFormValues)[]) {
    const field = current[key];
    if (typeof field === "string") result[key] = field;
    else if (key in current) result[key] = "";
  }
  return result;
}

export function sameValues(a: BrandingFormValues, b: BrandingFormValues): boolean {
  return (Object.keys(a) as (keyof BrandingFormValues)[]).every((key) =>
    BRANDING_COLOUR_FIELDS.includes(key as (typeof BRANDING_COLOUR_FIELDS)[number]) ? a[key].toUpperCase() === b[key].toUpperCase() : a[key] === b[key],
  );
}

/** '#abc' -> '#aabbcc', as the colour picker wants it; null for anything that is not a hex colour. */
export function sixDigitHex(value: string): string | null {
  const trimmed = value.trim();
  if (!HEX_COLOUR_PATTERN.test(trimmed)) return null;
  const digits = trimmed.slice(1);
  return `#${(digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits).toLowerCase()}`;
}
