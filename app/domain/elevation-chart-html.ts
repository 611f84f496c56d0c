import { centsToDollars, formatMoneyCompact } from "~/domain/format";
import { UNIT_STATUS_LABELS, unitNumber, type UnitStatus } from "~/domain/unit-inventory";
import type { ElevationChart, ElevationUnit } from "~/domain/unit-inventory-read-models";

// A block's elevation chart as one HTML string (decision record 139): a few thousand cells as
// React elements, or as objects in the page's data, cost several times the rest of the page.
// The data carries the units as one string; the same function builds the chart's HTML on the
// server and in the browser, kept per chart. Each cell is a button whose data attributes carry
// what a tap shows: data-u="{unit type index},{size sqft},{price cents}", data-b its bedrooms.

const STATUS_CODE: Record<UnitStatus, string> = { available: "a", reserved: "r", sold: "s" };

/** "{stack index}.{floor}.{type index}.{sqft}.{price cents}.{a|r|s}", space-separated. */
export function encodeElevationUnits(units: readonly ElevationUnit[]): string {
  return units.map(([stack, floor, type, area, price, status]) => `${stack}.${floor}.${type}.${area}.${price}.${STATUS_CODE[status]}`).join(" ");
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
const STATUS_OF: Record<string, UnitStatus> = { a: "available", r: "reserved", s: "sold" };

const built = new WeakMap<ElevationChart, string>();

/** The chart's table; the same chart object (the page's cached read model) is built once. */
export function elevationChartHtml(chart: ElevationChart, unitTypes: readonly { name: string; bedrooms: number }[]): string {
  let html = built.get(chart);
  if (html === undefined) {
    html = buildChartHtml(chart, unitTypes);
    built.set(chart, html);
  }
  return html;
}

function buildChartHtml(chart: ElevationChart, unitTypes: readonly { name: string; bedrooms: number }[]): string {
  const cells = new Map<string, string[]>();
  for (const unit of chart.units ? chart.units.split(" ") : []) {
    const parts = unit.split(".");
    cells.set(`${parts[1]}:${parts[0]}`, parts);
  }
  const names = unitTypes.map((type) => escapeHtml(type.name));
  const stacks = chart.stacks.map(escapeHtml);
  let html = `<table aria-label="Elevation chart of block ${chart.buildingNumber}: floors down, stacks across"><thead><tr><th scope="col">Floor</th>`;
  for (const stack of stacks) html += `<th scope="col">#${stack}</th>`;
  html += "</tr></thead><tbody>";
  for (const floor of chart.floors) {
    html += `<tr><th scope="row">${String(floor).padStart(2, "0")}</th>`;
    stacks.forEach((stack, column) => {
      const unit = cells.get(`${floor}:${column}`);
      if (!unit) {
        html += "<td></td>";
        return;
      }
      const [, , typeIndex, area, price, code] = unit;
      const type = Number(typeIndex);
      const status = STATUS_OF[code];
      const shown = status === "available" ? formatMoneyCompact(centsToDollars(Number(price))).replace("S$", "") : UNIT_STATUS_LABELS[status];
      // The name holds what the cell shows (its price while available) and ends with the status.
      const label = `${unitNumber(floor, stack)}, ${names[type] ?? "unit"}, ${status === "available" ? `${shown}, ` : ""}${status}`;
      html += `<td><button class="${code}" data-b="${unitTypes[type]?.bedrooms ?? ""}" data-u="${type},${area},${price}" aria-label="${label}">${shown}</button></td>`;
    });
    html += "</tr>";
  }
  return `${html}</tbody></table>`;
}
