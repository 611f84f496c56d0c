/**
 * A team's first-response clock (issue 35 item 3, decision record 146): the target counts only
 * office hours, in Singapore time (UTC+8 all year, no daylight saving). A lead still unanswered
 * at the target reminds its owner; at twice the target it goes to the team leader.
 */
export interface OfficeHours {
  /** ISO weekdays the office is open: 1 Monday … 7 Sunday. */
  days: readonly number[];
  /** 'HH:MM', Singapore time; opens < closes, both on one day. */
  opens: string;
  closes: string;
}

export const ESCALATION_MULTIPLE = 2;
const SGT_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** ISO weekday of a Singapore-local day that starts at local ms `dayStart` (1970-01-01 was a Thursday). */
const isoWeekday = (dayStart: number) => ((Math.floor(dayStart / DAY_MS) + 3) % 7) + 1;

/** Each open stretch of office hours from `from` on, in local (UTC+8 shifted) ms; stops after two weeks. */
function* openStretches(from: Date, hours: OfficeHours): Generator<{ start: number; end: number }> {
  const local = from.getTime() + SGT_OFFSET_MS;
  let dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  for (let day = 0; day < 15; day += 1, dayStart += DAY_MS) {
    if (!hours.days.includes(isoWeekday(dayStart))) continue;
    const start = Math.max(local, dayStart + minutesOf(hours.opens) * MINUTE_MS);
    const end = dayStart + minutesOf(hours.closes) * MINUTE_MS;
    if (start < end) yield { start, end };
  }
}

/** When `minutes` of office hours have passed since `receivedAt`; null when the office never opens. */
export function officeHoursDueAt(receivedAt: Date, minutes: number, hours: OfficeHours): Date | null {
  let remaining = minutes * MINUTE_MS;
  for (const { start, end } of openStretches(receivedAt, hours)) {
    if (start + remaining <= end) return new Date(start + remaining - SGT_OFFSET_MS);
    remaining -= end - start;
  }
  return null;
}

/** The office-hours minutes between two instants (a first response's time as the target counts it). */
export function officeMinutesBetween(from: Date, to: Date, hours: OfficeHours): number {
  const until = to.getTime() + SGT_OFFSET_MS;
  let total = 0;
  for (const { start, end } of openStretches(from, hours)) {
    if (start >= until) break;
    total += Math.min(end, until) - start;
  }
  return Math.round(total / MINUTE_MS);
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}
