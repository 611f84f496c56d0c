import * as z from "zod";
import { CEA_NUMBER_PATTERN, normaliseCeaNumber } from "~/domain/singapore";
import { isValidSiteUrl, normaliseHost } from "~/domain/site-url";
import { booleanField, emailAddress, optionalNumber, optionalText, requiredText } from "~/domain/schemas/fields";

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

export const realtorSchema = z
  .object({
    fullName: requiredText(REALTOR_MESSAGES.fullNameRequired),
    email: emailAddress(REALTOR_MESSAGES.emailInvalid),
    phoneNumber: optionalText(30),
    ceaNumber: requiredText(REALTOR_MESSAGES.ceaRequired)
      .regex(CEA_NUMBER_PATTERN, { error: REALTOR_MESSAGES.ceaInvalid })
      .transform(normaliseCeaNumber),
    agencyId: requiredText(REALTOR_MESSAGES.agencyRequired),
    agentSiteUrl: websiteUrlField(),
    isLeader: booleanField(),
    reportsToId: optionalText(100),
    yearsExperience: yearsExperienceField(),
  })
  .transform(({ reportsToId, ...values }) => ({
    ...values,
    // Leaders report to themselves; the service sets that once the id exists.
    reportsToId: values.isLeader ? undefined : reportsToId,
  }));
export type RealtorData = z.output<typeof realtorSchema>;

export const BULK_CHIP_LIMIT = 5;

/** 'Alice, Bob, … +3 more': the first five names, then a count of the rest. */
export function bulkSelectionChips(names: readonly string[]): { shown: string[]; more: string | null } {
  const shown = names.slice(0, BULK_CHIP_LIMIT);
  const rest = names.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}

export const bulkReassignSchema = z.object({
  realtorIds: z.array(z.string().trim().min(1)).min(1, { error: "Select at least one realtor" }),
  newLeaderId: requiredText("Please select a new leader"),
});
export type BulkReassignData = z.output<typeof bulkReassignSchema>;

export const bulkUnsuspendSchema = z.object({
  realtorIds: z.array(z.string().trim().min(1)).min(1, { error: "Select at least one realtor" }),
});
export type BulkUnsuspendData = z.output<typeof bulkUnsuspendSchema>;
