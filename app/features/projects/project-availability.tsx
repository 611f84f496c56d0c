import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { cn } from "~/components/ui/cn";
import { formatCents, formatDateTime, formatNumber } from "~/domain/format";
import { bedroomLabel } from "~/domain/listing-filters";
import { elevationChartAnchor, UNIT_STATUS_LABELS, unitNumber, unitPsfCents, type UnitStatus } from "~/domain/unit-inventory";
import { elevationChartHtml } from "~/domain/elevation-chart-html";
import type { ElevationChart as ElevationChartData, ProjectAvailability } from "~/domain/unit-inventory-read-models";

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

function rangeText(from: number | null, to: number | null): string {
  if (from === null || to === null) return "—";
  return from === to ? formatCents(from) : `${formatCents(from)} – ${formatCents(to)}`;
}

export function ProjectAvailabilitySection({ availability }: { availability: ProjectAvailability }) {
  const bedrooms = [...new Set(availability.balance.map((row) => row.bedrooms))].sort((a, b) => a - b);
  const [filter, setFilter] = useState<number | null>(null);
  const [chosen, setChosen] = useState<(ChosenUnit & { block: number }) | null>(null);
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
            onChoose={(unit) => setChosen(unit && { ...unit, block: block.buildingNumber })}
          >
            {chosen?.block === block.buildingNumber ? (
              <UnitDetails unit={chosen} typeName={availability.unitTypes[chosen.type]?.name ?? "Unit"} />
            ) : (
              <p className="px-1 text-xs text-slate-500">Tap a unit for its type, size and price per square foot.</p>
            )}
          </ElevationChart>
        ))}
      </div>

    </section>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface ChosenUnit {
  stack: string;
  floor: number;
  type: number;
  areaSqft: number;
  priceCents: number;
  status: UnitStatus;
}

const STATUS_OF: Record<string, UnitStatus> = { a: "available", r: "reserved", s: "sold" };

