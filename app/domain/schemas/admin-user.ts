import * as z from "zod";
import { emailAddress, optionalText, recordId } from "~/domain/schemas/fields";

export const MANAGED_ADMIN_ROLES = ["admin1ic", "admin2ic"] as const;
export type ManagedAdminRole = (typeof MANAGED_ADMIN_ROLES)[number];

export const ADMIN_USER_MESSAGES = {
  emailInvalid: "Invalid email address",
  emailTaken: "A user with this email already exists",
  fullNameTooShort: "Full name must be at least 2 characters",
  roleRequired: "Please select a role",
  noAdminUsers: "No admin users found",
  notFound: "Admin user not found",
  masterLocked: "No one can edit or delete a master administrator",
  ownAccount: "You cannot delete your own account",
  createDenied: "Only master users can create admin users",
  admin1icCannotCreate: "As Admin 1-in-Charge you can see the administrators, but only the master administrator can create, edit or delete them.",
  admin2icReadOnly: "You have read-only access to the administrator list.",
  inviteHint: "They get an email with a link to set their own password; the link works once and expires in 7 days.",
} as const;

/** The spec's toasts (part 2 §8); failures carry the server's message as their description. */
export const ADMIN_USER_TOASTS = {
  created: "Admin user created successfully",
  updated: "Admin updated successfully",
  deleted: "Admin deleted successfully",
  invited: "Invitation sent",
  createFailed: "Failed to create admin",
  updateFailed: "Failed to update admin",
  deleteFailed: "Failed to delete admin",
  inviteFailed: "Failed to send the invitation",
} as const;

const fullName = z
  .string({ error: ADMIN_USER_MESSAGES.fullNameTooShort })
  .trim()
  .min(2, { error: ADMIN_USER_MESSAGES.fullNameTooShort })
  .max(120, { error: "Full name must be 120 characters or fewer" });

/**
 * Create mode. The spec's temporary password is replaced by an invite link with which the new
 * administrator sets their own password (decision record 031).
 */
export const createAdminUserSchema = z.object({
  email: emailAddress(ADMIN_USER_MESSAGES.emailInvalid),
  fullName,
  phoneNumber: optionalText(30),
  role: z.enum(MANAGED_ADMIN_ROLES, { error: ADMIN_USER_MESSAGES.roleRequired }),
});
export type CreateAdminUserData = z.output<typeof createAdminUserSchema>;

/** Edit mode: email and role are locked, so only these can change. */
export const updateAdminUserSchema = z.object({
  id: recordId(ADMIN_USER_MESSAGES.notFound),
  fullName,
  phoneNumber: optionalText(30),
});
export type UpdateAdminUserData = z.output<typeof updateAdminUserSchema>;

export const adminUserIdSchema = z.object({ id: recordId(ADMIN_USER_MESSAGES.notFound) });
