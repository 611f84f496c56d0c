import * as z from "zod";

/** A leader's first-response target and office hours (issue 35 item 3, decision record 146). */
export const RESPONSE_TIME_MESSAGES = {
  targetInvalid: "Enter a target between 5 and 480 minutes",
  daysRequired: "Choose at least one office day",
  timeInvalid: "Enter a time as HH:MM",
  closesBeforeOpens: "Closing time must be after opening time",
  saved: "Response time target saved",
  failed: "Failed to save the response time target",
} as const;

export const OFFICE_DAYS = [
  { value: 1, label: "Mon" },
  { value: 2, label: "Tue" },
  { value: 3, label: "Wed" },
  { value: 4, label: "Thu" },
  { value: 5, label: "Fri" },
  { value: 6, label: "Sat" },
  { value: 7, label: "Sun" },
] as const;

export const DEFAULT_RESPONSE_TIME = { targetMinutes: 30, days: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" } as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, RESPONSE_TIME_MESSAGES.timeInvalid);

export const responseTimeSchema = z
  .object({
    targetMinutes: z.coerce.number(RESPONSE_TIME_MESSAGES.targetInvalid).int(RESPONSE_TIME_MESSAGES.targetInvalid).min(5, RESPONSE_TIME_MESSAGES.targetInvalid).max(480, RESPONSE_TIME_MESSAGES.targetInvalid),
    days: z
      .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.coerce.number().int().min(1).max(7)))
      .pipe(z.array(z.number()).min(1, RESPONSE_TIME_MESSAGES.daysRequired))
      .transform((days) => [...new Set(days)].sort()),
    opens: time,
    closes: time,
  })
  .refine((value) => value.opens < value.closes, { message: RESPONSE_TIME_MESSAGES.closesBeforeOpens, path: ["closes"] });
export type ResponseTimeData = z.output<typeof responseTimeSchema>;
