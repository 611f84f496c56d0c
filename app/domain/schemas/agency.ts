import * as z from "zod";
import { optionalUrl, requiredText } from "~/domain/schemas/fields";

export const AGENCY_STATUSES = ["pending", "active", "suspended", "inactive"] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

export const AGENCY_MESSAGES = {
  nameRequired: "Agency name is required",
  logoUrlInvalid: "Please enter a valid URL",
} as const;

export const agencySchema = z.object({
  name: requiredText(AGENCY_MESSAGES.nameRequired).max(200, { error: "Agency name must be 200 characters or fewer" }),
  logoUrl: optionalUrl(AGENCY_MESSAGES.logoUrlInvalid),
});
export type AgencyData = z.output<typeof agencySchema>;

/** Status active counts as approved (spec part 1 §3). */
export function isAgencyApproved(status: string | null | undefined): boolean {
  return status === "active";
}
