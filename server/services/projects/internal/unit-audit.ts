import { unitNumber, type UnitStatus } from "~/domain/unit-inventory";

type UnitValues = { priceCents: number; status: UnitStatus };

/** An audit line: the unit's number, and each value that changed as [from, to]. */
export function unitAuditEntry(unit: { stack: string; floor: number } & Partial<UnitValues>, to: UnitValues) {
  const entry: Record<string, unknown> = { unit: unitNumber(unit.floor, unit.stack) };
  if (unit.priceCents !== to.priceCents) entry.priceCents = [unit.priceCents ?? null, to.priceCents];
  if (unit.status !== to.status) entry.status = [unit.status ?? null, to.status];
  return entry;
}
