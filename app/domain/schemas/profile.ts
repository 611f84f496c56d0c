import * as z from "zod";
import { sanitiseFullName } from "~/domain/schemas/auth";
import { yearsExperienceField } from "~/domain/schemas/realtor";
import { optionalText, requiredText, uploadFile } from "~/domain/schemas/fields";

export const PROFILE_MESSAGES = {
  fullNameRequired: "Full name is required",
} as const;

/** 'a, b,, c ' -> ['a', 'b', 'c'] */
export function parseCommaList(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function formatCommaList(items: readonly string[] | null | undefined): string {
  return (items ?? []).join(", ");
}

/** Link target for a social field: 'https://' prepended unless it already has http(s). */
export function socialHref(value: string | null | undefined): string {
  const trimmed = (value ?? "").trim();
  if (!trimmed) return "";
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Only the URL-type social fields are rendered as links. */
export const SOCIAL_URL_FIELDS = ["linkedinUrl", "facebookUrl", "instagramUrl"] as const;

const commaList = z
  .string()
  .optional()
  .transform((text) => parseCommaList(text));

export const personalInfoSchema = z.object({
  // The sign-up form's sanitiser: a name is shown on the realtor's site, in mail and in structured data.
  fullName: z
    .string({ error: PROFILE_MESSAGES.fullNameRequired })
    .transform(sanitiseFullName)
    .pipe(
      requiredText(PROFILE_MESSAGES.fullNameRequired).max(100, { error: "Full name must be 100 characters or fewer" }),
    ),
  phoneNumber: optionalText(30),
});
export type PersonalInfoData = z.output<typeof personalInfoSchema>;

/** Professional Information (agents and leaders only). */
export const professionalInfoSchema = z.object({
  biography: optionalText(5000),
  yearsExperience: yearsExperienceField(),
  specializations: commaList,
  languagesSpoken: commaList,
});
export type ProfessionalInfoData = z.output<typeof professionalInfoSchema>;

/** Contact & Social Media (agents and leaders only); URL fields are kept as typed and linked with socialHref. */
export const contactInfoSchema = z.object({
  whatsappNumber: optionalText(30),
  wechatId: optionalText(100),
  telegramHandle: optionalText(100),
  linkedinUrl: optionalText(300),
  facebookUrl: optionalText(300),
  instagramUrl: optionalText(300),
});
export type ContactInfoData = z.output<typeof contactInfoSchema>;

/** The toasts of the profile page (spec part 2 §8). */
export const PROFILE_TOASTS = {
  profileUpdated: "Profile updated successfully!",
  profileFailed: "Failed to update profile. Please try again.",
  avatarUpdated: "Avatar updated successfully!",
  avatarFailed: "Failed to upload avatar. Please try again.",
  passwordChanged: "Password changed successfully!",
  passwordFailed: "Failed to change password",
} as const;

export const avatarUploadSchema = z.object({
  avatar: uploadFile("avatar"),
});

export const logoUploadSchema = z.object({
  logo: uploadFile("logo"),
});
