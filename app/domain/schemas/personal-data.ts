import * as z from "zod";
import { recordId } from "~/domain/schemas/fields";

/** A realtor's "Download my data" archive, from the request to its expiry (decision record 135). */
export const PERSONAL_DATA_EXPORT_STATUSES = ["queued", "building", "ready", "failed", "expired"] as const;
export type PersonalDataExportStatus = (typeof PERSONAL_DATA_EXPORT_STATUSES)[number];

/** How long a ready archive may be downloaded. */
export const PERSONAL_DATA_EXPORT_HOURS = 72;

export const PERSONAL_DATA_MESSAGES = {
  exportDenied: "Only realtors can download their own data",
  exportAlreadyRunning: "Your data archive is already being prepared",
  exportRequestedTitle: "Export requested",
  exportRequested: "We are preparing your archive and will email you when it is ready.",
  exportFailedTitle: "Export failed",
  exportNotFound: "This download link has expired or does not belong to you",
  erasureDenied: "Only the master administrator can delete a realtor's personal data",
  erasureFailedTitle: "Failed to delete personal data",
  erasedTitle: "Personal data deleted",
  erased: (
    choices: { posts: ErasurePostChoice; enquiries: ErasureEnquiryChoice },
    done: { fullName: string; leaderName: string | null; posts: number; enquiries: number },
  ) => {
    const posts = `${done.posts} ${done.posts === 1 ? "post" : "posts"} ${choices.posts === "remove" ? "removed" : "unpublished"}`;
    const handled = { leader: `handed to ${done.leaderName}`, "admin-queue": "moved to the administrators' queue", erase: "erased" }[choices.enquiries];
    return `${done.fullName}'s account and profile are gone; ${posts}, ${done.enquiries} ${done.enquiries === 1 ? "enquiry" : "enquiries"} ${handled}.`;
  },
  realtorNotFound: "Realtor not found",
  noLeaderToHandTo: "This realtor has no team leader: hand the enquiries to the administrators' queue or erase them",
} as const;

/** What happens to the realtor's posts when their personal data is deleted. */
export const ERASURE_POST_CHOICES = ["unpublish", "remove"] as const;
export type ErasurePostChoice = (typeof ERASURE_POST_CHOICES)[number];

/**
 * What happens to the enquiries of their site: handed to their team leader, to the
 * administrators' queue (the master site's enquiries, for a realtor without a leader), or erased.
 */
export const ERASURE_ENQUIRY_CHOICES = ["leader", "admin-queue", "erase"] as const;
export type ErasureEnquiryChoice = (typeof ERASURE_ENQUIRY_CHOICES)[number];

export const personalDataErasureSchema = z.object({
  id: recordId(PERSONAL_DATA_MESSAGES.realtorNotFound),
  posts: z.enum(ERASURE_POST_CHOICES, { error: "Choose what happens to the posts" }),
  enquiries: z.enum(ERASURE_ENQUIRY_CHOICES, { error: "Choose what happens to the enquiries" }),
});
export type PersonalDataErasureData = z.infer<typeof personalDataErasureSchema>;

export const personalDataExportIdSchema = z.object({ id: recordId(PERSONAL_DATA_MESSAGES.exportNotFound) });
