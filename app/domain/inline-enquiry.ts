import type { EnquiryKind } from "~/domain/schemas/enquiry";

// Before JavaScript loads, a project page's enquiry buttons lead to its inline form; the
// showflat button asks for that form with a viewing date (decision record 'enquiries').
export const INLINE_ENQUIRY_HREF = "#enquire";
/** The query parameter that asks a project page's inline form for a showflat visit. */
export const INLINE_VISIT_PARAM = "visit";
export const INLINE_VISIT_HREF = `?${INLINE_VISIT_PARAM}#enquire`;

/** Which enquiry the project page's inline form makes for this address. */
export function inlineEnquiryKind(url: URL): Extract<EnquiryKind, "register-interest" | "book-viewing"> {
  return url.searchParams.has(INLINE_VISIT_PARAM) ? "book-viewing" : "register-interest";
}
