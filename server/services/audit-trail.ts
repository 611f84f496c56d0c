import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "~/domain/list-query";
import {
  AUDIT_MESSAGES,
  auditDateBounds,
  auditPageRange,
  auditStatsSince,
  auditTotalPages,
  type AdminAuditEntry,
  type AdminAuditFilters,
  type AuditActionType,
  type AuditEntry,
  type AuditFilters,
  type AuditPage,
  type AuditStats,
} from "~/domain/schemas/audit";
import type { Database } from "../db/client";
import { adminAuditLog, agencies, realtorAuditCounts, realtorAuditLog, realtorAuditRealtors, realtorAuditUsers, realtors, userProfiles } from "../db/schema";
import { authorize, type Actor } from "./actor";
import { EXPORT_BATCH_ROWS, newestFirstInBatches, olderThan } from "./internal/newest-first-batches";

export interface AuditDeps {
  db: Database;
}

/** The stat cards: entries of the last 30 days, by action. */
export async function auditStats({ db }: AuditDeps, actor: Actor, now = new Date()): Promise<AuditStats> {
  authorize(actor, "auditViewing");
  const rows = await db
    .select({ actionType: realtorAuditLog.actionType, n: count() })
    .from(realtorAuditLog)
    .where(gte(realtorAuditLog.performedAt, auditStatsSince(now)))
    .groupBy(realtorAuditLog.actionType);
  const by = (action: AuditActionType) => rows.find((row) => row.actionType === action)?.n ?? 0;
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    suspended: by("suspended"),
    reactivated: by("reactivated"),
    deleted: by("deleted"),
    approved: by("approved"),
  };
}

function realtorLogWhere(filters: AuditFilters): SQL | undefined {
  const { from, to } = auditDateBounds(filters);
  const conditions: (SQL | undefined)[] = [
    filters.actionType ? eq(realtorAuditLog.actionType, filters.actionType) : undefined,
    filters.realtorId ? eq(realtorAuditLog.realtorId, filters.realtorId) : undefined,
    filters.userId ? eq(realtorAuditLog.userId, filters.userId) : undefined,
    from ? gte(realtorAuditLog.performedAt, from) : undefined,
    to ? lte(realtorAuditLog.performedAt, to) : undefined,
  ];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    // Who acted and why (the spec's three columns), and who it was done to (decision record 062).
    conditions.push(
      or(
        ilike(realtorAuditLog.performedByName, pattern),
        ilike(realtorAuditLog.performedByEmail, pattern),
        ilike(realtorAuditLog.reason, pattern),
        ilike(realtors.fullName, pattern),
        ilike(realtors.email, pattern),
      ),
    );
  }
  return and(...conditions);
}

const realtorEntryColumns = {
  id: realtorAuditLog.id,
  actionType: realtorAuditLog.actionType,
  performedAt: realtorAuditLog.performedAt,
  previousStatus: realtorAuditLog.previousStatus,
  newStatus: realtorAuditLog.newStatus,
  userId: realtorAuditLog.userId,
  performedByName: realtorAuditLog.performedByName,
  performedByEmail: realtorAuditLog.performedByEmail,
  reason: realtorAuditLog.reason,
  reasonCategory: realtorAuditLog.reasonCategory,
  additionalDetails: realtorAuditLog.additionalDetails,
  realtorId: realtors.id,
  realtorName: realtors.fullName,
  realtorEmail: realtors.email,
  realtorCea: realtors.ceaNumber,
  agencyName: agencies.name,
};

type RealtorEntryRow = Awaited<ReturnType<typeof selectRealtorEntries>>[number];

function toEntry({ realtorId, realtorName, realtorEmail, realtorCea, agencyName, ...entry }: RealtorEntryRow): AuditEntry {
  return {
    ...entry,
    realtor:
      realtorId && realtorName !== null && realtorEmail !== null
        ? { id: realtorId, fullName: realtorName, email: realtorEmail, ceaNumber: realtorCea, agencyName: agencyName ?? "" }
        : null,
  };
}

function selectRealtorEntries(db: Database) {
  return db
    .select(realtorEntryColumns)
    .from(realtorAuditLog)
    .leftJoin(realtors, eq(realtors.id, realtorAuditLog.realtorId))
    .leftJoin(agencies, eq(agencies.id, realtors.agencyId));
}

/** One page of 25 of realtor_audit_log with the joined realtor, newest first, filtered in SQL. */
export async function listAuditEntries({ db }: AuditDeps, actor: Actor, filters: AuditFilters): Promise<AuditPage<AuditEntry>> {
  authorize(actor, "auditViewing");
  const where = realtorLogWhere(filters);
  const range = auditPageRange(filters.page);
  const [rows, total] = await Promise.all([
    selectRealtorEntries(db).where(where).orderBy(desc(realtorAuditLog.performedAt), desc(realtorAuditLog.id)).limit(range.limit).offset(range.offset),
    countRealtorEntries(db, filters, where),
  ]);
  return { data: rows.map(toEntry), count: total, totalPages: auditTotalPages(total), currentPage: filters.page };
}

/**
 * How many entries the filters keep. With no filter but the action, the kept totals by action
 * answer (realtor_audit_counts, decision record 137) instead of a count of the whole log; a
 * realtor or a user is counted through its index, a date range or a search by reading what matches.
 */
