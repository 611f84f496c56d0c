import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, FileText, ImageIcon, Trash2, X } from "lucide-react";
import { TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { linkHref } from "~/domain/link-url";
import { GALLERY_LIMIT } from "~/domain/schemas/project-media";
import { FilePickerButton } from "./file-picker-button";
import { useProjectUpload } from "./use-project-upload";
import type { WizardFields, WizardForm } from "./wizard-fields";

function HiddenInput({ meta }: { meta: FieldMetadata<unknown> }) {
  const { key, ...props } = getInputProps(meta as FieldMetadata<string | undefined>, { type: "hidden" });
  return <input key={key} {...props} />;
}

function UploadError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/**
 * Step 6: banner, gallery (alt text, order) and brochure. Each file is stored as soon as it is
 * chosen and only its address sits in the form, so a refused save keeps every upload.
 */
export function StepMedia({ form, fields, projectId }: { form: WizardForm; fields: WizardFields; projectId: string }) {
  const banner = useProjectUpload(projectId, "banner");
  const gallery = useProjectUpload(projectId, "gallery");
  const brochure = useProjectUpload(projectId, "brochure");
  const bannerUrl = String(fields.bannerImageUrl.value ?? "");
  const brochureHref = linkHref(String(fields.brochureUrl.value ?? ""));
  const images = fields.images.getFieldList();

  return (
    <div className="grid gap-8">
      <section aria-labelledby="media-banner" className="grid gap-3">
        <h3 id="media-banner" className="font-semibold text-slate-900">
          Banner image
        </h3>
        <div className="grid gap-4 sm:grid-cols-[16rem_1fr] sm:items-start">
          <div className="flex aspect-[16/9] items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {bannerUrl ? (
              <img src={bannerUrl} alt="Banner preview" className="size-full object-cover" />
            ) : (
              <ImageIcon className="size-8 text-slate-300" aria-hidden="true" />
            )}
          </div>
          <div className="grid gap-3">
            <div className="flex flex-wrap gap-2">
              <FilePickerButton
                kind="projectImage"
                label="Upload banner"
                busy={banner.uploading}
                progress={banner.progress}
                onFiles={(files) => banner.upload(files.slice(0, 1), (file) => form.update({ name: fields.bannerImageUrl.name, value: file.url }))}
              />
              {bannerUrl ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => form.update({ name: fields.bannerImageUrl.name, value: "" })}>
                  <X aria-hidden="true" />
                  Remove banner
                </Button>
              ) : null}
            </div>
            <UploadError message={banner.error} />
            <TextField meta={fields.bannerImageUrl} label="Banner image URL" placeholder="Uploaded, or https://…" autoComplete="off" hint="JPEG, PNG or WebP up to 10 MB; stored in several sizes." />
          </div>
        </div>
      </section>

      <section aria-labelledby="media-gallery" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 id="media-gallery" className="font-semibold text-slate-900">
              Gallery
            </h3>
            <p className="text-sm text-slate-500">Shown after the banner, in this order. Describe each picture for buyers who cannot see it.</p>
          </div>
          <FilePickerButton
            kind="projectImage"
            label="Add images"
            multiple
            busy={gallery.uploading}
            progress={gallery.progress}
            onFiles={(files) =>
              gallery.upload(files.slice(0, Math.max(0, GALLERY_LIMIT - images.length)), (file) =>
                form.insert({ name: fields.images.name, defaultValue: { url: file.url, width: file.width ?? undefined, height: file.height ?? undefined, altText: "" } }),
              )
            }
          />
        </div>
        <UploadError message={gallery.error ?? fields.images.errors?.[0] ?? null} />
        {images.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">No gallery images yet.</p>
        ) : (
          <ol className="grid gap-3 sm:grid-cols-2">
            {images.map((item, index) => {
              const image = item.getFieldset();
              const { key: altKey, ...altProps } = getInputProps(image.altText, { type: "text" });
              const { key: impressionKey, ...impressionProps } = getInputProps(image.isArtistImpression, { type: "checkbox" });
              return (
                <li key={item.key} className="flex gap-3 rounded-xl border border-slate-200 p-3">
                  <img src={String(image.url.value ?? "")} alt="" className="size-20 shrink-0 rounded-lg object-cover" />
                  <div className="grid min-w-0 flex-1 gap-2">
                    <HiddenInput meta={image.url} />
                    <HiddenInput meta={image.width} />
                    <HiddenInput meta={image.height} />
                    <Label htmlFor={image.altText.id}>Alt text for image {index + 1}</Label>
                    <Input key={altKey} {...altProps} placeholder="e.g. Lap pool at dusk" maxLength={200} />
                    {image.altText.errors?.length ? <p className="text-sm text-red-600">{image.altText.errors[0]}</p> : null}
                    <label className="flex items-center gap-2 text-sm text-slate-700">
                      <Checkbox key={impressionKey} {...impressionProps} />
                      Artist&apos;s impression<span className="sr-only"> (image {index + 1})</span>
                    </label>
                    <div className="flex gap-1">
                      <Button type="button" variant="ghost" size="icon" className="size-8" disabled={index === 0} aria-label={`Move image ${index + 1} up`} onClick={() => form.reorder({ name: fields.images.name, from: index, to: index - 1 })}>
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button type="button" variant="ghost" size="icon" className="size-8" disabled={index === images.length - 1} aria-label={`Move image ${index + 1} down`} onClick={() => form.reorder({ name: fields.images.name, from: index, to: index + 1 })}>
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button type="button" variant="ghost" size="icon" className="size-8 text-red-600 hover:bg-red-50" aria-label={`Remove image ${index + 1}`} onClick={() => form.remove({ name: fields.images.name, index })}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section aria-labelledby="media-brochure" className="grid gap-3">
        <h3 id="media-brochure" className="font-semibold text-slate-900">
          Brochure
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <FilePickerButton
            kind="brochure"
            label="Upload PDF"
            busy={brochure.uploading}
            progress={brochure.progress}
            onFiles={(files) => brochure.upload(files.slice(0, 1), (file) => form.update({ name: fields.brochureUrl.name, value: file.url }))}
          />
          {brochureHref ? (
            <a href={brochureHref} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand hover:underline">
              <FileText className="size-4" aria-hidden="true" />
              Open brochure
            </a>
          ) : null}
        </div>
        <UploadError message={brochure.error} />
        <TextField meta={fields.brochureUrl} label="Brochure URL" placeholder="Uploaded, or https://… (PDF)" autoComplete="off" hint="A PDF up to 20 MB, or a link to one." />
      </section>
    </div>
  );
}
