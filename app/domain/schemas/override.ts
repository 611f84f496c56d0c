import * as z from "zod";
import { optionalText, recordId, requiredText } from "~/domain/schemas/fields";
import { REALTOR_MESSAGES } from "~/domain/schemas/realtor";
import { isValidSiteUrl, normaliseHost } from "~/domain/site-url";

export const OVERRIDE_TYPES = ["site_access", "user_permissions", "data_access", "system_config"] as const;
export type OverrideType = (typeof OVERRIDE_TYPES)[number];

export const OVERRIDE_TYPE_LABELS: Readonly<Record<OverrideType, string>> = {
  site_access: "Site Access",
  user_permissions: "User Permissions",
  data_access: "Data Access",
  system_config: "System Config",
};

export const OVERRIDE_DURATION_MIN = 5;
export const OVERRIDE_DURATION_MAX = 1440;
export const OVERRIDE_DURATION_DEFAULT = 60;

export const OVERRIDE_MESSAGES = {
  typeRequired: "Override type is required",
  reasonRequired: "Reason is required",
  durationTooShort: `Duration must be at least ${OVERRIDE_DURATION_MIN} minutes`,
  durationTooLong: `Duration cannot exceed ${OVERRIDE_DURATION_MAX} minutes`,
  durationInvalid: "Duration must be a whole number of minutes",
  masterOnly: "Only master users can create admin overrides",
  failed: "Failed to create admin override",
  siteUrlInvalid: REALTOR_MESSAGES.websiteUrlInvalid,
  siteNotFound: "No realtor site has this URL",
  userNotFound: "No user has this email or id",
  notFound: "This override has already ended or expired",
} as const;

/** Toast titles: the spec's for a refusal and a failure, ours for what succeeded. */
export const OVERRIDE_TOASTS = {
  denied: "Access Denied",
  failed: "Override Failed",
  created: "Override Created",
  ended: "Override Ended",
  endFailed: "Failed to end override",
  cleared: "Overrides Cleared",
  clearFailed: "Failed to clear overrides",
} as const;

export const overrideSchema = z.object({
  overrideType: z.enum(OVERRIDE_TYPES, { error: OVERRIDE_MESSAGES.typeRequired }),
  reason: requiredText(OVERRIDE_MESSAGES.reasonRequired).max(1000, { error: "Reason must be 1000 characters or fewer" }),
  durationMinutes: z
    .number({ error: OVERRIDE_MESSAGES.durationInvalid })
    .int({ error: OVERRIDE_MESSAGES.durationInvalid })
    .min(OVERRIDE_DURATION_MIN, { error: OVERRIDE_MESSAGES.durationTooShort })
    .max(OVERRIDE_DURATION_MAX, { error: OVERRIDE_MESSAGES.durationTooLong })
    .default(OVERRIDE_DURATION_DEFAULT),
  siteUrl: optionalText(300)
    .refine((value) => value === undefined || isValidSiteUrl(value), { error: OVERRIDE_MESSAGES.siteUrlInvalid })
    .transform((value) => (value === undefined ? undefined : normaliseHost(value))),
  /** A user's email address or id: people know the one, the audit log shows the other. */
  targetUserId: optionalText(320),
}).transform(({ siteUrl, targetUserId, ...values }) => ({
  ...values,
  // A target the chosen type does not show was left over from another type: it is dropped.
  siteUrl: overrideShowsSiteUrl(values.overrideType) ? siteUrl : undefined,
  targetUserId: overrideShowsTargetUser(values.overrideType) ? targetUserId : undefined,
}));
export type OverrideData = z.output<typeof overrideSchema>;

/** End one override early. */
export const overrideIdSchema = z.object({ id: recordId(OVERRIDE_MESSAGES.notFound) });
export type OverrideIdData = z.output<typeof overrideIdSchema>;

/** End every override in force ('cleared'). */
export const clearOverridesSchema = z.object({});

/** The site URL field shows for site_access and data_access. */
export function overrideShowsSiteUrl(type: OverrideType): boolean {
  return type === "site_access" || type === "data_access";
}

/** The target user id field shows for user_permissions. */
export function overrideShowsTargetUser(type: OverrideType): boolean {
  return type === "user_permissions";
}

export function overrideExpiresAt(start: Date, durationMinutes: number): Date {
  return new Date(start.getTime() + durationMinutes * 60_000);
}

export type AdminOverride = {
  id: string;
  adminUserId: string;
  /** Who created it, as they were named then. */
  adminName: string;
  overrideType: OverrideType;
  /** The site host or the user ('Name <email>') it is about; null for none. */
  targetResource: string | null;
  reason: string;
  durationMinutes: number;
  createdAt: Date;
  expiresAt: Date;
  isActive: boolean;
};

/** Active until it expires, is ended or is cleared. */
export function isOverrideInForce(override: Pick<AdminOverride, "isActive" | "expiresAt">, now: Date): boolean {
  return override.isActive && override.expiresAt.getTime() > now.getTime();
}
