import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Eye, FileCode2, ImageIcon, Loader2, Palette, Save, Type } from "lucide-react";
import { useEffect, useMemo } from "react";
import type * as z from "zod";
import { FlashToast } from "~/components/flash-toast";
import { FormMessage, TextField } from "~/components/form-fields";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { CUSTOM_CSS_MAX_LENGTH } from "~/domain/custom-css";
import { formatNumber } from "~/domain/format";
import { BRANDING_PREVIEW_PARAM } from "~/domain/site-branding";
import { brandingSchema, CUSTOM_CSS_TEMPLATE, type BrandingColours } from "~/domain/schemas/branding";
import { withoutEmptyStrings } from "~/domain/schemas/fields";
import { currentValues, sameValues, type BrandingFormFields, type BrandingFormValues } from "./branding-form";
import { ColourFields } from "./colour-fields";
import { LivePreview } from "./live-preview";
import { StyleOptions } from "./style-options";

export const BRANDING_TABS = [
  { value: "colors", label: "Colors", icon: Palette },
  { value: "logo", label: "Logo", icon: ImageIcon },
  { value: "styles", label: "Styles", icon: Type },
  { value: "css", label: "CSS", icon: FileCode2 },
  { value: "preview", label: "Preview", icon: Eye },
] as const;
export type BrandingTab = (typeof BRANDING_TABS)[number]["value"];

const PREVIEW_DELAY_MS = 400;
const FORM_ID = "branding";

interface BrandingEditorProps {
  initial: BrandingFormValues;
  /** The realtor's own host, shown over the preview. */
  host: string;
  /** This page is on the realtor's own site, where their home page can show the draft. */
  previewable: boolean;
  tab: BrandingTab;
  onTabChange: (tab: BrandingTab) => void;
  /** Rendered in the Logo tab beside the typed URL (the upload form, which is a form of its own). */
  logoUpload?: (setLogoUrl: (url: string) => void) => React.ReactNode;
}

/**
 * The branding editor (spec part 2 §2.8): one form over the five tabs, saved as a whole; every
 * valid change is sent as a draft after a short pause so the live preview can render it.
 */
