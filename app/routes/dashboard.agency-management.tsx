import { Building2, CheckCircle2, Clock, Eye, Pencil, Plus, Trash2, XCircle } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/dashboard.agency-management";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { DataTable, type Column } from "~/components/dashboard/data-table";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { UrlSearch, UrlTabs } from "~/components/dashboard/list-toolbar";
import { PageHeader } from "~/components/dashboard/page-header";
import { Pagination } from "~/components/dashboard/pagination";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { useQueryHref } from "~/components/dashboard/url-state";
import { accountMeta } from "~/features/auth/account-meta";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/domain/format";
import { LIST_PAGE_SIZE, parseListQuery, parsePageParam } from "~/domain/list-query";
import { hasPermission } from "~/domain/permissions";
import {
  AGENCY_SORTS,
  AGENCY_TABS,
  AGENCY_TOASTS,
  agencyDecisionSchema,
  agencyIdSchema,
  agencySchema,
  updateAgencySchema,
} from "~/domain/schemas/agency";
import { AgencyFormFields } from "~/features/agencies/agency-form-fields";
import { AgencyRequest } from "~/features/agencies/agency-request";
import { AgencyLogo } from "~/features/agencies/agency-logo";
import { TeamDialog } from "~/features/agencies/team-dialog";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { decideAgency } from "#server/services/agency-approvals";
import {
  agencyStats,
  createAgency,
  deleteAgency,
  listAgencies,
  listAgencyTeam,
  listPendingAgencies,
  updateAgency,
  type AgencyRow,
} from "#server/services/agencies";
import { NotFoundError } from "#server/services/errors";

export const handle: BreadcrumbHandle = { breadcrumb: "Agency Management" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Agency Management", matches);

const TAB_LABELS = { all: "All", active: "Active", pending: "Pending", suspended: "Suspended" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "agencyManagement" });
  const searchParams = new URL(request.url).searchParams;
  const query = parseListQuery(searchParams, { sorts: AGENCY_SORTS, defaultSort: "name", tabs: AGENCY_TABS, defaultTab: "all" });
  const teamId = agencyIdSchema.safeParse({ id: searchParams.get("team") ?? "" });
  const [stats, list, pending, team] = await Promise.all([
    agencyStats(context, user),
    listAgencies(context, user, query),
    listPendingAgencies(context, user, parsePageParam(searchParams, "pendingPage")),
    teamId.success
      ? listAgencyTeam(context, user, teamId.data).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        })
      : null,
  ]);
  return { role: user.role, query, stats, list, pending, team, canApprove: hasPermission(user.role, "agencyApproval") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "agencyManagement" });
  return handleIntents(request, context, {
    create: intent({
      schema: agencySchema,
      failureTitle: AGENCY_TOASTS.createFailed,
      run: async (input) => {
        await createAgency(context, user, input);
        return { title: AGENCY_TOASTS.created, description: input.name };
      },
    }),
    update: intent({
      schema: updateAgencySchema,
      failureTitle: AGENCY_TOASTS.updateFailed,
      run: async (input) => {
        await updateAgency(context, user, input);
        return { title: AGENCY_TOASTS.updated, description: input.name };
      },
    }),
    delete: intent({
      schema: agencyIdSchema,
      failureTitle: AGENCY_TOASTS.deleteFailed,
      run: async (input) => ({ title: AGENCY_TOASTS.deleted, description: (await deleteAgency(context, user, input)).name }),
    }),
    approve: intent({
      schema: agencyDecisionSchema,
      failureTitle: AGENCY_TOASTS.approveFailed,
      run: async (input) => ({ title: AGENCY_TOASTS.approved, description: (await decideAgency(context, user, "approve", input)).name }),
    }),
    reject: intent({
      schema: agencyDecisionSchema,
      failureTitle: AGENCY_TOASTS.rejectFailed,
      run: async (input) => ({ title: AGENCY_TOASTS.rejected, description: (await decideAgency(context, user, "reject", input)).name }),
    }),
  });
}

