export const LOCALE = "en-SG";
export const TIME_ZONE = "Asia/Singapore";

const wholeNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const upToTwoDecimals = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const upToOneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** 'S$1,234,567'. en-SG renders SGD as a bare '$', so the S is written here. */
export function formatMoney(dollars: number): string {
  if (!isFiniteNumber(dollars)) return "";
  const sign = Math.round(dollars) < 0 ? "-" : "";
  return `${sign}S$${wholeNumber.format(Math.abs(dollars))}`;
}

/**
 * 'S$1.1M', 'S$1.28M', 'S$850K': headline 'From' prices (spec part 1 §2 'From S$1.1M'). Rounded
 * down, so the headline never claims more than the lowest price: S$2,026,000 is 'S$2.02M'.
 */
export function formatMoneyCompact(dollars: number): string {
  if (!isFiniteNumber(dollars)) return "";
  const size = Math.abs(dollars);
  const sign = dollars < 0 ? "-" : "";
  if (size >= 1_000_000) return `${sign}S$${upToTwoDecimals.format(Math.floor(size / 10_000) / 100)}M`;
  if (size >= 1_000) return `${sign}S$${wholeNumber.format(Math.floor(size / 1_000))}K`;
  return formatMoney(dollars);
}

/** Prices are typed in dollars and stored in cents; these two are the only conversions. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function formatCents(cents: number): string {
  return formatMoney(centsToDollars(cents));
}

/** What a unit type without a price says, wherever it is shown. */
export const PRICE_ON_REQUEST = "Price on request";

export function formatPriceFromCents(cents: number | null | undefined): string {
  return isFiniteNumber(cents) ? formatCents(cents) : PRICE_ON_REQUEST;
}

/** Spec part 3 §9: 'S$ n psf' or 'N/A'. */
export function formatPsf(value: number | null | undefined): string {
  return isFiniteNumber(value) ? `S$ ${upToTwoDecimals.format(value)} psf` : "N/A";
}

export function formatNumber(value: number): string {
  return isFiniteNumber(value) ? upToTwoDecimals.format(value) : "";
}

/** '678 – 1,216 sqft', or a single figure when only one end is known or both are equal. */
export function formatArea(min: number | null | undefined, max?: number | null): string {
  const low = isFiniteNumber(min) ? min : null;
  const high = isFiniteNumber(max) ? max : null;
  if (low === null && high === null) return "N/A";
  if (low === null || high === null || low === high) {
    return `${wholeNumber.format((low ?? high) as number)} sqft`;
  }
  return `${wholeNumber.format(low)} – ${wholeNumber.format(high)} sqft`;
}

export function formatKm(km: number | null | undefined): string {
  return isFiniteNumber(km) ? `${upToOneDecimal.format(km)} km` : "N/A";
}

export function formatMinutes(minutes: number | null | undefined): string {
  return isFiniteNumber(minutes) ? `${wholeNumber.format(minutes)} min` : "N/A";
}

// Month names are fixed here rather than taken from Intl: ICU versions disagree ('Sep' vs
// 'Sept' for en-SG), and server and browser must render the same text to hydrate.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const singaporeParts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

type DateInput = Date | string | number | null | undefined;

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === "") return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Singapore has kept UTC+8 since 1982, with no daylight saving: plain arithmetic gives its calendar day.
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type SingaporeDateParts = { year: number; month: number; day: number; hour: number; minute: number };

/** The calendar fields of an instant as seen in Singapore. */
export function singaporeDateParts(input: DateInput): SingaporeDateParts | null {
  const date = toDate(input);
  if (!date) return null;
  const parts: Record<string, number> = {};
  for (const part of singaporeParts.formatToParts(date)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute };
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** 'Nov 22, 2026' in Singapore time. */
export function formatDate(input: DateInput): string {
  const p = singaporeDateParts(input);
  return p ? `${MONTHS[p.month - 1]} ${pad2(p.day)}, ${p.year}` : "";
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** 'Sat, Jun 20, 2026' for a 'YYYY-MM-DD' calendar day: an appointment's day. */
export function formatCalendarDay(isoDate: string): string {
  const match = isoDate.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return "";
  const [year, month, day] = match.slice(1).map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${MONTHS[month - 1]} ${pad2(day)}, ${year}`;
}

/** 'Nov 22, 2026 14:05' (MMM dd, yyyy HH:mm) in Singapore time. */
export function formatDateTime(input: DateInput): string {
  const p = singaporeDateParts(input);
  return p ? `${MONTHS[p.month - 1]} ${pad2(p.day)}, ${p.year} ${pad2(p.hour)}:${pad2(p.minute)}` : "";
}

/** 'YYYY-MM-DD' of the Singapore calendar day, e.g. for date inputs and "today" checks. */
export function isoDateInSingapore(input: DateInput): string {
  const date = toDate(input);
  return date ? new Date(date.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10) : "";
}

/** The instant a Singapore calendar day ('YYYY-MM-DD') begins. */
export function startOfSingaporeDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+08:00`);
}

/** The instant (ms) the next Singapore calendar day begins: Singapore has no daylight saving. */
export function nextSingaporeMidnight(nowMs: number): number {
  return (Math.floor((nowMs + SINGAPORE_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - SINGAPORE_OFFSET_MS;
}

/** '2026-11-22T14:05:09+08:00': an instant in Singapore time that spreadsheets and people both read. */
export function formatIsoInSingapore(input: DateInput): string {
  const date = toDate(input);
  if (!date) return "";
  return new Date(date.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 19) + "+08:00";
}

export function capitalise(text: string | null | undefined): string {
  if (!text) return "";
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Up to two letters: first and last word of the name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : "";
  return (Array.from(first)[0] + (last ? Array.from(last)[0] : "")).toUpperCase();
}
