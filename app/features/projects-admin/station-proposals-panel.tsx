import { Footprints, Loader2, Sparkles, TrainFront } from "lucide-react";
import { useState } from "react";
import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Button } from "~/components/ui/button";
import { formatDate, formatKm } from "~/domain/format";
import type { StationProposals, StationProposalView } from "~/domain/rail-stations";

const STANDING_TEXT = { new: "Not listed", listed: "Listed", moved: "Listed at another distance" } as const;
const STANDING_STYLE = {
  new: "bg-sky-50 text-sky-800",
  listed: "bg-emerald-50 text-emerald-800",
  moved: "bg-amber-50 text-amber-800",
} as const;

/**
 * The Transport tab's proposals from the shipped station dataset (decision record 149): the
 * nearest stations to the project's position, ticked unless already listed as measured; one
 * action adds or updates the ticked ones, and each stays editable in the list below.
 */
export function StationProposalsPanel({ projectId, data }: { projectId: string; data: StationProposals | null }) {
  const { fetcher, reply, pending } = useIntentFetcher("accept-stations");
  const fieldError = reply && !reply.ok ? (reply.result.error?.stationIds?.[0] ?? reply.result.error?.[""]?.[0]) : undefined;

  if (!data) {
    return (
      <div className="border-b border-slate-100 px-4 py-3 text-sm text-slate-600">
        <p className="flex items-center gap-2">
          <TrainFront className="size-4 text-slate-400" aria-hidden="true" />
          Set the project's map position in the project wizard, and the nearest MRT and LRT stations are proposed here from LTA's open data.
        </p>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" aria-labelledby="station-proposals-title" className="border-b border-slate-100 bg-gradient-to-b from-sky-50/60 to-white px-4 py-4">
      <FlashToast message={reply?.notice ?? null} />
      <input type="hidden" name="intent" value="accept-stations" />
      <input type="hidden" name="projectId" value={projectId} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="station-proposals-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Sparkles className="size-4 text-sky-600" aria-hidden="true" />
            Nearest stations from open data
          </h3>
          <p className="mt-0.5 text-xs text-slate-600">
            Straight-line distance from the project's position to the nearest exit; the walk is estimated at 1.3 times that, at 80 m a minute.
          </p>
        </div>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <TrainFront aria-hidden="true" />}
          {pending ? "Adding stations…" : "Add selected stations"}
        </Button>
      </div>
      {fieldError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {fieldError}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label="Proposed stations">
        {data.proposals.map((proposal) => (
          <ProposalRow key={`${proposal.stationId}-${proposal.standing}`} proposal={proposal} />
        ))}
      </ul>
      <p className="mt-3 text-[11px] leading-snug text-slate-500">
        {data.dataset.title}, published {formatDate(data.dataset.version)}. {data.dataset.attribution}.
      </p>
    </fetcher.Form>
  );
}

function ProposalRow({ proposal }: { proposal: StationProposalView }) {
  const [checked, setChecked] = useState(proposal.standing !== "listed");
  const id = `station-${proposal.stationId}`;
  return (
    <li>
      <label
        htmlFor={id}
        className="flex h-full cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-sky-300 has-[:checked]:border-sky-400 has-[:checked]:ring-1 has-[:checked]:ring-sky-200"
      >
        <input
          id={id}
          type="checkbox"
          name="stationIds"
          value={proposal.stationId}
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          className="mt-1 size-4 accent-sky-600"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-slate-900">{proposal.name}</span>
          <span className="mt-0.5 block text-xs text-slate-600">
            {proposal.codes.join(" · ")} — {proposal.lines.join(", ")}
          </span>
          <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs tabular-nums text-slate-700">
            <span>{proposal.distanceKm < 1 ? `${Math.round(proposal.distanceKm * 1000)} m` : formatKm(proposal.distanceKm)}</span>
            <span className="inline-flex items-center gap-1">
              <Footprints className="size-3" aria-hidden="true" />
              about {proposal.walkingTimeMinutes} min walk
            </span>
            <span className={`rounded-full px-2 py-0.5 font-medium ${STANDING_STYLE[proposal.standing]}`}>{STANDING_TEXT[proposal.standing]}</span>
          </span>
        </span>
      </label>
    </li>
  );
}
