import { formatDate, isoDateInSingapore } from "~/domain/format";

/**
 * A showflat visit: the days and hour-long slots a buyer may pick (private appointments daily,
 * 10am to 7pm) and the calendar entry mailed with the confirmation (decision record 044). Pure.
 */

/** A visit is booked from tomorrow up to 60 days ahead, by the date in Singapore (decision record 125). */
export const SHOWFLAT_BOOKING_DAYS_AHEAD = { first: 1, last: 60 } as const;

/** The first and last day a visit may be booked on, 'YYYY-MM-DD' in Singapore. */
export function showflatBookingWindow(now = new Date()): { first: string; last: string } {
  const today = isoDateInSingapore(now);
  return { first: daysAfter(today, SHOWFLAT_BOOKING_DAYS_AHEAD.first), last: daysAfter(today, SHOWFLAT_BOOKING_DAYS_AHEAD.last) };
}

export function isWithinShowflatBookingWindow(date: string, now = new Date()): boolean {
  const { first, last } = showflatBookingWindow(now);
  return date >= first && date <= last;
}

function daysAfter(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const SHOWFLAT_TIME_SLOTS = ["10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00"] as const;
export type ShowflatTimeSlot = (typeof SHOWFLAT_TIME_SLOTS)[number];
export const SHOWFLAT_VISIT_MINUTES = 60;

export function isShowflatTimeSlot(value: string | null | undefined): value is ShowflatTimeSlot {
  return (SHOWFLAT_TIME_SLOTS as readonly (string | null | undefined)[]).includes(value);
}

/** '10:00' → '10am', '13:00' → '1pm': how Singapore writes an appointment time. */
export function timeSlotLabel(slot: string): string {
  const [hours, minutes] = slot.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${suffix}`;
}

/** '10am – 11am' */
export function timeSlotRangeLabel(slot: string): string {
  const [hours, minutes] = slot.split(":").map(Number);
  const end = hours * 60 + minutes + SHOWFLAT_VISIT_MINUTES;
  return `${timeSlotLabel(slot)} – ${timeSlotLabel(`${Math.floor(end / 60)}:${String(end % 60).padStart(2, "0")}`)}`;
}

/** 'Dec 05, 2026, 2pm – 3pm': the booked day and slot as the realtor sees them; the day alone without a slot. */
export function viewingLabel(date: string, time: string | null): string {
  const day = formatDate(`${date}T00:00:00+08:00`);
  return isShowflatTimeSlot(time) ? `${day}, ${timeSlotRangeLabel(time)}` : day;
}

export interface ShowflatVisitEvent {
  /** A stable unique id (the enquiry's), so a calendar updates rather than duplicates the entry. */
  uid: string;
  /** 'YYYY-MM-DD' and 'HH:MM', Singapore time (UTC+8, no daylight saving). */
  date: string;
  time: string;
  projectName: string;
  location: string;
  consultantName: string;
  consultantPhone: string | null;
  createdAt: Date;
}

const pad = (n: number) => String(n).padStart(2, "0");

function utcStamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const length = new TextEncoder().encode(character).length;
    if (size + length > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The visit as an iCalendar file: one event in UTC, so no time-zone definition is needed. */
export function showflatVisitCalendar(visit: ShowflatVisitEvent): string {
  const start = new Date(`${visit.date}T${visit.time}:00+08:00`);
  const end = new Date(start.getTime() + SHOWFLAT_VISIT_MINUTES * 60_000);
  const contact = visit.consultantPhone ? `${visit.consultantName}, ${visit.consultantPhone}` : visit.consultantName;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Condo Sites Singapore//Showflat visits//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${visit.uid}@condosites.sg`,
    `DTSTAMP:${utcStamp(visit.createdAt)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(`Showflat visit: ${visit.projectName}`)}`,
    `LOCATION:${escapeText(visit.location)}`,
    `DESCRIPTION:${escapeText(`Your showflat visit at ${visit.projectName} with ${contact}. ${visit.consultantName} will call you to confirm the appointment and the showflat's address.`)}`,
    "STATUS:TENTATIVE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
