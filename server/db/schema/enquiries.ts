import { relations, sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ENQUIRY_CONSENT_VERSION } from "../../../app/domain/enquiry-consent";
import { ENQUIRY_KINDS } from "../../../app/domain/schemas/enquiry";
import { ENQUIRY_TASK_KINDS } from "../../../app/domain/schemas/enquiry-tasks";
import { ENQUIRY_EVENT_TYPES, ENQUIRY_STAGES } from "../../../app/domain/schemas/enquiry-inbox";
import { userProfiles } from "./auth";
import { id, timestamps } from "./columns";
import { projects } from "./projects";
import { realtors } from "./realtors";

export const enquiryKindEnum = pgEnum("enquiry_kind", ENQUIRY_KINDS);
export const enquiryStageEnum = pgEnum("enquiry_stage", ENQUIRY_STAGES);

/**
 * A visitor's message to the owner of the site it was sent from. realtor_id is that site's
 * realtor (null on the master site); ip_hash is a salted hash, never the address itself.
 * consent_version names the wording agreed to (app/domain/enquiry-consent.ts); the buyer's
 * withdrawal link carries a secret whose SHA-256 is consent_token_hash; once consent is
 * withdrawn the inbox no longer shows the contact details. read_at: first opened by the owner.
 * owner_id: who works the lead (the site's realtor, or whom master's routing or a leader gave it
 * to); null is the administrators' queue. first_response_at: the owner's first reply, call,
 * WhatsApp or stage change (decision record 140). reminded_at and escalated_at: when the
 * response-time scan claimed the owner's reminder and the leader's escalation, each once
 * (decision record 146).
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: id(),
    kind: enquiryKindEnum("kind").notNull().default("contact"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message"),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    realtorId: uuid("realtor_id").references(() => realtors.id, { onDelete: "set null" }),
    siteHost: text("site_host").notNull(),
    preferredDate: date("preferred_date", { mode: "string" }),
    /** A showflat visit's time slot, 'HH:MM' in Singapore time (SHOWFLAT_TIME_SLOTS). */
    preferredTime: text("preferred_time"),
    /** The visit's calendar version: each reschedule or cancellation mails the buyer SEQUENCE + 1 (decision record 145). */
    viewingSequence: integer("viewing_sequence").notNull().default(0),
    viewingCancelledAt: timestamp("viewing_cancelled_at", { withTimezone: true }),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentVersion: text("consent_version").notNull().default(ENQUIRY_CONSENT_VERSION),
    consentTokenHash: text("consent_token_hash"),
    consentWithdrawnAt: timestamp("consent_withdrawn_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    stage: enquiryStageEnum("stage").notNull().default("new"),
    lostReason: text("lost_reason"),
    ownerId: uuid("owner_id").references(() => realtors.id, { onDelete: "set null" }),
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    ipHash: text("ip_hash"),
    /** The source of the visit it came from: the day's first source of the same visitor hash on the site (decision record 153). */
    visitSource: text("visit_source"),
    ...timestamps(),
  },
  (t) => [
    index("enquiries_realtor_created_idx").on(t.realtorId, t.createdAt.desc()),
    index("enquiries_created_idx").on(t.createdAt.desc()),
    index("enquiries_project_idx").on(t.projectId),
    index("enquiries_ip_created_idx").on(t.ipHash, t.createdAt.desc()),
    index("enquiries_stage_created_idx").on(t.stage, t.createdAt.desc()),
    // Inboxes read by owner: one owner, or a leader's team as owner_id = any(team ids).
    index("enquiries_owner_created_idx").on(t.ownerId, t.createdAt.desc()),
    // The header's unread count: one index probe per signed-in realtor.
    index("enquiries_owner_unread_idx").on(t.ownerId).where(sql`${t.readAt} is null`),
    uniqueIndex("enquiries_consent_token_hash_key").on(t.consentTokenHash),
    // The response-time scan reads only the leads still waiting for a first response.
    index("enquiries_unanswered_idx").on(t.createdAt).where(sql`${t.firstResponseAt} is null and ${t.escalatedAt} is null and ${t.ownerId} is not null`),
  ],
);

export const enquiryEventTypeEnum = pgEnum("enquiry_event_type", ENQUIRY_EVENT_TYPES);

