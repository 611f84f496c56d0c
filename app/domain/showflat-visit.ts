import { formatDate, isoDateInSingapore, startOfSingaporeDay } from "~/domain/format";

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
  const day = formatDate(startOfSingaporeDay(date));
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
  /** The calendar version: 0 as booked, one more for each reschedule or cancellation. */
  sequence?: number;
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

interface CalendarEvent {
  uid: string;
  stamp: Date;
  /** 'YYYY-MM-DD' and 'HH:MM', Singapore time. */
  date: string;
  time: string;
  summary: string;
  location: string;
  description: string;
  /** Same UID with a higher SEQUENCE: calendars replace the entry they hold. */
  sequence: number;
  status?: "TENTATIVE" | "CANCELLED";
}

/** Events as an iCalendar file in UTC, so no time-zone definition is needed. */
function calendarFile(productName: string, events: readonly CalendarEvent[], extra: readonly string[] = [], method: "PUBLISH" | "CANCEL" = "PUBLISH"): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:-//Condo Sites Singapore//${productName}//EN`, "CALSCALE:GREGORIAN", `METHOD:${method}`, ...extra];
  for (const event of events) {
    const start = new Date(`${event.date}T${event.time}:00+08:00`);
    const end = new Date(start.getTime() + SHOWFLAT_VISIT_MINUTES * 60_000);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}@condosites.sg`,
      `SEQUENCE:${event.sequence}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      `DTSTART:${utcStamp(start)}`,
      `DTEND:${utcStamp(end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `STATUS:${event.status ?? "TENTATIVE"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/**
 * The visit as the buyer's iCalendar file: one event. A rescheduled visit is the same UID with a
 * higher SEQUENCE; a cancelled one is METHOD:CANCEL with STATUS:CANCELLED, so the buyer's calendar
 * moves or removes the entry it holds (decision record 145).
 */
export function showflatVisitCalendar(visit: ShowflatVisitEvent, { cancelled = false }: { cancelled?: boolean } = {}): string {
  const contact = visit.consultantPhone ? `${visit.consultantName}, ${visit.consultantPhone}` : visit.consultantName;
  return calendarFile(
    "Showflat visits",
    [
      {
        uid: visit.uid,
        stamp: visit.createdAt,
        date: visit.date,
        time: visit.time,
        summary: `${cancelled ? "Cancelled: " : ""}Showflat visit: ${visit.projectName}`,
        location: visit.location,
        description: cancelled
          ? `Your showflat visit at ${visit.projectName} with ${contact} is cancelled.`
          : `Your showflat visit at ${visit.projectName} with ${contact}. ${visit.consultantName} will call you to confirm the appointment and the showflat's address.`,
        sequence: visit.sequence ?? 0,
        status: cancelled ? "CANCELLED" : "TENTATIVE",
      },
    ],
    [],
    cancelled ? "CANCEL" : "PUBLISH",
  );
}

/** One booking in a realtor's viewing calendar feed. */
export interface BookedViewing {
  /** The enquiry's id: the event keeps it, so a subscribed calendar updates rather than duplicates. */
  id: string;
  date: string;
  time: string;
  buyerName: string;
  /** Null when the buyer gave none. A booking whose buyer withdrew consent is not in the feed. */
  buyerPhone: string | null;
  projectName: string | null;
  location: string | null;
  bookedAt: Date;
  sequence: number;
}

/**
 * A realtor's showflat bookings as the calendar feed Google or Apple Calendar subscribes to
 * (issue 35 item 5): one event per booking, named by the buyer and project.
 */
export function viewingCalendarFeed(realtorName: string, viewings: readonly BookedViewing[]): string {
  return calendarFile(
    "Viewing calendar",
    viewings.map((viewing) => ({
      uid: viewing.id,
      stamp: viewing.bookedAt,
      date: viewing.date,
      time: viewing.time,
      summary: `Viewing: ${viewing.buyerName}${viewing.projectName ? ` at ${viewing.projectName}` : ""}`,
      location: viewing.location ?? viewing.projectName ?? "",
      description: viewing.buyerPhone ? `${viewing.buyerName}, ${viewing.buyerPhone}. Booked on your site.` : `${viewing.buyerName}. Booked on your site.`,
      sequence: viewing.sequence,
    })),
    [`X-WR-CALNAME:${escapeText(`${realtorName}: showflat viewings`)}`, "X-WR-TIMEZONE:Asia/Singapore", "REFRESH-INTERVAL;VALUE=DURATION:PT1H"],
  );
}
