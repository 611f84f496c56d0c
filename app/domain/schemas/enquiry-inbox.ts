import * as z from "zod";
import { ENQUIRY_KINDS } from "~/domain/schemas/enquiry";
import { recordId, requiredText } from "~/domain/schemas/fields";

/** Where an enquiry stands with the realtor who answers it. */
export const ENQUIRY_STATUSES = ["new", "contacted", "viewing-booked", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  "viewing-booked": "Viewing booked",
  closed: "Closed",
};

/** The inbox's history of one enquiry: who changed its status or wrote a note, and when. */
export const ENQUIRY_EVENT_TYPES = ["status-changed", "note", "consent-withdrawn"] as const;
export type EnquiryEventType = (typeof ENQUIRY_EVENT_TYPES)[number];

/** Tabs of the inbox, in order: every status, then all. */
export const ENQUIRY_TABS = ["all", ...ENQUIRY_STATUSES] as const;
export type EnquiryTab = (typeof ENQUIRY_TABS)[number];
export const ENQUIRY_SORTS = ["received"] as const;

export const ENQUIRY_NOTE_MAX_LENGTH = 2000;

export const ENQUIRY_INBOX_MESSAGES = {
  notFound: "Enquiry not found",
  noteRequired: "Please write a note",
  noteTooLong: `A note must be ${ENQUIRY_NOTE_MAX_LENGTH} characters or fewer`,
  statusInvalid: "Please choose a status",
  manageDenied: "Only the realtor who received this enquiry can change it",
  eraseDenied: "Only the realtor who received this enquiry or an administrator can delete it",
  consentWithdrawn: "The buyer withdrew their consent: their contact details are hidden.",
  withdrawalLinkInvalid: "This link is not valid. It may have been copied incompletely, or the enquiry has been deleted.",
} as const;

export const ENQUIRY_TOASTS = {
  statusChanged: "Status updated",
  statusFailed: "Failed to update status",
  noted: "Note added",
  noteFailed: "Failed to add note",
  deleted: "Enquiry deleted",
  deleteFailed: "Failed to delete enquiry",
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

export const enquiryStatusSchema = enquiryIdSchema.extend({
  status: z.enum(ENQUIRY_STATUSES, { error: ENQUIRY_INBOX_MESSAGES.statusInvalid }),
});
export type EnquiryStatusData = z.output<typeof enquiryStatusSchema>;

export const enquiryNoteSchema = enquiryIdSchema.extend({
  note: requiredText(ENQUIRY_INBOX_MESSAGES.noteRequired).max(ENQUIRY_NOTE_MAX_LENGTH, { error: ENQUIRY_INBOX_MESSAGES.noteTooLong }),
});
export type EnquiryNoteData = z.output<typeof enquiryNoteSchema>;

/** The secret of a consent-withdrawal link: 32 random bytes, base64url. */
export const CONSENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const consentWithdrawalSchema = z.object({
  token: z.string().regex(CONSENT_TOKEN_PATTERN, { error: ENQUIRY_INBOX_MESSAGES.withdrawalLinkInvalid }),
});
