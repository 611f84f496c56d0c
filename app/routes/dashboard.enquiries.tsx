import { CalendarCheck, ChevronRight, Download, Inbox, MailOpen, MessageSquareText } from "lucide-react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import type { Route } from "./+types/dashboard.enquiries";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { DataTable, type Column } from "~/components/dashboard/data-table";
import { UrlTabs } from "~/components/dashboard/list-toolbar";
import { PageHeader } from "~/components/dashboard/page-header";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { NativeSelect } from "~/components/ui/native-select";
import { formatDate, formatDateTime } from "~/domain/format";
import { viewingLabel } from "~/domain/showflat-visit";
import { parseListQuery } from "~/domain/list-query";
import { ENQUIRY_INBOX_ROLES, hasPermission } from "~/domain/permissions";
import { ENQUIRY_KIND_LABELS, ENQUIRY_KINDS } from "~/domain/schemas/enquiry";
import {
  ENQUIRY_SORTS,
  ENQUIRY_STAGE_LABELS,
  ENQUIRY_TABS,
  ENQUIRY_TOASTS,
  ENQUIRY_VIEWS,
  enquiryStageSchema,
  parseEnquiryFilters,
  type EnquiryView,
} from "~/domain/schemas/enquiry-inbox";
import { accountMeta } from "~/features/auth/account-meta";
import { ContactButtons } from "~/features/enquiry-inbox/contact-buttons";
import { ConsentWithdrawnBadge, EnquiryKindBadge, EnquiryStageBadge } from "~/features/enquiry-inbox/enquiry-badges";
import { EnquiryBoard, LeadCardView } from "~/features/enquiry-inbox/enquiry-board";
import { EnquiryStageSelect } from "~/features/enquiry-inbox/enquiry-stage-select";
import { DueTasksList } from "~/features/enquiry-inbox/due-tasks-list";
import { LIST_PAGE_SIZE } from "~/domain/list-query";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { tasksDueToday } from "#server/services/enquiry-tasks";
import {
  changeEnquiryStage,
  enquiriesForToday,
  enquiryBoard,
  enquiryProjects,
  enquiryStats,
  listEnquiries,
  type EnquiryRow,
} from "#server/services/enquiry-inbox";

export const handle: BreadcrumbHandle = { breadcrumb: "Enquiries" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Enquiries", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: ENQUIRY_INBOX_ROLES });
  const searchParams = new URL(request.url).searchParams;
  const filters = parseEnquiryFilters(searchParams);
  const query = {
    ...parseListQuery(searchParams, { sorts: ENQUIRY_SORTS, defaultSort: "received", defaultDir: "desc", tabs: ENQUIRY_TABS, defaultTab: "all" }),
    ...filters,
  };
  const view = viewOf(searchParams);
  const [stats, list, board, today, dueTasks, projects] = await Promise.all([
    enquiryStats(context, user, filters),
    view === "list" ? listEnquiries(context, user, query) : null,
    view === "board" ? enquiryBoard(context, user, filters) : null,
    view === "today" ? enquiriesForToday(context, user) : null,
    view === "today" && hasPermission(user.role, "enquiryTasks") ? tasksDueToday(context, user) : null,
    enquiryProjects(context, user),
  ]);
  return { role: user.role, userName: user.fullName, view, query, stats, list, board, today, dueTasks, now: new Date(), projects };
}

