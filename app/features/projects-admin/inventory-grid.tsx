import { Check, Loader2, X } from "lucide-react";
import { useMemo, useState } from "react";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { FlashToast } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { centsToDollars, formatCents, formatMoneyCompact, formatNumber } from "~/domain/format";
import { UNIT_STATUSES, UNIT_STATUS_LABELS, unitNumber, type UnitStatus } from "~/domain/unit-inventory";
import type { InventoryUnit, InventoryUnitType } from "~/domain/unit-inventory-read-models";

// The inventory grid of one block (issue 33): pick units one by one, a whole stack (its header)
// or floors (a floor's header, or the range fields), and set a price and/or a status on all of
// them in one save: one request, one transaction on the server.

const CELL: Record<UnitStatus, string> = {
  available: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  reserved: "bg-amber-100 text-amber-900 ring-amber-300",
  sold: "bg-slate-200 text-slate-600 ring-slate-300",
};

interface Choice {
  unitIds: string[];
  stack: string;
  floorFrom: string;
  floorTo: string;
}

const NO_CHOICE: Choice = { unitIds: [], stack: "", floorFrom: "", floorTo: "" };

function matches(unit: InventoryUnit, choice: Choice): boolean {
  if (choice.unitIds.length > 0 && !choice.unitIds.includes(unit.id)) return false;
  if (choice.stack && unit.stack !== choice.stack) return false;
  if (choice.floorFrom && unit.floor < Number(choice.floorFrom)) return false;
  if (choice.floorTo && unit.floor > Number(choice.floorTo)) return false;
  return choice.unitIds.length > 0 || Boolean(choice.stack || choice.floorFrom || choice.floorTo);
}

