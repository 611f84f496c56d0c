import { NumberField } from "~/components/form-fields";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { BuildingRows } from "./building-rows";
import { numberMeta, requiredLabel, type WizardFields, type WizardForm } from "./wizard-fields";

/**
 * Step 4: size and sales figures, and the buildings. number_of_blocks is the count of buildings
 * and is read-only; when editing, buildings are managed in their own dialogs below the form.
 */
export function StepPhysicalSpecifications({
  form,
  fields,
  mode,
  existingBuildingCount,
}: {
  form: WizardForm;
  fields: WizardFields;
  mode: "create" | "edit";
  existingBuildingCount: number;
}) {
  const newBuildings = fields.buildings.getFieldList().length;
  const blocks = mode === "create" ? newBuildings : existingBuildingCount || Number(fields.numberOfBlocks.initialValue ?? 0);
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <NumberField meta={numberMeta(fields.totalUnits)} label={requiredLabel("Total units")} min={1} step={1} />
        <NumberField meta={numberMeta(fields.percentageSold)} label="Percentage sold" min={0} max={100} step="any" hint="0 to 100" />
        <NumberField meta={numberMeta(fields.siteAreaSqft)} label="Site area (sqft)" min={0} step="any" />
        <Field
          label="Number of blocks"
          htmlFor="wizard-number-of-blocks"
          hint={mode === "create" ? "Counted from the buildings below" : "Counted from the project's buildings"}
        >
          <Input id="wizard-number-of-blocks" name={fields.numberOfBlocks.name} value={blocks} readOnly className="bg-slate-50 text-slate-600" />
        </Field>
        <NumberField meta={numberMeta(fields.maxStoreys)} label="Max storeys" min={1} step={1} />
        <NumberField meta={numberMeta(fields.totalCarParks)} label="Total car parks" min={0} step={1} />
      </div>
      {mode === "create" ? <BuildingRows form={form} fields={fields} /> : null}
    </div>
  );
}
