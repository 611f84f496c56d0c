import { createHash, randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import { SIGN_IN_LIMITS, secondsUntilAllowed, type AttemptRule } from "./attempt-limits";

/**
 * Device cookies (decision 122, after OWASP's "Slow Down Online Guessing Attacks with Device
 * Cookies"): a browser that signed in to an account before proves it with a cookie, signed by the
 * caller with the auth secret, whose value names that account and a nonce of this browser.
 */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** One cookie per account, so a browser shared by several accounts keeps each one's. */
export function deviceCookieName(login: string): string {
  return `device_${createHash("sha256").update(login).digest("hex").slice(0, 16)}`;
}

/** A new device cookie's (unsigned) value for this account. */
export function newDeviceCookieValue(login: string): string {
  return `${randomUUID()}:${login}`;
}

/** The nonce of a verified device cookie value when it was issued to this very account; null otherwise. */
export function deviceNonceOf(verifiedValue: string | null | false, login: string): string | null {
  if (!verifiedValue || !login) return null;
  const separator = verifiedValue.indexOf(":");
  if (separator < 1 || verifiedValue.slice(separator + 1) !== login) return null;
  return verifiedValue.slice(0, separator);
}

export interface SignInCounter {
  rule: AttemptRule;
  subject: string;
}

/**
 * What one sign-in is checked and, if it fails, counted against; the first entry is what its
 * success clears. A browser with a device cookie of this account is limited per device cookie
 * instead of by the account-wide count others can fill; once its own count is full it is
 * distrusted and held like any other client. The client address is always counted.
 */
export async function signInCounters(
  db: Database,
  { login, address, deviceNonce }: { login: string; address: string; deviceNonce: string | null },
): Promise<SignInCounter[]> {
  const perAddress = { rule: SIGN_IN_LIMITS.perAddress, subject: address };
  if (deviceNonce && (await secondsUntilAllowed(db, SIGN_IN_LIMITS.perDevice, deviceNonce)) === 0) {
    return [{ rule: SIGN_IN_LIMITS.perDevice, subject: deviceNonce }, perAddress];
  }
  return [{ rule: SIGN_IN_LIMITS.perAccount, subject: login }, perAddress];
}
