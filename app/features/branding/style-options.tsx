import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { cn } from "~/components/ui/cn";
import {
  BRANDING_FONTS,
  BUTTON_RADIUS,
  BUTTON_STYLES,
  HEADER_STYLES,
  LAYOUT_PADDING,
  LAYOUT_STYLES,
  brandingFontFile,
} from "~/domain/branding-style";
import { capitalise } from "~/domain/format";
import type { BrandingFormFields, BrandingFormValues } from "./branding-form";

// Each font's regular face under its own name, so the choices show in their own letters; a
// browser downloads a face only when text uses it, so only this tab loads them.
const FONT_SAMPLES_CSS = BRANDING_FONTS.map(
  (font) => `@font-face{font-family:"Sample ${font}";font-weight:400;font-display:swap;src:url(/fonts/${brandingFontFile(font, 400)}) format("woff2")}`,
).join("\n");

function RadioCards<V extends string>({
  meta,
  legend,
  description,
  options,
  current,
  columns = "sm:grid-cols-3",
}: {
  meta: FieldMetadata<string | undefined>;
  legend: string;
  description?: string;
  options: readonly { value: V; label: string; detail?: string; sample: React.ReactNode }[];
  current: string;
  columns?: string;
}) {
  return (
    <fieldset aria-describedby={description ? `${meta.id}-description` : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {description ? (
        <p id={`${meta.id}-description`} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <div className={cn("mt-3 grid grid-cols-2 gap-3", columns)}>
        {options.map((option) => {
          const { key, ...props } = getInputProps(meta, { type: "radio", value: option.value });
          const id = `${meta.id}-${option.value.replace(/\s+/g, "-").toLowerCase()}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                "relative flex cursor-pointer flex-col gap-2 rounded-lg border p-3 transition hover:border-brand/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
                current === option.value ? "border-brand bg-brand/5 ring-1 ring-brand" : "border-slate-200 bg-white",
              )}
            >
              <input key={key} {...props} id={id} className="sr-only" />
              {option.sample}
              <span className="text-sm font-medium text-slate-900">{option.label}</span>
              {option.detail ? <span className="-mt-1.5 text-xs text-slate-500">{option.detail}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const HEADER_SAMPLES: Record<(typeof HEADER_STYLES)[number], { detail: string; className: string }> = {
  modern: { detail: "White, thin line below", className: "border-b border-slate-300 bg-white" },
  classic: { detail: "Bold colour line below", className: "border-b-4 border-brand bg-white" },
  minimal: { detail: "Blends into the page", className: "bg-slate-50" },
};

const LAYOUT_DETAILS: Record<(typeof LAYOUT_STYLES)[number], string> = {
  compact: "Tighter sections",
  standard: "Balanced spacing",
  expanded: "Generous white space",
};

/** The Styles tab: the eight fonts and the header, button and layout styles (spec part 2 §3, §9). */
export function StyleOptions({ fields, values }: { fields: BrandingFormFields; values: BrandingFormValues }) {
  return (
    <div className="grid gap-8">
      <style>{FONT_SAMPLES_CSS}</style>
      <RadioCards
        meta={fields.fontFamily}
        legend="Font"
        description="Used for every heading and paragraph on your site."
        current={values.fontFamily}
        columns="sm:grid-cols-4"
        options={BRANDING_FONTS.map((font) => ({
          value: font,
          label: font,
          sample: (
            <span aria-hidden="true" className="text-2xl leading-none text-slate-900" style={{ fontFamily: `"Sample ${font}", var(--font-sans)` }}>
              Aa
            </span>
          ),
        }))}
      />
      <RadioCards
        meta={fields.headerStyle}
        legend="Header style"
        current={values.headerStyle}
        options={HEADER_STYLES.map((style) => ({
          value: style,
          label: capitalise(style),
          detail: HEADER_SAMPLES[style].detail,
          sample: (
            <span aria-hidden="true" className="block overflow-hidden rounded-md ring-1 ring-slate-200">
              <span className={cn("flex h-7 items-center gap-1.5 px-2", HEADER_SAMPLES[style].className)}>
                <span className="size-3 rounded-sm bg-brand" />
                <span className="h-1.5 w-8 rounded-full bg-slate-300" />
              </span>
              <span className="block h-6 bg-slate-50" />
            </span>
          ),
        }))}
      />
      <RadioCards
        meta={fields.buttonStyle}
        legend="Button style"
        current={values.buttonStyle}
        options={BUTTON_STYLES.map((style) => ({
          value: style,
          label: capitalise(style),
          detail: style === "square" ? "Square corners (0)" : style === "pill" ? "Fully rounded" : `Corners ${BUTTON_RADIUS[style]}`,
          sample: (
            <span aria-hidden="true" className="inline-flex h-8 w-24 items-center justify-center bg-brand text-xs font-medium text-white" style={{ borderRadius: BUTTON_RADIUS[style] }}>
              Enquire
            </span>
          ),
        }))}
      />
      <RadioCards
        meta={fields.layoutStyle}
        legend="Layout"
        description="The space around each section of your pages."
        current={values.layoutStyle}
        options={LAYOUT_STYLES.map((style) => ({
          value: style,
          label: capitalise(style),
          detail: `${LAYOUT_DETAILS[style]} (${LAYOUT_PADDING[style]})`,
          sample: (
            <span aria-hidden="true" className="grid rounded-md bg-slate-100 ring-1 ring-slate-200" style={{ padding: `calc(${LAYOUT_PADDING[style]} / 4)`, gap: `calc(${LAYOUT_PADDING[style]} / 4)` }}>
              <span className="h-2 rounded-sm bg-slate-300" />
              <span className="h-2 rounded-sm bg-slate-300" />
            </span>
          ),
        }))}
      />
    </div>
  );
}
