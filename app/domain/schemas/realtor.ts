import * as z from "zod";
import { CEA_NUMBER_PATTERN, normaliseCeaNumber } from "~/domain/singapore";
import { isValidSiteUrl, normaliseHost } from "~/domain/site-url";
import { booleanField, emailAddress, optionalNumber, optionalRecordId, optionalText, recordId, requiredText } from "~/domain/schemas/fields";

export const REALTOR_STATUSES = ["active", "pending", "suspended"] as const;
export type RealtorStatus = (typeof REALTOR_STATUSES)[number];

/** Tabs of the realtor management screen, in order. */
export const REALTOR_STATUS_TABS = ["active", "suspended", "pending", "all"] as const;

export const YEARS_EXPERIENCE_MIN = 0;
export const YEARS_EXPERIENCE_MAX = 50;

export const REALTOR_MESSAGES = {
  fullNameRequired: "Full name is required",
  emailInvalid: "Invalid email address",
  ceaRequired: "CEA number is required",
  ceaInvalid: "CEA number must be in format R123456",
  agencyRequired: "Agency is required",
  agencyIdRequired: "Agency ID is required",
  websiteUrlRequired: "Website URL is required",
  websiteUrlInvalid: "Please enter a valid website URL",
  yearsExperienceRange: "Years of experience must be between 0 and 50",
  leaderInvalid: "Please select a team leader",
} as const;

/** A realtor's site URL; parsed to the bare host (no scheme, port or www) that tenancy matches. */
export function websiteUrlField() {
  return requiredText(REALTOR_MESSAGES.websiteUrlRequired)
    .refine(isValidSiteUrl, { error: REALTOR_MESSAGES.websiteUrlInvalid })
    .transform((value) => normaliseHost(value));
}

export function yearsExperienceField() {
  return optionalNumber({
    min: YEARS_EXPERIENCE_MIN,
    max: YEARS_EXPERIENCE_MAX,
    int: true,
    message: REALTOR_MESSAGES.yearsExperienceRange,
  });
}

const realtorFields = {
  fullName: requiredText(REALTOR_MESSAGES.fullNameRequired),
  email: emailAddress(REALTOR_MESSAGES.emailInvalid),
  phoneNumber: optionalText(30),
  ceaNumber: requiredText(REALTOR_MESSAGES.ceaRequired)
    .regex(CEA_NUMBER_PATTERN, { error: REALTOR_MESSAGES.ceaInvalid })
    .transform(normaliseCeaNumber),
  agencyId: recordId(REALTOR_MESSAGES.agencyRequired),
  agentSiteUrl: websiteUrlField(),
  isLeader: booleanField(),
  reportsToId: optionalRecordId(REALTOR_MESSAGES.leaderInvalid),
  yearsExperience: yearsExperienceField(),
};

export const realtorSchema = z
  .object(realtorFields)
  .transform(({ reportsToId, ...values }) => ({
    ...values,
    // Leaders report to themselves; the service sets that once the id exists.
    reportsToId: values.isLeader ? undefined : reportsToId,
  }));
export type RealtorData = z.output<typeof realtorSchema>;

export const bulkReassignSchema = z.object({
  realtorIds: z.array(recordId("Select at least one realtor")).min(1, { error: "Select at least one realtor" }),
  newLeaderId: recordId("Please select a new leader"),
});
export type BulkReassignData = z.output<typeof bulkReassignSchema>;

export const bulkUnsuspendSchema = z.object({
  realtorIds: z.array(z.string().trim().min(1)).min(1, { error: "Select at least one realtor" }),
});
export type BulkUnsuspendData = z.output<typeof bulkUnsuspendSchema>;

