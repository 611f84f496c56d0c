import type { FieldMetadata } from "@conform-to/react";
import { ImageIcon, Trash2 } from "lucide-react";
import { useState } from "react";
import { NumberField, SelectField, SwitchField, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import {
  FACING_DIRECTIONS,
  MAINTENANCE_FEE_PSF_STEP,
  STARTING_PRICE_STEP,
} from "~/domain/schemas/unit-type";
import { FilePickerButton } from "./file-picker-button";
import { useProjectUpload } from "./use-project-upload";

type NumberMeta = FieldMetadata<number | undefined>;
type TextMeta = FieldMetadata<string | undefined>;

export interface UnitTypeFields {
  name: TextMeta;
  buildingId: TextMeta;
  bedrooms: NumberMeta;
  bathrooms: NumberMeta;
  hasStudy: FieldMetadata<unknown>;
  areaSqftMin: NumberMeta;
  areaSqftMax: NumberMeta;
  totalCountOfType: NumberMeta;
  indicativePriceFrom: NumberMeta;
  pricePsfFrom: NumberMeta;
  pricePsfTo: NumberMeta;
  maintenanceFeePsf: NumberMeta;
  balconySqft: NumberMeta;
  airConLedgeSqft: NumberMeta;
  householdShelterSqft: NumberMeta;
  floorRangeMin: NumberMeta;
  floorRangeMax: NumberMeta;
  facingDirection: FieldMetadata<string[] | undefined>;
  floorPlanUrl: TextMeta;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Every field of part 3 §3 and §5, grouped as a buyer reads a unit: layout, size, price, position. */
export function UnitTypeFormFields({
  fields,
  projectId,
  buildings,
}: {
  fields: UnitTypeFields;
  projectId: string;
  buildings: { id: string; buildingNumber: number; buildingAddress: string | null }[];
}) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="Unit type name" placeholder="3 Bedroom Premium" autoComplete="off" />
        <SelectField meta={fields.buildingId} label="Building">
          <option value="">Select a building</option>
          {buildings.map((building) => (
            <option key={building.id} value={building.id}>
              Building {building.buildingNumber}
              {building.buildingAddress ? ` · ${building.buildingAddress}` : ""}
            </option>
          ))}
        </SelectField>
      </div>

      <Section title="Layout">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <NumberField meta={fields.bedrooms} label="Bedrooms" min={0} step={1} />
          <NumberField meta={fields.bathrooms} label="Bathrooms" min={1} step={1} />
          <NumberField meta={fields.totalCountOfType} label="Total units" min={1} step={1} />
        </div>
        <SwitchField meta={fields.hasStudy} label="Study" description="The layout has a study room." />
      </Section>

      <Section title="Size (sqft)">
        <div className="grid grid-cols-2 gap-3">
          <NumberField meta={fields.areaSqftMin} label="Minimum area" min={1} step="any" />
          <NumberField meta={fields.areaSqftMax} label="Maximum area" min={1} step="any" />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <NumberField meta={fields.balconySqft} label="Balcony" min={0} step="any" />
          <NumberField meta={fields.airConLedgeSqft} label="AC ledge" min={0} step="any" />
          <NumberField meta={fields.householdShelterSqft} label="Household shelter" min={0} step="any" />
        </div>
      </Section>

      <Section title="Pricing (S$)">
        <NumberField
          meta={fields.indicativePriceFrom}
          label="Starting price"
          min={0}
          step={STARTING_PRICE_STEP}
          placeholder="1288000"
          hint="In dollars. Leave it empty and buyers read 'price on request'."
        />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <NumberField meta={fields.pricePsfFrom} label="Price PSF from" min={0} step="any" />
          <NumberField meta={fields.pricePsfTo} label="Price PSF to" min={0} step="any" />
          <NumberField meta={fields.maintenanceFeePsf} label="Maintenance fee PSF" min={0} step={MAINTENANCE_FEE_PSF_STEP} placeholder="0.35" />
        </div>
      </Section>

      <Section title="Position">
        <div className="grid grid-cols-2 gap-3">
          <NumberField meta={fields.floorRangeMin} label="Lowest floor" min={1} step={1} />
          <NumberField meta={fields.floorRangeMax} label="Highest floor" min={1} step={1} />
        </div>
        <FacingDirections meta={fields.facingDirection} />
      </Section>

      <FloorPlan meta={fields.floorPlanUrl} projectId={projectId} />
    </div>
  );
}

/** A multi-select of the eight directions as toggle chips: native checkboxes that post without JavaScript. */
function FacingDirections({ meta }: { meta: FieldMetadata<string[] | undefined> }) {
  const initial = meta.initialValue;
  const chosen = new Set(Array.isArray(initial) ? initial : typeof initial === "string" ? [initial] : []);
  return (
    <fieldset className="grid gap-2" aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Facing directions</legend>
      <div className="flex flex-wrap gap-2">
        {FACING_DIRECTIONS.map((direction) => (
          <label
            key={direction}
            className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 transition-colors hover:border-slate-400 has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:checked]:text-brand has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
          >
            <input type="checkbox" name={meta.name} value={direction} defaultChecked={chosen.has(direction)} className="sr-only" />
            {direction}
          </label>
        ))}
      </div>
      {meta.errors?.length ? (
        <p id={meta.errorId} role="alert" className="text-sm text-red-600">
          {meta.errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The floor plan picture: uploaded at once to the project's folder; the form keeps its address. */
function FloorPlan({ meta, projectId }: { meta: TextMeta; projectId: string }) {
  const [url, setUrl] = useState(typeof meta.initialValue === "string" ? meta.initialValue : "");
  const upload = useProjectUpload(projectId, "floorPlan");
  return (
    <Section title="Floor plan">
      <input type="hidden" name={meta.name} value={url} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex h-28 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 sm:w-40">
          {url ? (
            <img src={url} alt="Floor plan preview" className="h-full w-full object-contain" />
          ) : (
            <ImageIcon className="size-8 text-slate-300" aria-hidden="true" />
          )}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <FilePickerButton
              kind="projectImage"
              label={url ? "Replace floor plan" : "Upload floor plan"}
              busy={upload.uploading}
              progress={upload.progress}
              onFiles={(files) => void upload.upload(files.slice(0, 1), (file) => setUrl(file.url))}
            />
            {url ? (
              <Button type="button" variant="ghost" size="sm" className="text-red-600 hover:bg-red-50 hover:text-red-700" onClick={() => setUrl("")}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-slate-500">JPEG, PNG or WebP up to 10MB. Buyers open it full screen.</p>
          {upload.error ? (
            <p role="alert" className="text-sm text-red-600">
              {upload.error}
            </p>
          ) : null}
          {meta.errors?.length ? (
            <p role="alert" className="text-sm text-red-600">
              {meta.errors[0]}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
