import { relations, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { REALTOR_STATUSES, YEARS_EXPERIENCE_MAX, YEARS_EXPERIENCE_MIN } from "../../../app/domain/schemas/realtor";
import { AUDIT_ACTION_TYPES } from "../../../app/domain/schemas/audit";
import { id, timestamps } from "./columns";
import { userProfiles } from "./auth";
import { agencies } from "./agencies";
import { projects } from "./projects";
import { realtorSiteBranding } from "./sites";
import { sqlNumber } from "./sql-literals";

export const realtorStatusEnum = pgEnum("realtor_status", REALTOR_STATUSES);

export const auditActionTypeEnum = pgEnum("audit_action_type", AUDIT_ACTION_TYPES);

/**
 * A team leader (is_leader) or agent with a personalised site (spec part 2 §3).
 * agent_site_url holds the normalised host only (no scheme, port, path or leading www:
 * `normaliseHost` of app/domain/site-url), which is what tenancy compares with the request host.
 * cea_number is stored upper-cased (`normaliseCeaNumber`); it may be null for a sign-up that
 * gave none, and is unique when present.
 */
export const realtors = pgTable(
  "realtors",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "restrict" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    whatsappNumber: text("whatsapp_number"),
    ceaNumber: text("cea_number"),
    agentSiteUrl: text("agent_site_url").notNull(),
    realtorSlug: text("realtor_slug").notNull(),
    isLeader: boolean("is_leader").notNull().default(false),
    /** Leaders point at themselves once approved; agents at their leader. */
    reportsToId: uuid("reports_to_id").references((): AnyPgColumn => realtors.id, { onDelete: "set null" }),
    status: realtorStatusEnum("status").notNull().default("pending"),
    approvedBy: uuid("approved_by").references(() => userProfiles.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    yearsExperience: integer("years_experience"),
    profileImageUrl: text("profile_image_url"),
    biography: text("biography"),
    specializations: text("specializations").array().notNull().default(sql`'{}'::text[]`),
    languagesSpoken: text("languages_spoken").array().notNull().default(sql`'{}'::text[]`),
    wechatId: text("wechat_id"),
    telegramHandle: text("telegram_handle"),
    linkedinUrl: text("linkedin_url"),
    facebookUrl: text("facebook_url"),
    instagramUrl: text("instagram_url"),
    lastValidated: timestamp("last_validated", { withTimezone: true }),
    /** The private viewing-calendar feed's secret, as a SHA-256 hash: the address is shown once. */
    calendarFeedTokenHash: text("calendar_feed_token_hash"),
    ...timestamps(),
  },
  (t) => [
    unique("realtors_user_id_key").on(t.userId),
    unique("realtors_cea_number_key").on(t.ceaNumber),
    unique("realtors_agent_site_url_key").on(t.agentSiteUrl),
    unique("realtors_realtor_slug_key").on(t.realtorSlug),
    unique("realtors_calendar_feed_token_hash_key").on(t.calendarFeedTokenHash),
    index("realtors_agency_idx").on(t.agencyId),
    // A leader's active agents (the Realtor Management column) without reading every active realtor.
    index("realtors_reports_to_status_idx").on(t.reportsToId, t.status),
    // Realtor Management's two lists, newest first (id as tie-break): a page reads its own rows,
    // by status tab or, for All, without one. NULLS FIRST is what a plain ORDER BY … DESC means.
    index("realtors_leader_status_created_idx").on(t.isLeader, t.status, t.createdAt.desc().nullsFirst(), t.id),
    index("realtors_leader_created_idx").on(t.isLeader, t.createdAt.desc().nullsFirst(), t.id),
    index("realtors_status_created_idx").on(t.status, t.createdAt.desc()),
    index("realtors_email_idx").on(t.email),
    check(
      "realtors_years_experience_range",
      sql`${t.yearsExperience} IS NULL OR ${t.yearsExperience} BETWEEN ${sqlNumber(YEARS_EXPERIENCE_MIN)} AND ${sqlNumber(YEARS_EXPERIENCE_MAX)}`,
    ),
    check("realtors_cea_number_format", sql`${t.ceaNumber} IS NULL OR ${t.ceaNumber} ~ '^R[0-9]{6}[A-Z]?$'`),
    check("realtors_agent_site_url_host", sql`${t.agentSiteUrl} ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$'`),
    check("realtors_realtor_slug_format", sql`${t.realtorSlug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Projects a realtor is assigned to: a warning on deletion (part 2 §5) and master-site enquiry routing (issue 35). */
export const projectAssignments = pgTable(
  "project_assignments",
  {
    id: id(),
    realtorId: uuid("realtor_id")
      .notNull()
      .references(() => realtors.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The last master-site enquiry about the project routed to this realtor: the round robin's turn. */
    lastRoutedAt: timestamp("last_routed_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique("project_assignments_realtor_project_key").on(t.realtorId, t.projectId),
    index("project_assignments_project_idx").on(t.projectId),
  ],
);

/**
 * Administrative actions on realtor accounts (part 3 §3). realtor_id survives a hard delete as
 * null; user_id is the account that performed the action, and performed_by_name/email keep its
 * name and address even after that account is gone.
 */
export const realtorAuditLog = pgTable(
  "realtor_audit_log",
  {
    id: id(),
    actionType: auditActionTypeEnum("action_type").notNull(),
    realtorId: uuid("realtor_id").references(() => realtors.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => userProfiles.id, { onDelete: "set null" }),
    previousStatus: text("previous_status"),
    newStatus: text("new_status"),
    performedAt: timestamp("performed_at", { withTimezone: true }).notNull().defaultNow(),
    performedByName: text("performed_by_name"),
    performedByEmail: text("performed_by_email"),
    reason: text("reason"),
    reasonCategory: text("reason_category"),
    additionalDetails: jsonb("additional_details")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps(),
  },
  (t) => [
    // Newest first with the id as tie-break: the Audit Trail's order and the export's keyset paging.
    // NULLS FIRST is what a plain ORDER BY … DESC means; an index sorted otherwise is not used for it.
    index("realtor_audit_log_performed_id_idx").on(t.performedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("realtor_audit_log_action_performed_idx").on(t.actionType, t.performedAt.desc().nullsFirst()),
    index("realtor_audit_log_realtor_idx").on(t.realtorId, t.performedAt.desc().nullsFirst()),
    index("realtor_audit_log_user_idx").on(t.userId),
  ],
);

export const realtorsRelations = relations(realtors, ({ one, many }) => ({
  user: one(userProfiles, { fields: [realtors.userId], references: [userProfiles.id], relationName: "realtor_user" }),
  approver: one(userProfiles, { fields: [realtors.approvedBy], references: [userProfiles.id], relationName: "realtor_approver" }),
  agency: one(agencies, { fields: [realtors.agencyId], references: [agencies.id] }),
  reportsTo: one(realtors, { fields: [realtors.reportsToId], references: [realtors.id], relationName: "realtor_reports_to" }),
  reports: many(realtors, { relationName: "realtor_reports_to" }),
  branding: one(realtorSiteBranding),
  projectAssignments: many(projectAssignments),
  auditEntries: many(realtorAuditLog),
}));

export const projectAssignmentsRelations = relations(projectAssignments, ({ one }) => ({
  realtor: one(realtors, { fields: [projectAssignments.realtorId], references: [realtors.id] }),
  project: one(projects, { fields: [projectAssignments.projectId], references: [projects.id] }),
}));

export const realtorAuditLogRelations = relations(realtorAuditLog, ({ one }) => ({
  realtor: one(realtors, { fields: [realtorAuditLog.realtorId], references: [realtors.id] }),
  user: one(userProfiles, { fields: [realtorAuditLog.userId], references: [userProfiles.id] }),
}));
