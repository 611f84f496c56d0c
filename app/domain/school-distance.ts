// Primary 1 registration ranks applicants living within 1 km of a school, then between 1 and
// 2 km, then beyond (decision 092). The project page groups its schools by the same bands.

export type SchoolBand = "within-1km" | "1-2km" | "beyond-2km";

export const SCHOOL_BAND_LABELS: Readonly<Record<SchoolBand, string>> = {
  "within-1km": "Within 1 km",
  "1-2km": "1–2 km",
  "beyond-2km": "Beyond 2 km",
};

/** How the distances are measured, shown under the list. */
export const SCHOOL_DISTANCE_NOTE =
  "Distances are straight-line distances from the development. For Primary 1 registration, MOE uses the home-school distance computed by the Singapore Land Authority (on OneMap) from the home's address point to the school's land boundary; check a specific unit there before relying on a band.";

/** A distance of exactly 1 km counts as within 1 km, and 2 km as within 1–2 km. */
export function schoolBand(distanceKm: number): SchoolBand {
  if (distanceKm <= 1) return "within-1km";
  if (distanceKm <= 2) return "1-2km";
  return "beyond-2km";
}

/** The schools in their bands, nearest band first, each still nearest first; empty bands left out. */
export function groupSchoolsByBand<T extends { distanceKm: number }>(schools: readonly T[]): { band: SchoolBand; label: string; schools: T[] }[] {
  const sorted = [...schools].sort((a, b) => a.distanceKm - b.distanceKm);
  return (Object.keys(SCHOOL_BAND_LABELS) as SchoolBand[]).flatMap((band) => {
    const members = sorted.filter((school) => schoolBand(school.distanceKm) === band);
    return members.length ? [{ band, label: SCHOOL_BAND_LABELS[band], schools: members }] : [];
  });
}
