import type { PropertyCostRates } from "~/domain/property-costs";

/** Where a version of the calculator's rates stands on a Singapore day. */
export type RateVersionStatus = "in-force" | "scheduled" | "past";

export const RATE_VERSION_STATUS_LABELS: Readonly<Record<RateVersionStatus, string>> = {
  "in-force": "In force",
  scheduled: "Scheduled",
  past: "Past",
};

/** One dated version of the calculator's rates, as master's Calculator rates screen lists it. */
export interface RateVersion extends PropertyCostRates {
  id: string;
  status: RateVersionStatus;
  /** Who recorded it; null for the rates the migrations shipped. */
  recordedByName: string | null;
  recordedAt: Date;
}

/**
 * The status of each version, newest effective first (ties: latest recorded first): future ones
 * are scheduled, the first on or before the day is in force, every other is past.
 */
export function withRateStatuses<V extends { effectiveDate: string }>(versions: readonly V[], day: string): (V & { status: RateVersionStatus })[] {
  let inForceFound = false;
  return versions.map((version) => {
    if (version.effectiveDate > day) return { ...version, status: "scheduled" as const };
    const status = inForceFound ? ("past" as const) : ("in-force" as const);
    inForceFound = true;
    return { ...version, status };
  });
}
