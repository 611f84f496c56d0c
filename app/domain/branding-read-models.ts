import type { BrandingData } from "~/domain/schemas/branding";
import type { StoredValues } from "~/domain/stored-values";

/**
 * What reads a realtor's branding: the look `server/tenancy.ts` and `server/services/branding.ts`
 * return and the pages and the editor render, inferred from the branding schema and declared
 * once here because components may not import from `server/`.
 */

type StoredBranding = StoredValues<Omit<BrandingData, "isActive">>;

/**
 * The look a site is rendered with: the branding schema's fields as stored, the on/off switch
 * aside (no logo or custom CSS is null). Every value is read as text: the page checks each one
 * before it reaches the style sheet.
 */
export type SiteBranding = { [K in keyof StoredBranding]: null extends StoredBranding[K] ? string | null : string };
