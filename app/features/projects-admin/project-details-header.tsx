import { ArrowLeft, Building, ExternalLink, LayoutGrid, MapPin, Sparkles } from "lucide-react";
import { Link, NavLink } from "react-router";
import { RoleBadge } from "~/components/account-identity";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ProjectStatusBadge } from "./project-status-badge";

export const PROJECT_LIST_PATH = "/dashboard/project-management";

const VIEWS = [
  { path: "unit-mix", label: "Unit Mix", icon: LayoutGrid },
  { path: "inventory", label: "Inventory", icon: Building },
  { path: "facilities", label: "Facilities", icon: Sparkles },
  { path: "location", label: "Location", icon: MapPin },
] as const;
export type ProjectDetailsView = (typeof VIEWS)[number]["path"];

/** The address of a sub-view of a project: /dashboard/project-management/{view}/{slug}. */
export function projectDetailsPath(view: ProjectDetailsView, slug: string): string {
  return `${PROJECT_LIST_PATH}/${view}/${slug}`;
}

/**
 * The head of the unit mix, facilities and location pages: Back to Projects, the page's title
 * over the project's name and status, a link to the public page, and the three views as tabs.
 */
export function ProjectDetailsHeader({
  title,
  description,
  role,
  project,
  actions,
}: {
  title: string;
  description: string;
  role: string;
  project: { name: string; slug: string; status: string };
  actions?: React.ReactNode;
}) {
  return (
    <header className="mb-6 grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-2 text-slate-600">
          <Link to={PROJECT_LIST_PATH}>
            <ArrowLeft aria-hidden="true" />
            Back to Projects
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm" className="text-slate-600">
          <Link to={`/condos/${project.slug}`} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            View Public Page
            <span className="sr-only">(opens in a new tab)</span>
          </Link>
        </Button>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-500">
            <span className="truncate">{project.name}</span>
            <ProjectStatusBadge status={project.status} />
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            <RoleBadge role={role} />
          </div>
          <p className="mt-1.5 max-w-3xl text-slate-600">{description}</p>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      <nav aria-label={`Details of ${project.name}`} className="-mx-1 overflow-x-auto px-1">
        <ul className="flex w-max gap-1 rounded-xl bg-slate-100 p-1">
          {VIEWS.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={projectDetailsPath(path, project.slug)}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium transition-colors",
                    isActive ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
