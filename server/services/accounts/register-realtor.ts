import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { ATTEMPT_LIMIT_MESSAGES, AUTH_MESSAGES, type SignUpData } from "~/domain/schemas/auth";
import { isDevelopmentHost, normaliseHost } from "~/domain/site-url";
import type { Database } from "../../db/client";
import { accounts, agencies, realtors, sitePermissions, userProfiles } from "../../db/schema";
import { ConflictError, InvalidError, TooManyAttemptsError, uniqueViolation } from "../errors";
import { ATTEMPT_RULES, recordAttempts, secondsUntilAllowed } from "./attempt-limits";
import { freeRealtorSlug } from "./internal/realtor-slug";

export const REGISTRATION_MESSAGES = {
  emailTaken: "An account with this email already exists. Please sign in or reset your password.",
  siteUrlTaken: "This site URL is already registered. Please enter your own domain.",
  siteUrlReserved: "This site URL belongs to the main application. Please enter your own domain.",
  ceaTaken: "This CEA number is already registered.",
  failed: "Registration failed. Please try again.",
} as const;

export interface RegistrationOptions {
  /** The main domain: nobody may register it as their own site. */
  appDomain: string;
  /** DEV_HOSTS: a site on such a host would be served as the development site, never as the realtor's. */
  devHostMarkers: readonly string[];
  /** The visitor's address: sign-ups are limited per address like sign-ins (decision 081). */
  clientAddress: string;
}

export interface Registration {
  userId: string;
  realtorId: string;
}

/**
 * What a sign-up creates (decision record 'what-sign-up-creates'): the user profile with the
 * chosen role, its password credential, a pending realtor record and an inactive site
 * permission for the realtor's own host, in one transaction. Nothing is published and nobody
 * can sign in with it until an administrator approves the realtor. Each attempt counts against
 * the visitor's address (10 an hour); a pending realtor changes no cached site, so no cache is
 * dropped, whether the sign-up is accepted or refused.
 */
export async function registerRealtor(
  db: Database,
  options: RegistrationOptions,
  input: SignUpData,
): Promise<Registration> {
  await countSignUpAttempt(db, options.clientAddress);
  const email = input.email.toLowerCase();
  const siteUrl = normaliseHost(input.siteUrl);
  if (siteUrl === normaliseHost(options.appDomain)) throw new ConflictError(REGISTRATION_MESSAGES.siteUrlReserved);
  if (isDevelopmentHost(siteUrl, options.devHostMarkers)) throw new InvalidError(AUTH_MESSAGES.siteUrlDevelopmentHost);
  await assertAgencyAndLeader(db, input);
  await assertNothingTaken(db, { email, siteUrl, ceaNumber: input.ceaNumber });

  const passwordHash = await hashPassword(input.password);
  let registration: Registration;
  try {
    registration = await db.transaction(async (tx) => {
      const [profile] = await tx
        .insert(userProfiles)
        .values({ email, fullName: input.fullName, role: input.role, phoneNumber: input.phoneNumber ?? null })
        .returning({ id: userProfiles.id });
      await tx.insert(accounts).values({
        userId: profile.id,
        accountId: profile.id,
        providerId: "credential",
        password: passwordHash,
      });
      const [realtor] = await tx
        .insert(realtors)
        .values({
          userId: profile.id,
          agencyId: input.agencyId,
          fullName: input.fullName,
          email,
          phoneNumber: input.phoneNumber ?? null,
          ceaNumber: input.ceaNumber ?? null,
          agentSiteUrl: siteUrl,
          realtorSlug: await freeRealtorSlug(tx, input.fullName),
          isLeader: input.role === "leader",
          // Agents report to their leader now; a leader points at itself when approved (part 2 §4).
          reportsToId: input.role === "agent" ? (input.leaderId ?? null) : null,
          status: "pending",
        })
        .returning({ id: realtors.id });
      await tx.insert(sitePermissions).values({
        siteUrl,
        siteType: input.role,
        ownerId: profile.id,
        isActive: false,
        allowIndexing: false,
      });
      return { userId: profile.id, realtorId: realtor.id };
    });
  } catch (error) {
    throw conflictFor(error) ?? error;
  }
  return registration;
}

