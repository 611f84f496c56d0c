import * as z from "zod";
import type { Role } from "~/domain/permissions";
import { isShowflatTimeSlot, isWithinShowflatBookingWindow, SHOWFLAT_BOOKING_DAYS_AHEAD } from "~/domain/showflat-visit";
import { isSingaporePhone } from "~/domain/singapore";
import { parseShortlistSlugs, SHORTLIST_QUERY_PARAM } from "~/domain/shortlist";
import { booleanField, emailAddress, isIsoDate, optionalText, requiredText } from "~/domain/schemas/fields";

export const ENQUIRY_KINDS = ["contact", "register-interest", "book-viewing", "shortlist"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const ENQUIRY_KIND_LABELS: Readonly<Record<EnquiryKind, string>> = {
  contact: "Contact",
  "register-interest": "Register Interest",
  "book-viewing": "Book a Viewing",
  shortlist: "Shortlist",
};

export const ENQUIRY_MESSAGE_MAX_LENGTH = 2000;

/**
 * Who hears of an enquiry sent from a site without a realtor (the master site, an unknown host):
 * the platform's master administrators, not the placeholder address those sites show.
 */
export const OWNERLESS_ENQUIRY_RECIPIENT_ROLE = "master" satisfies Role;

export const ENQUIRY_MESSAGES = {
  nameRequired: "Please enter your name",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid Singapore phone number",
  messageRequired: "Please enter a message",
  messageTooLong: `Message must be ${ENQUIRY_MESSAGE_MAX_LENGTH} characters or fewer`,
  preferredDateRequired: "Please choose a preferred viewing date",
  preferredDateOutsideWindow: `Please choose a date from tomorrow up to ${SHOWFLAT_BOOKING_DAYS_AHEAD.last} days ahead`,
  preferredTimeRequired: "Please choose a time slot",
  viewingPhoneRequired: "Please enter a phone number so your visit can be confirmed",
  consentRequired: "Please agree to be contacted about your enquiry (PDPA)",
  shortlistEmpty: "Please save at least one project to your shortlist",
  shortlistUnlisted: "The projects on this shortlist are no longer listed. Please save others first.",
  sentTitle: "Message Sent!",
  /** The 429 answer to a visitor over the limit; the form adds the owner's phone number to it. */
  rateLimited: "You have sent several enquiries in a short time. Please wait a few minutes before sending another, or call us directly.",
} as const;

export function enquirySentMessage(ownerName: string): string {
  return `Thank you for your enquiry. ${ownerName} will get back to you soon.`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export const enquirySchema = z
  .object({
    kind: z.enum(ENQUIRY_KINDS).default("contact"),
    name: requiredText(ENQUIRY_MESSAGES.nameRequired).max(100, { error: "Name must be 100 characters or fewer" }),
    email: emailAddress(ENQUIRY_MESSAGES.emailInvalid),
    phone: z
      .string()
      .trim()
      .refine(isSingaporePhone, { error: ENQUIRY_MESSAGES.phoneInvalid })
      .optional(),
    message: optionalText(ENQUIRY_MESSAGE_MAX_LENGTH, ENQUIRY_MESSAGES.messageTooLong),
    projectSlug: optionalText(200),
    /** 'YYYY-MM-DD', within the booking window counted from today's date in Singapore. */
    preferredDate: z.string().trim().optional(),
    /** A showflat time slot, 'HH:MM'. */
    preferredTime: z.string().trim().optional(),
    /** The shortlist mailed to the buyer: its slugs as its URL carries them ('a,b,c'). */
    shortlist: z
      .string()
      .optional()
      .transform((value) => parseShortlistSlugs(new URLSearchParams({ [SHORTLIST_QUERY_PARAM]: value ?? "" }))),
    consent: booleanField().refine((agreed) => agreed, { error: ENQUIRY_MESSAGES.consentRequired }),
  })
  .superRefine((enquiry, ctx) => {
    if (enquiry.kind === "shortlist" && enquiry.shortlist.length === 0) {
      ctx.addIssue({ code: "custom", message: ENQUIRY_MESSAGES.shortlistEmpty, path: ["shortlist"] });
    }
    if (enquiry.kind === "contact" && !enquiry.message) {
      ctx.addIssue({ code: "custom", message: ENQUIRY_MESSAGES.messageRequired, path: ["message"] });
    }
    if (enquiry.kind === "book-viewing") {
      if (!enquiry.preferredDate || !isIsoDate(enquiry.preferredDate)) {
        ctx.addIssue({ code: "custom", message: ENQUIRY_MESSAGES.preferredDateRequired, path: ["preferredDate"] });
      } else if (!isWithinShowflatBookingWindow(enquiry.preferredDate)) {
        ctx.addIssue({ code: "custom", message: ENQUIRY_MESSAGES.preferredDateOutsideWindow, path: ["preferredDate"] });
      }
      if (!isShowflatTimeSlot(enquiry.preferredTime)) {
        ctx.addIssue({ code: "custom", message: ENQUIRY_MESSAGES.preferredTimeRequired, path: ["preferredTime"] });
      }
      if (!enquiry.phone) {
        ctx.addIssue({ code: "custom", message: ENQUIRY_MESSAGES.viewingPhoneRequired, path: ["phone"] });
      }
    }
  }, { when: (payload) => isObject(payload.value) });
export type EnquiryData = z.output<typeof enquirySchema>;
