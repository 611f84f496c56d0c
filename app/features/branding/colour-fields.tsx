import { getInputProps } from "@conform-to/react";
import { Check, RotateCcw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { BRANDING_COLOUR_FIELDS, BRANDING_PRESETS, RESET_PRESET, type BrandingColours } from "~/domain/schemas/branding";
import { sixDigitHex, type BrandingFormFields, type BrandingFormValues } from "./branding-form";
import { ContrastCheck } from "./contrast-check";

const COLOUR_LABELS: Record<keyof BrandingColours, { label: string; hint: string }> = {
  primaryColor: { label: "Primary colour", hint: "Buttons, links and highlights" },
  secondaryColor: { label: "Secondary colour", hint: "Gradients and hover states" },
  accentColor: { label: "Accent colour", hint: "Badges and small highlights" },
  backgroundColor: { label: "Background colour", hint: "Behind every page" },
  textColor: { label: "Text colour", hint: "Headings and body text" },
};

function matchesPreset(values: BrandingFormValues, colours: BrandingColours): boolean {
  return BRANDING_COLOUR_FIELDS.every((key) => values[key].toUpperCase() === colours[key].toUpperCase());
}

/** The Colors tab: the four presets, the five colours, Reset to Blue Professional, and the contrast check. */
export function ColourFields({
  fields,
  values,
  onColours,
}: {
  fields: BrandingFormFields;
  values: BrandingFormValues;
  /** Sets several colours at once (a preset, the reset, a colour picker). */
  onColours: (colours: Partial<BrandingColours>) => void;
}) {
  const colours = {
    primaryColor: sixDigitHex(values.primaryColor),
    backgroundColor: sixDigitHex(values.backgroundColor),
    textColor: sixDigitHex(values.textColor),
  };
  const measurable =
    colours.primaryColor && colours.backgroundColor && colours.textColor
      ? { primaryColor: colours.primaryColor, backgroundColor: colours.backgroundColor, textColor: colours.textColor }
      : null;
  return (
    <div className="grid gap-8">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Presets</legend>
        <div className="grid grid-cols-2 gap-3">
          {BRANDING_PRESETS.map((preset) => {
            const active = matchesPreset(values, preset.colours);
            return (
              <button
                key={preset.name}
                type="button"
                aria-pressed={active}
                onClick={() => onColours(preset.colours)}
                className={cn(
                  "flex items-center justify-between gap-3 rounded-lg border p-3 text-left transition hover:border-brand/50 hover:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand",
                  active ? "border-brand bg-brand/5 ring-1 ring-brand" : "border-slate-200 bg-white",
                )}
              >
                <span className="grid gap-2">
                  <span className="text-sm font-medium text-slate-900">{preset.name}</span>
                  <span className="flex" aria-hidden="true">
                    {BRANDING_COLOUR_FIELDS.map((key) => (
                      <span key={key} className="-ml-1 size-6 rounded-full ring-2 ring-white first:ml-0" style={{ backgroundColor: preset.colours[key] }} />
                    ))}
                  </span>
                </span>
                {active ? <Check className="size-4 shrink-0 text-brand" aria-hidden="true" /> : null}
              </button>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Colours</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {BRANDING_COLOUR_FIELDS.map((key) => {
            const meta = fields[key];
            const picker = sixDigitHex(values[key]) ?? "#000000";
            const { key: inputKey, ...props } = getInputProps(meta, { type: "text", ariaDescribedBy: `${meta.id}-hint` });
            return (
              <Field
                key={key}
                label={COLOUR_LABELS[key].label}
                htmlFor={meta.id}
                errors={meta.errors}
                errorId={meta.errorId}
                hint={<span id={`${meta.id}-hint`}>{COLOUR_LABELS[key].hint}</span>}
              >
                <div className="flex gap-2">
                  <input
                    type="color"
                    value={picker}
                    onChange={(event) => onColours({ [key]: event.target.value.toUpperCase() })}
                    aria-label={`${COLOUR_LABELS[key].label} picker`}
                    className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
                  />
                  <Input key={inputKey} {...props} autoComplete="off" spellCheck={false} maxLength={7} className="font-mono uppercase" />
                </div>
              </Field>
            );
          })}
        </div>
        <div>
          <Button type="button" variant="outline" onClick={() => onColours(RESET_PRESET.colours)}>
            <RotateCcw aria-hidden="true" />
            Reset to {RESET_PRESET.name}
          </Button>
        </div>
      </fieldset>

      <section aria-labelledby="contrast-heading" className="grid gap-3">
        <div>
          <h2 id="contrast-heading" className="text-sm font-semibold text-slate-900">
            Readability (WCAG AA)
          </h2>
          <p className="text-sm text-slate-600">Text needs a contrast of at least 4.5:1 to be easy to read, on phones in sunlight too.</p>
        </div>
        <ContrastCheck colours={measurable} />
      </section>
    </div>
  );
}
