import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "./db/client";
import { outbox } from "./db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is kept in the outbox table
 * (listed at /dev/mailbox) so reset links and enquiries work on a laptop.
 */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string; logger?: Logger }): Mailer {
  const { db, smtpUrl, from, logger } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message) {
      if (transport) {
        await transport.sendMail({ from, ...message });
        logger?.info({ to: message.to, subject: message.subject }, "mail sent");
        return;
      }
      await db.insert(outbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
      logger?.info({ to: message.to, subject: message.subject }, "mail stored in outbox");
    },
  };
}
