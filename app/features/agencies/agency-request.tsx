import { DecisionButtons } from "~/components/dashboard/decision-buttons";
import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/domain/format";
import { AGENCY_DECISION_TEXTS } from "~/domain/schemas/agency";
import { APPROVAL_TEXTS } from "~/domain/schemas/approval";
import { AgencyLogo } from "./agency-logo";

/**
 * An agency waiting for approval, on Agency Management and on Approval Management: approve and
 * reject for those who decide, 'Pending approval by Admin 1IC' for those who only see it.
 */
export function AgencyRequest({
  agency,
  canDecide,
  intents,
}: {
  agency: { id: string; name: string; logoUrl: string | null; createdAt: Date | string };
  canDecide: boolean;
  intents: { approve: string; reject: string };
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <AgencyLogo name={agency.name} logoUrl={agency.logoUrl} />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{agency.name}</p>
          <p className="text-xs text-slate-500">Requested {formatDate(agency.createdAt)}</p>
        </div>
      </div>
      {canDecide ? (
        <DecisionButtons
          id={agency.id}
          name={agency.name}
          approveIntent={intents.approve}
          rejectIntent={intents.reject}
          approveDescription={AGENCY_DECISION_TEXTS.approve}
          rejectDescription={AGENCY_DECISION_TEXTS.reject}
        />
      ) : (
        <Badge variant="warning">{APPROVAL_TEXTS.viewOnly}</Badge>
      )}
    </li>
  );
}
