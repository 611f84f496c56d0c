import { getInputProps } from "@conform-to/react";
import { NumberField, SelectField, TextField } from "~/components/form-fields";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NEIGHBOURHOODS } from "~/domain/schemas/location";
import { TENURE_OPTIONS } from "~/domain/schemas/project";
import { DISTRICTS } from "~/domain/districts";
import { CORE_REGION_LABELS, CORE_REGIONS, URBAN_PLANNING_REGION_LABELS, URBAN_PLANNING_REGIONS } from "~/domain/singapore";
import { numberMeta, requiredLabel, textMeta, type WizardFields } from "./wizard-fields";

/** Step 2: address, district, neighbourhood (with the 30 suggestions), regions, tenure and coordinates. */
export function StepLocation({ fields }: { fields: WizardFields }) {
  const neighbourhood = textMeta(fields.neighbourhood);
  const { key, ...neighbourhoodProps } = getInputProps(neighbourhood, { type: "text" });
  return (
    <div className="grid gap-5">
      <TextField meta={fields.fullAddress} label={requiredLabel("Full address")} placeholder="e.g. 238 Orchard Boulevard" autoComplete="off" />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField meta={fields.postalCode} label="Postal code" inputMode="numeric" placeholder="6 digits" autoComplete="off" />
        <SelectField meta={fields.district} label={requiredLabel("District")}>
          <option value="">Choose a district</option>
          {DISTRICTS.map((district) => (
            <option key={district.value} value={district.value}>
              {district.label}
            </option>
          ))}
        </SelectField>
        <Field label={requiredLabel("Neighbourhood")} htmlFor={neighbourhood.id} errors={neighbourhood.errors} errorId={neighbourhood.errorId}>
          <Input key={key} {...neighbourhoodProps} list="wizard-neighbourhoods" autoComplete="off" placeholder="Type or choose" />
        </Field>
        <datalist id="wizard-neighbourhoods">
          {NEIGHBOURHOODS.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <SelectField meta={fields.coreRegion} label={requiredLabel("Core region")}>
          <option value="">Choose a region</option>
          {CORE_REGIONS.map((region) => (
            <option key={region} value={region}>
              {CORE_REGION_LABELS[region]}
            </option>
          ))}
        </SelectField>
        <SelectField meta={fields.urbanPlanningRegion} label={requiredLabel("Urban planning region")}>
          <option value="">Choose a region</option>
          {URBAN_PLANNING_REGIONS.map((region) => (
            <option key={region} value={region}>
              {URBAN_PLANNING_REGION_LABELS[region]}
            </option>
          ))}
        </SelectField>
        <SelectField meta={fields.tenure} label={requiredLabel("Tenure")}>
          {TENURE_OPTIONS.map((tenure) => (
            <option key={tenure} value={tenure}>
              {tenure}
            </option>
          ))}
        </SelectField>
        <NumberField meta={numberMeta(fields.latitude)} label="Latitude" min={-90} max={90} step="any" placeholder="e.g. 1.3048" />
        <NumberField meta={numberMeta(fields.longitude)} label="Longitude" min={-180} max={180} step="any" placeholder="e.g. 103.8318" />
      </div>
    </div>
  );
}