export function InventoryGrid({ buildingId, units, unitTypes }: { buildingId: string; units: InventoryUnit[]; unitTypes: InventoryUnitType[] }) {
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [status, setStatus] = useState("");
  const [price, setPrice] = useState("");
  const { fetcher, reply, pending } = useIntentFetcher("changeUnits", () => {
    setChoice(NO_CHOICE);
    setStatus("");
    setPrice("");
  });
  const stacks = useMemo(() => [...new Set(units.map((unit) => unit.stack))].sort((a, b) => a.localeCompare(b, "en", { numeric: true })), [units]);
  const floors = useMemo(() => [...new Set(units.map((unit) => unit.floor))].sort((a, b) => b - a), [units]);
  const byCell = useMemo(() => new Map(units.map((unit) => [`${unit.floor}:${unit.stack}`, unit])), [units]);
  const typeName = new Map(unitTypes.map((type) => [type.id, type.name]));
  const chosen = units.filter((unit) => matches(unit, choice));
  const fieldError = (name: string) => (reply && !reply.ok ? reply.result.error?.[name]?.[0] : undefined);
  const formError = reply && !reply.ok ? reply.result.error?.[""]?.[0] : undefined;

  const toggleUnit = (id: string) =>
    setChoice((current) => ({ ...current, unitIds: current.unitIds.includes(id) ? current.unitIds.filter((other) => other !== id) : [...current.unitIds, id] }));
  const pickStack = (stack: string) => setChoice({ ...NO_CHOICE, stack: choice.stack === stack && !choice.floorFrom ? "" : stack });
  const pickFloor = (floor: number) => setChoice({ ...NO_CHOICE, floorFrom: String(floor), floorTo: String(floor) });

  return (
    <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <FlashToast message={reply?.notice ?? null} />
      <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
          <p>Tap units to pick them, or a stack or floor heading to pick all of it.</p>
          <ul className="flex gap-3" aria-label="Legend">
            {UNIT_STATUSES.map((value) => (
              <li key={value} className="flex items-center gap-1.5">
                <span className={cn("size-3 rounded ring-1 ring-inset", CELL[value])} aria-hidden="true" />
                {UNIT_STATUS_LABELS[value]}
              </li>
            ))}
          </ul>
        </div>
        <div className="max-h-[65vh] overflow-auto overscroll-contain">
          <table className="border-separate border-spacing-1 text-center text-[11px] tabular-nums" aria-label="Units by floor and stack">
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 top-0 z-20 bg-white text-[10px] font-medium uppercase text-slate-500">
                  Floor
                </th>
                {stacks.map((stack) => (
                  <th key={stack} scope="col" className="sticky top-0 z-10 bg-white">
                    <button
                      type="button"
                      onClick={() => pickStack(stack)}
                      aria-pressed={choice.stack === stack && !choice.floorFrom}
                      aria-label={`Pick stack ${stack}`}
                      className="h-7 w-16 rounded-md font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand aria-pressed:bg-slate-900 aria-pressed:text-white"
                    >
                      #{stack}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {floors.map((floor) => (
                <tr key={floor}>
                  <th scope="row" className="sticky left-0 z-10 bg-white">
                    <button
                      type="button"
                      onClick={() => pickFloor(floor)}
                      aria-label={`Pick floor ${floor}`}
                      className="h-9 w-10 rounded-md font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                    >
                      {String(floor).padStart(2, "0")}
                    </button>
                  </th>
                  {stacks.map((stack) => {
                    const unit = byCell.get(`${floor}:${stack}`);
                    if (!unit) return <td key={stack} />;
                    const picked = matches(unit, choice);
                    return (
                      <td key={stack}>
                        <button
                          type="button"
                          onClick={() => toggleUnit(unit.id)}
                          aria-pressed={picked}
                          aria-label={`${unitNumber(floor, stack)}, ${typeName.get(unit.unitTypeId) ?? "unit"}, ${formatCents(unit.priceCents)}, ${UNIT_STATUS_LABELS[unit.status].toLowerCase()}`}
                          className={cn(
                            "flex h-9 w-16 flex-col items-center justify-center rounded-md leading-tight ring-1 ring-inset transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand",
                            CELL[unit.status],
                            picked && "ring-2 ring-slate-900 outline outline-2 outline-offset-1 outline-brand",
                          )}
                        >
                          <span className="font-semibold">{formatMoneyCompact(centsToDollars(unit.priceCents)).replace("S$", "")}</span>
                          <span className="text-[9px] opacity-80">{UNIT_STATUS_LABELS[unit.status]}</span>
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>

      <fetcher.Form method="post" className="h-fit rounded-xl border border-slate-200 bg-white p-4 shadow-sm xl:sticky xl:top-24" aria-labelledby="change-units-title">
        <input type="hidden" name="intent" value="changeUnits" />
        <input type="hidden" name="buildingId" value={buildingId} />
        {choice.unitIds.map((id, index) => (
          <input key={id} type="hidden" name={`unitIds[${index}]`} value={id} />
        ))}
        <h2 id="change-units-title" className="font-semibold text-slate-900">
          Change units
        </h2>
        <p className="mt-0.5 text-sm text-slate-600" aria-live="polite" data-testid="chosen-count">
          {chosen.length === 0 ? "No unit picked yet" : `${formatNumber(chosen.length)} ${chosen.length === 1 ? "unit" : "units"} picked`}
          {choice.unitIds.length > 0 ? ` one by one` : ""}
        </p>
        <div className="mt-4 grid gap-3">
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            Stack
            <NativeSelect name="stack" value={choice.stack} onChange={(event) => setChoice({ ...choice, stack: event.target.value })}>
              <option value="">Any stack</option>
              {stacks.map((stack) => (
                <option key={stack} value={stack}>
                  #{stack}
                </option>
              ))}
            </NativeSelect>
          </label>
          <div className="grid grid-cols-2 gap-2">
            <label className="grid gap-1 text-sm font-medium text-slate-700">
              From floor
              <Input name="floorFrom" inputMode="numeric" value={choice.floorFrom} onChange={(event) => setChoice({ ...choice, floorFrom: event.target.value })} />
            </label>
            <label className="grid gap-1 text-sm font-medium text-slate-700">
              To floor
              <Input name="floorTo" inputMode="numeric" value={choice.floorTo} aria-invalid={Boolean(fieldError("floorTo"))} onChange={(event) => setChoice({ ...choice, floorTo: event.target.value })} />
            </label>
          </div>
          <div className="border-t border-slate-100 pt-3" />
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            Set status
            <NativeSelect name="status" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">Keep as it is</option>
              {UNIT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {UNIT_STATUS_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            Set price (S$)
            <Input name="price" inputMode="decimal" placeholder="Keep as it is" value={price} aria-invalid={Boolean(fieldError("price"))} onChange={(event) => setPrice(event.target.value)} />
          </label>
          {[fieldError("status"), fieldError("price"), fieldError("unitIds"), fieldError("floorTo"), formError].filter(Boolean).map((message) => (
            <p key={message} role="alert" className="text-sm text-red-700">
              {message}
            </p>
          ))}
        </div>
        <div className="mt-4 flex gap-2">
          <Button type="submit" className="flex-1" disabled={pending || chosen.length === 0 || (!status && !price)}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
            {chosen.length > 0 ? `Save ${formatNumber(chosen.length)} ${chosen.length === 1 ? "unit" : "units"}` : "Save"}
          </Button>
          <Button type="button" variant="outline" onClick={() => setChoice(NO_CHOICE)} disabled={chosen.length === 0} aria-label="Clear the choice">
            <X aria-hidden="true" />
          </Button>
        </div>
      </fetcher.Form>
    </div>
  );
}
