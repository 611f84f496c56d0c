/** Which icon a facility shows, from its icon_class (spec part 1 §2 and part 3 §2). */
export type FacilityIcon = "waves" | "dumbbell" | "flame" | "shield" | "car" | "trees" | "home";

// Two vocabularies reach us: the icon names of the public page (part 1) and the keys of the
// admin screen (part 3). Both map to one icon name.
const FACILITY_ICONS: Readonly<Record<string, FacilityIcon>> = {
  waves: "waves",
  pool: "waves",
  dumbbell: "dumbbell",
  gym: "dumbbell",
  bbq: "flame",
  shield: "shield",
  security: "shield",
  car: "car",
  parking: "car",
  trees: "trees",
  garden: "trees",
  home: "home",
};

/** The icon for a facility's icon_class ('pool', 'fa-dumbbell', ...); 'home' when unknown. */
export function facilityIcon(iconClass: string | null | undefined): FacilityIcon {
  const key = (iconClass ?? "").trim().toLowerCase();
  if (FACILITY_ICONS[key]) return FACILITY_ICONS[key];
  const word = Object.keys(FACILITY_ICONS).find((name) => key.includes(name));
  return word ? FACILITY_ICONS[word] : "home";
}