function UnitDetails({ unit, typeName }: { unit: ChosenUnit; typeName: string }) {
  const { stack, floor, areaSqft, priceCents, status } = unit;
  return (
    <div data-testid="unit-details" className="rounded-xl bg-slate-50 px-4 py-3">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
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

// The chart's HTML comes built with the page's data; these style its cells by status.
const CHART_STYLE = cn(
  "[&_table]:border-separate [&_table]:border-spacing-1 [&_table]:text-center [&_table]:text-[11px] [&_table]:tabular-nums",
  "[&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:z-10 [&_thead_th]:bg-white [&_thead_th]:px-1 [&_thead_th]:font-semibold [&_thead_th]:text-slate-600",
  "[&_th:first-child]:sticky [&_th:first-child]:left-0 [&_th:first-child]:z-10 [&_th:first-child]:bg-white [&_th:first-child]:pr-1 [&_th:first-child]:font-semibold [&_th:first-child]:text-slate-600",
  "[&_thead_th:first-child]:z-20 [&_thead_th:first-child]:text-[10px] [&_thead_th:first-child]:font-medium [&_thead_th:first-child]:uppercase [&_thead_th:first-child]:text-slate-500",
  "[&_button]:h-8 [&_button]:w-14 [&_button]:rounded-md [&_button]:font-medium [&_button]:ring-1 [&_button]:ring-inset [&_button]:transition",
  "[&_button:focus-visible]:outline-none [&_button:focus-visible]:ring-2 [&_button:focus-visible]:ring-brand",
  "[&_.a]:bg-emerald-50 [&_.a]:text-emerald-900 [&_.a]:ring-emerald-300 [&_.a:hover]:bg-emerald-100",
  "[&_.r]:bg-amber-100 [&_.r]:text-amber-900 [&_.r]:ring-amber-300",
  "[&_.s]:bg-slate-200 [&_.s]:text-slate-600 [&_.s]:ring-slate-300 [&_.s]:line-through [&_.s]:decoration-slate-400",
  "[&_.dim]:opacity-20 [&_[aria-pressed=true]]:ring-2 [&_[aria-pressed=true]]:ring-slate-900",
);

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };

function ElevationChart({
  block,
  unitTypes,
  bedroomFilter,
  onChoose,
  children,
}: {
  block: ElevationChartData;
  unitTypes: ProjectAvailability["unitTypes"];
  bedroomFilter: number | null;
  onChoose: (unit: ChosenUnit | null) => void;
  children: React.ReactNode;
}) {
  const chart = useRef<HTMLDivElement>(null);

  // One tab stop per chart (the arrow keys move across it), set once the page's code runs.
  useEffect(() => {
    const cells = chart.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    cells.forEach((cell, index) => {
      cell.tabIndex = index === 0 ? 0 : -1;
    });
  }, []);

  // The cells are the chart's HTML, not React's: the filter dims them where they are.
  useEffect(() => {
    for (const cell of chart.current?.querySelectorAll<HTMLButtonElement>("button") ?? []) {
      cell.classList.toggle("dim", bedroomFilter !== null && cell.dataset.b !== String(bedroomFilter));
    }
  }, [bedroomFilter]);

  function choose(event: MouseEvent<HTMLDivElement>) {
    const cell = (event.target as HTMLElement).closest("button");
    if (!cell?.dataset.u) return;
    for (const other of chart.current?.querySelectorAll("[aria-pressed]") ?? []) other.removeAttribute("aria-pressed");
    cell.setAttribute("aria-pressed", "true");
    const [type, areaSqft, priceCents] = cell.dataset.u.split(",").map(Number);
    const row = cell.closest("tr")!;
    const stack = row.closest("table")!.tHead!.rows[0].cells[(cell.parentElement as HTMLTableCellElement).cellIndex].textContent!.slice(1);
    onChoose({ stack, floor: Number(row.cells[0].textContent), type, areaSqft, priceCents, status: STATUS_OF[cell.className] });
  }

  // Arrow keys move across the chart: one tab stop per chart, the grid pattern.
  function move(event: KeyboardEvent<HTMLDivElement>) {
    const step = ARROWS[event.key];
    const cell = (event.target as HTMLElement).closest("td");
    if (!step || !cell) return;
    const row = (cell.parentElement as HTMLTableRowElement).sectionRowIndex + step[0];
    const body = cell.closest("tbody")!;
    const next = body.rows[row]?.cells[cell.cellIndex + step[1]]?.querySelector("button");
    if (!next) return;
    event.preventDefault();
    cell.querySelector("button")!.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  }

  return (
    // The site plan's markers link here; the focus ring shows which chart a marker opened. Charts
    // off screen are not laid out or painted until scrolled near (Lighthouse: style and layout
    // of the hundreds of cells were a third of the phone's main-thread time).
    <figure
      id={elevationChartAnchor(block.buildingNumber)}
      tabIndex={-1}
      aria-label={`Block ${block.buildingNumber} elevation chart`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-3 outline-none [contain-intrinsic-size:auto_36rem] [content-visibility:auto] target:ring-2 target:ring-brand focus-visible:ring-2 focus-visible:ring-brand sm:p-4"
      data-testid={`elevation-block-${block.buildingNumber}`}
    >
      <figcaption className="mb-3 flex items-baseline justify-between px-1">
        <span className="font-semibold text-slate-900">Block {block.buildingNumber}</span>
        <span className="text-xs text-slate-500">
          {block.stacks.length} stacks · {block.floors.length} floors
        </span>
      </figcaption>
      {/* The chart scrolls inside itself on a phone; the page never does. */}
      <div
        ref={chart}
        className={cn("max-h-[28rem] overflow-auto overscroll-contain", CHART_STYLE)}
        onClick={choose}
        onKeyDown={move}
        dangerouslySetInnerHTML={{ __html: elevationChartHtml(block, unitTypes) }}
      />
      <div aria-live="polite" className="mt-3 empty:hidden">
        {children}
      </div>
    </figure>
  );
}
