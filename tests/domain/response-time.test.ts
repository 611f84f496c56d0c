import { describe, expect, it } from "vitest";
import { median, officeHoursDueAt, officeMinutesBetween } from "~/domain/response-time";
import { RESPONSE_TIME_MESSAGES, responseTimeSchema } from "~/domain/schemas/response-time";

const weekdays = { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" };
/** An instant given in Singapore time. */
const sgt = (local: string) => new Date(`${local}+08:00`);

describe("the first-response clock counts office hours in Singapore time", () => {
  it("a Friday-evening enquiry is due on Monday morning", () => {
    // 27 Nov 2026 is a Friday.
    expect(officeHoursDueAt(sgt("2026-11-27T19:30:00"), 30, weekdays)).toEqual(sgt("2026-11-30T09:30:00"));
  });

  it("an enquiry inside office hours is due after the target", () => {
    expect(officeHoursDueAt(sgt("2026-11-25T10:00:00"), 30, weekdays)).toEqual(sgt("2026-11-25T10:30:00"));
  });

  it("the time left at closing carries over to the next open day", () => {
    expect(officeHoursDueAt(sgt("2026-11-26T17:50:00"), 30, weekdays)).toEqual(sgt("2026-11-27T09:20:00"));
    expect(officeHoursDueAt(sgt("2026-11-27T17:50:00"), 60, weekdays)).toEqual(sgt("2026-11-30T09:50:00"));
  });

  it("an early-morning enquiry waits for opening, and Saturday counts when the office opens then", () => {
    expect(officeHoursDueAt(sgt("2026-11-25T06:00:00"), 30, weekdays)).toEqual(sgt("2026-11-25T09:30:00"));
    expect(officeHoursDueAt(sgt("2026-11-27T19:30:00"), 30, { ...weekdays, days: [1, 2, 3, 4, 5, 6] })).toEqual(sgt("2026-11-28T09:30:00"));
  });

  it("a first response's time counts only office minutes", () => {
    expect(officeMinutesBetween(sgt("2026-11-27T17:45:00"), sgt("2026-11-30T09:15:00"), weekdays)).toBe(30);
    expect(officeMinutesBetween(sgt("2026-11-25T10:00:00"), sgt("2026-11-25T10:12:00"), weekdays)).toBe(12);
    expect(officeMinutesBetween(sgt("2026-11-28T10:00:00"), sgt("2026-11-28T12:00:00"), weekdays)).toBe(0);
  });

  it("the median is the middle value", () => {
    expect(median([])).toBeNull();
    expect(median([40, 5, 12])).toBe(12);
    expect(median([10, 20, 5, 30])).toBe(15);
  });
});

describe("the response time form", () => {
  const parse = (value: Record<string, unknown>) => responseTimeSchema.safeParse({ targetMinutes: "30", days: ["1", "5"], opens: "09:00", closes: "18:00", ...value });
  const messages = (value: Record<string, unknown>) => {
    const result = parse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("reads the target, the days and the hours", () => {
    expect(parse({ days: "3" }).data).toEqual({ targetMinutes: 30, days: [3], opens: "09:00", closes: "18:00" });
  });

  it("refuses with the form's words", () => {
    expect(messages({ targetMinutes: "2" })).toEqual([RESPONSE_TIME_MESSAGES.targetInvalid]);
    expect(messages({ targetMinutes: "" })).toEqual([RESPONSE_TIME_MESSAGES.targetInvalid]);
    expect(messages({ days: undefined })).toEqual([RESPONSE_TIME_MESSAGES.daysRequired]);
    expect(messages({ opens: "9am" })).toContain(RESPONSE_TIME_MESSAGES.timeInvalid);
    expect(messages({ opens: "18:00", closes: "09:00" })).toEqual([RESPONSE_TIME_MESSAGES.closesBeforeOpens]);
  });
});
