import * as z from "zod";
import { emailAddress, optionalText } from "~/domain/schemas/fields";

export const MANAGED_ADMIN_ROLES = ["admin1ic", "admin2ic"] as const;
export type ManagedAdminRole = (typeof MANAGED_ADMIN_ROLES)[number];

export const ADMIN_PASSWORD_MIN_LENGTH = 8;

export const ADMIN_USER_MESSAGES = {
  emailInvalid: "Invalid email address",
  fullNameTooShort: "Full name must be at least 2 characters",
  roleRequired: "Please select a role",
  passwordTooShort: "Password must be at least 8 characters",
  noAdminUsers: "No admin users found",
} as const;

const fullName = z
  .string({ error: ADMIN_USER_MESSAGES.fullNameTooShort })
  .trim()
  .min(2, { error: ADMIN_USER_MESSAGES.fullNameTooShort });

/** Create mode: the admin is asked to change the temporary password on first login. */
export const createAdminUserSchema = z.object({
  email: emailAddress(ADMIN_USER_MESSAGES.emailInvalid),
  fullName,
  phoneNumber: optionalText(30),
  role: z.enum(MANAGED_ADMIN_ROLES, { error: ADMIN_USER_MESSAGES.roleRequired }),
  password: z
    .string({ error: ADMIN_USER_MESSAGES.passwordTooShort })
    .min(ADMIN_PASSWORD_MIN_LENGTH, { error: ADMIN_USER_MESSAGES.passwordTooShort }),
});
export type CreateAdminUserData = z.output<typeof createAdminUserSchema>;

/** Edit mode: email and role are locked, so only these can change. */
export const updateAdminUserSchema = z.object({
  id: z.string().trim().min(1),
  fullName,
  phoneNumber: optionalText(30),
});
export type UpdateAdminUserData = z.output<typeof updateAdminUserSchema>;