/** Realtor Management's own refusals; the spec's words where it gives them (part 2 §5, §8). */
export const REALTOR_ADMIN_MESSAGES = {
  notFound: "Realtor not found",
  emailTaken: "An account with this email already exists",
  ceaTaken: "This CEA number is already registered",
  siteUrlTaken: "This website URL is already in use",
  siteUrlReserved: "This website URL belongs to the main application",
  siteUrlDevelopmentHost: "This website URL would be served as a development (preview or staging) site. Enter the realtor's own public domain.",
  reportsToInvalid: "Choose an active team leader of the same agency",
  leaderMoveBlocked: "Reassign this leader's agents before moving it to another agency",
  notActive: "Only an active realtor can be suspended or deleted",
  notSuspended: "This realtor is not suspended",
  neverApproved: "This realtor was never approved: only Admin 1IC or Master can make them active",
  invalidLeader: "Invalid leader selected or leader not found",
  reassignAgentsFirst: "Cannot delete leader: Please reassign all reporting agents first",
  hasDependencies: "Cannot delete: This realtor has active dependencies (project assignments, reporting agents, etc.)",
  deletionDenied: "Permission denied: You do not have sufficient privileges to delete this user",
  projectCheckFailed: "Could not verify project assignments",
  agentCheckFailed: "Could not verify reporting agents",
  checkFailed: "Validation failed due to system error",
  permissionExists: "This site already has a permission",
  permissionMissing: "This site has no permission to reactivate",
} as const;

/** The toasts of Realtor Management (part 2 §8). */
export const REALTOR_TOASTS = {
  created: "Realtor created successfully",
  createFailed: "Failed to create realtor",
  invited: (email: string) => `An invite to set a password was sent to ${email}.`,
  inviteNotSent: (name: string) =>
    `The realtor was added, but the invite email could not be sent. ${name} can set a password with 'Forgot password' on their site's sign-in page.`,
  updated: "Realtor updated successfully",
  updateFailed: "Failed to update realtor",
  websiteUpdated: (site: string) => `Website URL updated to ${site}`,
  emailChanged: (oldEmail: string) => `The sign-in email changed: the realtor was signed out, and ${oldEmail} was told.`,
  emailChangedNoticeNotSent: (oldEmail: string) =>
    `The sign-in email changed and the realtor was signed out, but the notice to ${oldEmail} could not be sent.`,
  suspended: "Realtor suspended successfully",
  suspendFailed: "Failed to suspend realtor",
  statusUpdated: "Realtor status updated successfully",
  unsuspendFailed: "Unsuspend Failed",
  deleted: "Realtor deleted successfully",
  deleteFailed: "Failed to delete realtor",
  deletionFailed: "Deletion Failed",
  unsuspended: (count: number) => `Realtors unsuspended (${count})`,
  reassigned: "Bulk Reassignment Successful",
  reassignedDetail: (count: number, leader: string) => `Successfully reassigned ${count} agent${count === 1 ? "" : "s"} to ${leader}`,
  reassignFailed: "Reassignment Failed",
  permissionCreated: (site: string) => `Site permission created for ${site}`,
  permissionCreateFailed: "Failed to create site permission",
  permissionActivated: "Site permission activated",
  permissionUpdateFailed: "Failed to update site permission",
} as const;

export const realtorIdSchema = z.object({ id: recordId(REALTOR_ADMIN_MESSAGES.notFound) });
export type RealtorIdData = z.output<typeof realtorIdSchema>;

/** Suspend or soft-delete, with the reason the audit trail keeps. */
export const realtorStatusChangeSchema = realtorIdSchema.extend({ reason: optionalText(500) });
export type RealtorStatusChangeData = z.output<typeof realtorStatusChangeSchema>;

/**
 * The edit dialog: the add form's fields without is_leader. Whether a realtor leads a team is
 * fixed once added (decision record 051); a leader's reports-to is itself and is ignored.
 */
export const updateRealtorSchema = z.object({
  id: recordId(REALTOR_ADMIN_MESSAGES.notFound),
  fullName: realtorFields.fullName,
  email: realtorFields.email,
  phoneNumber: realtorFields.phoneNumber,
  ceaNumber: realtorFields.ceaNumber,
  agencyId: realtorFields.agencyId,
  agentSiteUrl: realtorFields.agentSiteUrl,
  reportsToId: realtorFields.reportsToId,
  yearsExperience: realtorFields.yearsExperience,
});
export type UpdateRealtorData = z.output<typeof updateRealtorSchema>;
