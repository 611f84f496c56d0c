import { formatIsoInSingapore } from "~/domain/format";
import {
  ADMIN_AUDIT_ENTITY_LABELS,
  AUDIT_ACTION_LABELS,
  adminActionLabel,
  type AdminAuditEntry,
  type AdminAuditFilters,
  type AuditEntry,
  type AuditFilters,
} from "~/domain/schemas/audit";
import type { CsvColumn } from "../csv/csv-export";
import type { Actor } from "./actor";
import { adminAuditEntriesForExport, auditEntriesForExport, type AuditDeps } from "./audit-trail";

const details = (value: Record<string, unknown>) => (Object.keys(value).length ? JSON.stringify(value) : "");

export const REALTOR_LOG_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: "Performed At (Singapore)", value: (entry) => formatIsoInSingapore(entry.performedAt) },
  { header: "Action", value: (entry) => AUDIT_ACTION_LABELS[entry.actionType] },
  { header: "Realtor", value: (entry) => entry.realtor?.fullName ?? "" },
  { header: "Realtor Email", value: (entry) => entry.realtor?.email ?? "" },
  { header: "CEA Number", value: (entry) => entry.realtor?.ceaNumber ?? "" },
  { header: "Agency", value: (entry) => entry.realtor?.agencyName ?? "" },
  { header: "Previous Status", value: (entry) => entry.previousStatus },
  { header: "New Status", value: (entry) => entry.newStatus },
  { header: "Performed By", value: (entry) => entry.performedByName },
  { header: "Performed By Email", value: (entry) => entry.performedByEmail },
  { header: "Reason", value: (entry) => entry.reason },
  { header: "Reason Category", value: (entry) => entry.reasonCategory },
  { header: "Details", value: (entry) => details(entry.additionalDetails) },
];

export const ADMIN_LOG_COLUMNS: readonly CsvColumn<AdminAuditEntry>[] = [
  { header: "Performed At (Singapore)", value: (entry) => formatIsoInSingapore(entry.performedAt) },
  { header: "Changed", value: (entry) => ADMIN_AUDIT_ENTITY_LABELS[entry.entityType] },
  { header: "Name", value: (entry) => entry.entityLabel },
  { header: "Action", value: (entry) => adminActionLabel(entry.action) },
  { header: "Performed By", value: (entry) => entry.performedByName },
  { header: "Performed By Email", value: (entry) => entry.performedByEmail },
  { header: "Details", value: (entry) => details(entry.details) },
];

export interface AuditExport<Row> {
  filename: string;
  columns: readonly CsvColumn<Row>[];
  rows: AsyncIterable<Row>;
}

// Export Data of either log: its columns and its filtered rows, read from the database batch by
// batch as the CSV writer asks for them. auditExporting is checked before any row is read.

export function realtorLogExport(deps: AuditDeps, actor: Actor, filters: AuditFilters, day: string): AuditExport<AuditEntry> {
  return { filename: `audit-trail-${day}.csv`, columns: REALTOR_LOG_COLUMNS, rows: auditEntriesForExport(deps, actor, filters) };
}

export function adminLogExport(deps: AuditDeps, actor: Actor, filters: AdminAuditFilters, day: string): AuditExport<AdminAuditEntry> {
  return { filename: `administration-log-${day}.csv`, columns: ADMIN_LOG_COLUMNS, rows: adminAuditEntriesForExport(deps, actor, filters) };
}
