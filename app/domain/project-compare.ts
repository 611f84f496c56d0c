import { centsToDollars, formatMoney, formatNumber } from "~/domain/format";
import { projectStatusLabel } from "~/domain/project-status";
import { priceFromText, projectUnitsText, topText } from "~/domain/project-text";
import type { PublicProjectPage } from "~/domain/public-read-models";
import { bedroomLabel } from "~/domain/listing-filters";

export type CompareRowKey =
  | "price"
  | "psf"
  | "status"
  | "tenure"
  | "top"
  | "units"
  | "unitTypes"
  | "station"
  | "schools"
  | "facilities"
  | "developer";

export interface CompareCell {
  text: string;
  /** The lowest price or psf, or the nearest station, of the set: what a buyer looks for first. */
  best: boolean;
}

export interface CompareRow {
  key: CompareRowKey;
  label: string;
  cells: CompareCell[];
  /** Not every project says the same: the row is marked so differences stand out. */
  differs: boolean;
}

export interface ComparedProject {
  slug: string;
  name: string;
  location: string;
  photoUrl: string | null;
}

export interface ProjectComparison {
  projects: ComparedProject[];
  rows: CompareRow[];
}

type Project = Pick<
  PublicProjectPage,
  | "slug"
  | "name"
  | "neighbourhood"
  | "district"
  | "bannerImageUrl"
  | "photos"
  | "status"
  | "tenure"
  | "topYearActual"
  | "totalUnits"
  | "priceFromCents"
  | "priceFromPsfCents"
  | "inventoryUnits"
  | "inventoryAvailable"
  | "unitTypes"
  | "transport"
  | "schools"
  | "facilities"
  | "developerName"
>;

const psfText = (cents: number) => formatMoney(centsToDollars(cents));

function psfRange(project: Project): { text: string; low: number | null } {
  const values = project.unitTypes.flatMap((unit) => [unit.pricePsfFrom, unit.pricePsfTo]).filter((value): value is number => value !== null);
  if (values.length === 0) return { text: "Not published", low: null };
  const low = Math.min(...values);
  const high = Math.max(...values);
  return { text: low === high ? `${psfText(low)} psf` : `${psfText(low)} – ${psfText(high)} psf`, low };
}

function nearestStation(project: Project): { text: string; km: number | null } {
  const [station] = project.transport.filter((entry) => entry.transportType === "MRT" || entry.transportType === "LRT").sort((a, b) => a.distanceKm - b.distanceKm);
  if (!station) return { text: "None listed", km: null };
  const distance = station.distanceKm < 1 ? `${Math.round(station.distanceKm * 1000)} m` : `${station.distanceKm} km`;
  return { text: `${station.name}, ${distance}${station.walkingTimeMinutes ? ` (${station.walkingTimeMinutes} min walk)` : ""}`, km: station.distanceKm };
}

function unitTypesText(project: Project): string {
  const bedrooms = [...new Set(project.unitTypes.map((unit) => Math.min(unit.bedrooms, 5)))].sort((a, b) => a - b);
  return bedrooms.length ? bedrooms.map(bedroomLabel).join(", ") : "Not published";
}

function schoolsText(project: Project): string {
  const near = project.schools.filter((school) => school.distanceKm <= 1).sort((a, b) => a.distanceKm - b.distanceKm);
  return near.length ? `${near.length}: ${near.map((school) => school.schoolName).join(", ")}` : "None within 1 km";
}

/** Marks the lowest figure of a row as best; none when fewer than two projects have one. */
function cellsWithBest(values: { text: string; figure: number | null }[]): CompareCell[] {
  const figures = values.map((value) => value.figure).filter((figure): figure is number => figure !== null);
  const lowest = figures.length > 1 ? Math.min(...figures) : null;
  return values.map((value) => ({ text: value.text, best: lowest !== null && value.figure === lowest }));
}

/** The comparison table: one column per project in the set's order, one row per figure (issue 34 item 3). */
export function compareProjects(projects: readonly Project[]): ProjectComparison {
  const row = (key: CompareRowKey, label: string, cells: CompareCell[]): CompareRow => ({
    key,
    label,
    cells,
    differs: new Set(cells.map((cell) => cell.text)).size > 1,
  });
  const plain = (texts: string[]) => texts.map((text) => ({ text, best: false }));
  return {
    projects: projects.map((project) => ({
      slug: project.slug,
      name: project.name,
      location: `${project.neighbourhood || project.district}`,
      photoUrl: project.photos[0]?.url ?? project.bannerImageUrl,
    })),
    rows: [
      row("price", "Price from", cellsWithBest(projects.map((project) => ({ text: priceFromText(project) ?? "Contact for pricing", figure: project.priceFromCents })))),
      row("psf", "Price psf", cellsWithBest(projects.map((project) => {
        const range = psfRange(project);
        return { text: range.text, figure: range.low };
      }))),
      row("status", "Sales status", plain(projects.map((project) => projectStatusLabel(project.status, project)))),
      row("tenure", "Tenure", plain(projects.map((project) => project.tenure))),
      row("top", "TOP", plain(projects.map((project) => topText(project.topYearActual)))),
      row("units", "Units", plain(projects.map((project) => projectUnitsText(project)))),
      row("unitTypes", "Unit types", plain(projects.map(unitTypesText))),
      row("station", "Nearest MRT/LRT", cellsWithBest(projects.map((project) => {
        const station = nearestStation(project);
        return { text: station.text, figure: station.km };
      }))),
      row("schools", "Schools within 1 km", plain(projects.map(schoolsText))),
      row("facilities", "Facilities", plain(projects.map((project) => (project.facilities.length ? `${formatNumber(project.facilities.length)}: ${project.facilities.map((facility) => facility.name).join(", ")}` : "Not listed")))),
      row("developer", "Developer", plain(projects.map((project) => project.developerName ?? "Not listed"))),
    ],
  };
}
