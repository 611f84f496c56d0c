import { ExternalLink, FileText, Globe, Inbox, NotebookPen, Users } from "lucide-react";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { Badge } from "~/components/ui/badge";
import type { RealtorFigures } from "~/domain/dashboard-read-models";
import { MonthlyBars } from "./monthly-bars";

function indexingText(indexing: RealtorFigures["indexing"]): { label: string; tone: "success" | "warning" | "secondary" } {
  if (!indexing || !indexing.active) return { label: "Site not active", tone: "secondary" };
  return indexing.allowIndexing ? { label: "Visible to search engines", tone: "success" } : { label: "Hidden from search engines", tone: "warning" };
}

/** A leader's or agent's own dashboard figures (issue 10): no sample people, only their data. */
export function RealtorFigureCards({ figures }: { figures: RealtorFigures }) {
  const indexing = indexingText(figures.indexing);
  return (
    <>
      <StatGrid className="mt-6">
        <StatCard label="Enquiries this month" value={figures.enquiriesThisMonth} icon={Inbox} />
        <StatCard label="Published posts" value={figures.posts.published} icon={FileText} tone="blue" />
        <StatCard label="Draft posts" value={figures.posts.drafts} icon={NotebookPen} tone="slate" />
        {figures.isLeader ? (
          <StatCard label="Agents in my team" value={figures.team.length} icon={Users} tone="violet" />
        ) : (
          <StatCard label="Site" value={figures.indexing?.active ? "Live" : "Offline"} icon={Globe} tone="emerald" />
        )}
      </StatGrid>
      <div className="mt-6 grid gap-4 lg:grid-cols-5">
        <section aria-labelledby="enquiry-trend" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-3">
          <h2 id="enquiry-trend" className="font-semibold text-slate-900">
            Enquiries, last six months
          </h2>
          <div className="mt-4">
            <MonthlyBars data={figures.enquiriesByMonth} label="Enquiries per month, last six months" />
          </div>
        </section>
        <section aria-labelledby="my-site" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
          <h2 id="my-site" className="font-semibold text-slate-900">
            My site
          </h2>
          <a href={figures.siteHref} className="mt-3 flex items-center gap-2 break-all font-medium text-brand hover:underline">
            <Globe className="size-4 shrink-0" aria-hidden="true" />
            {figures.siteUrl}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          </a>
          <div className="mt-3">
            <Badge variant={indexing.tone}>{indexing.label}</Badge>
          </div>
          <p className="mt-3 text-sm text-slate-500">
            Search engines index a realtor site only when an administrator allows it in Site Management.
          </p>
        </section>
      </div>
      {figures.isLeader ? (
        <section aria-labelledby="my-team" className="mt-6 rounded-xl border border-slate-200 bg-white shadow-sm">
          <h2 id="my-team" className="border-b border-slate-100 px-5 py-3 font-semibold text-slate-900">
            My team
          </h2>
          {figures.team.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-500">No agents report to you yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {figures.team.map((agent) => (
                <li key={agent.id} className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{agent.fullName}</p>
                    <p className="truncate text-sm text-slate-500">
                      {agent.email} · {agent.agentSiteUrl}
                    </p>
                  </div>
                  {/* Only the badge keeps its own width on a phone: the line above must stay as wide as the card to truncate. */}
                  <span className="self-start sm:self-auto">
                    <StatusBadge status={agent.status} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}
