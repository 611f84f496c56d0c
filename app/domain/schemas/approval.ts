import * as z from "zod";
import { optionalText, recordId } from "~/domain/schemas/fields";

export const APPROVAL_TEXTS = {
  viewOnly: "Pending approval by Admin 1IC",
  noPermission: "No approval permission",
  loadFailed: "Error loading approval requests",
} as const;

export const REALTOR_APPROVAL_MESSAGES = {
  approveNotFound: "Realtor not found or you do not have permission to approve them",
  rejectNotFound: "Realtor not found or you do not have permission to reject them",
  agencyNotActive: (agency: string) => `Approve the agency ${agency} before its realtors`,
} as const;

export const REALTOR_APPROVAL_TOASTS = {
  approved: "Realtor approved successfully",
  rejected: "Realtor rejected successfully",
  approveFailed: "Failed to approve realtor",
  rejectFailed: "Failed to reject realtor",
} as const;

/** Approve or reject a pending realtor, with an optional reason (part 2 §2.5). */
export const realtorDecisionSchema = z.object({
  id: recordId(REALTOR_APPROVAL_MESSAGES.approveNotFound),
  reason: optionalText(500),
});
export type RealtorDecisionData = z.output<typeof realtorDecisionSchema>;
