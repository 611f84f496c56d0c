import { AlertCircle, ArrowRight, CheckCircle2, FileClock, RotateCcw, Trash2, UserX } from "lucide-react";
import type { Route } from "./+types/dashboard.audit-trail";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { DataTable, type Column } from "~/components/dashboard/data-table";
import { UrlTabs } from "~/components/dashboard/list-toolbar";
import { PageHeader } from "~/components/dashboard/page-header";
import { RouteErrorContent, routeFailureOf } from "~/components/route-error-content";
import { StatCard } from "~/components/dashboard/stat-card";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/domain/format";
import { hasPermission } from "~/domain/permissions";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import {
  ADMIN_AUDIT_ENTITIES,
  ADMIN_AUDIT_ENTITY_LABELS,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTION_TYPES,
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  AUDIT_STATS_WINDOW_DAYS,
  adminActionLabel,
  auditEmptyText,
  parseAdminAuditFilters,
  parseAuditFilters,
  parseAuditLog,
  type AdminAuditEntry,
  type AuditEntry,
} from "~/domain/schemas/audit";
import { accountMeta } from "~/features/auth/account-meta";
import { AuditActionBadge } from "~/features/audit/audit-action-badge";
import { AuditDetails } from "~/features/audit/audit-details";
import { AuditFilters } from "~/features/audit/audit-filters";
import { ExportButton } from "~/features/audit/export-button";
import { requireAccess } from "#server/guards";
import { auditFilterOptions, auditStats, listAdminAuditEntries, listAuditEntries } from "#server/services/audit-trail";

export const handle: BreadcrumbHandle = { breadcrumb: "Audit Trail" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Audit Trail", matches);

const LOG_TABS = [
  { value: "realtors", label: "Realtor accounts" },
  { value: "admin", label: "Administration" },
];

async function loadLog(context: Route.LoaderArgs["context"], user: Awaited<ReturnType<typeof requireAccess>>, searchParams: URLSearchParams) {
  if (parseAuditLog(searchParams) === "admin") {
    const filters = parseAdminAuditFilters(searchParams);
    return { log: "admin" as const, filters, page: await listAdminAuditEntries(context, user, filters) };
  }
  const filters = parseAuditFilters(searchParams);
  const [stats, options, page] = await Promise.all([auditStats(context, user), auditFilterOptions(context, user), listAuditEntries(context, user, filters)]);
  return { log: "realtors" as const, filters, stats, options, page };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "auditViewing" }, { deniedMessage: ACCESS_MESSAGES.auditTrailDenied });
  const url = new URL(request.url);
  const base = { role: user.role, canExport: hasPermission(user.role, "auditExporting"), search: url.search };
  return { ...base, view: await loadLog(context, user, url.searchParams) };
}

