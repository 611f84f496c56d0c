import { eq } from "drizzle-orm";
import { ENQUIRY_INBOX_MESSAGES, type ContactAttemptData, type EnquiryReplyData } from "~/domain/schemas/enquiry-inbox";
import type { Database, Tx } from "../db/client";
import { enquiries, enquiryEvents } from "../db/schema";
import type { Mailer } from "../mail";
import { enquiryReplyMail } from "../mail-templates";
import { authorizeRow, type Actor } from "./actor";
import { lockForChange, respondedAt } from "./enquiry-inbox";
import { InvalidError } from "./errors";

/**
 * The owner's reply, mailed to the buyer with the owner as reply-to and kept in the enquiry's
 * thread. The mail goes first and the thread is written once it went, so a reply that could not
 * be sent is never shown as sent; the rights are checked again in the writing transaction.
 */
export async function replyToEnquiry({ db, mailer }: { db: Database; mailer: Mailer }, actor: Actor, input: EnquiryReplyData): Promise<{ name: string }> {
  const enquiry = await replyableEnquiry(db, actor, input.id);
  await mailer.send({
    to: enquiry.email,
    replyTo: enquiry.ownerEmail ?? actor.email,
    ...enquiryReplyMail({ buyerName: enquiry.name, realtorName: enquiry.ownerName ?? actor.fullName, projectName: enquiry.projectName, reply: input.reply }),
  });
  await db.transaction(async (tx) => {
    await replyableEnquiry(tx, actor, input.id);
    const now = new Date();
    await tx.insert(enquiryEvents).values({ enquiryId: input.id, type: "reply", note: input.reply, userId: actor.id, performedByName: actor.fullName, createdAt: now });
    await tx.update(enquiries).set(respondedAt(now)).where(eq(enquiries.id, input.id));
  });
  return { name: enquiry.name };
}

async function replyableEnquiry(db: Database | Tx, actor: Actor, id: string) {
  const enquiry = await lockForChange(db, actor, id);
  authorizeRow(enquiry.rights.manage, ENQUIRY_INBOX_MESSAGES.manageDenied);
  if (!enquiry.email) throw new InvalidError(ENQUIRY_INBOX_MESSAGES.replyNoEmail, { field: "reply" });
  return { ...enquiry, email: enquiry.email };
}

/** A call or WhatsApp button pressed on the enquiry page: kept in the history, and the first response if none came before. */
export async function logContactAttempt({ db }: { db: Database }, actor: Actor, input: ContactAttemptData): Promise<void> {
  await db.transaction(async (tx) => {
    const enquiry = await lockForChange(tx, actor, input.id);
    authorizeRow(enquiry.rights.manage, ENQUIRY_INBOX_MESSAGES.manageDenied);
    const now = new Date();
    await tx.insert(enquiryEvents).values({ enquiryId: input.id, type: "contact-attempt", channel: input.channel, userId: actor.id, performedByName: actor.fullName, createdAt: now });
    await tx.update(enquiries).set(respondedAt(now)).where(eq(enquiries.id, input.id));
  });
}
