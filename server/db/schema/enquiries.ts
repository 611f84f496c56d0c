import { relations } from "drizzle-orm";
import { date, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ENQUIRY_KINDS } from "../../../app/domain/schemas/enquiry";
import { id, timestamps } from "./columns";
import { projects } from "./projects";
import { realtors } from "./realtors";

export const enquiryKindEnum = pgEnum("enquiry_kind", ENQUIRY_KINDS);
export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;
export const enquiryStatusEnum = pgEnum("enquiry_status", ENQUIRY_STATUSES);

/**
 * A visitor's message to the owner of the site it was sent from. realtor_id is that site's
 * realtor (null on the master site); ip_hash is a salted hash, never the address itself.
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
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    status: enquiryStatusEnum("status").notNull().default("new"),
    ipHash: text("ip_hash"),
    ...timestamps(),
  },
  (t) => [
    index("enquiries_realtor_created_idx").on(t.realtorId, t.createdAt.desc()),
    index("enquiries_created_idx").on(t.createdAt.desc()),
    index("enquiries_project_idx").on(t.projectId),
    index("enquiries_ip_created_idx").on(t.ipHash, t.createdAt.desc()),
  ],
);

export const enquiriesRelations = relations(enquiries, ({ one }) => ({
  project: one(projects, { fields: [enquiries.projectId], references: [projects.id] }),
  realtor: one(realtors, { fields: [enquiries.realtorId], references: [realtors.id] }),
}));
