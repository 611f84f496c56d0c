import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { MailAttachment } from "../../mail";
import { id, timestamps } from "./columns";

/** Mail kept in the database when no SMTP_URL is configured (and a record of what was sent). */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Where the recipient's answer goes: the realtor who wrote a reply to a buyer. */
    replyTo: text("reply_to"),
    /** Files sent with the message (a showflat visit's calendar entry), kept as text. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt.desc()), index("outbox_to_created_idx").on(t.toAddress, t.createdAt.desc())],
);
