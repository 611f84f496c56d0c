import * as z from "zod";
import { optionalRecordId } from "~/domain/schemas/fields";

/**
 * Master's rule for enquiries sent on the master site (issue 35 item 1): to the realtors
 * assigned to the enquiry's project in turn, otherwise to one chosen realtor, otherwise to the
 * administrators' queue (no fallback realtor).
 */
export const ENQUIRY_ROUTING_MESSAGES = {
  realtorInvalid: "Choose an active realtor",
  saved: "Enquiry routing saved",
  failed: "Failed to save enquiry routing",
} as const;

export const enquiryRoutingSchema = z.object({
  roundRobin: z
    .string()
    .optional()
    .transform((value) => value === "on"),
  fallbackRealtorId: optionalRecordId(ENQUIRY_ROUTING_MESSAGES.realtorInvalid),
});
export type EnquiryRoutingData = z.output<typeof enquiryRoutingSchema>;