export default function AgencyManagement({ loaderData }: Route.ComponentProps) {
  const { role, query, stats, list, pending, team, canApprove } = loaderData;
  const href = useQueryHref();
  const [searchParams] = useSearchParams();
  const columns: Column<AgencyRow>[] = [
    {
      key: "name",
      header: "Agency",
      sortKey: "name",
      cell: (agency) => (
        <span className="flex items-center gap-3">
          <AgencyLogo name={agency.name} logoUrl={agency.logoUrl} />
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{agency.name}</span>
            <span className="block text-xs text-slate-500">{agency.licenceNumber ? `Licence ${agency.licenceNumber}` : "No licence number yet"}</span>
          </span>
        </span>
      ),
    },
    { key: "status", header: "Status", cell: (agency) => <StatusBadge status={agency.status} /> },
    { key: "realtors", header: "Realtors", sortKey: "realtors", className: "tabular-nums", cell: (agency) => agency.realtorCount },
    { key: "created", header: "Created", sortKey: "created", cell: (agency) => formatDate(agency.createdAt) },
    {
      key: "actions",
      header: "Actions",
      className: "md:text-right",
      cell: (agency) => <AgencyActions agency={agency} teamHref={href({ team: agency.id, page: query.page })} />,
    },
  ];

  return (
    <>
      <PageHeader
        title="Agency Management"
        role={role}
        description={
          role === "master"
            ? "You have full permissions to create, edit, approve and delete agencies."
            : "Create and edit the agencies realtors belong to."
        }
        actions={
          <FormDialog
            trigger={
              <Button>
                <Plus aria-hidden="true" />
                Add Agency
              </Button>
            }
            title="Add Agency"
            description={canApprove ? "The agency is active as soon as you add it." : "The agency waits for approval by Admin 1IC."}
            intent="create"
            formId="agency-create"
            schema={agencySchema}
            submitLabel="Add Agency"
            pendingLabel="Adding..."
          >
            {(fields) => <AgencyFormFields fields={fields} />}
          </FormDialog>
        }
      />

      <StatGrid>
        <StatCard label="Total Agencies" value={stats.total} icon={Building2} />
        <StatCard label="Active" value={stats.active} icon={CheckCircle2} tone="emerald" />
        <StatCard label="Pending" value={stats.pending} icon={Clock} tone="amber" />
        <StatCard label="Suspended" value={stats.suspended} icon={XCircle} tone="red" />
      </StatGrid>

      {pending.total > 0 ? (
        <section aria-labelledby="pending-agencies" className="mt-8">
          <h2 id="pending-agencies" className="text-lg font-semibold text-slate-900">
            Pending approval
          </h2>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {pending.rows.map((agency) => (
              <AgencyRequest key={agency.id} agency={agency} canDecide={canApprove} intents={{ approve: "approve", reject: "reject" }} />
            ))}
          </ul>
          <Pagination page={pending.page} pageSize={LIST_PAGE_SIZE} total={pending.total} param="pendingPage" label="Pending agency pages" />
        </section>
      ) : null}

      <section aria-labelledby="all-agencies" className="mt-8">
        <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="all-agencies" className="text-lg font-semibold text-slate-900">
            All agencies
          </h2>
          <UrlSearch label="Search agencies" placeholder="Search by agency name" />
        </div>
        <UrlTabs
          label="Agency status"
          current={query.tab}
          tabs={AGENCY_TABS.map((tab) => ({ value: tab, label: TAB_LABELS[tab], count: tab === "all" ? stats.total : stats[tab] }))}
        />
        <div className="mt-3">
          <DataTable
            caption="Agencies"
            columns={columns}
            rows={list.rows}
            rowKey={(agency) => agency.id}
            paging={{ page: query.page, pageSize: LIST_PAGE_SIZE, total: list.total }}
            empty={
              query.q || query.tab !== "all"
                ? { title: "No matching agencies found", description: "Try another name or status." }
                : { title: "No agencies yet", description: "Add the first agency to start onboarding realtors." }
            }
          />
        </div>
      </section>
      {team ? <TeamDialog team={team} closeHref={closeTeamHref(searchParams)} /> : null}
    </>
  );
}

function closeTeamHref(searchParams: URLSearchParams): string {
  const next = new URLSearchParams(searchParams);
  next.delete("team");
  const query = next.toString();
  return query ? `?${query}` : "?";
}

function AgencyActions({ agency, teamHref }: { agency: AgencyRow; teamHref: string }) {
  return (
    <div className="flex flex-wrap gap-1 md:justify-end">
      <Button asChild variant="ghost" size="sm">
        <Link to={teamHref} preventScrollReset>
          <Eye aria-hidden="true" />
          View Team
        </Link>
      </Button>
      <FormDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Edit ${agency.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        }
        title="Edit Agency"
        intent="update"
        formId={`agency-edit-${agency.id}`}
        schema={updateAgencySchema}
        defaultValue={{ id: agency.id, name: agency.name, licenceNumber: agency.licenceNumber ?? "", logoUrl: agency.logoUrl ?? "" }}
        hidden={{ id: agency.id }}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      >
        {(fields) => <AgencyFormFields fields={fields} />}
      </FormDialog>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50 hover:text-red-700" aria-label={`Delete ${agency.name}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        }
        title={`Delete ${agency.name}?`}
        description={
          agency.realtorCount > 0
            ? `${agency.realtorCount} realtor${agency.realtorCount === 1 ? "" : "s"} still belong to this agency, so it cannot be deleted until they are moved or removed.`
            : "The agency is removed for good. This cannot be undone."
        }
        intent="delete"
        values={{ id: agency.id }}
        confirmLabel="Delete Agency"
        pendingLabel="Deleting..."
        variant="destructive"
        locked
      />
    </div>
  );
}
