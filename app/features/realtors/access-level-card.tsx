import { Check, ShieldCheck, X } from "lucide-react";
import { RoleBadge } from "~/components/account-identity";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { hasPermission, managesRealtorsFully, type Permission } from "~/domain/permissions";

const CAPABILITIES: readonly { permission: Permission; label: string }[] = [
  { permission: "userManagement", label: "Add and edit leaders and agents" },
  { permission: "realtorSuspension", label: "Suspend and unsuspend realtors" },
  { permission: "realtorApproval", label: "Approve new registrations" },
  { permission: "realtorDeletion", label: "Delete realtors permanently" },
  { permission: "personalDataErasure", label: "Delete personal data on request (PDPA)" },
];

/** Part 2 §2.3: what the viewer's role may do here, read from the permission matrix. */
export function AccessLevelCard({ role }: { role: string }) {
  return (
    <section aria-labelledby="access-level" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand/10 text-brand">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="access-level" className="font-semibold text-slate-900">
            Access level
          </h2>
          <RoleBadge role={role} className="mt-0.5" />
        </div>
      </div>
      <ul className="grid gap-2 text-sm">
        {CAPABILITIES.map(({ permission, label }) => {
          const allowed = hasPermission(role, permission);
          return (
            <li key={permission} className={cn("flex items-center gap-2", allowed ? "text-slate-700" : "text-slate-500")}>
              {allowed ? <Check className="size-4 text-emerald-600" aria-hidden="true" /> : <X className="size-4" aria-hidden="true" />}
              <span>
                {label}
                <span className="sr-only">{allowed ? ": allowed" : ": not allowed"}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {managesRealtorsFully(role) ? (
        <div className="flex flex-wrap gap-2">
          <Badge variant="success">Leader Management Enabled</Badge>
          <Badge variant="success">Agent Management Enabled</Badge>
        </div>
      ) : null}
    </section>
  );
}
