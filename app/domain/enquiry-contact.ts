import { whatsappHref } from "~/domain/singapore";

/**
 * The greeting a realtor's one-tap reply starts with, naming the project the buyer asked about.
 * The buyer is greeted by the name as they wrote it: which part is the given name differs
 * ('Tan Ah Kow' is Mr Tan Ah Kow, not Tan), so no part is guessed (issue 35 item 8).
 */
export function enquiryReplyText(input: { buyerName: string; realtorName: string; projectName: string | null }): string {
  const about = input.projectName ? `your enquiry about ${input.projectName}` : "your enquiry";
  return `Hi ${input.buyerName.trim()}, this is ${input.realtorName}. Thank you for ${about}. When would be a good time to talk?`;
}

/** WhatsApp with the reply already typed; '' when the number has no digits. */
export function enquiryWhatsAppHref(phone: string | null, text: string): string {
  const base = whatsappHref(phone);
  return base ? `${base}?text=${encodeURIComponent(text)}` : "";
}

export function enquiryMailtoHref(email: string, input: { projectName: string | null; text: string }): string {
  const subject = input.projectName ? `Your enquiry about ${input.projectName}` : "Your enquiry";
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(input.text)}`;
}
