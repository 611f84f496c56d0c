import { desc } from "drizzle-orm";
import { hasPermission } from "~/domain/permissions";
import type { Database } from "../db/client";
import type { MailAttachment } from "../mail";
import { outbox } from "../db/schema";
import { NotFoundError } from "./errors";

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
  createdAt: Date;
}

/** The newest stored messages first (the local stand-in for an SMTP server). */
async function listOutbox(db: Database, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db
    .select({
      id: outbox.id,
      to: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.textBody,
      attachments: outbox.attachments,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  return rows;
}

/** The dev mailbox for one viewer: the outbox, or NotFound (the page does not exist for them). */
export async function readDevMailbox(db: Database, viewer: { role: string } | null): Promise<OutboxMessage[]> {
  if (!hasPermission(viewer?.role, "devMailbox")) throw new NotFoundError("Not Found");
  return listOutbox(db);
}
