import * as z from "zod";
import { isIsoDate } from "~/domain/schemas/fields";

export const AUDIT_ACTION_TYPES = ["suspended", "reactivated", "deleted", "approved", "created", "updated"] as const;
export type AuditActionType = (typeof AUDIT_ACTION_TYPES)[number];

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_STATS_WINDOW_DAYS = 30;
export const AUDIT_PAGINATION_LINKS = 5;

export const AUDIT_MESSAGES = {
  loadFailedTitle: "Error Loading Audit Trail",
  loadFailed: "Failed to load audit data. Please refresh the page or try again later.",
  exportStartedTitle: "Export Started",
  exportStarted: "Audit data export will be available shortly.",
  exportFailedTitle: "Export Failed",
  exportFailed: "Failed to export audit data. Please try again.",
  exportDeniedTitle: "Permission Denied",
  exportDenied: "You do not have permission to export audit data.",
  empty: "No Audit Entries Found",
} as const;

// Filters come from the query string: a bad value is dropped rather than reported.
const optionalId = z.string().trim().min(1).optional().catch(undefined);
const optionalDate = z.string().refine(isIsoDate).optional().catch(undefined);

export const auditFiltersSchema = z.object({
  actionType: z.enum(AUDIT_ACTION_TYPES).optional().catch(undefined),
  realtorId: optionalId,
  userId: optionalId,
  dateFrom: optionalDate,
  dateTo: optionalDate,
  search: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

export function parseAuditFilters(searchParams: URLSearchParams): AuditFilters {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(auditFiltersSchema.shape)) {
    const value = searchParams.get(key)?.trim();
    raw[key] = value && value !== "all" ? value : undefined;
  }
  return auditFiltersSchema.parse(raw);
}

/** Singapore has no daylight saving, so its calendar days are fixed +08:00 intervals. */
export function auditDateBounds(filters: Pick<AuditFilters, "dateFrom" | "dateTo">): { from?: Date; to?: Date } {
  return {
    from: filters.dateFrom ? new Date(`${filters.dateFrom}T00:00:00.000+08:00`) : undefined,
    // performed_at on or before the chosen day: up to its last millisecond.
    to: filters.dateTo ? new Date(`${filters.dateTo}T23:59:59.999+08:00`) : undefined,
  };
}

export function auditTotalPages(count: number): number {
  return Math.max(1, Math.ceil(count / AUDIT_PAGE_SIZE));
}

/** Zero-based inclusive row range of a page, as a range select expects. */
export function auditPageRange(page: number): { from: number; to: number; offset: number; limit: number } {
  const offset = (Math.max(1, Math.floor(page)) - 1) * AUDIT_PAGE_SIZE;
  return { from: offset, to: offset + AUDIT_PAGE_SIZE - 1, offset, limit: AUDIT_PAGE_SIZE };
}

/** Up to five page numbers around the current page, shifted to stay inside 1..total. */
export function paginationWindow(current: number, total: number): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const size = Math.min(AUDIT_PAGINATION_LINKS, total);
  const start = Math.min(Math.max(1, page - Math.floor(AUDIT_PAGINATION_LINKS / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export function isAuditActionType(value: unknown): value is AuditActionType {
  return typeof value === "string" && (AUDIT_ACTION_TYPES as readonly string[]).includes(value);
}
