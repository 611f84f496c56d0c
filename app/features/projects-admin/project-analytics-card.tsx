import { BarChart3 } from "lucide-react";
import { Link } from "react-router";
import { formatNumber } from "~/domain/format";
import { ENQUIRY_KIND_LABELS, ENQUIRY_KINDS, type EnquiryKind } from "~/domain/schemas/enquiry";

export interface ProjectAnalyticsView {
  windowDays: number;
  total: number;
  byKind: Record<EnquiryKind, number>;
  projectsWithEnquiries: number;
  topProjects: { id: string; name: string; slug: string; total: number; byKind: Record<EnquiryKind, number> }[];
}

/** Project Analytics: enquiries about projects in the last 30 days, by kind and by project. */
export function ProjectAnalyticsCard({ analytics }: { analytics: ProjectAnalyticsView }) {
  const busiest = Math.max(1, ...analytics.topProjects.map((project) => project.total));
  return (
    <section aria-labelledby="project-analytics" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-lg bg-violet-100 text-violet-700">
          <BarChart3 className="size-4" aria-hidden="true" />
        </span>
        <div>
          <h2 id="project-analytics" className="font-semibold text-slate-900">
            Project Analytics
          </h2>
          <p className="text-xs text-slate-500">Enquiries about projects, last {analytics.windowDays} days</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-500">All enquiries</dt>
          <dd className="text-lg font-semibold tabular-nums text-slate-900">{formatNumber(analytics.total)}</dd>
        </div>
        {ENQUIRY_KINDS.map((kind) => (
          <div key={kind} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{ENQUIRY_KIND_LABELS[kind]}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{formatNumber(analytics.byKind[kind])}</dd>
          </div>
        ))}
      </dl>
      {analytics.topProjects.length === 0 ? (
        <p className="text-sm text-slate-500">No project has received an enquiry in the last {analytics.windowDays} days.</p>
      ) : (
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            Most enquired ({analytics.projectsWithEnquiries} project{analytics.projectsWithEnquiries === 1 ? "" : "s"} with enquiries)
          </h3>
          <ol className="mt-2 grid gap-2">
            {analytics.topProjects.map((project) => (
              <li key={project.id} className="grid gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <Link to={`/condos/${project.slug}`} className="truncate font-medium text-slate-900 hover:text-brand hover:underline">
                    {project.name}
                  </Link>
                  <span className="shrink-0 tabular-nums text-slate-600">
                    {formatNumber(project.total)}
                    <span className="sr-only"> enquiries</span>
                  </span>
                </div>
                <div className="h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                  <div className="h-full rounded-full bg-violet-500" style={{ width: `${(project.total / busiest) * 100}%` }} />
                </div>
                <p className="text-xs text-slate-500">
                  {ENQUIRY_KINDS.filter((kind) => project.byKind[kind] > 0)
                    .map((kind) => `${ENQUIRY_KIND_LABELS[kind]} ${project.byKind[kind]}`)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
