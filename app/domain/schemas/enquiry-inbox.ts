import * as z from "zod";
import { isIsoDate, recordId, requiredText } from "~/domain/schemas/fields";
import { ENQUIRY_KINDS, ENQUIRY_MESSAGES } from "~/domain/schemas/enquiry";
import { isShowflatTimeSlot, isWithinShowflatBookingWindow } from "~/domain/showflat-visit";

/** The sales pipeline an enquiry moves along (issue 35 item 2); lost needs a reason. */
export const ENQUIRY_STAGES = ["new", "contacted", "viewing-booked", "negotiating", "unit-booked", "lost"] as const;
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];

export const ENQUIRY_STAGE_LABELS: Readonly<Record<EnquiryStage, string>> = {
  new: "New",
  contacted: "Contacted",
  "viewing-booked": "Viewing booked",
  negotiating: "Negotiating",
  "unit-booked": "Unit booked",
  lost: "Lost",
};

/** Stages a lead is still being worked in: today's list and the board's open columns. */
export const OPEN_ENQUIRY_STAGES = ["new", "contacted", "viewing-booked", "negotiating"] as const satisfies readonly EnquiryStage[];

/**
 * The history of one enquiry: stage changes (status-changed, named so since before the
 * pipeline), notes, owner changes, replies mailed to the buyer, call and WhatsApp attempts, and
 * the buyer's withdrawal of consent, and a showflat visit moved or cancelled by the realtor.
 */
export const ENQUIRY_EVENT_TYPES = ["status-changed", "note", "consent-withdrawn", "owner-changed", "reply", "contact-attempt", "viewing-rescheduled", "viewing-cancelled"] as const;
export type EnquiryEventType = (typeof ENQUIRY_EVENT_TYPES)[number];

