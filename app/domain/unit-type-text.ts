import { formatMoneyCompact, formatNumber, formatPsf } from "~/domain/format";

// How a unit type reads, on the public project page and on the unit mix page alike.

/** 'Studio', '1 Bedroom + Study · 1 Bath', '3 Bedrooms · 2 Baths'. */
export function bedroomsText(unit: { bedrooms: number; bathrooms: number; hasStudy: boolean }): string {
  const beds = unit.bedrooms === 0 ? "Studio" : `${unit.bedrooms} Bedroom${unit.bedrooms === 1 ? "" : "s"}`;
  return `${beds}${unit.hasStudy ? " + Study" : ""} · ${unit.bathrooms} Bath${unit.bathrooms === 1 ? "" : "s"}`;
}

/** 'S$ 1,850 psf', 'S$ 1,850 – 2,100 psf' from cents; 'N/A' when neither end is known (part 3 §9). */
export function psfRangeText(fromCents: number | null, toCents: number | null): string {
  if (fromCents === null && toCents === null) return formatPsf(null);
  if (fromCents === null || toCents === null || fromCents === toCents) return formatPsf(((fromCents ?? toCents) as number) / 100);
  return `S$ ${formatNumber(fromCents / 100)} – ${formatNumber(toCents / 100)} psf`;
}

/** 'S$0.35 psf / month' from cents. */
export function maintenanceFeeText(cents: number | null): string | null {
  if (cents === null) return null;
  return `S$${(cents / 100).toFixed(2)} psf / month`;
}

/** 'Floors 3 – 18', 'Floor 12 and above', 'Up to floor 8'; null when unknown. */
export function floorsText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? `Floor ${min}` : `Floors ${min} – ${max}`;
  if (min !== null) return `Floor ${min} and above`;
  if (max !== null) return `Up to floor ${max}`;
  return null;
}

/** 'Facing North, Southeast'; null when none is given. */
export function facingText(directions: readonly string[]): string | null {
  return directions.length ? `Facing ${directions.join(", ")}` : null;
}

/** 'S$1.28M – S$2.45M' for a summary card, one figure when equal; null when nothing is priced. */
export function priceRangeText(fromCents: number | null, toCents: number | null): string | null {
  if (fromCents === null || toCents === null) return null;
  const from = formatMoneyCompact(fromCents / 100);
  const to = formatMoneyCompact(toCents / 100);
  return from === to ? from : `${from} – ${to}`;
}