async function countRealtorEntries(db: Database, filters: AuditFilters, where: SQL | undefined): Promise<number> {
  const { realtorId, userId, dateFrom, dateTo, search } = filters;
  if (!realtorId && !userId && !dateFrom && !dateTo && !search) {
    const [{ total }] = await db
      .select({ total: sql<number>`coalesce(sum(${realtorAuditCounts.entries}), 0)`.mapWith(Number) })
      .from(realtorAuditCounts)
      .where(filters.actionType ? eq(realtorAuditCounts.actionType, filters.actionType) : undefined);
    return total;
  }
  const [{ total }] = await db.select({ total: count() }).from(realtorAuditLog).leftJoin(realtors, eq(realtors.id, realtorAuditLog.realtorId)).where(where);
  return total;
}

export interface AuditFilterOptions {
  realtors: { id: string; name: string }[];
  users: { id: string; name: string }[];
}

/**
 * The realtor and user choices of the filters: those that appear in the log, from the small
 * tables its triggers keep of them (decision record 137) rather than a DISTINCT over the log.
 */
export async function auditFilterOptions({ db }: AuditDeps, actor: Actor): Promise<AuditFilterOptions> {
  authorize(actor, "auditViewing");
  const [realtorRows, userRows] = await Promise.all([
    db
      .select({ id: realtors.id, name: realtors.fullName })
      .from(realtorAuditRealtors)
      .innerJoin(realtors, eq(realtors.id, realtorAuditRealtors.realtorId))
      .orderBy(asc(realtors.fullName), asc(realtors.id))
      .limit(500),
    db
      .select({ id: userProfiles.id, name: userProfiles.fullName })
      .from(realtorAuditUsers)
      .innerJoin(userProfiles, eq(userProfiles.id, realtorAuditUsers.userId))
      .orderBy(asc(userProfiles.fullName), asc(userProfiles.id))
      .limit(500),
  ]);
  return { realtors: realtorRows, users: userRows };
}

/** The CSV export of the filtered realtor log (auditExporting; others get the spec's refusal). */
export function auditEntriesForExport({ db }: AuditDeps, actor: Actor, filters: AuditFilters): AsyncIterable<AuditEntry> {
  authorize(actor, "auditExporting", AUDIT_MESSAGES.exportDenied);
  const where = realtorLogWhere(filters);
  return newestFirstInBatches(async (after) => {
    const rows = await selectRealtorEntries(db)
      .where(and(where, after ? olderThan(realtorAuditLog, realtorAuditLog.performedAt, realtorAuditLog.id, after) : undefined))
      .orderBy(desc(realtorAuditLog.performedAt), desc(realtorAuditLog.id))
      .limit(EXPORT_BATCH_ROWS);
    return rows.map(toEntry);
  });
}

function adminLogWhere(filters: AdminAuditFilters): SQL | undefined {
  const { from, to } = auditDateBounds(filters);
  const conditions: (SQL | undefined)[] = [
    filters.entity ? eq(adminAuditLog.entityType, filters.entity) : undefined,
    from ? gte(adminAuditLog.performedAt, from) : undefined,
    to ? lte(adminAuditLog.performedAt, to) : undefined,
  ];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(adminAuditLog.entityLabel, pattern),
        ilike(adminAuditLog.action, pattern),
        ilike(adminAuditLog.performedByName, pattern),
        ilike(adminAuditLog.performedByEmail, pattern),
      ),
    );
  }
  return and(...conditions);
}

const adminEntryColumns = {
  id: adminAuditLog.id,
  entityType: adminAuditLog.entityType,
  entityId: adminAuditLog.entityId,
  entityLabel: adminAuditLog.entityLabel,
  action: adminAuditLog.action,
  performedAt: adminAuditLog.performedAt,
  userId: adminAuditLog.userId,
  performedByName: adminAuditLog.performedByName,
  performedByEmail: adminAuditLog.performedByEmail,
  details: adminAuditLog.details,
};

/** One page of 25 of the administration log (agencies, administrators, sites, overrides), newest first. */
export async function listAdminAuditEntries({ db }: AuditDeps, actor: Actor, filters: AdminAuditFilters): Promise<AuditPage<AdminAuditEntry>> {
  authorize(actor, "auditViewing");
  const where = adminLogWhere(filters);
  const range = auditPageRange(filters.page);
  const [rows, [{ total }]] = await Promise.all([
    db.select(adminEntryColumns).from(adminAuditLog).where(where).orderBy(desc(adminAuditLog.performedAt), desc(adminAuditLog.id)).limit(range.limit).offset(range.offset),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return { data: rows, count: total, totalPages: auditTotalPages(total), currentPage: filters.page };
}

/** The CSV export of the filtered administration log. */
export function adminAuditEntriesForExport({ db }: AuditDeps, actor: Actor, filters: AdminAuditFilters): AsyncIterable<AdminAuditEntry> {
  authorize(actor, "auditExporting", AUDIT_MESSAGES.exportDenied);
  const where = adminLogWhere(filters);
  return newestFirstInBatches((after) =>
    db
      .select(adminEntryColumns)
      .from(adminAuditLog)
      .where(and(where, after ? olderThan(adminAuditLog, adminAuditLog.performedAt, adminAuditLog.id, after) : undefined))
      .orderBy(desc(adminAuditLog.performedAt), desc(adminAuditLog.id))
      .limit(EXPORT_BATCH_ROWS),
  );
}
