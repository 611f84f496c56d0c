import { centsToDollars, formatMoney, formatMoneyCompact, formatNumber, formatPriceFromCents } from "~/domain/format";
import type { ProjectSummary } from "~/domain/public-read-models";
import { districtNumber } from "~/domain/singapore";

/** Spec part 1 §2: '{neighbourhood or district}, District {first number in district, or N/A}'. */
export function projectLocationLine(project: { neighbourhood: string | null; district: string | null }): string {
  const place = project.neighbourhood || project.district || "Singapore";
  return `${place}, District ${districtNumber(project.district) ?? "N/A"}`;
}

/** A card's and a header's units and price: the project's, or its inventory's (decision record 138). */
export type ProjectFigures = Pick<ProjectSummary, "totalUnits" | "priceFromCents" | "priceFromPsfCents" | "inventoryUnits" | "inventoryAvailable">;

const soldOut = (project: ProjectFigures) => project.inventoryUnits > 0 && project.inventoryAvailable === 0;

/**
 * '{available} of {total} units available' from the inventory, 'All {total} units sold' when none
 * is left, and without an inventory the project's '{total_units} units' (issue 33).
 */
export function projectUnitsText(project: ProjectFigures): string {
  if (soldOut(project)) return `All ${formatNumber(project.inventoryUnits)} units sold`;
  if (project.inventoryUnits > 0) return `${formatNumber(project.inventoryAvailable)} of ${formatNumber(project.inventoryUnits)} units available`;
  return project.totalUnits ? `${formatNumber(project.totalUnits)} units` : "Contact for details";
}

/** What a showflat booking asks of the visitor, in its dialog and in the page's inline form. */
export function showflatVisitPrompt(ownerName: string, projectName: string): string {
  return `Choose a date and a time slot: ${ownerName} will call to confirm your appointment at ${projectName}, and a calendar invitation comes by email.`;
}

/** Spec part 1 §2: 'TOP {year}' from top_year_actual, 'TBA' when unknown. */
export function topText(topYearActual: number | null): string {
  return topYearActual ? `TOP ${topYearActual}` : "TBA";
}

/**
 * 'From S$1.1M (S$1,400 psf)': the cheapest available unit's price with that unit's own psf, or
 * without an inventory the cheapest unit type's price with that type's psf; null when there is
 * no price (decision records 012 and 138). Cards, the header and the structured data say this.
 */
export function priceFromText(project: Pick<ProjectFigures, "priceFromCents" | "priceFromPsfCents">): string | null {
  if (project.priceFromCents === null) return null;
  const psf = project.priceFromPsfCents !== null ? ` (${formatMoney(centsToDollars(project.priceFromPsfCents))} psf)` : "";
  return `From ${formatMoneyCompact(centsToDollars(project.priceFromCents))}${psf}`;
}

/** A listing card's price: the price from, 'Sold out' when the inventory has nothing left, else the spec's 'Contact for pricing'. */
export function cardPriceText(project: ProjectFigures): string {
  return priceFromText(project) ?? (soldOut(project) ? "Sold out" : "Contact for pricing");
}

/** Spec part 1 §2 (Unit Types): 'From S$' and indicative_price_from divided by 100. */
export function unitPriceText(indicativePriceFrom: number | null): string {
  return indicativePriceFrom === null ? formatPriceFromCents(null) : `From ${formatPriceFromCents(indicativePriceFrom)}`;
}
