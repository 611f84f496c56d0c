import { ArrowRight, BellRing, Building2, CheckCircle2, Database, TrainFront, HardDrive, Home, Mail, RefreshCw, Send, ShieldCheck, Tag, UserRound, Users, XCircle } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard.system-admin";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { PageHeader } from "~/components/dashboard/page-header";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { formatDate, formatDateTime } from "~/domain/format";
import { hasPermission, permissionsFor, PERMISSIONS, ROLES, type Permission } from "~/domain/permissions";
import { accountMeta } from "~/features/auth/account-meta";
import { EnquiryRoutingCard } from "~/features/enquiry-inbox/enquiry-routing-card";
import { ENQUIRY_ROUTING_MESSAGES, enquiryRoutingSchema } from "~/domain/schemas/enquiry-routing";
import * as z from "zod";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { platformCounts } from "#server/services/dashboards";
import { getEnquiryRouting, saveEnquiryRouting } from "#server/services/enquiry-routing";
import { clearCaches, sendTestMail, systemDiagnostics } from "#server/services/system-diagnostics";
import { listJobQueues } from "#server/services/job-queue-status";
import { runDueAlertsNow } from "#server/services/buyer-alerts";
import { BackgroundJobsPanel } from "~/features/system/background-jobs-panel";

export const handle: BreadcrumbHandle = { breadcrumb: "System Administration" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("System Administration", matches);

const AREAS: { label: string; to: string; permission: Permission; description: string }[] = [
  { label: "Project Management", to: "/dashboard/project-management", permission: "projectManagement", description: "Projects, unit mix, facilities and locations" },
  { label: "User Management", to: "/dashboard/user-management", permission: "userManagement", description: "Administrator accounts" },
  { label: "Agency Management", to: "/dashboard/agency-management", permission: "agencyManagement", description: "Agencies and their approval" },
  { label: "Calculator Rates", to: "/dashboard/calculator-rates", permission: "stampDutyRates", description: "Stamp duty and loan rules, by effective date" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "systemAdmin" });
  const diagnostics = hasPermission(user.role, "systemDiagnostics");
  const [counts, checks, routing, jobQueues] = await Promise.all([
    platformCounts(context, user),
    diagnostics ? systemDiagnostics(context, user) : null,
    hasPermission(user.role, "enquiryRouting") ? getEnquiryRouting(context, user) : null,
    hasPermission(user.role, "jobQueueViewing") ? listJobQueues(context, user) : null,
  ]);
  return {
    role: user.role,
    counts,
    checks,
    routing,
    jobQueues,
    areas: AREAS.filter((area) => hasPermission(user.role, area.permission)),
    matrix: ROLES.map((role) => ({ role, granted: permissionsFor(role).length })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "systemAdmin" });
  return handleIntents(request, context, {
    "clear-caches": intent({
      schema: z.object({}),
      failureTitle: "Failed to clear caches",
      run: async () => {
        clearCaches(user);
        return { title: "Caches cleared", description: "Every site and page cache was emptied, on every app server." };
      },
    }),
    "enquiry-routing": intent({
      schema: enquiryRoutingSchema,
      failureTitle: ENQUIRY_ROUTING_MESSAGES.failed,
      run: async (input) => {
        await saveEnquiryRouting(context, user, input);
        return { title: ENQUIRY_ROUTING_MESSAGES.saved };
      },
    }),
    "run-due-alerts": intent({
      schema: z.object({}),
      failureTitle: "Running the alerts failed",
      run: async () => {
        const { claimed } = await runDueAlertsNow(context, user);
        return { title: "Due alerts sent", description: `${claimed} buyer alert mail${claimed === 1 ? "" : "s"} queued; each buyer still gets at most one a day.` };
      },
    }),
    "test-mail": intent({
      schema: z.object({}),
      failureTitle: "Test email failed",
      run: async () => {
        await sendTestMail(context, user);
        return { title: "Test email sent", description: `Sent to ${user.email}.` };
      },
    }),
  });
}

