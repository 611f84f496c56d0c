/** Optional +65, then 8 digits starting 6, 8 or 9; spaces anywhere are ignored. */
export const SG_PHONE_PATTERN = /^(?:\+65)?[689]\d{7}$/;

export function isSingaporePhone(value: string | null | undefined): boolean {
  if (!value) return false;
  return SG_PHONE_PATTERN.test(value.replace(/ /g, ""));
}

export const PHONE_MESSAGES = {
  required: "Phone number is required",
  invalid: "Invalid Singapore phone number format",
} as const;

/** The underlying validator of spec part 1 §5: null when valid. */
export function singaporePhoneError(value: string | null | undefined): string | null {
  if (!value || value.trim() === "") return PHONE_MESSAGES.required;
  return isSingaporePhone(value) ? null : PHONE_MESSAGES.invalid;
}

/**
 * A CEA registration number as CEA issues it: 'R' + six digits + a check letter (R123456A).
 * The spec's form (R + six digits) stays valid, so the letter is optional; any case is accepted
 * and stored upper-case (decision record 082). The database check in server/db/schema/realtors.ts
 * is the upper-case form of this pattern.
 */
export const CEA_NUMBER_PATTERN = /^R\d{6}[A-Z]?$/i;

export function isCeaNumber(value: string | null | undefined): boolean {
  return !!value && CEA_NUMBER_PATTERN.test(value.trim());
}

export function normaliseCeaNumber(value: string): string {
  return value.trim().toUpperCase();
}

export const POSTAL_CODE_PATTERN = /^\d{6}$/;

export function isPostalCode(value: string | null | undefined): boolean {
  return !!value && POSTAL_CODE_PATTERN.test(value.trim());
}

/** A project's address for display: the postal code is added unless the address already has it. */
export function addressWithPostalCode(address: string, postalCode: string | null | undefined): string {
  const trimmed = address.trim();
  if (!postalCode || trimmed.includes(postalCode)) return trimmed;
  return `${trimmed}, Singapore ${postalCode}`;
}

/** First number found in the text ('D09' -> 9, 'District 10 Bukit Timah' -> 10), or null. */
export function districtNumber(districtText: string | null | undefined): number | null {
  const match = districtText?.match(/\d+/);
  return match ? Number(match[0]) : null;
}


/** URA planning regions. The spec's list says 'West Region': it is the region named West. */
export const URBAN_PLANNING_REGIONS = ["Central", "East", "North", "North-East", "West"] as const;
export type UrbanPlanningRegion = (typeof URBAN_PLANNING_REGIONS)[number];

export const URBAN_PLANNING_REGION_LABELS: Readonly<Record<UrbanPlanningRegion, string>> = {
  Central: "Central Region",
  East: "East Region",
  North: "North Region",
  "North-East": "North-East Region",
  West: "West Region",
};

export const CORE_REGIONS = ["CCR", "RCR", "OCR"] as const;
export type CoreRegion = (typeof CORE_REGIONS)[number];

export const CORE_REGION_LABELS: Readonly<Record<CoreRegion, string>> = {
  CCR: "Core Central Region (CCR)",
  RCR: "Rest of Central Region (RCR)",
  OCR: "Outside Central Region (OCR)",
};

export const DISPOSABLE_EMAIL_DOMAINS = ["10minutemail", "tempmail", "guerrillamail", "mailinator", "temp-mail"] as const;

/** True when any label of the email's domain is a listed disposable provider (any TLD). */
export function isDisposableEmail(email: string | null | undefined): boolean {
  const domain = email?.trim().toLowerCase().split("@").pop();
  if (!domain || !email?.includes("@")) return false;
  return domain.split(".").some((label) => (DISPOSABLE_EMAIL_DOMAINS as readonly string[]).includes(label));
}

/** Digits only, with the 65 country code prefixed to an 8-digit local number (for wa.me links). */
export function whatsappDigits(number: string | null | undefined): string {
  const digits = (number ?? "").replace(/\D/g, "");
  return digits.length === 8 ? `65${digits}` : digits;
}

export function whatsappHref(number: string | null | undefined): string {
  const digits = whatsappDigits(number);
  return digits ? `https://wa.me/${digits}` : "";
}

/** 'tel:+6591234567': keeps a leading + and the digits, drops spaces and punctuation. */
export function telHref(number: string | null | undefined): string {
  const trimmed = (number ?? "").trim();
  const digits = trimmed.replace(/\D/g, "");
  if (!digits) return "";
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
