import { Globe, RefreshCw, Wrench } from "lucide-react";
import { IntentButton } from "~/components/dashboard/intent-button";
import { Badge } from "~/components/ui/badge";
import { domainBadge } from "~/domain/schemas/site-permission";
import { toHttpsUrl } from "~/domain/site-url";

/**
 * The realtor's site and its domain badge (part 2 §4): 'Domain Active'; 'Domain Inactive' with
 * Reactivate; 'No Permission' with 'Fix Domain', which creates the permission.
 */
export function DomainStatus({ realtorId, site, permission }: { realtorId: string; site: string; permission: { isActive: boolean } | null }) {
  const badge = domainBadge(permission !== null, permission?.isActive ?? false);
  return (
    <span className="flex flex-col items-end gap-1.5 md:items-start">
      <a href={toHttpsUrl(site)} target="_blank" rel="noreferrer" className="inline-flex max-w-56 items-center gap-1 truncate text-sm text-slate-700 hover:text-brand hover:underline">
        <Globe className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="truncate">{site}</span>
      </a>
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge variant={badge === "Domain Active" ? "success" : badge === "Domain Inactive" ? "warning" : "danger"}>{badge}</Badge>
        {badge === "Domain Inactive" ? (
          <IntentButton intent="reactivateDomain" values={{ id: realtorId }} pendingLabel="Reactivating..." variant="link" size="sm" className="h-auto px-0 text-xs" aria-label={`Reactivate ${site}`}>
            <RefreshCw aria-hidden="true" />
            Reactivate
          </IntentButton>
        ) : null}
        {badge === "No Permission" ? (
          <IntentButton intent="fixDomain" values={{ id: realtorId }} pendingLabel="Fixing..." variant="link" size="sm" className="h-auto px-0 text-xs" aria-label={`Fix Domain ${site}`}>
            <Wrench aria-hidden="true" />
            Fix Domain
          </IntentButton>
        ) : null}
      </span>
    </span>
  );
}
