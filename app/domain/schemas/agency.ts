import * as z from "zod";
import { optionalText, optionalUrl, recordId, requiredText } from "~/domain/schemas/fields";

export const AGENCY_STATUSES = ["pending", "active", "suspended", "inactive"] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

/** Tabs of the agency list, in order. */
export const AGENCY_TABS = ["all", "active", "pending", "suspended"] as const;
export const AGENCY_SORTS = ["name", "created", "realtors"] as const;

export const AGENCY_MESSAGES = {
  nameRequired: "Agency name is required",
  nameTaken: "An agency with this name already exists",
  logoUrlInvalid: "Please enter a valid URL",
  licenceNumberInvalid: "Please enter a CEA licence number such as L3008022J",
  notFound: "Agency not found",
  hasRealtors: (count: number) =>
    `Cannot delete agency: ${count} realtor${count === 1 ? "" : "s"} still belong${count === 1 ? "s" : ""} to it. Move or remove them first.`,
  approveNotFound: "Agency not found or you do not have permission to approve it",
  rejectNotFound: "Agency not found or you do not have permission to reject it",
  notPending: "This agency is not waiting for approval",
} as const;

/** The spec's toasts (part 2 §8). */
export const AGENCY_TOASTS = {
  created: "Agency created successfully",
  updated: "Agency updated successfully",
  deleted: "Agency deleted successfully",
  approved: "Agency approved successfully",
  rejected: "Agency rejected successfully",
  createFailed: "Failed to create agency",
  updateFailed: "Failed to update agency",
  deleteFailed: "Failed to delete agency",
  approveFailed: "Failed to approve agency",
  rejectFailed: "Failed to reject agency",
} as const;

/** What the approve and reject confirmations say will happen. */
export const AGENCY_DECISION_TEXTS = {
  approve: "Its realtors can then be approved and their sites published.",
  reject: "The agency is suspended. You can say why below.",
} as const;

/** A CEA estate agent licence: L, seven digits and a check letter (L3008022J); stored upper-case. */
export const AGENCY_LICENCE_PATTERN = /^L\d{7}[A-Z]$/i;

export const agencySchema = z.object({
  name: requiredText(AGENCY_MESSAGES.nameRequired).max(200, { error: "Agency name must be 200 characters or fewer" }),
  logoUrl: optionalUrl(AGENCY_MESSAGES.logoUrlInvalid),
  licenceNumber: z
    .string()
    .trim()
    .regex(AGENCY_LICENCE_PATTERN, { error: AGENCY_MESSAGES.licenceNumberInvalid })
    .transform((value) => value.toUpperCase())
    .optional(),
});
export type AgencyData = z.output<typeof agencySchema>;

export const updateAgencySchema = agencySchema.extend({ id: recordId(AGENCY_MESSAGES.notFound) });
export type UpdateAgencyData = z.output<typeof updateAgencySchema>;

export const agencyIdSchema = z.object({ id: recordId(AGENCY_MESSAGES.notFound) });

/** Approve or reject with an optional reason (part 2 §2.5). */
export const agencyDecisionSchema = agencyIdSchema.extend({ reason: optionalText(500) });
export type AgencyDecisionData = z.output<typeof agencyDecisionSchema>;

/** Status active counts as approved (spec part 1 §3). */
export function isAgencyApproved(status: string | null | undefined): boolean {
  return status === "active";
}
