import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/form-fields";

/** The fields of the add and edit dialogs (part 2 §5: name required, logo URL optional). */
export function AgencyFormFields({ fields }: { fields: { name: FieldMetadata<string | undefined>; logoUrl: FieldMetadata<string | undefined> } }) {
  return (
    <>
      <TextField meta={fields.name} label="Agency name" autoComplete="organization" placeholder="e.g. ERA Realty Network" />
      <TextField meta={fields.logoUrl} label="Logo URL (optional)" placeholder="https://…" hint="A link to the agency's logo image." />
    </>
  );
}