async function countSignUpAttempt(db: Database, clientAddress: string): Promise<void> {
  const rule = ATTEMPT_RULES.signUpsPerAddress;
  const wait = await secondsUntilAllowed(db, rule, clientAddress);
  if (wait > 0) throw new TooManyAttemptsError(ATTEMPT_LIMIT_MESSAGES.signUp(wait), wait);
  await recordAttempts(db, [{ rule, subject: clientAddress }]);
}

async function assertAgencyAndLeader(db: Database, input: SignUpData): Promise<void> {
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, input.agencyId)).limit(1);
  if (!agency) throw new InvalidError(AUTH_MESSAGES.agencyRequired);
  if (input.role !== "agent") return;
  const [leader] = input.leaderId
    ? await db
        .select({ id: realtors.id })
        .from(realtors)
        .where(
          and(
            eq(realtors.id, input.leaderId),
            eq(realtors.agencyId, input.agencyId),
            eq(realtors.isLeader, true),
            eq(realtors.status, "active"),
          ),
        )
        .limit(1)
    : [];
  if (!leader) throw new InvalidError(AUTH_MESSAGES.leaderRequired);
}

async function assertNothingTaken(
  db: Database,
  { email, siteUrl, ceaNumber }: { email: string; siteUrl: string; ceaNumber: string | undefined },
): Promise<void> {
  const [profile] = await db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.email, email)).limit(1);
  if (profile) throw new ConflictError(REGISTRATION_MESSAGES.emailTaken);
  const [site] = await db.select({ id: realtors.id }).from(realtors).where(eq(realtors.agentSiteUrl, siteUrl)).limit(1);
  const [permission] = await db
    .select({ id: sitePermissions.id })
    .from(sitePermissions)
    .where(eq(sitePermissions.siteUrl, siteUrl))
    .limit(1);
  if (site || permission) throw new ConflictError(REGISTRATION_MESSAGES.siteUrlTaken);
  if (ceaNumber) {
    const [cea] = await db.select({ id: realtors.id }).from(realtors).where(eq(realtors.ceaNumber, ceaNumber)).limit(1);
    if (cea) throw new ConflictError(REGISTRATION_MESSAGES.ceaTaken);
  }
}

/** A unique violation that slipped past the checks above (two sign-ups at once) as its message. */
function conflictFor(error: unknown): ConflictError | null {
  const violation = uniqueViolation(error);
  if (!violation) return null;
  const constraint = violation.constraint ?? "";
  if (constraint.includes("email")) return new ConflictError(REGISTRATION_MESSAGES.emailTaken);
  if (constraint.includes("site_url")) return new ConflictError(REGISTRATION_MESSAGES.siteUrlTaken);
  if (constraint.includes("cea")) return new ConflictError(REGISTRATION_MESSAGES.ceaTaken);
  return new ConflictError(REGISTRATION_MESSAGES.failed);
}

const CONFLICT_FIELDS: Record<string, "email" | "siteUrl" | "ceaNumber" | "agencyId" | "leaderId"> = {
  [REGISTRATION_MESSAGES.emailTaken]: "email",
  [REGISTRATION_MESSAGES.siteUrlTaken]: "siteUrl",
  [REGISTRATION_MESSAGES.siteUrlReserved]: "siteUrl",
  [AUTH_MESSAGES.siteUrlDevelopmentHost]: "siteUrl",
  [REGISTRATION_MESSAGES.ceaTaken]: "ceaNumber",
  [AUTH_MESSAGES.agencyRequired]: "agencyId",
  [AUTH_MESSAGES.leaderRequired]: "leaderId",
};

/** The sign-up field a refusal belongs next to, or null for a form-wide message. */
export function registrationErrorField(message: string): string | null {
  return CONFLICT_FIELDS[message] ?? null;
}
