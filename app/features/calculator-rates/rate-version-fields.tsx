import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import type * as z from "zod";
import { DateField, NumberField, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { BUYER_PROFILE_LABELS, BUYER_PROFILES } from "~/domain/property-costs";
import type { stampDutyRatesSchema } from "~/domain/schemas/stamp-duty-rates";

export type RateVersionForm = FormMetadata<z.input<typeof stampDutyRatesSchema>>;
type RateVersionFields = ReturnType<RateVersionForm["getFieldset"]>;
type NumberMeta = FieldMetadata<number | string | undefined>;

const ORDER_LABELS = ["1st", "2nd", "3rd+"] as const;

const asNumber = (meta: FieldMetadata<unknown>) => meta as NumberMeta;

/** The three percentages of a rule by property or loan order, in one row of a phone's width. */
function ByOrderRow({ meta, legend }: { meta: FieldMetadata<unknown>; legend: string }) {
  const cells = (meta as FieldMetadata<number[]>).getFieldList();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {cells.map((cell, index) => (
          <NumberField key={cell.key} meta={asNumber(cell)} label={<span className="text-xs text-slate-500">{ORDER_LABELS[index]} (%)</span>} min={0} max={100} step="any" />
        ))}
      </div>
    </fieldset>
  );
}

function Group({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-slate-100 pt-4">
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {hint ? <p className="text-sm text-slate-500">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Buyer's Stamp Duty bands: each up to a price, the last one open (the rest of the price). */
function BsdBands({ form, fields }: { form: RateVersionForm; fields: RateVersionFields }) {
  const bands = fields.bsdTiers.getFieldList();
  return (
    <Group title="Buyer's Stamp Duty bands" hint="Each band's rate applies to the part of the price up to its limit; the last band takes the rest.">
      {fields.bsdTiers.errors?.length ? (
        <p role="alert" className="text-sm text-red-600">
          {fields.bsdTiers.errors[0]}
        </p>
      ) : null}
      <ol className="grid gap-2">
        {bands.map((band, index) => {
          const tier = band.getFieldset();
          const last = index === bands.length - 1;
          return (
            <li key={band.key} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2 rounded-lg bg-slate-50 p-3">
              {last ? (
                <div className="grid gap-1.5">
                  <span className="text-sm font-medium text-slate-700">Band {index + 1}: up to (S$)</span>
                  <p className="flex h-10 items-center text-sm text-slate-500">The rest of the price</p>
                  {tier.upTo.errors?.length ? <p className="text-sm text-red-600">{tier.upTo.errors[0]}</p> : null}
                </div>
              ) : (
                <NumberField meta={asNumber(tier.upTo)} label={`Band ${index + 1}: up to (S$)`} min={1} step={1} />
              )}
              <NumberField meta={asNumber(tier.ratePercent)} label="Rate (%)" min={0} max={100} step="any" />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="text-red-600 hover:bg-red-50 hover:text-red-700"
                disabled={bands.length === 1}
                onClick={() => form.remove({ name: fields.bsdTiers.name, index })}
                aria-label={`Remove band ${index + 1}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={bands.length >= 10}
          onClick={() => form.insert({ name: fields.bsdTiers.name, index: Math.max(0, bands.length - 1), defaultValue: { upTo: undefined, ratePercent: undefined } })}
        >
          <Plus aria-hidden="true" />
          Add band
        </Button>
      </div>
    </Group>
  );
}

/** Every field of a version of the calculator's rates, named as the domain schema names them. */
export function RateVersionFields({ form, fields }: { form: RateVersionForm; fields: RateVersionFields }) {
  const absd = fields.absdPercent.getFieldset();
  const loan = fields.loanLimits.getFieldset();
  const ltv = loan.ltvPercent.getFieldset();
  const cash = loan.minCashPercent.getFieldset();
  const debt = fields.debtLimits.getFieldset();
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[11rem_1fr]">
        <DateField meta={fields.effectiveDate} label="Effective from" hint="Today or a later day: it takes over at midnight, Singapore time." />
        <TextField meta={fields.source} label="Source" placeholder="IRAS e-Tax Guide, 27 Apr 2023" autoComplete="off" />
      </div>
      <BsdBands form={form} fields={fields} />
      <Group title="Additional Buyer's Stamp Duty" hint="By buyer profile and the property's order among those they own.">
        {BUYER_PROFILES.map((profile) => (
          <ByOrderRow key={profile} meta={absd[profile]} legend={BUYER_PROFILE_LABELS[profile]} />
        ))}
      </Group>
      <Group title="Loan limits" hint="By the number of other housing loans; reduced past the tenure or age threshold.">
        <ByOrderRow meta={ltv.standard} legend="Loan-to-value, standard" />
        <ByOrderRow meta={ltv.reduced} legend="Loan-to-value, reduced" />
        <ByOrderRow meta={cash.standard} legend="Minimum cash, standard" />
        <ByOrderRow meta={cash.reduced} legend="Minimum cash, reduced" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <NumberField meta={asNumber(loan.entityLtvPercent)} label="Entity LTV (%)" min={0} max={100} step="any" />
          <NumberField meta={asNumber(loan.reducedLtvTenureYears)} label="Reduced past tenure (years)" min={1} max={100} step={1} />
          <NumberField meta={asNumber(loan.reducedLtvAge)} label="Reduced past age" min={1} max={100} step={1} />
          <NumberField meta={asNumber(loan.maxTenureYears)} label="Maximum tenure (years)" min={1} max={100} step={1} />
        </div>
      </Group>
      <Group title="Debt servicing">
        <div className="grid grid-cols-3 gap-3">
          <NumberField meta={asNumber(debt.tdsrPercent)} label="TDSR (%)" min={0} max={100} step="any" />
          <NumberField meta={asNumber(debt.msrPercent)} label="MSR (%)" min={0} max={100} step="any" />
          <NumberField meta={asNumber(debt.stressRatePercent)} label="Stress rate (%)" min={0} max={100} step="any" />
        </div>
      </Group>
    </div>
  );
}
