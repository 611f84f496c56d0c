import * as z from "zod";
import { sanitiseFullName } from "~/domain/schemas/auth";
import { yearsExperienceField } from "~/domain/schemas/realtor";
import { optionalProfileUrl, optionalText, requiredText, uploadFile } from "~/domain/schemas/fields";

export const PROFILE_MESSAGES = {
  fullNameRequired: "Full name is required",
  socialUrlInvalid: "Please enter a valid URL",
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

/** Contact & Social Media (agents and leaders only); URL fields are kept as typed and linked with externalProfileHref. */
export const contactInfoSchema = z.object({
  whatsappNumber: optionalText(30),
  wechatId: optionalText(100),
  telegramHandle: optionalText(100),
  linkedinUrl: optionalProfileUrl(PROFILE_MESSAGES.socialUrlInvalid),
  facebookUrl: optionalProfileUrl(PROFILE_MESSAGES.socialUrlInvalid),
  instagramUrl: optionalProfileUrl(PROFILE_MESSAGES.socialUrlInvalid),
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
