import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatDateTime, formatMinutes } from "~/domain/format";

interface TeamResponseTimesProps {
  targetMinutes: number;
  saved: boolean;
  members: { id: string; name: string; isLeader: boolean; medianMinutes: number | null; answered: number }[];
  pastTarget: { id: string; buyerName: string; projectName: string | null; ownerName: string; receivedAt: Date | string; dueAt: Date | string; escalated: boolean }[];
}

/** The leader's view of the team's first responses: each member's median, and the leads still waiting past the target. */
export function TeamResponseTimes({ targetMinutes, saved, members, pastTarget }: TeamResponseTimesProps) {
  return (
    <section aria-labelledby="team-response" className="mt-10 grid gap-6 lg:grid-cols-2">
      {/* min-w-0: a grid column is otherwise as wide as its longest unbroken line, and a truncated name would widen the phone's page. */}
      <div className="min-w-0">
        <h2 id="team-response" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Clock className="size-5 text-brand" aria-hidden="true" />
          Median first response
        </h2>
        <p className="mt-1 text-sm text-slate-600">Office-hours minutes from a lead arriving to the owner&apos;s first reply, call or WhatsApp, over the last 90 days.</p>
        <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {members.map((member) => {
            const late = saved && member.medianMinutes !== null && member.medianMinutes > targetMinutes;
            return (
              <li key={member.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {member.name}
                    {member.isLeader ? <span className="font-normal text-slate-500"> (you)</span> : null}
                  </span>
                  <span className="block text-xs text-slate-500">{member.answered === 1 ? "1 lead answered" : `${member.answered} leads answered`}</span>
                </span>
                <span className={`shrink-0 text-sm font-semibold tabular-nums ${late ? "text-amber-700" : "text-slate-900"}`}>
                  {member.medianMinutes === null ? "—" : formatMinutes(member.medianMinutes)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="min-w-0">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <AlertTriangle className="size-5 text-amber-600" aria-hidden="true" />
          Leads past target
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {saved ? `New leads still unanswered after ${formatMinutes(targetMinutes)}. Open one to reassign it.` : "Set a first-response target to see the leads past it."}
        </p>
        {pastTarget.length === 0 ? (
          <p className="mt-4 flex items-center gap-2 rounded-xl border border-dashed border-slate-200 bg-white px-4 py-6 text-sm text-slate-600">
            <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
            No lead is waiting past the target.
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
            {pastTarget.map((lead) => (
              <li key={lead.id}>
                <Link to={`/dashboard/enquiries/${lead.id}`} className="flex items-start justify-between gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50">
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900">
                      {lead.buyerName}
                      {lead.projectName ? <span className="font-normal text-slate-500"> · {lead.projectName}</span> : null}
                    </span>
                    <span className="block text-xs text-slate-500">
                      {lead.ownerName} · due {formatDateTime(lead.dueAt)}
                    </span>
                  </span>
                  {lead.escalated ? <Badge variant="danger">Escalated to you</Badge> : <Badge variant="warning">Past target</Badge>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
