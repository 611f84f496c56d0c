import { CalendarCheck, UserRound } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { formatDateTime, formatNumber } from "~/domain/format";
import { viewingLabel } from "~/domain/showflat-visit";
import { ENQUIRY_STAGE_LABELS, ENQUIRY_STAGES, type EnquiryStage } from "~/domain/schemas/enquiry-inbox";
import { EnquiryKindBadge, EnquiryStageBadge } from "./enquiry-badges";
import { EnquiryStageSelect } from "./enquiry-stage-select";

/** What a card shows of one enquiry (a row of the inbox's read model). */
export interface LeadCard {
  id: string;
  name: string;
  kind: Parameters<typeof EnquiryKindBadge>[0]["kind"];
  stage: EnquiryStage;
  lostReason: string | null;
  projectName: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  viewingCancelledAt: Date | string | null;
  createdAt: Date | string;
  ownerName: string | null;
  unread: boolean;
  rights: { manage: boolean };
}

const COLUMN_ACCENTS: Record<EnquiryStage, string> = {
  new: "bg-brand",
  contacted: "bg-amber-400",
  "viewing-booked": "bg-emerald-500",
  negotiating: "bg-sky-500",
  "unit-booked": "bg-emerald-700",
  lost: "bg-slate-400",
};

/** One lead as a card: who, about what, when, and the stage control (or the stage, for readers). */
export function LeadCardView({ lead, showOwner }: { lead: LeadCard; showOwner: boolean }) {
  return (
    <article aria-label={`${lead.name}'s enquiry`} className="grid min-w-0 gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <Link to={`/dashboard/enquiries/${lead.id}`} className={cn("min-w-0 break-words text-slate-900 hover:text-brand hover:underline", lead.unread ? "font-semibold" : "font-medium")}>
          {lead.unread ? <span className="mr-1.5 inline-block size-2 rounded-full bg-brand align-middle" aria-label="Unread" role="img" /> : null}
          {lead.name}
        </Link>
        <span className="shrink-0">
          <EnquiryKindBadge kind={lead.kind} />
        </span>
      </div>
      {lead.projectName ? <p className="text-xs text-slate-600">{lead.projectName}</p> : null}
      {lead.preferredDate ? (
        <p className={`inline-flex items-center gap-1 text-xs font-medium ${lead.viewingCancelledAt ? "text-slate-500" : "text-emerald-700"}`}>
          <CalendarCheck className="size-3.5" aria-hidden="true" />
          {lead.viewingCancelledAt ? "Viewing cancelled:" : "Viewing"} {viewingLabel(lead.preferredDate, lead.preferredTime)}
        </p>
      ) : null}
      {lead.stage === "lost" && lead.lostReason ? <p className="rounded-md bg-slate-50 px-2 py-1 text-xs text-slate-600">{lead.lostReason}</p> : null}
      <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-slate-500">
        <time dateTime={new Date(lead.createdAt).toISOString()}>{formatDateTime(lead.createdAt)}</time>
        {showOwner ? (
          <span className="inline-flex items-center gap-1">
            <UserRound className="size-3.5" aria-hidden="true" />
            {lead.ownerName ?? "Administrators' queue"}
          </span>
        ) : null}
      </p>
      {lead.rights.manage ? <EnquiryStageSelect id={lead.id} name={lead.name} stage={lead.stage} /> : <EnquiryStageBadge stage={lead.stage} />}
    </article>
  );
}

/**
 * The pipeline as columns by stage, side by side at a readable width and scrolled sideways (on
 * a phone one column at a time); a card moves by its stage select, no dragging needed.
 */
export function EnquiryBoard({ board, counts, showOwner }: { board: Record<EnquiryStage, LeadCard[]>; counts: Record<EnquiryStage, number>; showOwner: boolean }) {
  return (
    <div className="relative w-0 min-w-full overflow-x-auto pb-2">
      <ol className="grid snap-x snap-mandatory auto-cols-[82%] grid-flow-col gap-3 sm:auto-cols-[16.5rem]">
        {ENQUIRY_STAGES.map((stage) => (
          <li key={stage} className="snap-start">
            <section aria-labelledby={`board-${stage}`} className="flex h-full flex-col rounded-2xl bg-slate-100/80 p-2.5">
              <h3 id={`board-${stage}`} className="mb-2.5 flex items-center gap-2 px-1 text-sm font-semibold text-slate-800">
                <span aria-hidden="true" className={cn("size-2.5 rounded-full", COLUMN_ACCENTS[stage])} />
                {ENQUIRY_STAGE_LABELS[stage]}
                <span className="ml-auto rounded-full bg-white px-2 text-xs font-medium text-slate-600">{formatNumber(counts[stage])}</span>
              </h3>
              {board[stage].length ? (
                <ul className="grid gap-2.5">
                  {board[stage].map((lead) => (
                    <li key={lead.id}>
                      <LeadCardView lead={lead} showOwner={showOwner} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="rounded-xl border border-dashed border-slate-300 bg-white/70 px-3 py-6 text-center text-xs text-slate-600">No enquiries</p>
              )}
            </section>
          </li>
        ))}
      </ol>
    </div>
  );
}
