// A unit of a project's inventory (issue 33): its sales statuses and the figures every screen
// derives the same way. Free of zod, so the public page's chart carries nothing more.

export const UNIT_STATUSES = ["available", "reserved", "sold"] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  available: "Available",
  reserved: "Reserved",
  sold: "Sold",
};

/** Highest floor a unit may be on, and the price bounds of one unit in dollars. */
export const UNIT_FLOOR_MAX = 99;
export const UNIT_PRICE_MAX = 100_000_000;

/** "#05-01": the way Singapore developers name a unit, floor then stack. */
export function unitNumber(floorNumber: number, stackName: string): string {
  return `#${String(floorNumber).padStart(2, "0")}-${stackName}`;
}

/** A unit's price per square foot in cents, rounded to the dollar as price lists print it. */
export function unitPsfCents(priceCents: number, sizeSqft: number): number {
  return Math.round(priceCents / sizeSqft / 100) * 100;
}

/** The id of a block's elevation chart on the project page: the site plan's markers link to it. */
export function elevationChartAnchor(buildingNumber: number): string {
  return `block-${buildingNumber}`;
}
