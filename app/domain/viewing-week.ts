import { isoDateInSingapore } from "./format";

/**
 * The week of the viewing calendar (issue 35 item 5): Monday to Sunday by the date in
 * Singapore, named by its Monday ('YYYY-MM-DD') in the page's `week` parameter. Pure.
 */
export const VIEWING_WEEK_PARAM = "week";

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A 'YYYY-MM-DD' day moved by whole days (calendar arithmetic in UTC, where no day is skipped). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The week a page shows: the `week` parameter's, when it is a real date; else this week in Singapore. */
export function viewingWeekOf(param: string | null, now = new Date()): { monday: string; days: string[] } {
  const valid = param !== null && ISO_DATE.test(param) && !Number.isNaN(Date.parse(`${param}T00:00:00Z`)) && addDays(param, 0) === param;
  const monday = mondayOf(valid ? param : isoDateInSingapore(now));
  return { monday, days: Array.from({ length: 7 }, (_, index) => addDays(monday, index)) };
}
