import { z } from "zod";
import { booleanField, emailAddress, requiredText } from "./fields";

export const BUYER_ALERT_MESSAGES = {
  nameRequired: "Please enter your name",
  emailInvalid: "Please enter a valid email address",
  consentRequired: "Please agree to receive alerts (PDPA)",
  targetRequired: "Choose a search or a project to be alerted about",
  rateLimited: "You have asked for several alerts in a short time. Please wait a while before asking for another.",
  addressRateLimited: "We have already sent this address several confirmation links today. Please confirm one of them, or try again tomorrow.",
} as const;

/**
 * A buyer's alert request from a realtor's site: the listing's current query (a saved search)
 * or one project, with PDPA consent (decision record 154).
 */
export const buyerAlertSchema = z
  .object({
    name: requiredText(BUYER_ALERT_MESSAGES.nameRequired).max(100, { error: "Name must be 100 characters or fewer" }),
    email: emailAddress(BUYER_ALERT_MESSAGES.emailInvalid),
    searchQuery: z.string().max(500).optional(),
    projectId: z.uuid().optional(),
    consent: booleanField().refine((agreed) => agreed, { error: BUYER_ALERT_MESSAGES.consentRequired }),
  })
  .refine((input) => (input.searchQuery !== undefined) !== (input.projectId !== undefined), { error: BUYER_ALERT_MESSAGES.targetRequired, path: ["searchQuery"] });

export type BuyerAlertInput = z.infer<typeof buyerAlertSchema>;
