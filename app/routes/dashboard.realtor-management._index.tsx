import { Clock, UserPlus, UserRoundCheck, UsersRound, XCircle } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/dashboard.realtor-management._index";
import { DataTable, type Column } from "~/components/dashboard/data-table";
import { IntentNotice } from "~/components/dashboard/intent-notice";
import { UrlSearch, UrlTabs } from "~/components/dashboard/list-toolbar";
import { PageHeader } from "~/components/dashboard/page-header";
import { StatCard } from "~/components/dashboard/stat-card";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { useQueryHref } from "~/components/dashboard/url-state";
import { LoadFailure } from "~/components/load-failure";
import { RouteErrorContent, routeFailureOf } from "~/components/route-error-content";
import { Button } from "~/components/ui/button";
import { LIST_PAGE_SIZE, parseListQuery, parsePageParam } from "~/domain/list-query";
import { hasPermission } from "~/domain/permissions";
import type { RealtorRow } from "~/domain/realtor-read-models";
import {
  REALTOR_STATUS_TABS,
  REALTOR_TOASTS,
  bulkReassignSchema,
  bulkUnsuspendSchema,
  realtorIdSchema,
  realtorStatusChangeSchema,
  updateRealtorSchema,
} from "~/domain/schemas/realtor";
import { PERSONAL_DATA_MESSAGES, personalDataErasureSchema } from "~/domain/schemas/personal-data";
import { accountMeta } from "~/features/auth/account-meta";
import { AccessLevelCard } from "~/features/realtors/access-level-card";
import { RealtorBulkActions } from "~/features/realtors/bulk-actions";
import { DeletionDialog, type DeletionView } from "~/features/realtors/deletion-dialog";
import { ERASURE_INTENT, ErasureDialog, type ErasureView } from "~/features/realtors/erasure-dialog";
import { DomainStatus } from "~/features/realtors/domain-status";
import { RealtorActions, ROW_FETCHER_KEYS, type RealtorPowers } from "~/features/realtors/realtor-actions";
import { RealtorIdentity } from "~/features/realtors/realtor-identity";
import { requireAccess } from "#server/guards";
import { describeFailure } from "#server/failure-response";
import { handleIntents, intent } from "#server/intent-action";
import { bulkReassignRealtors, bulkUnsuspendRealtors } from "#server/services/realtors/bulk-realtors";
import { checkPersonalDataErasure, erasePersonalData } from "#server/services/personal-data/erase-personal-data";
import { checkRealtorDeletion, deleteRealtorPermanently } from "#server/services/realtors/delete-realtor";
import { listRealtorFormOptions, listRealtors, realtorStats } from "#server/services/realtors/list-realtors";
import { fixRealtorDomain, reactivateRealtorDomain } from "#server/services/realtors/realtor-domains";
import { softDeleteRealtor, suspendRealtor, unsuspendRealtor } from "#server/services/realtors/suspend-realtor";
import { updateRealtor } from "#server/services/realtors/update-realtor";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Realtor Management v2", matches);