/**
 * The history of one enquiry in the inbox (ENQUIRY_EVENT_TYPES) with who and when; the buyer's
 * withdrawal of consent has user_id and performed_by_name null. Deleted with the enquiry:
 * notes may hold the buyer's personal data.
 */
export const enquiryEvents = pgTable(
  "enquiry_events",
  {
    id: id(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    type: enquiryEventTypeEnum("type").notNull(),
    fromStage: enquiryStageEnum("from_stage"),
    toStage: enquiryStageEnum("to_stage"),
    /** An owner change: the names at the time; null is the administrators' queue. */
    fromOwnerName: text("from_owner_name"),
    toOwnerName: text("to_owner_name"),
    /** A contact attempt's button (CONTACT_CHANNELS). */
    channel: text("channel"),
    note: text("note"),
    userId: uuid("user_id").references(() => userProfiles.id, { onDelete: "set null" }),
    performedByName: text("performed_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("enquiry_events_enquiry_created_idx").on(t.enquiryId, t.createdAt)],
);

export const enquiriesRelations = relations(enquiries, ({ one, many }) => ({
  project: one(projects, { fields: [enquiries.projectId], references: [projects.id] }),
  realtor: one(realtors, { fields: [enquiries.realtorId], references: [realtors.id] }),
  events: many(enquiryEvents),
}));

export const enquiryEventsRelations = relations(enquiryEvents, ({ one }) => ({
  enquiry: one(enquiries, { fields: [enquiryEvents.enquiryId], references: [enquiries.id] }),
}));

/**
 * Master's routing of master-site enquiries: one row (id is always true). round_robin shares an
 * enquiry about a project among the realtors assigned to it; fallback_realtor_id takes the rest,
 * or, when null, the administrators' queue does.
 */
export const enquiryRouting = pgTable(
  "enquiry_routing",
  {
    id: boolean("id").primaryKey().default(true),
    roundRobin: boolean("round_robin").notNull().default(true),
    fallbackRealtorId: uuid("fallback_realtor_id").references(() => realtors.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => userProfiles.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("enquiry_routing_single_row", sql`${t.id}`)],
);

/**
 * A team's first-response target and office hours, set by its leader (issue 35 item 3, decision
 * record 146): the minutes of office hours, the ISO weekdays open, and opening and closing times
 * in Singapore time. A team without a row has no reminders.
 */
export const responseTimeTargets = pgTable(
  "response_time_targets",
  {
    leaderId: uuid("leader_id")
      .primaryKey()
      .references(() => realtors.id, { onDelete: "cascade" }),
    targetMinutes: integer("target_minutes").notNull(),
    officeDays: integer("office_days").array().notNull(),
    opensAt: text("opens_at").notNull(),
    closesAt: text("closes_at").notNull(),
    updatedBy: uuid("updated_by").references(() => userProfiles.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("response_time_targets_minutes", sql`${t.targetMinutes} between 5 and 480`),
    check("response_time_targets_hours", sql`${t.opensAt} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.closesAt} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.opensAt} < ${t.closesAt}`),
    check("response_time_targets_days", sql`cardinality(${t.officeDays}) > 0 and ${t.officeDays} <@ array[1,2,3,4,5,6,7]`),
  ],
);

export const enquiryTaskKindEnum = pgEnum("enquiry_task_kind", ENQUIRY_TASK_KINDS);

/** A follow-up on an enquiry with its due time; done once completed_at is set (decision record 147). */
export const enquiryTasks = pgTable(
  "enquiry_tasks",
  {
    id: id(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    kind: enquiryTaskKindEnum("kind").notNull(),
    note: text("note"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => userProfiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("enquiry_tasks_enquiry_due_idx").on(t.enquiryId, t.dueAt),
    // Today's and overdue lists and the morning digest read only open tasks by due time.
    index("enquiry_tasks_open_due_idx").on(t.dueAt).where(sql`${t.completedAt} is null`),
  ],
);

/** The morning digest sent to a realtor for one Singapore day: the row is the claim that makes it once a day. */
export const taskDigests = pgTable(
  "task_digests",
  {
    realtorId: uuid("realtor_id")
      .notNull()
      .references(() => realtors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.realtorId, t.day] })],
);
