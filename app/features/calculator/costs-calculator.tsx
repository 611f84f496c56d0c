import { CheckCircle2, CircleAlert } from "lucide-react";
import { useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Field } from "~/components/ui/field";
import {
  CALCULATOR_TEXT_FIELDS,
  fieldsTypedBeforeTakeover,
  readCalculatorFields,
  type CalculatorFields,
  type CalculatorNumberField,
} from "~/domain/costs-calculator-input";
import { formatCalendarDay, formatMoney } from "~/domain/format";
import {
  BUYER_PROFILE_LABELS,
  BUYER_PROFILES,
  LOAN_ORDER_LABELS,
  ORDERS,
  PROPERTY_ORDER_LABELS,
  propertyCosts,
  type PropertyCostRates,
} from "~/domain/property-costs";
import { useHydrated } from "~/components/use-hydrated";
import type { CalculatorUnitType } from "~/domain/unit-type-read-models";

export interface CostsCalculatorProps {
  rates: PropertyCostRates;
  initial: CalculatorFields;
  unitTypes: CalculatorUnitType[];
  /** The project the calculator sits on: kept in the form's address so /calculator can prefill. */
  projectSlug?: string;
  /** Offer the Executive Condominium choice (on /calculator; a project page knows its type). */
  askExecutiveCondominium: boolean;
}

const money = (amount: number) => formatMoney(Math.round(amount));
const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

function Figure({ label, value, detail, strong = false }: { label: string; value: string; detail?: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2.5">
      <dt className="text-sm text-slate-600">
        {label}
        {detail ? <span className="block text-xs text-slate-500">{detail}</span> : null}
      </dt>
      <dd className={cn("shrink-0 text-right tabular-nums", strong ? "text-lg font-semibold text-slate-900" : "font-medium text-slate-900")}>{value}</dd>
    </div>
  );
}

/** What the form holds now, by field. */
function typedInto(form: HTMLFormElement): Partial<CalculatorFields> {
  const typed: Partial<CalculatorFields> = {};
  for (const name of CALCULATOR_TEXT_FIELDS) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) typed[name] = control.value;
  }
  const executiveCondominium = form.querySelector<HTMLInputElement>('input[type="checkbox"][name="ec"]');
  if (executiveCondominium) typed.ec = executiveCondominium.checked;
  return typed;
}

/**
 * The costs calculator (a chunk of its own, on project pages and /calculator): the buyer's
 * answers in, stamp duties, loan, cash and CPF, instalment, TDSR and the progressive payments
 * out, recomputed in the browser as they type. It is a GET form to /calculator, so before
 * JavaScript the Calculate button shows the same results from the server.
 */
