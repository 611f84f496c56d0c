import type { FieldMetadata } from "@conform-to/react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { SelectField, TextareaField, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import type { FacilityOption } from "~/domain/facility-read-models";
import { FACILITY_ICON_KEYS, FACILITY_ICON_LABELS, facilityOptionSchema, updateFacilityOptionSchema } from "~/domain/schemas/facility";

// The shared list of facility options (decision record 107): added, edited and deleted from the
// facilities grid of any project; a change shows on every project that offers the option.

type TextMeta = FieldMetadata<string | undefined>;

function OptionFields({ fields }: { fields: { name: TextMeta; iconClass: TextMeta; description: TextMeta } }) {
  return (
    <div className="grid gap-4">
      <TextField meta={fields.name} label="Facility name" placeholder="Tennis Court" autoComplete="off" />
      <SelectField meta={fields.iconClass} label="Icon">
        {FACILITY_ICON_KEYS.map((key) => (
          <option key={key} value={key}>
            {FACILITY_ICON_LABELS[key]}
          </option>
        ))}
      </SelectField>
      <TextareaField meta={fields.description} label="Description" rows={3} />
    </div>
  );
}

/** A new option of the shared list, for every project. */
export function AddFacilityOption() {
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <Plus aria-hidden="true" />
          Add Facility Option
        </Button>
      }
      title="Add Facility Option"
      description="A facility every project can choose from, such as a tennis court or a sky garden."
      intent="createFacilityOption"
      formId="facility-option-create"
      schema={facilityOptionSchema}
      defaultValue={{ iconClass: "default" }}
      submitLabel="Add Facility"
      pendingLabel="Adding..."
    >
      {(fields) => <OptionFields fields={fields} />}
    </FormDialog>
  );
}

export function EditFacilityOption({ option }: { option: FacilityOption }) {
  return (
    <FormDialog
      trigger={
        <Button variant="ghost" size="sm" className="px-2" aria-label={`Edit the option ${option.name}`} title="Edit option">
          <Pencil aria-hidden="true" />
        </Button>
      }
      title={`Edit ${option.name}`}
      description="The name, icon and description change on every project that offers this facility."
      intent="updateFacilityOption"
      formId={`facility-option-${option.id}`}
      schema={updateFacilityOptionSchema}
      defaultValue={{ name: option.name, iconClass: option.iconClass ?? "default", description: option.description ?? undefined }}
      hidden={{ id: option.id }}
      submitLabel="Save Option"
      pendingLabel="Saving..."
    >
      {(fields) => <OptionFields fields={fields} />}
    </FormDialog>
  );
}

export function DeleteFacilityOption({ option }: { option: FacilityOption }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="px-2 text-slate-500 hover:text-red-700" aria-label={`Delete the option ${option.name}`} title="Delete option">
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={`Delete ${option.name}?`}
      description="It leaves the list every project chooses from. An option a project still offers cannot be deleted: untick it there first."
      intent="deleteFacilityOption"
      values={{ id: option.id }}
      confirmLabel="Delete Option"
      pendingLabel="Deleting..."
      variant="destructive"
    />
  );
}
