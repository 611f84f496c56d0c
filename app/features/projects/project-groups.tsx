import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { projectStatusLabel } from "~/domain/project-status";
import { GROUP_PREVIEW_SIZE, OTHER_GROUP } from "~/domain/public-listing";
import type { ProjectGroup } from "~/domain/public-read-models";
import { ProjectImage } from "~/components/project-image";
import { projectUnitsText } from "~/domain/project-text";

/**
 * The home page's district or planning-region groups, each with its newest projects; a group's
 * name leads to its listing, and 'View All' does too once it has more than a preview holds.
 */
export function ProjectGroups({
  groups,
  label,
  describe,
  listingHref,
}: {
  groups: ProjectGroup[];
  label: string;
  describe?: (name: string) => string | null;
  /** The /condos address of a group's projects; null for the 'Other' group. */
  listingHref: (name: string) => string | null;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => {
        const subtitle = describe?.(group.name);
        const href = group.name === OTHER_GROUP ? null : listingHref(group.name);
        return (
          <section
            key={group.name}
            aria-label={`${label}: ${group.name}`}
            data-testid="project-group"
            className="flex flex-col rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm"
          >
            <header className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="truncate text-base font-semibold text-slate-900">
                  {href ? (
                    <Link to={href} className="hover:text-brand hover:underline">
                      {group.name}
                    </Link>
                  ) : (
                    group.name
                  )}
                </h3>
                {subtitle ? <p className="truncate text-xs text-slate-500">{subtitle}</p> : null}
              </div>
              <span className="shrink-0 rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-semibold text-brand">
                {group.total} {group.total === 1 ? "project" : "projects"}
              </span>
            </header>
            <ul className="mt-4 divide-y divide-slate-100">
              {group.projects.map((project) => (
                <li key={project.id}>
                  <Link
                    to={`/condos/${project.slug}`}
                    className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-2.5 transition hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                  >
                    <ProjectImage
                      src={project.bannerImageUrl}
                      alt=""
                      sizes="64px"
                      width={480}
                      height={360}
                      className="size-14 shrink-0 rounded-lg"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-slate-900">{project.name}</span>
                      <span className="mt-0.5 flex items-center gap-1 truncate text-xs text-slate-500">
                        <MapPin className="size-3 shrink-0" aria-hidden="true" />
                        {project.neighbourhood || project.district || "Singapore"} · {projectUnitsText(project)}
                      </span>
                    </span>
                    <span className="hidden shrink-0 text-xs font-medium text-slate-500 sm:inline">{projectStatusLabel(project.status, project)}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {group.total > GROUP_PREVIEW_SIZE && href ? (
              <Link
                to={href}
                aria-label={`View All ${group.total} projects in ${group.name}`}
                className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand hover:underline"
              >
                View All
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
