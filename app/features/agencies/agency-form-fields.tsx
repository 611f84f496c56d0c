import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/form-fields";

/** The fields of the add and edit dialogs (part 2 §5: name required, logo URL optional; issue 10: the CEA licence). */
export function AgencyFormFields({
  fields,
}: {
  fields: { name: FieldMetadata<string | undefined>; licenceNumber: FieldMetadata<string | undefined>; logoUrl: FieldMetadata<string | undefined> };
}) {
  return (
    <>
      <TextField meta={fields.name} label="Agency name" autoComplete="organization" placeholder="e.g. ERA Realty Network" />
      <TextField
        meta={fields.licenceNumber}
        label="CEA licence number (optional)"
        placeholder="e.g. L3008022J"
        hint="Shown with its realtors' registration numbers on their sites."
      />
      <TextField meta={fields.logoUrl} label="Logo URL (optional)" placeholder="https://…" hint="A link to the agency's logo image." />
    </>
  );
}
