/**
 * The words a visitor agrees to when sending an enquiry, by version. Each enquiry keeps the
 * version it was sent under; new words get a new version and the old ones stay here, so the
 * inbox can always show what a buyer agreed to (decision record 073).
 */
export const ENQUIRY_CONSENT_WORDINGS = {
  "2026-11": (ownerName: string) =>
    `I agree that ${ownerName} may contact me about this enquiry and use my details for that purpose, in line with Singapore's Personal Data Protection Act (PDPA).`,
} as const satisfies Record<string, (ownerName: string) => string>;

export type EnquiryConsentVersion = keyof typeof ENQUIRY_CONSENT_WORDINGS;

/** The version every enquiry form shows now. */
export const ENQUIRY_CONSENT_VERSION: EnquiryConsentVersion = "2026-11";

/** The words the enquiry forms show now. */
export function currentConsentText(ownerName: string): string {
  return ENQUIRY_CONSENT_WORDINGS[ENQUIRY_CONSENT_VERSION](ownerName);
}

/** The words an enquiry was sent under; null for a version this code does not know. */
export function consentTextOf(version: string, ownerName: string): string | null {
  return Object.hasOwn(ENQUIRY_CONSENT_WORDINGS, version) ? ENQUIRY_CONSENT_WORDINGS[version as EnquiryConsentVersion](ownerName) : null;
}
