import { and, desc, eq, gt, lt } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { Database } from "../../db/client";
import { authAttempts } from "../../db/schema";

/** At most `max` counted attempts in any `windowSeconds` (a sliding window over the attempts' times). */
export interface AttemptRule {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * The limits of decisions 081 and 122. Failed sign-ins are counted per account (the email typed,
 * whether or not it has an account) for clients without a device cookie of that account, per
 * device cookie for those with one, and, more loosely, per client address; successful ones not at all.
 */
export const ATTEMPT_RULES = {
  signInFailuresPerAccount: { bucket: "sign-in-failure:account", max: 10, windowSeconds: 15 * 60 },
  signInFailuresPerDevice: { bucket: "sign-in-failure:device", max: 10, windowSeconds: 15 * 60 },
  signInFailuresPerAddress: { bucket: "sign-in-failure:address", max: 50, windowSeconds: 15 * 60 },
  signUpsPerAddress: { bucket: "sign-up:address", max: 10, windowSeconds: 60 * 60 },
  // A TLS proxy's asks for names we do not serve (decision 123); the proxy asks from one address.
  tlsRefusedAsksPerAddress: { bucket: "tls-ask-refused:address", max: 120, windowSeconds: 60 },
} as const satisfies Record<string, AttemptRule>;

export type SignInLimits = { perAccount: AttemptRule; perDevice: AttemptRule; perAddress: AttemptRule };

export const SIGN_IN_LIMITS: SignInLimits = {
  perAccount: ATTEMPT_RULES.signInFailuresPerAccount,
  perDevice: ATTEMPT_RULES.signInFailuresPerDevice,
  perAddress: ATTEMPT_RULES.signInFailuresPerAddress,
};

// Rows are pruned when older than the longest window of any rule.
const KEEP_MS = Math.max(...Object.values(ATTEMPT_RULES).map((rule) => rule.windowSeconds)) * 1000;

/** The email as the account key: trimmed and lower-cased, like the sign-in itself. */
export function accountSubject(email: unknown): string {
  return typeof email === "string" ? email.trim().toLowerCase() : "";
}

function hashOf(subject: string): string {
  return createHash("sha256").update(subject).digest("hex");
}

/**
 * Seconds until one more attempt fits the rule for this subject; 0 when it fits now. The wait
 * ends when the max-th newest attempt in the window leaves it.
 */
export async function secondsUntilAllowed(db: Database, rule: AttemptRule, subject: string, now = new Date()): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const rows = await db
    .select({ at: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.bucket, rule.bucket),
        eq(authAttempts.subjectHash, hashOf(subject)),
        gt(authAttempts.createdAt, new Date(now.getTime() - windowMs)),
      ),
    )
    .orderBy(desc(authAttempts.createdAt))
    .limit(rule.max);
  if (rows.length < rule.max) return 0;
  const oldestCounted = rows[rows.length - 1].at.getTime();
  return Math.max(1, Math.ceil((oldestCounted + windowMs - now.getTime()) / 1000));
}

/** The longest wait among several rules and subjects; 0 when every one fits. */
export async function longestWait(db: Database, checks: { rule: AttemptRule; subject: string }[], now = new Date()): Promise<number> {
  const waits = await Promise.all(checks.map(({ rule, subject }) => secondsUntilAllowed(db, rule, subject, now)));
  return Math.max(0, ...waits);
}

/** Counts one attempt against each rule (one row each), and drops rows no window can see any more. */
export async function recordAttempts(db: Database, attempts: { rule: AttemptRule; subject: string }[], now = new Date()): Promise<void> {
  if (attempts.length === 0) return;
  await db.insert(authAttempts).values(attempts.map(({ rule, subject }) => ({ bucket: rule.bucket, subjectHash: hashOf(subject), createdAt: now })));
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(now.getTime() - KEEP_MS)));
}

/** Forgets the counted attempts of one subject under a rule (an account's failures after it signs in). */
export async function clearAttempts(db: Database, rule: AttemptRule, subject: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.bucket, rule.bucket), eq(authAttempts.subjectHash, hashOf(subject))));
}
