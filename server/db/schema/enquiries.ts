import { relations, sql } from "drizzle-orm";
import { date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ENQUIRY_CONSENT_VERSION } from "../../../app/domain/enquiry-consent";
import { ENQUIRY_KINDS } from "../../../app/domain/schemas/enquiry";
import { ENQUIRY_EVENT_TYPES, ENQUIRY_STATUSES } from "../../../app/domain/schemas/enquiry-inbox";
import { userProfiles } from "./auth";
import { id, timestamps } from "./columns";
import { projects } from "./projects";
import { realtors } from "./realtors";

export const enquiryKindEnum = pgEnum("enquiry_kind", ENQUIRY_KINDS);
export const enquiryStatusEnum = pgEnum("enquiry_status", ENQUIRY_STATUSES);

/**
 * A visitor's message to the owner of the site it was sent from. realtor_id is that site's
 * realtor (null on the master site); ip_hash is a salted hash, never the address itself.
 * consent_version names the wording agreed to (app/domain/enquiry-consent.ts); the buyer's
 * withdrawal link carries a secret whose SHA-256 is consent_token_hash; once consent is
 * withdrawn the inbox no longer shows the contact details. read_at: first opened by the owner.
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
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentVersion: text("consent_version").notNull().default(ENQUIRY_CONSENT_VERSION),
    consentTokenHash: text("consent_token_hash"),
    consentWithdrawnAt: timestamp("consent_withdrawn_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    status: enquiryStatusEnum("status").notNull().default("new"),
    ipHash: text("ip_hash"),
    ...timestamps(),
  },
  (t) => [
    index("enquiries_realtor_created_idx").on(t.realtorId, t.createdAt.desc()),
    index("enquiries_created_idx").on(t.createdAt.desc()),
    index("enquiries_project_idx").on(t.projectId),
    index("enquiries_ip_created_idx").on(t.ipHash, t.createdAt.desc()),
    index("enquiries_status_created_idx").on(t.status, t.createdAt.desc()),
    // The header's unread count: one index probe per signed-in realtor.
    index("enquiries_unread_idx").on(t.realtorId).where(sql`${t.readAt} is null`),
    uniqueIndex("enquiries_consent_token_hash_key").on(t.consentTokenHash),
  ],
);

export const enquiryEventTypeEnum = pgEnum("enquiry_event_type", ENQUIRY_EVENT_TYPES);

/**
 * The history of one enquiry in the inbox: status changes and notes with who and when, and the
 * buyer's withdrawal of consent (user_id and performed_by_name null). Deleted with the enquiry:
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
    fromStatus: enquiryStatusEnum("from_status"),
    toStatus: enquiryStatusEnum("to_status"),
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
