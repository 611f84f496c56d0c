import { Building, Plus, Trash2 } from "lucide-react";
import { NumberField, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { numberMeta, requiredLabel, type WizardFields, type WizardForm } from "./wizard-fields";

/** The buildings of a new project: at least one, numbers from 1 and unique, a 6-digit postal code each. */
export function BuildingRows({ form, fields }: { form: WizardForm; fields: WizardFields }) {
  const rows = fields.buildings.getFieldList();
  const numbers = rows.map((row) => Number(row.getFieldset().buildingNumber.value) || 0);
  const add = () =>
    form.insert({
      name: fields.buildings.name,
      defaultValue: {
        buildingNumber: Math.max(0, ...numbers) + 1,
        postalCode: rows.length === 0 ? String(fields.postalCode.value ?? "") : "",
      },
    });
  return (
    <section aria-labelledby="wizard-buildings" className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h3 id="wizard-buildings" className="font-semibold text-slate-900">
            Buildings
          </h3>
          <p className="text-sm text-slate-500">At least one building. Unit types are later assigned to a building.</p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden="true" />
          Add Building
        </Button>
      </div>
      {fields.buildings.errors?.length ? (
        <p role="alert" className="text-sm text-red-600">
          {fields.buildings.errors[0]}
        </p>
      ) : null}
      <ul className="grid gap-3">
        {rows.map((row, index) => {
          const building = row.getFieldset();
          return (
            <li key={row.key} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
              <div className="mb-3 flex items-center justify-between">
                <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  <Building className="size-4 text-brand" aria-hidden="true" />
                  Building {index + 1}
                </p>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-red-600 hover:bg-red-50 hover:text-red-700"
                  onClick={() => form.remove({ name: fields.buildings.name, index })}
                  aria-label={`Remove building ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </div>
              <div className="grid items-start gap-4 sm:grid-cols-[8rem_10rem_1fr]">
                <NumberField meta={numberMeta(building.buildingNumber)} label={requiredLabel("Building number")} min={1} step={1} />
                <TextField meta={building.postalCode} label={requiredLabel("Postal code")} inputMode="numeric" autoComplete="off" />
                <TextField meta={building.buildingAddress} label="Building address" autoComplete="off" />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
