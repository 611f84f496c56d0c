import { Users } from "lucide-react";
import { useNavigate } from "react-router";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { Badge } from "~/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";

export interface TeamView {
  agency: { id: string; name: string };
  members: { id: string; fullName: string; email: string; isLeader: boolean; status: string; agentSiteUrl: string }[];
}

/** View Team: the agency's leaders and agents, opened by ?team= so it can be linked and reloaded. */
export function TeamDialog({ team, closeHref }: { team: TeamView; closeHref: string }) {
  const navigate = useNavigate();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : navigate(closeHref, { preventScrollReset: true, replace: true }))}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{team.agency.name} team</DialogTitle>
          <DialogDescription>
            {team.members.length === 0
              ? "No realtors belong to this agency yet."
              : `${team.members.length} realtor${team.members.length === 1 ? "" : "s"} in this agency.`}
          </DialogDescription>
        </DialogHeader>
        {team.members.length === 0 ? (
          <Users className="mx-auto my-6 size-10 text-slate-300" aria-hidden="true" />
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {team.members.map((member) => (
              <li key={member.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{member.fullName}</p>
                  <p className="truncate text-sm text-slate-500">
                    {member.email} · {member.agentSiteUrl}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Badge variant={member.isLeader ? "warning" : "secondary"}>{member.isLeader ? "Team Leader" : "Agent"}</Badge>
                  <StatusBadge status={member.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