export default function CostsCalculator({ rates, initial, unitTypes, projectSlug, askExecutiveCondominium }: CostsCalculatorProps) {
  const [fields, setFields] = useState(initial);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // What the buyer typed into the server's form before this code arrived is read back before
  // any other render can write the starting values over it.
  useLayoutEffect(() => {
    const typed = form.current ? typedInto(form.current) : {};
    const prices = Object.fromEntries(unitTypes.map((unit) => [unit.id, unit.price]));
    setFields((start) => fieldsTypedBeforeTakeover(start, typed, prices));
  }, [unitTypes]);
  const id = useId();
  const { input, errors } = useMemo(() => readCalculatorFields(fields, rates.loanLimits.maxTenureYears), [fields, rates]);
  const result = useMemo(() => (input ? propertyCosts(input, rates) : null), [input, rates]);
  const set = (name: keyof CalculatorFields) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.currentTarget instanceof HTMLInputElement && event.currentTarget.type === "checkbox" ? event.currentTarget.checked : event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };
  const chooseUnit = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const unit = unitTypes.find((entry) => entry.id === event.currentTarget.value);
    setFields((current) => ({ ...current, unit: unit?.id ?? "", price: unit ? String(unit.price) : current.price }));
  };
  const field = (name: string) => `${id}-${name}`;
  /** A number field's label, hint, message and input attributes: the message from the calculator's schema. */
  const numberField = (name: CalculatorNumberField) => {
    const message = errors?.[name];
    return {
      field: { htmlFor: field(name), errors: message ? [message] : undefined, errorId: `${field(name)}-error`, className: "content-start" },
      input: {
        id: field(name),
        name,
        value: fields[name],
        "aria-invalid": message ? true : undefined,
        "aria-describedby": message ? `${field(name)}-error` : undefined,
      },
    };
  };
  const price = numberField("price");
  const age = numberField("age");
  const tenure = numberField("tenure");
  const rate = numberField("rate");
  const income = numberField("income");
  const debts = numberField("debts");
  const { tdsrPercent, msrPercent } = rates.debtLimits;

  return (
    <form ref={form} method="get" action="/calculator" className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]" data-testid="costs-calculator" data-track="calculator">
      {projectSlug ? <input type="hidden" name="project" value={projectSlug} /> : null}
      <fieldset className="grid min-w-0 content-start gap-4 sm:grid-cols-2">
        <legend className="sr-only">Your purchase</legend>
        {unitTypes.length ? (
          <Field htmlFor={field("unit")} label="Unit type" className="content-start">
            <NativeSelect id={field("unit")} name="unit" value={fields.unit} onChange={chooseUnit}>
              {unitTypes.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.name}, from {money(unit.price)}
                </option>
              ))}
              <option value="">Another price</option>
            </NativeSelect>
          </Field>
        ) : null}
        <Field {...price.field} label="Purchase price (S$)">
          <Input
            {...price.input}
            inputMode="numeric"
            onChange={(event) => {
              // Read now: React runs the updater later, when the event's currentTarget is gone.
              const price = event.currentTarget.value;
              setFields((current) => ({ ...current, unit: "", price }));
            }}
          />
        </Field>
        <Field htmlFor={field("profile")} label="Buyer" className="content-start">
          <NativeSelect id={field("profile")} name="profile" value={fields.profile} onChange={set("profile")}>
            {BUYER_PROFILES.map((profile) => (
              <option key={profile} value={profile}>
                {BUYER_PROFILE_LABELS[profile]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field htmlFor={field("property")} label="This will be my" className="content-start">
          <NativeSelect id={field("property")} name="property" value={fields.property} onChange={set("property")}>
            {ORDERS.map((order) => (
              <option key={order} value={order}>
                {PROPERTY_ORDER_LABELS[order]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field htmlFor={field("loan")} label="Housing loans I already have" className="content-start">
          <NativeSelect id={field("loan")} name="loan" value={fields.loan} onChange={set("loan")}>
            {ORDERS.map((order) => (
              <option key={order} value={order}>
                {LOAN_ORDER_LABELS[order]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field {...age.field} label="Age of the oldest borrower">
          <Input {...age.input} inputMode="numeric" onChange={set("age")} />
        </Field>
        <Field {...tenure.field} label="Loan tenure (years)" hint={`At most ${rates.loanLimits.maxTenureYears} years`}>
          <Input {...tenure.input} inputMode="numeric" onChange={set("tenure")} />
        </Field>
        <Field {...rate.field} label="Interest rate (% a year)">
          <Input {...rate.input} inputMode="decimal" onChange={set("rate")} />
        </Field>
        <Field {...income.field} label="Gross monthly income (S$)" hint="All borrowers together; for the TDSR check">
          <Input {...income.input} inputMode="numeric" onChange={set("income")} />
        </Field>
        <Field {...debts.field} label="Other monthly debts (S$)" hint="Car loan, card and other instalments">
          <Input {...debts.input} inputMode="numeric" onChange={set("debts")} />
        </Field>
        {askExecutiveCondominium ? (
          <div className="flex items-start gap-3 sm:col-span-2">
            <input id={field("ec")} type="checkbox" name="ec" checked={fields.ec} onChange={set("ec")} className="mt-1 size-4 accent-[var(--brand-primary,#047854)]" />
            <label htmlFor={field("ec")} className="text-sm text-slate-700">
              An Executive Condominium bought from the developer (the {msrPercent}% Mortgage Servicing Ratio applies too)
            </label>
          </div>
        ) : (
          <input type="hidden" name="ec" value={fields.ec ? "on" : "off"} />
        )}
        {hydrated ? null : (
          <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
            Calculate
          </Button>
        )}
      </fieldset>

      <section aria-label="Estimated costs" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6" aria-live="polite" data-testid="calculator-results">
        {result && input ? (
          <>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Upfront</h3>
            <dl className="mt-1 divide-y divide-slate-200">
              <Figure label="Buyer's Stamp Duty" value={money(result.bsd)} />
              <Figure label="Additional Buyer's Stamp Duty" detail={`${percent(result.absdPercent)} for this buyer`} value={money(result.absd)} />
              <Figure label={`Downpayment (${percent(100 - result.ltvPercent)})`} value={money(result.downpayment)} />
              <Figure label="of which in cash" detail={`At least ${percent((result.minCash / Math.max(1, input.price)) * 100)} of the price`} value={money(result.minCash)} />
              <Figure label="of which in cash or CPF" value={money(result.cashOrCpf)} />
              <Figure label="Total before the loan" value={money(result.upfront)} strong />
            </dl>
            <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500">Loan</h3>
            <dl className="mt-1 divide-y divide-slate-200">
              <Figure
                label={`Loan (${percent(result.ltvPercent)} of the price)`}
                detail={result.reducedLtv ? `Lower limit: tenure over ${rates.loanLimits.reducedLtvTenureYears} years or past age ${rates.loanLimits.reducedLtvAge}` : undefined}
                value={money(result.loan)}
              />
              <Figure label="Monthly instalment" detail={`${percent(input.interestRatePercent)} over ${input.tenureYears} years`} value={money(result.monthlyInstalment)} strong />
            </dl>
            <div className="mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="calculator-tdsr">
              {result.tdsr === null ? (
                <p className="text-sm text-slate-700">
                  To pass the {tdsrPercent}% TDSR{input.executiveCondominium ? ` and ${msrPercent}% MSR` : ""} at the {percent(result.stressRatePercent)} stress rate, this
                  loan needs a gross monthly income of at least <strong className="font-semibold text-slate-900">{money(result.requiredIncome)}</strong>.
                </p>
              ) : (
                <p className={cn("flex items-start gap-2 text-sm", result.withinLimits ? "text-emerald-800" : "text-amber-800")}>
                  {result.withinLimits ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
                  <span>
                    TDSR {percent(result.tdsr)} of {tdsrPercent}%{result.msr !== null ? `, MSR ${percent(result.msr)} of ${msrPercent}%` : ""} at the{" "}
                    {percent(result.stressRatePercent)} stress rate: {result.withinLimits ? "within the limit" : `over the limit; the loan needs ${money(result.requiredIncome)} a month`}.
                  </span>
                </p>
              )}
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-700" data-testid="calculator-refused">
            The costs are worked out once every field above holds a figure the calculator can use.
          </p>
        )}
      </section>

      <div className="lg:col-span-2">
        {result ? (
          <>
            <h3 id={field("schedule")} className="text-base font-semibold text-slate-900">
              Progressive payments while it is built
            </h3>
            {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
            <div
              role="region"
              aria-labelledby={field("schedule")}
              tabIndex={0}
              className="mt-3 overflow-x-auto rounded-2xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <table className="w-full min-w-[34rem] text-left text-sm">
                <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                  <tr>
                    <th scope="col" className="px-4 py-2.5 font-semibold">
                      Stage
                    </th>
                    <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                      Share
                    </th>
                    <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                      Amount
                    </th>
                    <th scope="col" className="px-4 py-2.5 font-semibold">
                      Paid from
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 bg-white">
                  {result.schedule.map((stage) => (
                    <tr key={stage.label}>
                      <td className="px-4 py-2.5 text-slate-800">{stage.label}</td>
                      <td className="px-4 py-2.5 text-right tabular-nums text-slate-600">{stage.percent}%</td>
                      <td className="px-4 py-2.5 text-right tabular-nums font-medium text-slate-900">{money(stage.amount)}</td>
                      <td className="px-4 py-2.5 text-slate-600">
                        {[stage.cash ? "cash" : "", stage.cashOrCpf ? "cash or CPF" : "", stage.loan ? "loan" : ""].filter(Boolean).join(", ") || "n/a"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
        <p className="mt-3 text-xs leading-relaxed text-slate-500" data-testid="calculator-rates">
          Rates as of {formatCalendarDay(rates.effectiveDate)}. Source: {rates.source}. An estimate to plan with, not financial advice: the bank, IRAS and your
          lawyer confirm the figures.
        </p>
      </div>
    </form>
  );
}