export function BrandingEditor({ initial, host, previewable, tab, onTabChange, logoUpload }: BrandingEditorProps) {
  const save = useIntentFetcher("save");
  const preview = useIntentFetcher("preview");
  const [form, fields] = useForm<z.input<typeof brandingSchema>, z.output<typeof brandingSchema>>({
    id: FORM_ID,
    defaultValue: initial,
    lastResult: save.reply && !save.reply.ok ? save.reply.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: brandingSchema }),
  });
  const values = currentValues(initial, form.value);
  const dirty = !sameValues(values, initial);
  const draftKey = JSON.stringify(values);
  const valid = useMemo(() => brandingSchema.safeParse(withoutEmptyStrings(JSON.parse(draftKey) as Record<string, unknown>)).success, [draftKey]);

  const { submit } = preview.fetcher;
  useEffect(() => {
    if (!previewable || !dirty || !valid) return;
    const timer = setTimeout(() => {
      const element = document.getElementById(FORM_ID);
      if (!(element instanceof HTMLFormElement)) return;
      const formData = new FormData(element);
      formData.set("intent", "preview");
      void submit(formData, { method: "post" });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftKey, dirty, valid, previewable, submit]);

  const version = preview.reply?.ok ? (preview.reply.payload as { version?: string } | undefined)?.version : undefined;
  const previewSrc = dirty && version ? `/?${BRANDING_PREVIEW_PARAM}=${version}` : "/";
  const previewUpdating = preview.pending || (dirty && valid && !version);

  const setColours = (colours: Partial<BrandingColours>) => form.update({ value: { ...values, ...colours } });
  const setField = (name: keyof BrandingFormValues, value: string) => form.update({ value: { ...values, [name]: value } });

  const previewPanel = previewable ? (
    <LivePreview src={previewSrc} host={host} updating={previewUpdating} />
  ) : (
    <PreviewElsewhere host={host} />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <FlashToast message={save.reply?.notice ?? null} />
      <save.fetcher.Form method="post" {...getFormProps(form)} className={cn("min-w-0", tab === "preview" && "lg:col-span-2")}>
        <input type="hidden" name="intent" value="save" />
        <FormMessage errors={form.errors} />
        <Tabs value={tab} onValueChange={(next) => onTabChange(next as BrandingTab)}>
          <TabsList aria-label="Branding settings" className="grid w-full grid-cols-5">
            {BRANDING_TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="px-1.5 sm:px-3">
                <Icon className="hidden size-4 sm:block" aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            {/* Every panel stays in the form while hidden, so a save posts all of it. */}
            <TabsContent value="colors" forceMount className="mt-0">
              <ColourFields fields={fields} values={values} onColours={setColours} />
            </TabsContent>
            <TabsContent value="logo" forceMount className="mt-0">
              <LogoFields fields={fields} values={values} onLogoUrl={(url) => setField("logoUrl", url)} upload={logoUpload} host={host} />
            </TabsContent>
            <TabsContent value="styles" forceMount className="mt-0">
              <StyleOptions fields={fields} values={values} />
            </TabsContent>
            <TabsContent value="css" forceMount className="mt-0">
              <CssField fields={fields} values={values} onTemplate={() => setField("customCss", CUSTOM_CSS_TEMPLATE)} />
            </TabsContent>
            <TabsContent value="preview" className="mt-0">
              {previewable ? <LivePreview src={previewSrc} host={host} updating={previewUpdating} devices /> : <PreviewElsewhere host={host} />}
            </TabsContent>
          </div>
        </Tabs>
        {/* Clear of the site's floating WhatsApp button, which sits in the bottom right corner. */}
        <div
          className={cn(
            "sticky bottom-0 z-20 -mx-4 mt-4 flex items-center justify-between gap-2 border-t border-slate-200 bg-white/95 py-3 pl-4 pr-20 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:pr-24 sm:shadow-sm",
            tab === "preview" ? "lg:pr-24" : "lg:pr-4",
          )}
        >
          <p className="text-xs text-slate-600 sm:text-sm" aria-live="polite">
            {dirty ? (
              <span className="inline-flex items-center gap-2 font-medium text-amber-800">
                <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
                Unsaved changes
              </span>
            ) : (
              "All changes saved"
            )}
          </p>
          <Button type="submit" disabled={save.pending}>
            {save.pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {save.pending ? "Saving..." : "Save Branding"}
          </Button>
        </div>
      </save.fetcher.Form>
      {tab === "preview" ? null : (
        <aside aria-label="Live preview" className="hidden lg:block">
          <div className="sticky top-20 grid gap-2">
            <p className="text-sm font-semibold text-slate-900">Live preview</p>
            {previewPanel}
            <p className="text-xs text-slate-500">Your home page as visitors will see it once you save.</p>
          </div>
        </aside>
      )}
    </div>
  );
}

function PreviewElsewhere({ host }: { host: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-sm text-slate-600">
      The live preview shows your home page, so it works when you open these settings on your own site,{" "}
      <span className="font-medium text-slate-900">{host}</span>.
    </div>
  );
}

function LogoFields({
  fields,
  values,
  onLogoUrl,
  upload,
  host,
}: {
  fields: BrandingFormFields;
  values: BrandingFormValues;
  onLogoUrl: (url: string) => void;
  upload: BrandingEditorProps["logoUpload"];
  host: string;
}) {
  const logoUrl = values.logoUrl.trim();
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-24 w-full items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 sm:w-56">
          {logoUrl ? (
            <img src={logoUrl} alt="Your logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-sm text-slate-500">No logo: your site shows its name</span>
          )}
        </div>
        <div className="grid gap-2 text-sm text-slate-600">
          <p>Shown at the top left of every page of {host}, in place of your name.</p>
          <p>PNG, JPG, WebP or SVG, up to 2 MB. About 200 × 100 px works best.</p>
          {logoUrl ? (
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => onLogoUrl("")}>
                Remove Logo
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {upload ? upload(onLogoUrl) : null}
      <TextField meta={fields.logoUrl} label="Logo URL" type="text" inputMode="url" placeholder="https://example.com/logo.png" hint="Or type the address of a logo that is already online." />
    </div>
  );
}

function CssField({ fields, values, onTemplate }: { fields: BrandingFormFields; values: BrandingFormValues; onTemplate: () => void }) {
  const meta = fields.customCss;
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: `${meta.id}-hint` });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-xl text-sm text-slate-600">
          Fine-tune your site with your own CSS. It is checked when you save and again on every page: links to other websites, imports and
          scripts are removed.
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onTemplate}>
          Use Template
        </Button>
      </div>
      <Field
        label="Custom CSS"
        htmlFor={meta.id}
        errors={meta.errors}
        errorId={meta.errorId}
        hint={
          <span id={`${meta.id}-hint`}>
            {formatNumber(values.customCss.length)} / {formatNumber(CUSTOM_CSS_MAX_LENGTH)} characters
          </span>
        }
      >
        <Textarea key={key} {...props} rows={16} spellCheck={false} placeholder={CUSTOM_CSS_TEMPLATE} className="font-mono text-xs leading-relaxed sm:text-xs" />
      </Field>
    </div>
  );
}
