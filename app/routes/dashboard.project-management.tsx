import { Building2, ExternalLink, LayoutGrid, MapPin, Pencil, Plus, Sparkles, Trash2 } from "lucide-react";
import { Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/dashboard.project-management";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { DataTable, type Column } from "~/components/dashboard/data-table";
import { UrlSearch } from "~/components/dashboard/list-toolbar";
import { PageHeader } from "~/components/dashboard/page-header";
import { StatCard } from "~/components/dashboard/stat-card";
import { useQueryHref } from "~/components/dashboard/url-state";
import { Button } from "~/components/ui/button";
import { formatNumber } from "~/domain/format";
import { LIST_PAGE_SIZE, parseListQuery } from "~/domain/list-query";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import {
  createBuildingSchema,
  BUILDING_TOASTS,
  buildingIdSchema,
  updateBuildingSchema,
} from "~/domain/schemas/building";
import { recordId } from "~/domain/schemas/fields";
import {
  createProjectSchema,
  deleteProjectSchema,
  PROJECT_DELETE_TEXT,
  PROJECT_SORTS,
  PROJECT_TABS,
  PROJECT_TOASTS,
  propertyTypeLabel,
  updateProjectSchema,
} from "~/domain/schemas/project";
import { STAKEHOLDER_MESSAGES, stakeholderSchema, type StakeholderKind } from "~/domain/schemas/stakeholder";
import { accountMeta } from "~/features/auth/account-meta";
import { ProjectAnalyticsCard } from "~/features/projects-admin/project-analytics-card";
import { ProjectCsvTile } from "~/features/projects-admin/project-csv-tile";
import { projectDetailsPath } from "~/features/projects-admin/project-details-header";
import { ProjectStatusBadge } from "~/features/projects-admin/project-status-badge";
import { ProjectWizard } from "~/features/projects-admin/project-wizard";
import { SlugGeneratorTile } from "~/features/projects-admin/slug-generator-tile";
import { requireAccess } from "#server/guards";
import { handleIntents, intent, type IntentHandler } from "#server/intent-action";
import { NotFoundError } from "#server/services/errors";
import { createBuilding, deleteBuilding, updateBuilding } from "#server/services/projects/buildings";
import { deleteProject } from "#server/services/projects/delete-project";
import { projectAnalytics } from "#server/services/projects/project-analytics";
import { flushVisits } from "#server/site-analytics/visit-recorder";
import { getEditableProject } from "#server/services/projects/project-editor";
import { listProjects, type ProjectRow } from "#server/services/projects/project-list";
import { createProject, updateProject } from "#server/services/projects/save-project";
import { createStakeholder, listStakeholders } from "#server/services/projects/stakeholders";
import type { Actor } from "#server/services/actor";
import type { AppLoadContext } from "react-router";

export const handle: BreadcrumbHandle = { breadcrumb: "Project Management" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Project Management", matches);

const ACCESS = { permission: "projectManagement" } as const;
const DENIED = { deniedMessage: ACCESS_MESSAGES.projectManagementDenied };

/**
 * ?wizard=new&draft={id} opens the wizard empty (its uploads go under the draft id, which the
 * project is then created with), ?wizard={id} on that project; anything else keeps it closed.
 */
async function loadWizard(context: AppLoadContext, user: Actor, wizard: string | null, draftId: string) {
  if (!wizard) return null;
  const id = wizard === "new" ? null : recordId().safeParse(wizard);
  if (id && !id.success) return null;
  const [developers, architects, project] = await Promise.all([
    listStakeholders(context, user, "developer"),
    listStakeholders(context, user, "architect"),
    id
      ? getEditableProject(context, user, { id: id.data }).catch((error: unknown) => {
          if (error instanceof NotFoundError) return undefined;
          throw error;
        })
      : null,
  ]);
  if (project === undefined) return null;
  return { developers, architects, project, draftId };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, ACCESS, DENIED);
  const url = new URL(request.url);
  const searchParams = url.searchParams;
  const draft = recordId().safeParse(searchParams.get("draft") ?? "");
  if (searchParams.get("wizard") === "new" && !draft.success) {
    // The draft id stays in the URL, so it survives the revalidations while the wizard is open.
    searchParams.set("draft", crypto.randomUUID());
    throw redirect(`${url.pathname}?${searchParams}`);
  }
  const query = parseListQuery(searchParams, { sorts: PROJECT_SORTS, defaultSort: "name", tabs: PROJECT_TABS, defaultTab: "all" });
  await flushVisits();
  const [list, analytics, wizard] = await Promise.all([
    listProjects(context, user, query),
    projectAnalytics(context, user),
    loadWizard(context, user, searchParams.get("wizard"), draft.success ? draft.data : ""),
  ]);
  return { role: user.role, query, list, analytics, wizard };
}

function stakeholderIntent(context: AppLoadContext, user: Actor, kind: StakeholderKind): IntentHandler<ReturnType<typeof stakeholderSchema>> {
  return intent({
    schema: stakeholderSchema(kind),
    failureTitle: STAKEHOLDER_MESSAGES.addFailed(kind),
    run: async (input) => {
      const created = await createStakeholder(context, user, kind, input);
      return { title: STAKEHOLDER_MESSAGES.added(kind), description: created.name, payload: { id: created.id } };
    },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, ACCESS, DENIED);
  return handleIntents(request, context, {
    create: intent({
      schema: createProjectSchema,
      failureTitle: PROJECT_TOASTS.createFailed,
      run: async (input) => {
        const created = await createProject(context, user, input);
        return { title: PROJECT_TOASTS.created, description: input.name, payload: created };
      },
    }),
    update: intent({
      schema: updateProjectSchema,
      failureTitle: PROJECT_TOASTS.updateFailed,
      run: async (input) => {
        const updated = await updateProject(context, user, input);
        return { title: PROJECT_TOASTS.updated, description: input.name, payload: updated };
      },
    }),
    delete: intent({
      schema: deleteProjectSchema,
      failureTitle: PROJECT_TOASTS.deleteFailed,
      run: async (input) => ({ title: PROJECT_TOASTS.deleted, description: (await deleteProject(context, user, input)).name }),
    }),
    createBuilding: intent({
      schema: createBuildingSchema,
      failureTitle: BUILDING_TOASTS.createFailed,
      run: async (input) => {
        const building = await createBuilding(context, user, input);
        return { title: BUILDING_TOASTS.created, description: `Building ${building.buildingNumber}` };
      },
    }),
    updateBuilding: intent({
      schema: updateBuildingSchema,
      failureTitle: BUILDING_TOASTS.updateFailed,
      run: async (input) => {
        const building = await updateBuilding(context, user, input);
        return { title: BUILDING_TOASTS.updated, description: `Building ${building.buildingNumber}` };
      },
    }),
    deleteBuilding: intent({
      schema: buildingIdSchema,
      failureTitle: BUILDING_TOASTS.deleteFailed,
      run: async (input) => {
        const building = await deleteBuilding(context, user, input);
        return { title: BUILDING_TOASTS.deleted, description: `Building ${building.buildingNumber}` };
      },
    }),
    createDeveloper: stakeholderIntent(context, user, "developer"),
    createArchitect: stakeholderIntent(context, user, "architect"),
  });
}

export default function ProjectManagement({ loaderData }: Route.ComponentProps) {
  const { role, query, list, analytics, wizard } = loaderData;
  const href = useQueryHref();
  const [searchParams] = useSearchParams();
  const columns: Column<ProjectRow>[] = [
    {
      key: "name",
      header: "Project",
      sortKey: "name",
      cell: (project) => (
        <span className="flex min-w-0 flex-col items-end md:min-w-40 md:items-start">
          <span className="font-medium text-slate-900">{project.name}</span>
          <span className="text-xs text-slate-500">{propertyTypeLabel(project.propertyType)}</span>
          <code className="mt-0.5 break-all text-[11px] text-slate-500">/{project.slug}</code>
        </span>
      ),
    },
    { key: "neighbourhood", header: "Neighbourhood", cell: (project) => project.neighbourhood },
    { key: "status", header: "Status", sortKey: "status", cell: (project) => <ProjectStatusBadge status={project.status} /> },
    { key: "units", header: "Units", sortKey: "units", className: "tabular-nums", cell: (project) => formatNumber(project.totalUnits) },
    { key: "sold", header: "Sold", sortKey: "sold", className: "tabular-nums", cell: (project) => `${formatNumber(project.percentageSold)}%` },
    {
      key: "actions",
      header: "Actions",
      className: "md:text-right",
      cell: (project) => <ProjectActions project={project} editHref={href({ wizard: project.id, page: query.page })} />,
    },
  ];

  return (
    <>
      <PageHeader
        title="Project Management"
        role={role}
        description="Create and maintain the condominium projects buyers see on every site."
        actions={
          <Button asChild>
            <Link to={href({ wizard: "new", page: query.page })} preventScrollReset>
              <Plus aria-hidden="true" />
              Add New Project
            </Link>
          </Button>
        }
      />

      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end">
        <StatCard label="Total Projects" value={list.overall} icon={Building2} />
        <div className="flex justify-start sm:justify-end">
          <UrlSearch label="Search projects" placeholder="by name, slug, or location" />
        </div>
      </div>

      <section aria-label="Projects" className="mt-6">
        <DataTable
          caption="Projects"
          columns={columns}
          rows={list.rows}
          rowKey={(project) => project.id}
          paging={{ page: query.page, pageSize: LIST_PAGE_SIZE, total: list.total }}
          empty={
            query.q
              ? { title: "No matching projects found", description: "Try another name, slug or neighbourhood." }
              : {
                  title: "No projects yet",
                  description: "Add the first project to show it to buyers.",
                  action: (
                    <Button asChild>
                      <Link to={href({ wizard: "new" })} preventScrollReset>
                        <Plus aria-hidden="true" />
                        Add New Project
                      </Link>
                    </Button>
                  ),
                }
          }
        />
      </section>

      <div className="mt-8 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="grid content-start gap-4">
          <SlugGeneratorTile />
          <ProjectCsvTile />
        </div>
        <ProjectAnalyticsCard analytics={analytics} />
      </div>

      {wizard ? (
        <ProjectWizard
          project={wizard.project}
          draftId={wizard.draftId}
          developers={wizard.developers}
          architects={wizard.architects}
          closeHref={closeWizardHref(searchParams)}
        />
      ) : null}
    </>
  );
}

function closeWizardHref(searchParams: URLSearchParams): string {
  const next = new URLSearchParams(searchParams);
  next.delete("wizard");
  next.delete("draft");
  const query = next.toString();
  return query ? `?${query}` : "?";
}

const SUB_VIEWS = [
  { path: "unit-mix", label: "Unit Mix", icon: LayoutGrid },
  { path: "facilities", label: "Facilities", icon: Sparkles },
  { path: "location", label: "Location", icon: MapPin },
] as const;

function ProjectActions({ project, editHref }: { project: ProjectRow; editHref: string }) {
  return (
    <div className="ml-auto flex max-w-80 flex-wrap items-center justify-end gap-1">
      <Button asChild variant="outline" size="sm" className="h-8 px-2.5 text-xs">
        <Link to={editHref} preventScrollReset aria-label={`Edit ${project.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      {SUB_VIEWS.map(({ path, label, icon: Icon }) => (
        <Button key={path} asChild variant="ghost" size="sm" className="h-8 px-2 text-xs">
          <Link to={projectDetailsPath(path, project.slug)} aria-label={`${label} of ${project.name}`}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </Button>
      ))}
      <Button asChild variant="ghost" size="icon" className="size-8 text-slate-500">
        <Link
          to={`/condos/${project.slug}`}
          target="_blank"
          rel="noreferrer"
          title="View Public Page"
          aria-label={`View Public Page of ${project.name} (opens in a new tab)`}
        >
          <ExternalLink aria-hidden="true" />
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" className="size-8 text-red-600 hover:bg-red-50 hover:text-red-700" title="Delete" aria-label={`Delete ${project.name}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        }
        title={PROJECT_DELETE_TEXT.title}
        description={PROJECT_DELETE_TEXT.description(project.name)}
        intent="delete"
        values={{ id: project.id }}
        confirmLabel={PROJECT_DELETE_TEXT.confirm}
        pendingLabel={PROJECT_DELETE_TEXT.pending}
        variant="destructive"
        locked
      />
    </div>
  );
}
