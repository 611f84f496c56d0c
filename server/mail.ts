import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "./db/client";
import { outbox } from "./db/schema";
import { countMail } from "./metrics";

/** A text file sent with a message, such as a calendar entry (`text/calendar`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's answer goes, when not to the platform's sender. */
  replyTo?: string;
  attachments?: MailAttachment[];
  /** A link that stops this kind of mail: sent as List-Unsubscribe with RFC 8058's one-click List-Unsubscribe-Post, which the link's POST honours. */
  unsubscribeUrl?: string;
}

/** The message as nodemailer sends it over SMTP. */
export function smtpMessageOf(from: string, { unsubscribeUrl, ...message }: MailMessage): SendMailOptions {
  if (!unsubscribeUrl) return { from, ...message };
  return { from, ...message, list: { unsubscribe: unsubscribeUrl }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** How the last message of this process went, for System Diagnostics. */
  lastDelivery?(): MailDelivery | null;
}

export interface MailDelivery {
  at: Date;
  ok: boolean;
  subject: string;
  error?: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is kept in the outbox table
 * (listed at /dev/mailbox) so reset links and enquiries work on a laptop.
 */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string; logger?: Logger }): Mailer {
  const { db, smtpUrl, from, logger } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let last: MailDelivery | null = null;
  async function deliver(message: MailMessage) {
    if (transport) {
      await transport.sendMail(smtpMessageOf(from, message));
      logger?.info({ subject: message.subject }, "mail sent");
      return;
    }
    await db.insert(outbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      replyTo: message.replyTo ?? null,
      attachments: message.attachments ?? [],
    });
    logger?.info({ subject: message.subject }, "mail stored in outbox");
  }
  return {
    async send(message) {
      try {
        await deliver(message);
        last = { at: new Date(), ok: true, subject: message.subject };
        countMail(transport ? "smtp" : "outbox", true);
      } catch (error) {
        countMail(transport ? "smtp" : "outbox", false);
        last = { at: new Date(), ok: false, subject: message.subject, error: error instanceof Error ? error.message : String(error) };
        throw error;
      }
    },
    lastDelivery: () => last,
  };
}
