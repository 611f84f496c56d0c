import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type * as z from "zod";
import type { createProjectSchema } from "~/domain/schemas/project";

/**
 * The wizard's form shape: every project field and the buildings list (update adds the id).
 * District and region are normalised by the schema before it checks them, so zod types their
 * input as unknown; the form sends them as text.
 */
export type WizardInput = Omit<z.input<typeof createProjectSchema>, "district" | "urbanPlanningRegion"> & {
  district?: string;
  urbanPlanningRegion?: string;
};
export type WizardForm = FormMetadata<WizardInput>;
export type WizardFields = ReturnType<WizardForm["getFieldset"]>;

/** A field as the shared inputs take it; preprocessed schema fields (district, region) type their input as unknown. */
export function textMeta(meta: FieldMetadata<unknown>): FieldMetadata<string | undefined> {
  return meta as FieldMetadata<string | undefined>;
}

export function numberMeta(meta: FieldMetadata<unknown>): FieldMetadata<number | string | undefined> {
  return meta as FieldMetadata<number | string | undefined>;
}

/** A developer or architect in a picker. */
export interface StakeholderOption {
  id: string;
  name: string;
}

/** A building of a project being edited, with the unit types that use it. */
export interface ExistingBuilding {
  id: string;
  buildingNumber: number;
  buildingAddress: string | null;
  postalCode: string;
  unitTypeCount: number;
}

/** A required field's label: the words, and a mark that screen readers skip (the input is marked required). */
export function requiredLabel(text: string) {
  return (
    <>
      {text}
      <span className="ml-0.5 text-red-600" aria-hidden="true">
        *
      </span>
    </>
  );
}
