import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { useHydrated } from "~/components/use-hydrated";

export interface LeaderOption {
  id: string;
  fullName: string;
  agencyId: string;
}

export const LEADER_SELECT_TEXTS = {
  selectAgencyFirst: "Select an agency first",
  noLeaders: "No leaders available in this agency",
  selectLeader: "Select your team leader",
  emptyList: "No leaders found for this agency. Try signing up as a leader first.",
  loadFailed: "Failed to load leaders",
  loading: "Loading leaders…",
} as const;

type LeaderList = { state: "idle" } | { state: "loading" } | { state: "failed" } | { state: "loaded"; leaders: LeaderOption[] };

/** The leaders of the chosen agency, fetched when the agency changes. */
function useAgencyLeaders(agencyId: string, enabled: boolean): LeaderList {
  const [list, setList] = useState<LeaderList>({ state: "idle" });
  useEffect(() => {
    if (!enabled || !agencyId) {
      setList({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    setList({ state: "loading" });
    fetch(`/api/leaders?agencyId=${encodeURIComponent(agencyId)}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`leaders: ${response.status}`);
        const body = (await response.json()) as { leaders: LeaderOption[] };
        setList({ state: "loaded", leaders: body.leaders });
      })
      .catch(() => {
        if (!controller.signal.aborted) setList({ state: "failed" });
      });
    return () => controller.abort();
  }, [agencyId, enabled]);
  return list;
}

/**
 * The team-leader select of the sign-up form. Before JavaScript runs it lists every active
 * leader grouped by agency (the server checks the pair); afterwards, those of the chosen agency
 * with the spec's placeholders and failure texts.
 */
export function LeaderSelect({
  meta,
  agencyId,
  allLeaders,
  agencies,
}: {
  meta: FieldMetadata<string | undefined>;
  agencyId: string;
  allLeaders: LeaderOption[];
  agencies: { id: string; name: string }[];
}) {
  const hydrated = useHydrated();
  const list = useAgencyLeaders(agencyId, hydrated);
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: `${meta.id}-status` });

  let placeholder: string = LEADER_SELECT_TEXTS.selectAgencyFirst;
  let status: React.ReactNode = null;
  let options: React.ReactNode = null;
  let disabled = true;
  if (!hydrated) {
    placeholder = LEADER_SELECT_TEXTS.selectLeader;
    disabled = false;
    options = agencies.map((agency) => {
      const leaders = allLeaders.filter((leader) => leader.agencyId === agency.id);
      return leaders.length ? (
        <optgroup key={agency.id} label={agency.name}>
          {leaders.map((leader) => (
            <option key={leader.id} value={leader.id}>
              {leader.fullName}
            </option>
          ))}
        </optgroup>
      ) : null;
    });
  } else if (list.state === "loading") {
    placeholder = LEADER_SELECT_TEXTS.loading;
  } else if (list.state === "failed") {
    status = <span className="text-red-600">{LEADER_SELECT_TEXTS.loadFailed}</span>;
  } else if (list.state === "loaded" && list.leaders.length === 0) {
    placeholder = LEADER_SELECT_TEXTS.noLeaders;
    status = LEADER_SELECT_TEXTS.emptyList;
  } else if (list.state === "loaded") {
    placeholder = LEADER_SELECT_TEXTS.selectLeader;
    disabled = false;
    options = list.leaders.map((leader) => (
      <option key={leader.id} value={leader.id}>
        {leader.fullName}
      </option>
    ));
  }

  return (
    <Field label="Team leader" htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId}>
      <NativeSelect key={key} {...props} disabled={disabled}>
        <option value="">{placeholder}</option>
        {options}
      </NativeSelect>
      <p id={`${meta.id}-status`} className="text-xs text-slate-500" aria-live="polite">
        {status}
      </p>
    </Field>
  );
}
