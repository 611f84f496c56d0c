import * as z from "zod";
import { yearsExperienceField } from "~/domain/schemas/realtor";
import { optionalText, requiredText } from "~/domain/schemas/fields";

export const PROFILE_MESSAGES = {
  fullNameRequired: "Full name is required",
  avatarNotImage: "Please select a valid image file",
  avatarTooLarge: "Image size should be less than 5MB",
  logoNotImage: "Please select an image file",
  logoTooLarge: "File size must be less than 2MB",
} as const;

export const AVATAR_MAX_BYTES = 5_242_880;
export const LOGO_MAX_BYTES = 2_097_152;

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
  fullName: requiredText(PROFILE_MESSAGES.fullNameRequired).max(100, { error: "Full name must be 100 characters or fewer" }),
  phoneNumber: optionalText(30),
});
export type PersonalInfoData = z.output<typeof personalInfoSchema>;

/** Professional information plus Contact & Social Media (agents and leaders only). */
export const professionalInfoSchema = z.object({
  biography: optionalText(5000),
  yearsExperience: yearsExperienceField(),
  specializations: commaList,
  languagesSpoken: commaList,
  whatsappNumber: optionalText(30),
  wechatId: optionalText(100),
  telegramHandle: optionalText(100),
  linkedinUrl: optionalText(300),
  facebookUrl: optionalText(300),
  instagramUrl: optionalText(300),
});
export type ProfessionalInfoData = z.output<typeof professionalInfoSchema>;

type FileLike = { type: string; size: number };

function isImage(file: FileLike): boolean {
  return file.type.startsWith("image/");
}

/** null when the avatar may be uploaded. */
export function avatarFileError(file: FileLike): string | null {
  if (!isImage(file)) return PROFILE_MESSAGES.avatarNotImage;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_MESSAGES.avatarTooLarge;
  return null;
}

export function logoFileError(file: FileLike): string | null {
  if (!isImage(file)) return PROFILE_MESSAGES.logoNotImage;
  if (file.size > LOGO_MAX_BYTES) return PROFILE_MESSAGES.logoTooLarge;
  return null;
}

function imageFile(notImage: string, fileError: (file: FileLike) => string | null) {
  return z.file({ error: notImage }).superRefine((file, ctx) => {
    const message = fileError(file);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

export const avatarUploadSchema = z.object({
  avatar: imageFile(PROFILE_MESSAGES.avatarNotImage, avatarFileError),
});

export const logoUploadSchema = z.object({
  logo: imageFile(PROFILE_MESSAGES.logoNotImage, logoFileError),
});
