/**
 * The words a buyer agrees to when asking for alerts, by version, kept like the enquiry's
 * (decision record 073): each alert keeps the version it was asked under.
 */
export const BUYER_ALERT_CONSENT_WORDINGS = {
  "2026-11": (ownerName: string) =>
    `I agree that ${ownerName} may email me alerts about new launches, prices and availability, and contact me about them, in line with Singapore's Personal Data Protection Act (PDPA). I can unsubscribe from every mail.`,
} as const satisfies Record<string, (ownerName: string) => string>;

export type BuyerAlertConsentVersion = keyof typeof BUYER_ALERT_CONSENT_WORDINGS;

export const BUYER_ALERT_CONSENT_VERSION: BuyerAlertConsentVersion = "2026-11";