/** A logged contact attempt: the button the realtor pressed on the enquiry page. */
export const CONTACT_CHANNELS = ["call", "whatsapp"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_CHANNEL_LABELS: Readonly<Record<ContactChannel, string>> = { call: "a call", whatsapp: "WhatsApp" };

/** Tabs of the inbox, in order: all, then every stage. */
export const ENQUIRY_TABS = ["all", ...ENQUIRY_STAGES] as const;
export type EnquiryTab = (typeof ENQUIRY_TABS)[number];
export const ENQUIRY_SORTS = ["received"] as const;

export const ENQUIRY_NOTE_MAX_LENGTH = 2000;
export const ENQUIRY_REPLY_MAX_LENGTH = 5000;
export const LOST_REASON_MAX_LENGTH = 300;

/** The inbox's three views of the same enquiries (decision record 140). */
export const ENQUIRY_VIEWS = ["list", "board", "today"] as const;
export type EnquiryView = (typeof ENQUIRY_VIEWS)[number];

export const ENQUIRY_INBOX_MESSAGES = {
  notFound: "Enquiry not found",
  noteRequired: "Please write a note",
  noteTooLong: `A note must be ${ENQUIRY_NOTE_MAX_LENGTH} characters or fewer`,
  stageInvalid: "Please choose a stage",
  lostReasonRequired: "Please say why the lead was lost",
  lostReasonTooLong: `A reason must be ${LOST_REASON_MAX_LENGTH} characters or fewer`,
  replyRequired: "Please write a reply",
  replyTooLong: `A reply must be ${ENQUIRY_REPLY_MAX_LENGTH} characters or fewer`,
  replyNoEmail: "The buyer withdrew their consent: a reply cannot be sent.",
  manageDenied: "Only the owner of this enquiry can change it",
  assignDenied: "Only the team's leader can assign this enquiry",
  ownerInvalid: "Please choose who owns this enquiry",
  ownerNotInTeam: "Choose an active realtor of the team",
  eraseDenied: "Only the realtor who received this enquiry or an administrator can delete it",
  consentWithdrawn: "The buyer withdrew their consent: their contact details are hidden.",
  viewingNotBooked: "This enquiry has no showflat visit to change",
  viewingCancelled: "This showflat visit was cancelled",
  viewingUnchanged: "Choose another day or time slot",
  viewingNoEmail: "The buyer withdrew their consent: the visit cannot be changed by mail.",
  withdrawalLinkInvalid: "This link is not valid. It may have been copied incompletely, or the enquiry has been deleted.",
} as const;

export const ENQUIRY_TOASTS = {
  stageChanged: "Stage updated",
  stageFailed: "Failed to update the stage",
  assigned: "Enquiry assigned",
  assignFailed: "Failed to assign the enquiry",
  replied: "Reply sent",
  replyFailed: "Failed to send the reply",
  contactLogged: "Contact attempt logged",
  contactFailed: "Failed to log the contact attempt",
  noted: "Note added",
  noteFailed: "Failed to add note",
  deleted: "Enquiry deleted",
  deleteFailed: "Failed to delete enquiry",
  viewingRescheduled: "Visit rescheduled",
  viewingRescheduleFailed: "Failed to reschedule the visit",
  viewingCancelled: "Visit cancelled",
  viewingCancelFailed: "Failed to cancel the visit",
  viewingMailed: (buyer: string) => `${buyer} was mailed the calendar file.`,
  viewingNotMailed: (buyer: string) => `The mail to ${buyer} could not be sent: please call them.`,
  calendarFeedCreated: "New calendar address",
  calendarFeedCreatedDetail: "Copy it now: it is shown once. The previous address no longer works.",
  calendarFeedFailed: "Failed to create a calendar address",
} as const;

/** A new viewing-calendar address: nothing to fill in, the realtor is the one signed in. */
export const calendarFeedSchema = z.object({});

/** Filters of the inbox beyond the status tab, read from the URL; a bad value is dropped. */
export const enquiryFiltersSchema = z.object({
  kind: z.enum(ENQUIRY_KINDS).optional().catch(undefined),
  project: recordId().optional().catch(undefined),
});
export type EnquiryFilters = z.output<typeof enquiryFiltersSchema>;

export function parseEnquiryFilters(searchParams: URLSearchParams): EnquiryFilters {
  return enquiryFiltersSchema.parse({
    kind: searchParams.get("kind") || undefined,
    project: searchParams.get("project") || undefined,
  });
}

export const enquiryIdSchema = z.object({ id: recordId(ENQUIRY_INBOX_MESSAGES.notFound) });

export const enquiryStageSchema = enquiryIdSchema
  .extend({
    stage: z.enum(ENQUIRY_STAGES, { error: ENQUIRY_INBOX_MESSAGES.stageInvalid }),
    lostReason: z
      .string()
      .trim()
      .max(LOST_REASON_MAX_LENGTH, { error: ENQUIRY_INBOX_MESSAGES.lostReasonTooLong })
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((input) => input.stage !== "lost" || Boolean(input.lostReason), { error: ENQUIRY_INBOX_MESSAGES.lostReasonRequired, path: ["lostReason"] });
export type EnquiryStageData = Omit<z.output<typeof enquiryStageSchema>, "lostReason"> & { lostReason?: string };

/** A new owner: a realtor's id, or "queue" for the administrators' queue (master-site enquiries only). */
export const ADMINISTRATORS_QUEUE = "queue";
export const enquiryAssignSchema = enquiryIdSchema.extend({
  ownerId: z.union([z.literal(ADMINISTRATORS_QUEUE), recordId(ENQUIRY_INBOX_MESSAGES.ownerInvalid)], { error: ENQUIRY_INBOX_MESSAGES.ownerInvalid }),
});
export type EnquiryAssignData = z.output<typeof enquiryAssignSchema>;

export const enquiryReplySchema = enquiryIdSchema.extend({
  reply: requiredText(ENQUIRY_INBOX_MESSAGES.replyRequired).max(ENQUIRY_REPLY_MAX_LENGTH, { error: ENQUIRY_INBOX_MESSAGES.replyTooLong }),
});
export type EnquiryReplyData = z.output<typeof enquiryReplySchema>;

export const contactAttemptSchema = enquiryIdSchema.extend({ channel: z.enum(CONTACT_CHANNELS) });
export type ContactAttemptData = z.output<typeof contactAttemptSchema>;

export const enquiryNoteSchema = enquiryIdSchema.extend({
  note: requiredText(ENQUIRY_INBOX_MESSAGES.noteRequired).max(ENQUIRY_NOTE_MAX_LENGTH, { error: ENQUIRY_INBOX_MESSAGES.noteTooLong }),
});
export type EnquiryNoteData = z.output<typeof enquiryNoteSchema>;

/** The realtor moves a showflat visit to another day and slot in the booking window. */
export const viewingRescheduleSchema = enquiryIdSchema.extend({
  preferredDate: z
    .string({ error: ENQUIRY_MESSAGES.preferredDateRequired })
    .trim()
    .refine(isIsoDate, { error: ENQUIRY_MESSAGES.preferredDateRequired })
    .refine((date) => isWithinShowflatBookingWindow(date), { error: ENQUIRY_MESSAGES.preferredDateOutsideWindow }),
  preferredTime: z.string({ error: ENQUIRY_MESSAGES.preferredTimeRequired }).refine(isShowflatTimeSlot, { error: ENQUIRY_MESSAGES.preferredTimeRequired }),
});
export type ViewingRescheduleData = z.output<typeof viewingRescheduleSchema>;

/** The secret of a consent-withdrawal link: 32 random bytes, base64url. */
export const CONSENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const consentWithdrawalSchema = z.object({
  token: z.string().regex(CONSENT_TOKEN_PATTERN, { error: ENQUIRY_INBOX_MESSAGES.withdrawalLinkInvalid }),
});