function viewOf(searchParams: URLSearchParams): EnquiryView {
  const view = searchParams.get("view");
  return ENQUIRY_VIEWS.find((known) => known === view) ?? "list";
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { roles: ENQUIRY_INBOX_ROLES });
  return handleIntents(request, context, {
    stage: intent({
      schema: enquiryStageSchema,
      failureTitle: ENQUIRY_TOASTS.stageFailed,
      run: async (input) => {
        const { name, stage } = await changeEnquiryStage(context, user, input);
        return { title: ENQUIRY_TOASTS.stageChanged, description: `${name}: ${ENQUIRY_STAGE_LABELS[stage]}` };
      },
    }),
  });
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { role, userName, view, query, stats, list, board, today, dueTasks, now, projects } = loaderData;
  const [searchParams] = useSearchParams();
  const seesOthers = hasPermission(role, "enquiriesTeam") || hasPermission(role, "enquiriesAny");
  const ownsInbox = hasPermission(role, "enquiriesOwn");
  const filtered = Boolean(query.kind || query.project || query.tab !== "all");
  const exportHref = `/dashboard/enquiries/export.csv${searchParams.size ? `?${searchParams.toString()}` : ""}`;

  const columns: Column<EnquiryRow>[] = [
    {
      key: "received",
      header: "Received",
      sortKey: "received",
      className: "md:w-36",
      cell: (row) => (
        <span className="flex items-center gap-2 text-sm">
          {row.unread ? <span className="size-2 shrink-0 rounded-full bg-brand" aria-label="Unread" role="img" /> : null}
          <time dateTime={new Date(row.createdAt).toISOString()} className="tabular-nums text-slate-600">
            {formatDateTime(row.createdAt)}
          </time>
        </span>
      ),
    },
    {
      key: "enquirer",
      header: "Enquiry",
      cell: (row) => (
        <span className="flex min-w-0 flex-col items-end gap-1 md:items-start">
          <Link to={`/dashboard/enquiries/${row.id}`} className={cn("text-slate-900 hover:text-brand hover:underline", row.unread ? "font-semibold" : "font-medium")}>
            {row.name}
          </Link>
          <span className="flex flex-wrap justify-end gap-1.5 md:justify-start">
            <EnquiryKindBadge kind={row.kind} />
            {row.consentWithdrawnAt ? <ConsentWithdrawnBadge /> : null}
          </span>
          {row.projectName ? <span className="text-xs text-slate-500">{row.projectName}</span> : null}
          {row.preferredDate ? (
            <span className={`inline-flex items-center gap-1 text-xs font-medium ${row.viewingCancelledAt ? "text-slate-500" : "text-emerald-700"}`}>
              <CalendarCheck className="size-3.5" aria-hidden="true" />
              {row.viewingCancelledAt ? "Viewing cancelled:" : "Viewing"} {viewingLabel(row.preferredDate, row.preferredTime)}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: "contact",
      header: "Contact",
      cell: (row) =>
        row.consentWithdrawnAt ? (
          <span className="text-xs text-slate-500">Hidden: consent withdrawn</span>
        ) : (
          <span className="flex flex-col items-end gap-1.5 md:items-start">
            <span className="max-w-56 text-right text-xs text-slate-600 md:text-left">
              {row.phone ? <span className="block whitespace-nowrap tabular-nums">{row.phone}</span> : null}
              <span className="block break-all">{row.email}</span>
            </span>
            <ContactButtons name={row.name} email={row.email} phone={row.phone} projectName={row.projectName} realtorName={userName} compact />
          </span>
        ),
    },
    ...(seesOthers
      ? [
          {
            key: "owner",
            header: "Owner",
            cell: (row: EnquiryRow) => (
              <span className="text-right text-sm text-slate-700 md:text-left">
                {row.ownerName ?? "Administrators' queue"}
                <span className="block text-xs text-slate-500">{row.realtorName ? `${row.realtorName}'s site` : "Master site"}</span>
              </span>
            ),
          },
        ]
      : []),
    {
      key: "consent",
      header: "Consent",
      cell: (row) => (
        <span className="text-right text-xs text-slate-500 md:text-left">
          <time dateTime={new Date(row.consentAt).toISOString()} className="whitespace-nowrap">
            {formatDate(row.consentAt)}
          </time>
          <span className="block whitespace-nowrap">Wording {row.consentVersion}</span>
        </span>
      ),
    },
    {
      key: "stage",
      header: "Stage",
      cell: (row) => (row.rights.manage ? <EnquiryStageSelect id={row.id} name={row.name} stage={row.stage} /> : <EnquiryStageBadge stage={row.stage} />),
    },
    {
      key: "open",
      header: "Details",
      className: "md:text-right",
      cell: (row) => (
        <Button asChild variant="ghost" size="sm">
          <Link to={`/dashboard/enquiries/${row.id}`} aria-label={`Open ${row.name}'s enquiry`}>
            Open
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Enquiries"
        role={role}
        description={
          hasPermission(role, "enquiriesAny")
            ? "Every enquiry sent on the platform's sites, and the administrators' queue of the master site."
            : hasPermission(role, "enquiriesTeam")
              ? "The leads you and the agents in your team own: your sites' enquiries and those routed or passed to you."
              : "The leads you own: your site's enquiries and those routed or passed to you."
        }
        actions={
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />

      <StatGrid>
        <StatCard label="All enquiries" value={stats.total} icon={Inbox} />
        <StatCard label={ownsInbox ? "Unread" : "New"} value={ownsInbox ? stats.unread : stats.byStage.new} icon={MailOpen} tone="amber" />
        <StatCard label="Contacted" value={stats.byStage.contacted} icon={MessageSquareText} tone="blue" />
        <StatCard label="Viewings booked" value={stats.byStage["viewing-booked"]} icon={CalendarCheck} tone="emerald" />
      </StatGrid>

      <section aria-labelledby="enquiry-list" className="mt-8">
        <h2 id="enquiry-list" className="sr-only">
          Enquiries by {view === "board" ? "stage" : view === "today" ? "today's work" : "date"}
        </h2>
        <div className="mb-4">
          <UrlTabs
            label="Enquiry view"
            param="view"
            current={view}
            tabs={[
              { value: "list", label: "List" },
              { value: "board", label: "Board" },
              { value: "today", label: "Today" },
            ]}
          />
        </div>
        {list ? (
          <>
            <div className="mb-3 flex flex-col gap-3 xl:flex-row xl:items-center xl:justify-between">
              <UrlTabs
                label="Enquiry stage"
                current={query.tab}
                tabs={ENQUIRY_TABS.map((tab) => ({
                  value: tab,
                  label: tab === "all" ? "All" : ENQUIRY_STAGE_LABELS[tab],
                  count: tab === "all" ? stats.total : stats.byStage[tab],
                }))}
              />
              <InboxFilters kind={query.kind ?? ""} project={query.project ?? ""} projects={projects} />
            </div>
            <DataTable
              caption="Enquiries"
              columns={columns}
              rows={list.rows}
              rowKey={(row) => row.id}
              paging={{ page: query.page, pageSize: LIST_PAGE_SIZE, total: list.total }}
              empty={
                filtered
                  ? { title: "No matching enquiries", description: "Try another stage, kind or project." }
                  : { title: "No enquiries yet", description: "Enquiries sent from your site's contact, Register Interest and showflat forms appear here." }
              }
            />
          </>
        ) : null}
        {board ? (
          <>
            <div className="mb-3 flex justify-end">
              <InboxFilters kind={query.kind ?? ""} project={query.project ?? ""} projects={projects} />
            </div>
            <EnquiryBoard board={board} counts={stats.byStage} showOwner={seesOthers} />
          </>
        ) : null}
        {dueTasks ? <DueTasksList tasks={dueTasks} showOwner={seesOthers} now={now} /> : null}
        {today ? <TodayList leads={today} showOwner={seesOthers} /> : null}
      </section>
    </>
  );
}

/** The leads to work today: still New (longest waiting first), received today, or viewing today. */
function TodayList({ leads, showOwner }: { leads: EnquiryRow[]; showOwner: boolean }) {
  if (!leads.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="font-medium text-slate-900">Nothing waiting today</p>
        <p className="mt-1 text-sm text-slate-500">New enquiries, today&apos;s and today&apos;s showflat viewings appear here.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Today's leads">
      {leads.map((lead) => (
        <li key={lead.id}>
          <LeadCardView lead={lead} showOwner={showOwner} />
        </li>
      ))}
    </ul>
  );
}

/** Kind and project filters: a GET form, so the URL holds them and they work before JavaScript. */
function InboxFilters({ kind, project, projects }: { kind: string; project: string; projects: { id: string; name: string }[] }) {
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const kept = [...searchParams.entries()].filter(([key]) => !["kind", "project", "page"].includes(key));
  return (
    <Form method="get" className="grid grid-cols-2 gap-2 sm:flex sm:items-end" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label className="grid gap-1 text-xs font-medium text-slate-600">
        Kind
        <NativeSelect key={kind} name="kind" defaultValue={kind} className="h-9 sm:w-44">
          <option value="">All kinds</option>
          {ENQUIRY_KINDS.map((value) => (
            <option key={value} value={value}>
              {ENQUIRY_KIND_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="grid gap-1 text-xs font-medium text-slate-600">
        Project
        <NativeSelect key={project} name="project" defaultValue={project} className="h-9 sm:w-52">
          <option value="">All projects</option>
          {projects.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
      </label>
      <noscript>
        <Button type="submit" size="sm" variant="outline">
          Filter
        </Button>
      </noscript>
    </Form>
  );
}
