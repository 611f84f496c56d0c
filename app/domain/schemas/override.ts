import * as z from "zod";
import { optionalText, requiredText } from "~/domain/schemas/fields";

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
  siteUrl: optionalText(300),
  targetUserId: optionalText(100),
});
export type OverrideData = z.output<typeof overrideSchema>;

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
  overrideType: OverrideType;
  targetResource: string | null;
  reason: string;
  createdAt: Date;
  expiresAt: Date;
  isActive: boolean;
};

/** Active until it expires, is ended or is cleared. */
export function isOverrideInForce(override: Pick<AdminOverride, "isActive" | "expiresAt">, now: Date): boolean {
  return override.isActive && override.expiresAt.getTime() > now.getTime();
}
