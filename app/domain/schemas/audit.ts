import * as z from "zod";
import { formatDate, startOfSingaporeDay } from "~/domain/format";
import { isIsoDate, recordId } from "~/domain/schemas/fields";

export const AUDIT_ACTION_TYPES = ["suspended", "reactivated", "deleted", "approved", "created", "updated", "rejected"] as const;
export type AuditActionType = (typeof AUDIT_ACTION_TYPES)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditActionType, string>> = {
  suspended: "Suspended",
  reactivated: "Reactivated",
  deleted: "Deleted",
  approved: "Approved",
  created: "Created",
  updated: "Updated",
  rejected: "Rejected",
};

/** What the administration log records besides realtors (decision record 028). */
export const ADMIN_AUDIT_ENTITIES = ["agency", "admin_user", "site", "override", "project", "enquiry", "blog_post", "calculator_rates", "buyer_alerts"] as const;
export type AdminAuditEntity = (typeof ADMIN_AUDIT_ENTITIES)[number];

export const ADMIN_AUDIT_ENTITY_LABELS: Readonly<Record<AdminAuditEntity, string>> = {
  agency: "Agency",
  admin_user: "Administrator",
  site: "Site",
  override: "Admin override",
  project: "Project",
  enquiry: "Enquiry",
  blog_post: "Blog post",
  calculator_rates: "Calculator rates",
  buyer_alerts: "Buyer alerts",
};

/** 'indexing_enabled' -> 'Indexing enabled': the administration log's free-form actions, readable. */
export function adminActionLabel(action: string): string {
  const words = action.replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Unknown";
}

/** The Audit Trail's two logs (decision record 062): the spec's realtor log, and the administration log beside it. */
export const AUDIT_LOGS = ["realtors", "admin"] as const;
export type AuditLog = (typeof AUDIT_LOGS)[number];

export function parseAuditLog(searchParams: URLSearchParams): AuditLog {
  return searchParams.get("log") === "admin" ? "admin" : "realtors";
}

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_STATS_WINDOW_DAYS = 30;

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
const optionalId = recordId().optional().catch(undefined);
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

function filterValues(searchParams: URLSearchParams, keys: string[]): Record<string, string | undefined> {
  const raw: Record<string, string | undefined> = {};
  for (const key of keys) {
    const value = searchParams.get(key)?.replace(/\0/g, "").trim();
    raw[key] = value && value !== "all" ? value : undefined;
  }
  return raw;
}

export function parseAuditFilters(searchParams: URLSearchParams): AuditFilters {
  return auditFiltersSchema.parse(filterValues(searchParams, Object.keys(auditFiltersSchema.shape)));
}

/** The administration log's filters: what kind of thing changed, dates, search, page. */
export const adminAuditFiltersSchema = z.object({
  entity: z.enum(ADMIN_AUDIT_ENTITIES).optional().catch(undefined),
  dateFrom: optionalDate,
  dateTo: optionalDate,
  search: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AdminAuditFilters = z.output<typeof adminAuditFiltersSchema>;

export function parseAdminAuditFilters(searchParams: URLSearchParams): AdminAuditFilters {
  return adminAuditFiltersSchema.parse(filterValues(searchParams, Object.keys(adminAuditFiltersSchema.shape)));
}

/** The stat cards: the last 30 days by action. */
export interface AuditStats {
  total: number;
  suspended: number;
  reactivated: number;
  deleted: number;
  approved: number;
}

/** An entry of realtor_audit_log with the joined realtor (part 3 §3). */
export interface AuditEntry {
  id: string;
  actionType: AuditActionType;
  performedAt: Date;
  previousStatus: string | null;
  newStatus: string | null;
  userId: string | null;
  performedByName: string | null;
  performedByEmail: string | null;
  reason: string | null;
  reasonCategory: string | null;
  additionalDetails: Record<string, unknown>;
  realtor: { id: string; fullName: string; email: string; ceaNumber: string | null; agencyName: string } | null;
}

/** An entry of the administration log (decision record 028). */
export interface AdminAuditEntry {
  id: string;
  entityType: AdminAuditEntity;
  entityId: string | null;
  entityLabel: string;
  action: string;
  performedAt: Date;
  userId: string | null;
  performedByName: string;
  performedByEmail: string;
  details: Record<string, unknown>;
}

/** One page of a log: the spec's data, count, totalPages and currentPage. */
export interface AuditPage<Row> {
  data: Row[];
  count: number;
  totalPages: number;
  currentPage: number;
}

export function auditStatsSince(now: Date): Date {
  return new Date(now.getTime() - AUDIT_STATS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

const dayLabel = (isoDate: string) => formatDate(startOfSingaporeDay(isoDate));

/** The words of the chosen date range: 'between Jan 01, 2026 and Jan 31, 2026', 'since …', 'up to …'. */
function dateRangeText(filters: { dateFrom?: string; dateTo?: string }): string | null {
  if (filters.dateFrom && filters.dateTo) return `between ${dayLabel(filters.dateFrom)} and ${dayLabel(filters.dateTo)}`;
  if (filters.dateFrom) return `since ${dayLabel(filters.dateFrom)}`;
  if (filters.dateTo) return `up to ${dayLabel(filters.dateTo)}`;
  return null;
}

const ENTITY_PLURALS: Readonly<Record<AdminAuditEntity, string>> = {
  agency: "agencies",
  admin_user: "administrators",
  site: "sites",
  override: "admin overrides",
  project: "projects",
  enquiry: "enquiries",
  blog_post: "blog posts",
  calculator_rates: "calculator rates",
  buyer_alerts: "buyer alert runs",
};

type EmptyFilters = Partial<Pick<AuditFilters, "actionType" | "realtorId" | "userId" | "dateFrom" | "dateTo" | "search">> & {
  entity?: AdminAuditEntity;
};

/**
 * The line under 'No Audit Entries Found': what the filters asked for, in words, or what the log
 * will hold when nothing is filtered.
 */
export function auditEmptyText(log: AuditLog, filters: EmptyFilters, names: { realtor?: string; user?: string } = {}): string {
  const parts = [
    filters.actionType ? `No ${AUDIT_ACTION_LABELS[filters.actionType].toLowerCase()} entries` : "No entries",
    filters.entity ? `about ${ENTITY_PLURALS[filters.entity]}` : null,
    filters.realtorId ? `for ${names.realtor ?? "this realtor"}` : null,
    filters.userId ? `by ${names.user ?? "this user"}` : null,
    dateRangeText(filters),
    filters.search ? `matching “${filters.search}”` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 1 && !filters.actionType) {
    return log === "realtors"
      ? "Approvals, suspensions and other actions on realtor accounts will be listed here."
      : "Changes to agencies, administrators, sites and overrides will be listed here.";
  }
  return `${parts.join(" ")}. Try other filters or clear them.`;
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

export function isAuditActionType(value: unknown): value is AuditActionType {
  return typeof value === "string" && (AUDIT_ACTION_TYPES as readonly string[]).includes(value);
}
