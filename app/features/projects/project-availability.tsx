import { useState, type KeyboardEvent } from "react";
import { cn } from "~/components/ui/cn";
import { centsToDollars, formatCents, formatDateTime, formatMoneyCompact, formatNumber } from "~/domain/format";
import { bedroomLabel } from "~/domain/listing-filters";
import { UNIT_STATUS_LABELS, unitNumber, unitPsfCents, type UnitStatus } from "~/domain/unit-inventory";
import type { ElevationBlock, ElevationUnit, ProjectAvailability } from "~/domain/unit-inventory-read-models";

// The project page's live availability (issue 33): the balance by unit type and an elevation
// chart per block, plain server-rendered HTML. The only client code is the bedroom filter, the
// arrow keys across a chart and the tapped unit's details.

const STATUS_STYLE: Record<UnitStatus, string> = {
  available: "bg-emerald-50 text-emerald-900 ring-emerald-300 hover:bg-emerald-100",
  reserved: "bg-amber-100 text-amber-900 ring-amber-300",
  sold: "bg-slate-200 text-slate-600 ring-slate-300 line-through decoration-slate-400",
};

const LEGEND: { status: UnitStatus; swatch: string }[] = [
  { status: "available", swatch: "bg-emerald-50 ring-emerald-300" },
  { status: "reserved", swatch: "bg-amber-100 ring-amber-300" },
  { status: "sold", swatch: "bg-slate-200 ring-slate-300" },
];

/** What a cell says besides its colour: the price while it can be bought, else its status. */
function cellText(unit: ElevationUnit): string {
  if (unit[5] === "available") return formatMoneyCompact(centsToDollars(unit[4])).replace("S$", "");
  return UNIT_STATUS_LABELS[unit[5]];
}

function rangeText(from: number | null, to: number | null): string {
  if (from === null || to === null) return "—";
  return from === to ? formatCents(from) : `${formatCents(from)} – ${formatCents(to)}`;
}