const TAB_LABELS = { active: "Active", suspended: "Suspended", pending: "Pending", all: "All" } as const;
const LOAD_FAILED = "Error loading realtors";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "userManagement" });
  const searchParams = new URL(request.url).searchParams;
  const query = parseListQuery(searchParams, { sorts: ["created"], defaultSort: "created", tabs: REALTOR_STATUS_TABS, defaultTab: "active" });
  const pages = { leaders: parsePageParam(searchParams, "leadersPage"), agents: parsePageParam(searchParams, "agentsPage") };
  const deleting = realtorIdSchema.safeParse({ id: searchParams.get("delete") ?? "" });
  const erasing = realtorIdSchema.safeParse({ id: searchParams.get("erase") ?? "" });
  const powers: RealtorPowers = {
    suspend: hasPermission(user.role, "realtorSuspension"),
    approve: hasPermission(user.role, "realtorApproval"),
    deletePermanently: hasPermission(user.role, "realtorDeletion"),
    erasePersonalData: hasPermission(user.role, "personalDataErasure"),
  };
  const lists = Promise.all([
    realtorStats(context, user),
    listRealtors(context, user, { kind: "leader", tab: query.tab, q: query.q, page: pages.leaders }),
    listRealtors(context, user, { kind: "agent", tab: query.tab, q: query.q, page: pages.agents }),
    listRealtorFormOptions(context, user),
  ]);
  const deletion: Promise<DeletionView | null> =
    deleting.success && powers.deletePermanently
      ? checkRealtorDeletion(context, user, deleting.data).then(
          (check) => ({ check }),
          (error: unknown) => ({ failure: describeFailure(error).message }),
        )
      : Promise.resolve(null);
  const erasure: Promise<ErasureView | null> =
    erasing.success && powers.erasePersonalData
      ? checkPersonalDataErasure(context, user, erasing.data).then(
          (check) => ({ check }),
          (error: unknown) => ({ failure: describeFailure(error).message }),
        )
      : Promise.resolve(null);
  const [[stats, leaders, agents, options], deletionView, erasureView] = await Promise.all([lists, deletion, erasure]);
  return { role: user.role, query, pages, stats, leaders, agents, options, powers, deletion: deletionView, erasure: erasureView };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "userManagement" });
  return handleIntents(request, context, {
    update: intent({
      schema: updateRealtorSchema,
      failureTitle: REALTOR_TOASTS.updateFailed,
      run: async (input) => {
        const updated = await updateRealtor(context, user, input);
        const notice = updated.oldEmailNotice;
        const description = notice
          ? (notice.sent ? REALTOR_TOASTS.emailChanged : REALTOR_TOASTS.emailChangedNoticeNotSent)(notice.to)
          : updated.newSiteUrl
            ? REALTOR_TOASTS.websiteUpdated(updated.newSiteUrl)
            : updated.fullName;
        return { title: REALTOR_TOASTS.updated, description };
      },
    }),
    suspend: intent({
      schema: realtorStatusChangeSchema,
      failureTitle: REALTOR_TOASTS.suspendFailed,
      run: async (input) => ({ title: REALTOR_TOASTS.suspended, description: (await suspendRealtor(context, user, input)).fullName }),
    }),
    unsuspend: intent({
      schema: realtorIdSchema,
      failureTitle: REALTOR_TOASTS.unsuspendFailed,
      run: async (input) => ({ title: REALTOR_TOASTS.statusUpdated, description: `${(await unsuspendRealtor(context, user, input)).fullName} is active again` }),
    }),
    softDelete: intent({
      schema: realtorStatusChangeSchema,
      failureTitle: REALTOR_TOASTS.deleteFailed,
      run: async (input) => ({ title: REALTOR_TOASTS.deleted, description: (await softDeleteRealtor(context, user, input)).fullName }),
    }),
    deletePermanently: intent({
      schema: realtorIdSchema,
      failureTitle: REALTOR_TOASTS.deletionFailed,
      run: async (input) => ({ title: REALTOR_TOASTS.deleted, description: `${(await deleteRealtorPermanently(context, user, input)).fullName} was removed permanently` }),
    }),
    [ERASURE_INTENT]: intent({
      schema: personalDataErasureSchema,
      failureTitle: PERSONAL_DATA_MESSAGES.erasureFailedTitle,
      run: async (input) => ({ title: PERSONAL_DATA_MESSAGES.erasedTitle, description: PERSONAL_DATA_MESSAGES.erased(input, await erasePersonalData(context, user, input)) }),
    }),
    bulkUnsuspend: intent({
      schema: bulkUnsuspendSchema,
      failureTitle: REALTOR_TOASTS.unsuspendFailed,
      run: async (input) => ({ title: REALTOR_TOASTS.unsuspended((await bulkUnsuspendRealtors(context, user, input)).count) }),
    }),
    bulkReassign: intent({
      schema: bulkReassignSchema,
      failureTitle: REALTOR_TOASTS.reassignFailed,
      run: async (input) => {
        const { count, leaderName } = await bulkReassignRealtors(context, user, input);
        return { title: REALTOR_TOASTS.reassigned, description: REALTOR_TOASTS.reassignedDetail(count, leaderName) };
      },
    }),
    fixDomain: intent({
      schema: realtorIdSchema,
      failureTitle: REALTOR_TOASTS.permissionCreateFailed,
      run: async (input) => ({ title: REALTOR_TOASTS.permissionCreated((await fixRealtorDomain(context, user, input)).site) }),
    }),
    reactivateDomain: intent({
      schema: realtorIdSchema,
      failureTitle: REALTOR_TOASTS.permissionUpdateFailed,
      run: async (input) => ({ title: REALTOR_TOASTS.permissionActivated, description: (await reactivateRealtorDomain(context, user, input)).site }),
    }),
  });
}

