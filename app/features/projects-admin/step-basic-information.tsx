import { getInputProps } from "@conform-to/react";
import { CheckCircle2, Loader2, Lightbulb } from "lucide-react";
import { SelectField, TextareaField, TextField } from "~/components/form-fields";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PROJECT_MESSAGES, PROJECT_STATUSES, PROPERTY_TYPES, propertyTypeAdvice } from "~/domain/schemas/project";
import type { SlugCheck } from "./use-slug-check";
import { requiredLabel, type WizardFields } from "./wizard-fields";

/** Step 1: name, slug (derived from the name while creating, checked against the database), status and type. */
export function StepBasicInformation({
  fields,
  slugCheck,
  onNameInput,
  onSlugInput,
}: {
  fields: WizardFields;
  slugCheck: SlugCheck;
  onNameInput: (name: string) => void;
  onSlugInput: () => void;
}) {
  const advice = propertyTypeAdvice(String(fields.status.value ?? ""), String(fields.propertyType.value ?? ""));
  const slugErrors = slugCheck === "taken" ? [PROJECT_MESSAGES.slugTaken] : fields.slug.errors;
  const { key: slugKey, ...slugProps } = getInputProps(fields.slug, { type: "text", ariaDescribedBy: `${fields.slug.id}-hint` });
  return (
    <div className="grid gap-5">
      <TextField meta={fields.name} label={requiredLabel("Project name")} placeholder="e.g. The Orchard Residences" onChange={(event) => onNameInput(event.target.value)} />
      <Field
        label={requiredLabel("Slug")}
        htmlFor={fields.slug.id}
        errors={slugErrors}
        errorId={fields.slug.errorId}
        hint={<span id={`${fields.slug.id}-hint`}>The project's address on the site: /condos/{String(fields.slug.value || "your-slug")}</span>}
      >
        <div className="relative">
          <Input
            key={slugKey}
            {...slugProps}
            aria-invalid={slugErrors?.length ? true : undefined}
            autoCapitalize="none"
            spellCheck={false}
            className="pr-9 font-mono"
            onChange={onSlugInput}
          />
          <span className="absolute right-3 top-1/2 -translate-y-1/2" aria-live="polite">
            {slugCheck === "checking" ? <Loader2 className="size-4 animate-spin text-slate-400" aria-label="Checking the slug" /> : null}
            {slugCheck === "available" ? <CheckCircle2 className="size-4 text-emerald-600" aria-label="Slug is available" /> : null}
          </span>
        </div>
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <SelectField meta={fields.status} label={requiredLabel("Status")}>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <SelectField meta={fields.propertyType} label={requiredLabel("Property type")}>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      </div>
      {advice ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {fields.propertyType.value} is unusual for a project at {fields.status.value}. {advice}
          </span>
        </p>
      ) : null}
      <TextareaField meta={fields.shortDescription} label="Short description" rows={3} placeholder="One or two sentences buyers see on the project card" />
    </div>
  );
}
