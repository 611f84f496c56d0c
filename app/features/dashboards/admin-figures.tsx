import { ArrowRight, Building2, ClipboardCheck, FileClock, Home, UserRound, Users } from "lucide-react";
import { Link } from "react-router";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { formatDateTime } from "~/domain/format";
import type { AuditHighlight, PlatformCounts } from "~/domain/dashboard-read-models";
import type { Role } from "~/domain/permissions";

/** Part 2 §2.1: each administrator's figures, real counts. */
export function AdminFigureCards({ role, figures }: { role: Role; figures: PlatformCounts }) {
  const pending = figures.pendingAgencies + figures.pendingRealtors;
  if (role === "master") {
    return (
      <StatGrid className="mt-6">
        <StatCard label="Agencies" value={figures.agencies} icon={Building2} />
        <StatCard label="Project Sets" value={figures.projects} icon={Home} tone="blue" />
        <StatCard label="Team Leaders" value={figures.leaders} icon={Users} tone="amber" />
        <StatCard label="Agents" value={figures.agents} icon={UserRound} tone="violet" />
      </StatGrid>
    );
  }
  if (role === "admin1ic") {
    return (
      <StatGrid className="mt-6">
        <StatCard label="Active Agencies" value={figures.activeAgencies} icon={Building2} />
        <StatCard label="Team Leaders" value={figures.leaders} icon={Users} tone="amber" />
        <StatCard label="Agents" value={figures.agents} icon={UserRound} tone="violet" />
        <StatCard label="Pending Approvals" value={pending} icon={ClipboardCheck} tone="red" />
      </StatGrid>
    );
  }
  return (
    <StatGrid className="mt-6 lg:grid-cols-3">
      <StatCard label="Active Agencies" value={figures.activeAgencies} icon={Building2} />
      <StatCard label="Project Sets" value={figures.projects} icon={Home} tone="blue" />
      <StatCard label="Pending Reviews" value={pending} icon={ClipboardCheck} tone="red" />
    </StatGrid>
  );
}

/** A call to act when requests wait. */
export function PendingCallout({ agencies, realtors }: { agencies: number; realtors: number }) {
  if (agencies + realtors === 0) return null;
  const parts = [
    ...(realtors ? [`${realtors} realtor${realtors === 1 ? "" : "s"}`] : []),
    ...(agencies ? [`${agencies} agenc${agencies === 1 ? "y" : "ies"}`] : []),
  ];
  return (
    <Link
      to="/dashboard/approval-management"
      className="mt-4 flex items-center justify-between gap-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 hover:bg-amber-100"
    >
      <span className="flex items-center gap-2">
        <ClipboardCheck className="size-4" aria-hidden="true" />
        {parts.join(" and ")} waiting for approval
      </span>
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

export function LatestAudit({ entries }: { entries: AuditHighlight[] }) {
  return (
    <section aria-labelledby="latest-audit" className="mt-8 rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 id="latest-audit" className="flex items-center gap-2 font-semibold text-slate-900">
          <FileClock className="size-4 text-slate-400" aria-hidden="true" />
          Latest administrative actions
        </h2>
        <Link to="/dashboard/audit-trail" className="text-sm font-medium text-brand hover:underline">
          Audit Trail
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-500">No actions recorded yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-sm text-slate-800">{entry.summary}</span>
              <span className="text-xs text-slate-500">
                {entry.by} · {formatDateTime(entry.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
