import nodemailer, { type SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { smtpMessageOf } from "#server/mail";

/** The raw message nodemailer would hand the SMTP server. */
async function rawMessage(options: SendMailOptions): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail(options);
  return (info.message as Buffer).toString("utf8");
}

const base = { to: "buyer@example.com", subject: "Property alert: 1 update", text: "x", html: "<p>x</p>" };

describe("one-click unsubscribe headers (RFC 8058)", () => {
  it("a message with an unsubscribe link carries List-Unsubscribe with it and List-Unsubscribe-Post", async () => {
    const raw = await rawMessage(smtpMessageOf("Condo Sites <noreply@example.sg>", { ...base, unsubscribeUrl: "https://agent.example.sg/alerts/unsubscribe/tok-1" }));
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/agent\.example\.sg\/alerts\/unsubscribe\/tok-1>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).not.toContain("unsubscribeUrl");
  });

  it("any other message carries neither", async () => {
    const raw = await rawMessage(smtpMessageOf("Condo Sites <noreply@example.sg>", base));
    expect(raw).not.toMatch(/^List-Unsubscribe/m);
  });
});
