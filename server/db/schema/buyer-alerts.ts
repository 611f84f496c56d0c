import { date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { enquiries } from "./enquiries";
import { projects } from "./projects";
import { realtors } from "./realtors";

/**
 * A buyer's alert (decision record 154): a saved listing search (search_query, the listing's URL
 * query) or one watched project (project_id), asked for on a site (realtor_id, null on the master
 * site). Double opt-in: nothing is mailed before confirmed_at; the confirm link carries a secret
 * whose SHA-256 is kept. unsubscribe_token is kept as is: every mail carries the same one, and all it
 * can do is stop the alert. snapshot is what the buyer was last told of (the matching
 * project ids, or the watched project's price and availability); the daily scan mails the difference.
 * enquiry_id is the lead the confirmation gives the site's realtor.
 */
export const buyerAlerts = pgTable(
  "buyer_alerts",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    searchQuery: text("search_query"),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    realtorId: uuid("realtor_id").references(() => realtors.id, { onDelete: "set null" }),
    siteHost: text("site_host").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentVersion: text("consent_version").notNull(),
    confirmTokenHash: text("confirm_token_hash").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    snapshot: jsonb("snapshot").$type<AlertSnapshot>().notNull(),
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    /** A keyed hash of the requesting address (visitorKey), for the request limit; never the address. */
    requesterHash: text("requester_hash"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("buyer_alerts_confirm_token_key").on(t.confirmTokenHash),
    uniqueIndex("buyer_alerts_unsubscribe_token_key").on(t.unsubscribeToken),
    index("buyer_alerts_project_idx").on(t.projectId),
    index("buyer_alerts_requester_idx").on(t.requesterHash, t.createdAt),
    index("buyer_alerts_email_idx").on(t.email, t.createdAt),
  ],
);

export type AlertSnapshot = { projectIds: string[] } | { priceFromCents: number | null; available: number; units: number };

/** One alert's mail for one Singapore day: the row is the claim that makes it at most one a day, written with the snapshot's advance. */
export const buyerAlertMails = pgTable(
  "buyer_alert_mails",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => buyerAlerts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.day] })],
);
