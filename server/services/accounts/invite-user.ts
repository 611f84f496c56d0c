import { generateRandomString } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { hasPermission } from "~/domain/permissions";
import { roleLabel } from "~/domain/role-labels";
import type { Auth } from "../../auth";
import type { Database } from "../../db/client";
import { realtors, userProfiles } from "../../db/schema";
import type { Mailer } from "../../mail";
import { inviteMail } from "../../mail-templates";
import { ForbiddenError, NotFoundError } from "../errors";
import { newPasswordLink } from "./account-links";

/** An invite gives a week to set the first password; a reset link only an hour. */
export const INVITE_TOKEN_DAYS = 7;

export interface InviteDependencies {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  appUrl: string;
}

/**
 * Mails an account an administrator created a link to set its first password: a one-time
 * better-auth reset token, so /new-password handles it like a recovery link, in invite mode.
 */
export async function inviteUser(
  { db, auth, mailer, appUrl }: InviteDependencies,
  actor: { role: string },
  { userId }: { userId: string },
): Promise<void> {
  if (!hasPermission(actor.role, "adminManagement") && !hasPermission(actor.role, "userManagement")) {
    throw new ForbiddenError("You don't have permission to invite users");
  }
  const [user] = await db
    .select({
      id: userProfiles.id,
      email: userProfiles.email,
      fullName: userProfiles.fullName,
      role: userProfiles.role,
      site: realtors.agentSiteUrl,
    })
    .from(userProfiles)
    .leftJoin(realtors, eq(realtors.userId, userProfiles.id))
    .where(eq(userProfiles.id, userId))
    .limit(1);
  if (!user) throw new NotFoundError("User not found");

  const token = generateRandomString(32, "a-z", "A-Z", "0-9");
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + INVITE_TOKEN_DAYS * 24 * 60 * 60 * 1000),
  });
  // A realtor's finished invite links back to the sign-in page of their own site.
  const link = newPasswordLink(appUrl, { token, type: "invite", site: user.site });
  await mailer.send({
    to: user.email,
    ...inviteMail({ name: user.fullName, roleLabel: roleLabel(user.role), link, validDays: INVITE_TOKEN_DAYS }),
  });
}