/** Part 2 §7: a list that failed to load shows 'Error loading realtors'; a refusal shows the access screens. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const failure = routeFailureOf(error)?.failure;
  if (failure === "forbidden" || failure === "unauthenticated") return <RouteErrorContent error={error} />;
  return (
    <>
      <PageHeader title="Realtor Management v2" />
      <LoadFailure title={LOAD_FAILED} description="Please refresh the page or try again in a moment." />
    </>
  );
}

export default function RealtorManagement({ loaderData }: Route.ComponentProps) {
  const { role, query, pages, stats, leaders, agents, options, powers, deletion, erasure } = loaderData;
  const href = useQueryHref();
  const [searchParams] = useSearchParams();
  const emptyState = (plural: string, firstStep: string) =>
    query.q
      ? { title: `No matching ${plural}`, description: "Try another name, email, CEA number or site." }
      : query.tab === "all"
        ? { title: `No ${plural} yet`, description: firstStep }
        : { title: `No ${TAB_LABELS[query.tab].toLowerCase()} ${plural}`, description: "Other statuses are on the other tabs." };

  const identity: Column<RealtorRow> = {
    key: "realtor",
    header: "Name",
    cell: (realtor) => <RealtorIdentity {...realtor} />,
  };
  const agency: Column<RealtorRow> = { key: "agency", header: "Agency", cell: (realtor) => realtor.agency.name };
  const website: Column<RealtorRow> = {
    key: "website",
    header: "Website",
    cell: (realtor) => <DomainStatus realtorId={realtor.id} site={realtor.agentSiteUrl} permission={realtor.permission} />,
  };
  const status: Column<RealtorRow> = {
    key: "status",
    header: "Status",
    cell: (realtor) => <StatusBadge status={realtor.status} />,
  };
  const actions: Column<RealtorRow> = {
    key: "actions",
    header: "Actions",
    className: "md:text-right",
    cell: (realtor) => (
      <RealtorActions
        realtor={realtor}
        options={options}
        powers={powers}
        deleteHref={href({ delete: realtor.id, ...pageParams(searchParams) })}
        eraseHref={href({ erase: realtor.id, ...pageParams(searchParams) })}
      />
    ),
  };
  const team: Column<RealtorRow> = {
    key: "team",
    header: "Active agents",
    className: "tabular-nums",
    cell: (realtor) => realtor.activeAgents,
  };
  const reportsTo: Column<RealtorRow> = {
    key: "reportsTo",
    header: "Reports to",
    cell: (realtor) =>
      realtor.reportsTo ? (
        <span className="block">
          <span className="block text-slate-900">{realtor.reportsTo.fullName}</span>
          {realtor.reportsTo.status !== "active" ? <span className="text-xs text-amber-700">Leader {realtor.reportsTo.status}</span> : null}
        </span>
      ) : (
        <span className="text-slate-500">No leader</span>
      ),
  };

  return (
    <>
      <PageHeader
        title="Realtor Management v2"
        role={role}
        description="Team leaders and agents across every agency: add them, keep their details and sites right, and suspend or remove access."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="add-leader">
                <UserPlus aria-hidden="true" />
                Add Leader
              </Link>
            </Button>
            <Button asChild>
              <Link to="add-agent">
                <UserPlus aria-hidden="true" />
                Add Agent
              </Link>
            </Button>
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <AccessLevelCard role={role} />
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <StatCard label="Active Leaders" value={stats.activeLeaders} icon={UsersRound} />
          <StatCard label="Active Agents" value={stats.activeAgents} icon={UserRoundCheck} tone="emerald" />
          <StatCard label="Pending" value={stats.tabs.pending} icon={Clock} tone="amber" hint="Awaiting approval" />
          <StatCard label="Suspended" value={stats.tabs.suspended} icon={XCircle} tone="red" />
        </div>
      </div>


      <div className="mt-8 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <UrlTabs
          label="Realtor status"
          current={query.tab}
          tabs={REALTOR_STATUS_TABS.map((tab) => ({ value: tab, label: TAB_LABELS[tab], count: stats.tabs[tab] }))}
        />
        <UrlSearch label="Search realtors" placeholder="Search name, email, CEA or site" />
      </div>

      <section aria-labelledby="team-leaders" className="mt-6">
        <ListHeading id="team-leaders" title="Team Leaders" total={leaders.total} />
        <DataTable
          caption="Team leaders"
          columns={[identity, agency, website, team, status, actions]}
          rows={leaders.rows}
          rowKey={(realtor) => realtor.id}
          paging={{ page: pages.leaders, pageSize: LIST_PAGE_SIZE, total: leaders.total, param: "leadersPage", label: "Team leader pages" }}
          selection={
            powers.suspend
              ? {
                  nameOf: (realtor) => realtor.fullName,
                  actions: (selected, clear) => (
                    <RealtorBulkActions kind="leader" selected={selected} clear={clear} leaders={options.leaders} canSuspend={powers.suspend} canApprove={powers.approve} />
                  ),
                }
              : undefined
          }
          empty={emptyState("team leaders", "Add the first leader of an agency.")}
        />
      </section>

      <section aria-labelledby="agents" className="mt-8">
        <ListHeading id="agents" title="Agents" total={agents.total} />
        <DataTable
          caption="Agents"
          columns={[identity, agency, reportsTo, website, status, actions]}
          rows={agents.rows}
          rowKey={(realtor) => realtor.id}
          paging={{ page: pages.agents, pageSize: LIST_PAGE_SIZE, total: agents.total, param: "agentsPage", label: "Agent pages" }}
          selection={{
            nameOf: (realtor) => realtor.fullName,
            actions: (selected, clear) => (
              <RealtorBulkActions kind="agent" selected={selected} clear={clear} leaders={options.leaders} canSuspend={powers.suspend} canApprove={powers.approve} />
            ),
          }}
          empty={emptyState("agents", "Add an agent and choose the leader they report to.")}
        />
      </section>

      {Object.values(ROW_FETCHER_KEYS).map((key) => (
        <IntentNotice key={key} fetcherKey={key} />
      ))}
      {deletion ? <DeletionDialog view={deletion} closeHref={href({ delete: null, ...pageParams(searchParams) })} /> : null}
      {erasure ? <ErasureDialog view={erasure} closeHref={href({ erase: null, ...pageParams(searchParams) })} /> : null}
    </>
  );
}

/** Opening or closing the deletion or erasure dialog keeps both lists on their pages. */
function pageParams(searchParams: URLSearchParams): Record<string, string | null> {
  return { leadersPage: searchParams.get("leadersPage"), agentsPage: searchParams.get("agentsPage") };
}

function ListHeading({ id, title, total }: { id: string; title: string; total: number }) {
  return (
    <div className="mb-3 flex items-baseline justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <span className="text-sm text-slate-500">
        {total} {total === 1 ? "result" : "results"}
      </span>
    </div>
  );
}
