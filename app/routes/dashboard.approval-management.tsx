import { Building2, ClipboardCheck, Inbox, ShieldOff, UserRound } from "lucide-react";
import type { Route } from "./+types/dashboard.approval-management";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { DecisionButtons } from "~/components/dashboard/decision-buttons";
import { PageHeader } from "~/components/dashboard/page-header";
import { RouteErrorContent, routeFailureOf } from "~/components/route-error-content";
import { Pagination } from "~/components/dashboard/pagination";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/domain/format";
import { LIST_PAGE_SIZE, parsePageParam } from "~/domain/list-query";
import { hasPermission } from "~/domain/permissions";
import { AGENCY_TOASTS, agencyDecisionSchema } from "~/domain/schemas/agency";
import { APPROVAL_TEXTS, REALTOR_APPROVAL_TOASTS, realtorDecisionSchema } from "~/domain/schemas/approval";
import { AgencyRequest } from "~/features/agencies/agency-request";
import { accountMeta } from "~/features/auth/account-meta";
import { requireUser } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { listPendingAgencies } from "#server/services/agencies";
import { decideAgency } from "#server/services/agency-approvals";
import { approveRealtor, listPendingRealtors, rejectRealtor, type PendingRealtor } from "#server/services/realtor-approvals";

export const handle: BreadcrumbHandle = { breadcrumb: "Approval Management" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Approval Management", matches);

/** Every signed-in user reaches the page; those who may not look are told so by the services' refusal (part 2 §2.5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const searchParams = new URL(request.url).searchParams;
  const [agencies, realtors] = await Promise.all([
    listPendingAgencies(context, user, parsePageParam(searchParams, "agenciesPage")),
    listPendingRealtors(context, user, parsePageParam(searchParams, "realtorsPage")),
  ]);
  return {
    role: user.role,
    agencies,
    realtors,
    canDecideAgencies: hasPermission(user.role, "agencyApproval"),
    canDecideRealtors: hasPermission(user.role, "realtorApproval"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return handleIntents(request, context, {
    "approve-agency": intent({
      schema: agencyDecisionSchema,
      failureTitle: AGENCY_TOASTS.approveFailed,
      run: async (input) => ({ title: AGENCY_TOASTS.approved, description: (await decideAgency(context, user, "approve", input)).name }),
    }),
    "reject-agency": intent({
      schema: agencyDecisionSchema,
      failureTitle: AGENCY_TOASTS.rejectFailed,
      run: async (input) => ({ title: AGENCY_TOASTS.rejected, description: (await decideAgency(context, user, "reject", input)).name }),
    }),
    "approve-realtor": intent({
      schema: realtorDecisionSchema,
      failureTitle: REALTOR_APPROVAL_TOASTS.approveFailed,
      run: async (input) => ({ title: REALTOR_APPROVAL_TOASTS.approved, description: (await approveRealtor(context, user, input)).fullName }),
    }),
    "reject-realtor": intent({
      schema: realtorDecisionSchema,
      failureTitle: REALTOR_APPROVAL_TOASTS.rejectFailed,
      run: async (input) => ({ title: REALTOR_APPROVAL_TOASTS.rejected, description: (await rejectRealtor(context, user, input)).fullName }),
    }),
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (routeFailureOf(error)?.failure !== "forbidden") return <RouteErrorContent error={error} />;
  return (
    <>
      <PageHeader title="Approval Management" />
      <div className="rounded-xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
        <ShieldOff className="mx-auto size-10 text-slate-300" aria-hidden="true" />
        <p className="mt-3 font-semibold text-slate-900">{APPROVAL_TEXTS.noPermission}</p>
        <p className="mt-1 text-sm text-slate-500">Approvals are made by the platform's administrators.</p>
      </div>
    </>
  );
}

export default function ApprovalManagement({ loaderData }: Route.ComponentProps) {
  const { role, agencies, realtors, canDecideAgencies, canDecideRealtors } = loaderData;
  return (
    <>
      <PageHeader
        title="Approval Management"
        role={role}
        description={
          canDecideRealtors
            ? "Approve or reject the agencies and realtors waiting to join. Approved realtors' sites go live at once."
            : "You can see the requests waiting; Admin 1IC or the master administrator decides them."
        }
      />
      <StatGrid className="lg:grid-cols-3">
        <StatCard label="Total Pending" value={agencies.total + realtors.total} icon={ClipboardCheck} tone="amber" />
        <StatCard label="Agency Requests" value={agencies.total} icon={Building2} tone="blue" />
        <StatCard label="Realtor Requests" value={realtors.total} icon={UserRound} tone="violet" />
      </StatGrid>

      <section aria-labelledby="realtor-requests" className="mt-8">
        <h2 id="realtor-requests" className="text-lg font-semibold text-slate-900">
          Realtor requests
        </h2>
        {realtors.total === 0 ? (
          <EmptyRequests text="No realtors are waiting for approval." />
        ) : (
          <>
            <ul className="mt-3 grid gap-3">
              {realtors.rows.map((realtor) => (
                <RealtorRequest key={realtor.id} realtor={realtor} canDecide={canDecideRealtors} />
              ))}
            </ul>
            <Pagination page={realtors.page} pageSize={LIST_PAGE_SIZE} total={realtors.total} param="realtorsPage" label="Realtor request pages" />
          </>
        )}
      </section>

      <section aria-labelledby="agency-requests" className="mt-8">
        <h2 id="agency-requests" className="text-lg font-semibold text-slate-900">
          Agency requests
        </h2>
        {agencies.total === 0 ? (
          <EmptyRequests text="No agencies are waiting for approval." />
        ) : (
          <>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {agencies.rows.map((agency) => (
                <AgencyRequest key={agency.id} agency={agency} canDecide={canDecideAgencies} intents={{ approve: "approve-agency", reject: "reject-agency" }} />
              ))}
            </ul>
            <Pagination page={agencies.page} pageSize={LIST_PAGE_SIZE} total={agencies.total} param="agenciesPage" label="Agency request pages" />
          </>
        )}
      </section>
    </>
  );
}

function RealtorRequest({ realtor, canDecide }: { realtor: PendingRealtor; canDecide: boolean }) {
  const facts = [
    ["Agency", realtor.agencyStatus === "active" ? realtor.agencyName : `${realtor.agencyName} (agency not approved yet)`],
    ["CEA number", realtor.ceaNumber ?? "Not given"],
    ["Site", realtor.agentSiteUrl],
    ...(realtor.isLeader ? [] : [["Reports to", realtor.reportsToName ?? "No leader chosen"]]),
    ["Phone", realtor.phoneNumber ?? "Not given"],
    ["Requested", formatDate(realtor.createdAt)],
  ];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-slate-900">{realtor.fullName}</p>
            <Badge variant={realtor.isLeader ? "warning" : "secondary"}>{realtor.isLeader ? "Team Leader" : "Agent"}</Badge>
          </div>
          <p className="truncate text-sm text-slate-500">{realtor.email}</p>
        </div>
        {canDecide ? (
          <DecisionButtons
            id={realtor.id}
            name={realtor.fullName}
            approveIntent="approve-realtor"
            rejectIntent="reject-realtor"
            approveDescription={`${realtor.fullName} can sign in on ${realtor.agentSiteUrl} and the site goes live. They are told by email.`}
            rejectDescription="The registration is suspended and the applicant is told by email. You can say why below."
          />
        ) : (
          <Badge variant="warning">{APPROVAL_TEXTS.viewOnly}</Badge>
        )}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="truncate text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function EmptyRequests({ text }: { text: string }) {
  return (
    <div className="mt-3 flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-sm text-slate-500">
      <Inbox className="size-5 text-slate-300" aria-hidden="true" />
      {text}
    </div>
  );
}