export default function SystemAdministration({ loaderData }: Route.ComponentProps) {
  const { role, counts, checks, routing, jobQueues, areas, matrix } = loaderData;
  return (
    <>
      <PageHeader title="System Administration" role={role} description="The platform at a glance, and the checks that tell whether it is healthy." />
      <StatGrid>
        <StatCard label="Total Agencies" value={counts.agencies} icon={Building2} />
        <StatCard label="Project Sets" value={counts.projects} icon={Home} tone="blue" />
        <StatCard label="Team Leaders" value={counts.leaders} icon={Users} tone="amber" />
        <StatCard label="Total Agents" value={counts.agents} icon={UserRound} tone="violet" />
      </StatGrid>

      {areas.length ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-3">
          {areas.map((area) => (
            <li key={area.to}>
              <Link to={area.to} className="group flex h-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand/40">
                <span>
                  <span className="block font-medium text-slate-900">{area.label}</span>
                  <span className="block text-sm text-slate-500">{area.description}</span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-slate-400 group-hover:text-brand" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {routing ? <EnquiryRoutingCard {...routing} /> : null}

      {checks ? (
        <section aria-labelledby="diagnostics" className="mt-10">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="diagnostics" className="text-lg font-semibold text-slate-900">
              System Diagnostics
            </h2>
            <div className="flex flex-wrap gap-2">
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm">
                    <Send aria-hidden="true" />
                    Send test email
                  </Button>
                }
                title="Send a test email?"
                description="A short message goes to your own address through the configured mail path."
                intent="test-mail"
                values={{}}
                confirmLabel="Send"
                pendingLabel="Sending..."
              />
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm">
                    <RefreshCw aria-hidden="true" />
                    Clear page caches
                  </Button>
                }
                title="Clear the page caches?"
                description="Visitors' pages, site lookups and indexing answers are rebuilt from the database on the next request."
                intent="clear-caches"
                values={{}}
                confirmLabel="Clear caches"
                pendingLabel="Clearing..."
              />
            </div>
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <CheckCard icon={Database} title="Database" ok={checks.database.reachable}>
              <p>{checks.database.kind}</p>
              <p>{checks.database.reachable ? `Reachable, answered in ${checks.database.latencyMs} ms` : `Unreachable: ${checks.database.error}`}</p>
            </CheckCard>
            <CheckCard icon={Tag} title="Migrations" ok={checks.migrations.upToDate}>
              <p>
                {checks.migrations.applied} of {checks.migrations.expected} applied
              </p>
              <p>{checks.migrations.upToDate ? "The schema is up to date." : "Restart the app to apply the missing migrations."}</p>
            </CheckCard>
            <CheckCard icon={Mail} title="Mail" ok={checks.mail.last?.ok ?? true}>
              <p>{checks.mail.mode}</p>
              <p>
                {checks.mail.last
                  ? `${checks.mail.last.ok ? "Last message sent" : "Last message failed"} ${formatDateTime(checks.mail.last.at)}: ${checks.mail.last.subject}${checks.mail.last.error ? ` (${checks.mail.last.error})` : ""}`
                  : "No message sent since this server started."}
              </p>
            </CheckCard>
            <CheckCard icon={HardDrive} title="Storage" ok>
              <p>{checks.storage.driver}</p>
            </CheckCard>
            <CheckCard icon={Tag} title="Version" ok>
              <p>
                Condo Sites {checks.version.app} on Node.js {checks.version.node}
              </p>
              <p>Running since {formatDateTime(checks.version.startedAt)}</p>
            </CheckCard>
            {checks.openData.map((dataset) => (
              <CheckCard key={dataset.title} icon={TrainFront} title={`Open data: ${dataset.title}`} ok>
                <p>
                  {dataset.stations} stations, {dataset.exits} exits; published {formatDate(dataset.version)}
                </p>
                <p>{dataset.source}</p>
                <p>{dataset.licence}</p>
              </CheckCard>
            ))}
            <CheckCard icon={ShieldCheck} title="Access control" ok>
              <p>
                {PERMISSIONS.length} permissions across {ROLES.length} roles, checked by every administrative service.
              </p>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {matrix.map((row) => (
                  <li key={row.role}>
                    <Badge variant="secondary">
                      {row.role}: {row.granted}
                    </Badge>
                  </li>
                ))}
              </ul>
            </CheckCard>
          </div>
        </section>
      ) : null}

      {jobQueues ? <BackgroundJobsPanel queues={jobQueues} /> : null}
      {hasPermission(role, "buyerAlertsRun") ? (
        <div className="mt-4 flex justify-end">
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm">
                <BellRing aria-hidden="true" />
                Run due alerts now
              </Button>
            }
            title="Run the due buyer alerts now?"
            description="Every confirmed alert with news is mailed at once, unless it already had its mail today."
            intent="run-due-alerts"
            values={{}}
            confirmLabel="Run alerts"
            pendingLabel="Running..."
          />
        </div>
      ) : null}
    </>
  );
}

function CheckCard({ icon: Icon, title, ok, children }: { icon: typeof Database; title: string; ok: boolean; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between">
        <h3 className="flex items-center gap-2 font-medium text-slate-900">
          <Icon className="size-4 text-slate-400" aria-hidden="true" />
          {title}
        </h3>
        <span className={cn("inline-flex items-center gap-1 text-xs font-semibold", ok ? "text-emerald-700" : "text-red-700")}>
          {ok ? <CheckCircle2 className="size-4" aria-hidden="true" /> : <XCircle className="size-4" aria-hidden="true" />}
          {ok ? "OK" : "Needs attention"}
        </span>
      </div>
      <div className="mt-2 grid gap-0.5 break-words text-sm text-slate-600">{children}</div>
    </div>
  );
}
