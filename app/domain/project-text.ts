import { centsToDollars, formatMoney, formatMoneyCompact, formatPriceFromCents } from "~/domain/format";
import { districtNumber } from "~/domain/singapore";

/** Spec part 1 §2: '{neighbourhood or district}, District {first number in district, or N/A}'. */
export function projectLocationLine(project: { neighbourhood: string | null; district: string | null }): string {
  const place = project.neighbourhood || project.district || "Singapore";
  return `${place}, District ${districtNumber(project.district) ?? "N/A"}`;
}

/** Spec part 1 §2: '{total_units} units available' or 'Contact for details'. */
export function projectSizeText(totalUnits: number | null): string {
  return totalUnits ? `${totalUnits} units available` : "Contact for details";
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
 * The header's 'From S$1.1M (S$1,400 psf)', computed from the unit types' lowest prices (in
 * cents); null when no unit type is priced (decision record 'project-page-price-and-previews').
 */
export function headerPriceText(priceFromCents: number | null, psfFromCents: number | null): string | null {
  if (priceFromCents === null) return null;
  const psf = psfFromCents !== null ? ` (${formatMoney(centsToDollars(psfFromCents))} psf)` : "";
  return `From ${formatMoneyCompact(centsToDollars(priceFromCents))}${psf}`;
}

/**
 * A listing card's price: 'From S$1.28M' from the lowest priced unit type, the spec's 'Contact for
 * pricing' only when no unit type has a price (decision record 041).
 */
export function cardPriceText(priceFromCents: number | null): string {
  return priceFromCents === null ? "Contact for pricing" : `From ${formatMoneyCompact(centsToDollars(priceFromCents))}`;
}

/** Spec part 1 §2 (Unit Types): 'From S$' and indicative_price_from divided by 100. */
export function unitPriceText(indicativePriceFrom: number | null): string {
  return indicativePriceFrom === null ? formatPriceFromCents(null) : `From ${formatPriceFromCents(indicativePriceFrom)}`;
}
