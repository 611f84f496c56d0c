import { bigint, boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "../../../app/domain/permissions";
import { id, timestamps } from "./columns";

export const roleEnum = pgEnum("role", ROLES);

/** better-auth's user model: one row per person who can sign in. */
export const userProfiles = pgTable(
  "user_profiles",
  {
    id: id(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    fullName: text("full_name").notNull(),
    image: text("image"),
    phoneNumber: text("phone_number"),
    role: roleEnum("role").notNull(),
    ...timestamps(),
  },
  (t) => [index("user_profiles_role_idx").on(t.role)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    password: text("password"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    ...timestamps(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** better-auth's one-time tokens (password reset, invites). */
export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters, kept in the database so several processes share them. */
export const rateLimits = pgTable("rate_limits", {
  id: id(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * One row per counted attempt (a failed sign-in, a sign-up) for the sliding-window limits of
 * server/services/accounts/attempt-limits.ts. The subject (an email or a client address) is kept
 * only as a SHA-256 hash; rows older than the longest window are deleted as new ones arrive.
 */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: id(),
    bucket: text("bucket").notNull(),
    subjectHash: text("subject_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("auth_attempts_bucket_subject_created_idx").on(t.bucket, t.subjectHash, t.createdAt),
    index("auth_attempts_created_idx").on(t.createdAt),
  ],
);
