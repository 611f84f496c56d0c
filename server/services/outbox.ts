import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import type { MailAttachment } from "../mail";
import { outbox } from "../db/schema";

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
  createdAt: Date;
}

/** The newest stored messages first (the local stand-in for an SMTP server). */
export async function listOutbox(db: Database, limit = 100): Promise<OutboxMessage[]> {
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

/** The dev mailbox shows other people's mail: only to master users or to a browser on this machine. */
export function canReadOutbox(viewer: { fromLoopback: boolean; role: string | null }): boolean {
  return viewer.fromLoopback || viewer.role === "master";
}