export function ProjectAvailabilitySection({ availability }: { availability: ProjectAvailability }) {
  const bedrooms = [...new Set(availability.balance.map((row) => row.bedrooms))].sort((a, b) => a - b);
  const [filter, setFilter] = useState<number | null>(null);
  const [chosen, setChosen] = useState<{ block: number; stack: string; unit: ElevationUnit } | null>(null);
  const soldOut = availability.available === 0;

  return (
    <section id="availability" aria-labelledby="availability-title" className="scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="availability-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Availability
          </h2>
          <p className="mt-1 text-sm text-slate-600" data-testid="availability-as-of">
            Availability as of <time dateTime={availability.asOf}>{formatDateTime(availability.asOf)}</time> (Singapore time)
          </p>
        </div>
        <p className={cn("rounded-full px-3 py-1 text-sm font-semibold", soldOut ? "bg-slate-900 text-white" : "bg-brand/10 text-brand")} data-testid="availability-count">
          {soldOut ? "Sold out" : `${formatNumber(availability.available)} of ${formatNumber(availability.total)} units available`}
        </p>
      </div>

      {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
      <div className="mt-5 overflow-x-auto rounded-2xl border border-slate-200" tabIndex={0} role="region" aria-label="Units available by unit type">
        <table className="w-full min-w-[560px] text-left text-sm" data-testid="balance-table">
          <caption className="sr-only">Units available by unit type</caption>
          <thead className="bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">Unit type</th>
              <th scope="col" className="px-4 py-3">Available</th>
              <th scope="col" className="px-4 py-3">Price</th>
              <th scope="col" className="px-4 py-3">Price psf</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {availability.balance.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {row.name}
                </th>
                <td className="px-4 py-3 tabular-nums">
                  <span className={cn("font-semibold", row.available === 0 ? "text-slate-500" : "text-slate-900")}>{row.available}</span>
                  <span className="text-slate-500"> of {row.total}</span>
                </td>
                <td className="px-4 py-3 tabular-nums text-slate-700">{row.available === 0 ? "Sold out" : rangeText(row.priceFromCents, row.priceToCents)}</td>
                <td className="px-4 py-3 tabular-nums text-slate-700">{row.available === 0 ? "—" : rangeText(row.psfFromCents, row.psfToCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Show units with</legend>
          {[null, ...bedrooms].map((count) => (
            <label
              key={count ?? "all"}
              className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand has-[:focus-visible]:ring-offset-2"
            >
              <input type="radio" name="bedrooms" className="sr-only" checked={filter === count} onChange={() => setFilter(count)} />
              {count === null ? "All units" : capitalised(bedroomLabel(count))}
            </label>
          ))}
        </fieldset>
        <ul className="flex flex-wrap gap-3 text-xs text-slate-600" aria-label="Legend">
          {LEGEND.map(({ status, swatch }) => (
            <li key={status} className="flex items-center gap-1.5">
              <span className={cn("size-3.5 rounded ring-1 ring-inset", swatch)} aria-hidden="true" />
              {UNIT_STATUS_LABELS[status]}
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-4 space-y-6">
        {availability.blocks.map((block) => (
          <ElevationChart
            key={block.buildingNumber}
            block={block}
            unitTypes={availability.unitTypes}
            bedroomFilter={filter}
            chosen={chosen?.block === block.buildingNumber ? chosen.unit : null}
            onChoose={(unit) => setChosen({ block: block.buildingNumber, stack: block.stacks[unit[0]], unit })}
          />
        ))}
      </div>

      <div aria-live="polite" className="sticky bottom-3 z-10 mt-4">
        {chosen ? <UnitDetails {...chosen} typeName={availability.unitTypes[chosen.unit[2]]?.name ?? "Unit"} /> : null}
      </div>
    </section>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function UnitDetails({ block, stack, unit, typeName }: { block: number; stack: string; unit: ElevationUnit; typeName: string }) {
  const [, floor, , areaSqft, priceCents, status] = unit;
  return (
    <div data-testid="unit-details" className="rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-lg shadow-slate-900/10 backdrop-blur">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Block {block}</p>
      <p className="mt-0.5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-lg font-semibold text-slate-900">{unitNumber(floor, stack)}</span>
        <span className="text-slate-700">{typeName}</span>
        <span className="text-slate-700">{formatNumber(areaSqft)} sqft</span>
        <span className="font-semibold text-slate-900">{formatCents(priceCents)}</span>
        <span className="text-slate-700">{formatCents(unitPsfCents(priceCents, areaSqft))} psf</span>
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", STATUS_STYLE[status])}>{UNIT_STATUS_LABELS[status]}</span>
      </p>
    </div>
  );
}

function ElevationChart({
  block,
  unitTypes,
  bedroomFilter,
  chosen,
  onChoose,
}: {
  block: ElevationBlock;
  unitTypes: ProjectAvailability["unitTypes"];
  bedroomFilter: number | null;
  chosen: ElevationUnit | null;
  onChoose: (unit: ElevationUnit) => void;
}) {
  const cells = new Map(block.units.map((unit) => [`${unit[1]}:${unit[0]}`, unit]));
  const first = block.units[0];
  const focusable = chosen ?? first;

  // Arrow keys move across the chart (one tab stop per chart, the grid pattern).
  function move(event: KeyboardEvent<HTMLTableElement>) {
    const steps: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    const step = steps[event.key];
    const target = event.target as HTMLElement;
    if (!step || target.tagName !== "BUTTON") return;
    const row = Number(target.dataset.r) + step[0];
    const column = Number(target.dataset.c) + step[1];
    const next = event.currentTarget.querySelector<HTMLButtonElement>(`button[data-r="${row}"][data-c="${column}"]`);
    if (!next) return;
    event.preventDefault();
    target.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  }

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-4" data-testid={`elevation-block-${block.buildingNumber}`}>
      <figcaption className="mb-3 flex items-baseline justify-between px-1">
        <span className="font-semibold text-slate-900">Block {block.buildingNumber}</span>
        <span className="text-xs text-slate-500">
          {block.stacks.length} stacks · {block.floors.length} floors
        </span>
      </figcaption>
      {/* The chart scrolls inside itself on a phone; the page never does. */}
      <div className="max-h-[28rem] overflow-auto overscroll-contain" tabIndex={-1}>
        <table className="border-separate border-spacing-1 text-center text-[11px] tabular-nums" aria-label={`Elevation chart of block ${block.buildingNumber}: floors down, stacks across`} onKeyDown={move}>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 top-0 z-20 bg-white px-1 text-[10px] font-medium uppercase text-slate-500">
                Floor
              </th>
              {block.stacks.map((stack) => (
                <th key={stack} scope="col" className="sticky top-0 z-10 bg-white px-1 font-semibold text-slate-600">
                  #{stack}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.floors.map((floor, row) => (
              <tr key={floor}>
                <th scope="row" className="sticky left-0 z-10 bg-white pr-1 font-semibold text-slate-600">
                  {String(floor).padStart(2, "0")}
                </th>
                {block.stacks.map((stack, column) => {
                  const unit = cells.get(`${floor}:${column}`);
                  if (!unit) return <td key={stack} />;
                  const type = unitTypes[unit[2]];
                  const dimmed = bedroomFilter !== null && type?.bedrooms !== bedroomFilter;
                  // The name holds what the cell shows (its price while available) and ends with the status.
                  const label = `${unitNumber(floor, stack)}, ${type?.name ?? "unit"}, ${unit[5] === "available" ? `${cellText(unit)}, ` : ""}${UNIT_STATUS_LABELS[unit[5]].toLowerCase()}`;
                  return (
                    <td key={stack}>
                      <button
                        type="button"
                        data-r={row}
                        data-c={column}
                        tabIndex={unit === focusable ? 0 : -1}
                        aria-label={label}
                        aria-pressed={unit === chosen}
                        onClick={() => onChoose(unit)}
                        className={cn(
                          "h-8 w-14 rounded-md font-medium ring-1 ring-inset transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand",
                          STATUS_STYLE[unit[5]],
                          dimmed && "opacity-20",
                          unit === chosen && "ring-2 ring-slate-900",
                        )}
                      >
                        {cellText(unit)}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
