import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Auth } from "../../auth";
import type { Database } from "../../db/client";
import { realtors, userProfiles } from "../../db/schema";
import { resetCallbackPath } from "./account-links";
import { InvalidError, NotFoundError } from "../errors";
import { callAuthEndpoint, errorMessageOf, type ForwardingContext } from "./auth-forwarding";

export const RESET_MESSAGES = {
  sendFailed: "Failed to send reset email. Please try again.",
  invalidLink: "Password reset link is invalid or has expired. Please request a new one.",
  updateFailed: "Failed to update password. Please try again.",
} as const;

export type ResetRequestOutcome = { sent: true } | { sent: false; message: string };

/**
 * Asks better-auth for a reset mail. The answer is the same whether or not the email has an
 * account, and comes before the mail is sent (decision 123); better-auth limits it to 5 a minute
 * per client. returnHost is the tenant site the
 * request came from, carried through the link to the completion page.
 */
export async function requestPasswordReset(
  forwarding: ForwardingContext,
  { email, returnHost }: { email: string; returnHost: string | null },
): Promise<ResetRequestOutcome> {
  const { response, json } = await callAuthEndpoint(forwarding, "/request-password-reset", {
    email,
    redirectTo: resetCallbackPath(returnHost),
  });
  if (response.ok) return { sent: true };
  const message = response.status === 429 ? errorMessageOf(json) : null;
  return { sent: false, message: message ?? RESET_MESSAGES.sendFailed };
}

export interface ResetLinkHolder {
  email: string;
  fullName: string;
  /** The realtor's own site, shown on the update-password page. */
  siteAddress: string | null;
}

const resetIdentifier = (token: string) => `reset-password:${token}`;

/** Who an unused, unexpired reset or invite token belongs to; null for anything else. */
export async function describeResetToken(auth: Auth, db: Database, token: string): Promise<ResetLinkHolder | null> {
  if (!token) return null;
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(resetIdentifier(token));
  if (!verification || verification.expiresAt < new Date()) return null;
  const [holder] = await db
    .select({ email: userProfiles.email, fullName: userProfiles.fullName, siteAddress: realtors.agentSiteUrl })
    .from(userProfiles)
    .leftJoin(realtors, eq(realtors.userId, userProfiles.id))
    .where(eq(userProfiles.id, verification.value))
    .limit(1);
  return holder ?? null;
}

/**
 * Sets the new password; the token works once, and every session of the account ends. A link
 * that is used, replaced or expired is a NotFoundError; a password better-auth refuses, an
 * InvalidError with its words.
 */
export async function completePasswordReset(auth: Auth, { token, newPassword }: { token: string; newPassword: string }): Promise<void> {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") throw new NotFoundError(RESET_MESSAGES.invalidLink, { cause: error });
    throw new InvalidError(error.message || RESET_MESSAGES.updateFailed, { field: "password", cause: error });
  }
}
