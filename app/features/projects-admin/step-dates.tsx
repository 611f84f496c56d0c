import { DateField, NumberField } from "~/components/form-fields";
import { TOP_YEAR_MAX, TOP_YEAR_MIN } from "~/domain/schemas/project";
import { numberMeta, textMeta, type WizardFields } from "./wizard-fields";

/** Step 5: years and dates, all optional. */
export function StepDates({ fields }: { fields: WizardFields }) {
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-5 sm:grid-cols-3">
        <NumberField meta={numberMeta(fields.launchYear)} label="Launch year" min={1900} max={2100} step={1} />
        <NumberField meta={numberMeta(fields.completedYear)} label="Completed year" min={1900} max={2100} step={1} />
        <NumberField meta={numberMeta(fields.topYearActual)} label="TOP year (actual)" min={TOP_YEAR_MIN} max={TOP_YEAR_MAX} step={1} hint={`${TOP_YEAR_MIN} to ${TOP_YEAR_MAX}`} />
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <DateField meta={textMeta(fields.launchDate)} label="Launch date" />
        <DateField meta={textMeta(fields.constructionStartDate)} label="Construction start" />
        <DateField meta={textMeta(fields.topDateEstimate)} label="TOP date (estimated)" />
        <DateField meta={textMeta(fields.topDateActual)} label="TOP date (actual)" />
        <DateField meta={textMeta(fields.estimatedCompletionDate)} label="Estimated completion" />
      </div>
    </div>
  );
}