/** A refusal shows the access screens; a log that failed to load shows the spec's message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const failure = routeFailureOf(error)?.failure;
  if (failure === "forbidden" || failure === "unauthenticated") return <RouteErrorContent error={error} />;
  return (
    <>
      <PageHeader title="Audit Trail" />
      <Alert variant="destructive">
        <AlertCircle className="size-4" aria-hidden="true" />
        <div>
          <p className="font-semibold">{AUDIT_MESSAGES.loadFailedTitle}</p>
          <p>{AUDIT_MESSAGES.loadFailed}</p>
        </div>
      </Alert>
    </>
  );
}

export default function AuditTrail({ loaderData }: Route.ComponentProps) {
  const { role, canExport, search, view } = loaderData;
  const exportQuery = new URLSearchParams(search);
  exportQuery.delete("page");
  const exportHref = `/dashboard/audit-trail/export${exportQuery.size ? `?${exportQuery}` : ""}`;
  return (
    <>
      <PageHeader
        title="Audit Trail"
        role={role}
        description="Who did what to realtor accounts, and to agencies, administrators, sites and overrides, with the reason given."
        actions={canExport ? <ExportButton href={exportHref} /> : null}
      />
      <UrlTabs label="Audit logs" param="log" current={view.log} tabs={LOG_TABS} />
      <div className="mt-6 grid gap-6">
        {view.log === "realtors" ? <RealtorLog view={view} /> : <AdministrationLog view={view} />}
      </div>
    </>
  );
}

type RealtorView = Extract<Route.ComponentProps["loaderData"]["view"], { log: "realtors" }>;
type AdminView = Extract<Route.ComponentProps["loaderData"]["view"], { log: "admin" }>;

function StatusChange({ from, to }: { from: string | null; to: string | null }) {
  if (!from && !to) return <span className="text-slate-500">—</span>;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap" aria-label={`Status ${from ?? "none"} to ${to ?? "none"}`}>
      {from ? <StatusBadge status={from} /> : <span className="text-xs text-slate-500">none</span>}
      <ArrowRight className="size-3.5 text-slate-400" aria-hidden="true" />
      {to ? <StatusBadge status={to} /> : <span className="text-xs text-slate-500">none</span>}
    </span>
  );
}

function Person({ name, email }: { name: string | null; email: string | null }) {
  return (
    <span className="flex min-w-0 flex-col text-right md:text-left">
      <span className="truncate text-slate-900">{name ?? "Unknown"}</span>
      {email ? <span className="truncate text-xs text-slate-500">{email}</span> : null}
    </span>
  );
}

function RealtorLog({ view }: { view: RealtorView }) {
  const { stats, options, page, filters } = view;
  const names = {
    realtor: options.realtors.find((option) => option.id === filters.realtorId)?.name,
    user: options.users.find((option) => option.id === filters.userId)?.name,
  };
  const columns: Column<AuditEntry>[] = [
    { key: "when", header: "Date", className: "whitespace-nowrap tabular-nums", cell: (entry) => formatDateTime(entry.performedAt) },
    { key: "action", header: "Action", cell: (entry) => <AuditActionBadge action={entry.actionType} /> },
    {
      key: "realtor",
      header: "Realtor",
      cell: (entry) =>
        entry.realtor ? (
          <span className="flex min-w-0 flex-col text-right md:text-left">
            <span className="truncate font-medium text-slate-900">{entry.realtor.fullName}</span>
            <span className="truncate text-xs text-slate-500">
              {entry.realtor.email}
              {entry.realtor.ceaNumber ? ` · ${entry.realtor.ceaNumber}` : ""}
            </span>
            <span className="truncate text-xs text-slate-500">{entry.realtor.agencyName}</span>
          </span>
        ) : (
          <span className="text-slate-500">Deleted realtor</span>
        ),
    },
    { key: "status", header: "Status", className: "whitespace-nowrap", cell: (entry) => <StatusChange from={entry.previousStatus} to={entry.newStatus} /> },
    { key: "by", header: "Performed by", cell: (entry) => <Person name={entry.performedByName} email={entry.performedByEmail} /> },
    {
      key: "reason",
      header: "Reason",
      className: "md:max-w-64",
      cell: (entry) => (
        <span className="flex min-w-0 flex-col gap-1 text-right md:text-left">
          <span className="break-words text-slate-700">{entry.reason ?? <span className="text-slate-500">No reason given</span>}</span>
          {entry.reasonCategory ? (
            <Badge variant="outline" className="self-end md:self-start">
              {entry.reasonCategory}
            </Badge>
          ) : null}
          <AuditDetails details={entry.additionalDetails} />
        </span>
      ),
    },
  ];
  return (
    <>
      <section aria-labelledby="audit-stats-heading">
        <h2 id="audit-stats-heading" className="mb-3 text-sm font-medium text-slate-500">
          Last {AUDIT_STATS_WINDOW_DAYS} days
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          <StatCard label="Total Actions" value={stats.total} icon={FileClock} />
          <StatCard label="Suspended" value={stats.suspended} icon={UserX} tone="red" />
          <StatCard label="Reactivated" value={stats.reactivated} icon={RotateCcw} tone="emerald" />
          <StatCard label="Deleted" value={stats.deleted} icon={Trash2} tone="slate" />
          <StatCard label="Approved" value={stats.approved} icon={CheckCircle2} tone="blue" />
        </div>
      </section>
      <AuditFilters
        log="realtors"
        selects={[
          {
            name: "actionType",
            label: "Action type",
            value: filters.actionType,
            anyLabel: "All actions",
            options: AUDIT_ACTION_TYPES.map((type) => ({ value: type, label: AUDIT_ACTION_LABELS[type] })),
          },
          { name: "realtorId", label: "Realtor", value: filters.realtorId, anyLabel: "All realtors", options: options.realtors.map(({ id, name }) => ({ value: id, label: name })) },
          { name: "userId", label: "Performed by", value: filters.userId, anyLabel: "Anyone", options: options.users.map(({ id, name }) => ({ value: id, label: name })) },
        ]}
        dateFrom={filters.dateFrom}
        dateTo={filters.dateTo}
        search={filters.search}
        searchPlaceholder="Name, email or reason"
        clearHref="?log=realtors"
      />
      <DataTable
        caption="Audit entries"
        columns={columns}
        rows={page.data}
        rowKey={(entry) => entry.id}
        paging={{ page: page.currentPage, pageSize: AUDIT_PAGE_SIZE, total: page.count }}
        empty={{ title: AUDIT_MESSAGES.empty, description: auditEmptyText("realtors", filters, names) }}
      />
    </>
  );
}

function AdministrationLog({ view }: { view: AdminView }) {
  const { page, filters } = view;
  const columns: Column<AdminAuditEntry>[] = [
    { key: "when", header: "Date", className: "whitespace-nowrap tabular-nums", cell: (entry) => formatDateTime(entry.performedAt) },
    {
      key: "what",
      header: "What",
      cell: (entry) => (
        <span className="flex min-w-0 flex-col text-right md:text-left">
          <span className="truncate font-medium text-slate-900">{entry.entityLabel}</span>
          <span className="text-xs text-slate-500">{ADMIN_AUDIT_ENTITY_LABELS[entry.entityType]}</span>
        </span>
      ),
    },
    { key: "action", header: "Action", cell: (entry) => <Badge variant="secondary">{adminActionLabel(entry.action)}</Badge> },
    { key: "by", header: "Performed by", cell: (entry) => <Person name={entry.performedByName} email={entry.performedByEmail} /> },
    { key: "details", header: "Details", className: "md:max-w-72", cell: (entry) => <AuditDetails details={entry.details} /> },
  ];
  return (
    <>
      <AuditFilters
        log="admin"
        selects={[
          {
            name: "entity",
            label: "Changed",
            value: filters.entity,
            anyLabel: "Everything",
            options: ADMIN_AUDIT_ENTITIES.map((entity) => ({ value: entity, label: ADMIN_AUDIT_ENTITY_LABELS[entity] })),
          },
        ]}
        dateFrom={filters.dateFrom}
        dateTo={filters.dateTo}
        search={filters.search}
        searchPlaceholder="Name, action or who acted"
        clearHref="?log=admin"
      />
      <DataTable
        caption="Administration log entries"
        columns={columns}
        rows={page.data}
        rowKey={(entry) => entry.id}
        paging={{ page: page.currentPage, pageSize: AUDIT_PAGE_SIZE, total: page.count }}
        empty={{ title: AUDIT_MESSAGES.empty, description: auditEmptyText("admin", filters) }}
      />
    </>
  );
}
