import { BarChart3 } from "lucide-react";
import { Link } from "react-router";
import { formatNumber } from "~/domain/format";
import { formatProjectConversion } from "~/domain/site-analytics";

export interface ProjectAnalyticsView {
  windowDays: number;
  views: number;
  enquiries: number;
  conversion: number | null;
  activeProjects: number;
  topProjects: { id: string; name: string; slug: string; views: number; enquiries: number; conversion: number | null }[];
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/** Project Analytics: each project's page views on every site, enquiries and conversion, last 30 days. */
export function ProjectAnalyticsCard({ analytics }: { analytics: ProjectAnalyticsView }) {
  const busiest = Math.max(1, ...analytics.topProjects.map((project) => project.views));
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
          <p className="text-xs text-slate-500">Project page views on every site and enquiries, last {analytics.windowDays} days</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <Figure label="Views" value={formatNumber(analytics.views)} />
        <Figure label="Enquiries" value={formatNumber(analytics.enquiries)} />
        <Figure label="Conversion" value={formatProjectConversion(analytics.conversion)} />
      </dl>
      {analytics.topProjects.length === 0 ? (
        <p className="text-sm text-slate-500">No project page has been viewed or enquired about in the last {analytics.windowDays} days.</p>
      ) : (
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            Top projects ({analytics.activeProjects} viewed or enquired about)
          </h3>
          <table className="mt-2 w-full text-sm" aria-label="Top projects">
            <thead>
              <tr className="text-left text-xs text-slate-500">
                <th scope="col" className="py-1 font-medium">
                  Project
                </th>
                <th scope="col" className="w-px whitespace-nowrap py-1 pl-4 text-right font-medium">
                  Views
                </th>
                <th scope="col" className="w-px whitespace-nowrap py-1 pl-4 text-right font-medium">
                  Enquiries
                </th>
                <th scope="col" className="hidden w-px whitespace-nowrap py-1 pl-4 text-right font-medium sm:table-cell">
                  Conversion
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {analytics.topProjects.map((project) => (
                <tr key={project.id}>
                  <th scope="row" className="max-w-0 py-2 text-left font-normal">
                    <Link to={`/condos/${project.slug}`} className="block truncate font-medium text-slate-900 hover:text-brand hover:underline">
                      {project.name}
                    </Link>
                    <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                      <div className="h-full rounded-full bg-violet-500" style={{ width: `${(project.views / busiest) * 100}%` }} />
                    </div>
                  </th>
                  <td className="py-2 pl-4 text-right tabular-nums text-slate-700">{formatNumber(project.views)}</td>
                  <td className="py-2 pl-4 text-right tabular-nums text-slate-700">{formatNumber(project.enquiries)}</td>
                  <td className="hidden py-2 pl-4 text-right tabular-nums text-slate-500 sm:table-cell">{formatProjectConversion(project.conversion)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
