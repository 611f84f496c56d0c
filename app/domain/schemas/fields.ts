import * as z from "zod";
import { externalProfileHref, isLinkableUrl } from "~/domain/link-url";
import { UPLOAD_KINDS, uploadFileError, type UploadKindName } from "~/domain/upload-kinds";
import { RECORD_ID_PATTERN } from "../record-id";

// Field builders shared by the payload schemas. Forms send strings: Conform turns an empty
// string into undefined before these run, so "missing" and "empty" give the same message.

/** A string that must hold something other than whitespace; trimmed. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** A required, trimmed email address; one message for missing and malformed. */
export function emailAddress(message: string) {
  return z.string({ error: message }).trim().pipe(z.email({ error: message }));
}

export function optionalText(maxLength = 500, tooLongMessage = `Must be ${maxLength} characters or fewer`) {
  return z.string().trim().max(maxLength, { error: tooLongMessage }).optional();
}

/**
 * A checkbox or toggle: 'on' or 'true' is true, 'false' or 'off' is false, absent is the default.
 * A field that defaults to true needs a control that sends 'false' when off (an unticked
 * checkbox sends nothing).
 */
export function booleanField(defaultValue = false) {
  return z
    .preprocess((value) => {
      if (value === "on" || value === "true") return true;
      if (value === "off" || value === "false") return false;
      return value;
    }, z.boolean())
    .default(defaultValue);
}

/** An optional number; 'message' is shown when it is not a number or out of range. */
export function optionalNumber({ min, max, int = false, message }: { min?: number; max?: number; int?: boolean; message: string }) {
  let schema = z.number({ error: message });
  if (int) schema = schema.int({ error: message });
  if (min !== undefined) schema = schema.min(min, { error: message });
  if (max !== undefined) schema = schema.max(max, { error: message });
  return schema.optional();
}

/** A file field held to an upload kind's types and limit; the server checks the bytes again. */
export function uploadFile(kindName: UploadKindName) {
  return z.file({ error: UPLOAD_KINDS[kindName].wrongTypeMessage }).superRefine((file, ctx) => {
    const message = uploadFileError(kindName, file);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

/** An address rendered as a link or a picture: one rule for every such field (link-url.ts). */
export function linkUrl(message: string) {
  return z.string({ error: message }).trim().refine(isLinkableUrl, { error: message });
}

export function optionalUrl(message: string) {
  return linkUrl(message).optional();
}

/** A social profile's address, kept as typed; 'https://' is prepended when it is linked. */
export function optionalProfileUrl(message: string, maxLength = 300) {
  return z
    .string()
    .trim()
    .max(maxLength, { error: `Must be ${maxLength} characters or fewer`, abort: true })
    .refine((value) => externalProfileHref(value) !== null, { error: message })
    .optional();
}

/** Treats '' like a missing value, for callers that pass raw form state instead of FormData. */
export function withoutEmptyStrings<T extends Record<string, unknown>>(values: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    result[key] = typeof value === "string" && value.trim() === "" ? undefined : value;
  }
  return result as T;
}

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** 'YYYY-MM-DD'; an empty string (a cleared date input) is treated as absent. */
export function optionalIsoDate(message: string) {
  return z
    .preprocess((value) => (value === "" ? undefined : value), z.string().refine(isIsoDate, { error: message }).optional())
    .optional();
}

/** A row id from a form or a URL: a UUID, so a bad one is refused before it reaches the database. */
export function recordId(message = "Invalid id") {
  return z.string({ error: message }).trim().regex(RECORD_ID_PATTERN, { error: message });
}

/** An id that may be left empty ('' is absent); when given, a UUID like recordId. */
export function optionalRecordId(message = "Invalid id") {
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(recordId(message).optional());
}
