import type { FieldMetadata } from "@conform-to/react";
import { Building, Pencil, Plus, Trash2 } from "lucide-react";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { NumberField, TextField } from "~/components/form-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { createBuildingSchema, updateBuildingSchema } from "~/domain/schemas/building";
import type { ExistingBuilding } from "./wizard-fields";

interface BuildingFields {
  buildingNumber: FieldMetadata<number | undefined>;
  postalCode: FieldMetadata<string | undefined>;
  buildingAddress: FieldMetadata<string | undefined>;
}

function BuildingFormFields({ fields }: { fields: BuildingFields }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NumberField meta={fields.buildingNumber} label="Building number" min={1} step={1} />
      <TextField meta={fields.postalCode} label="Postal code" inputMode="numeric" autoComplete="off" />
      <div className="sm:col-span-2">
        <TextField meta={fields.buildingAddress} label="Building address" autoComplete="off" />
      </div>
    </div>
  );
}

/**
 * The buildings of a saved project (wizard step 4 when editing): each change is saved at once
 * with the toasts of part 3 §8. Rendered outside the wizard's form, so these dialogs' forms
 * are not nested in it.
 */
export function BuildingManager({ projectId, buildings }: { projectId: string; buildings: ExistingBuilding[] }) {
  const nextNumber = Math.max(0, ...buildings.map((building) => building.buildingNumber)) + 1;
  return (
    <section aria-labelledby="existing-buildings" className="mt-6 grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h3 id="existing-buildings" className="font-semibold text-slate-900">
            Buildings
          </h3>
          <p className="text-sm text-slate-500">Changes to buildings are saved straight away.</p>
        </div>
        <FormDialog
          trigger={
            <Button type="button" variant="outline" size="sm">
              <Plus aria-hidden="true" />
              Add Building
            </Button>
          }
          title="Add Building"
          intent="createBuilding"
          formId={`building-create-${projectId}`}
          schema={createBuildingSchema}
          defaultValue={{ buildingNumber: nextNumber }}
          hidden={{ projectId }}
          submitLabel="Add Building"
          pendingLabel="Adding..."
        >
          {(fields) => <BuildingFormFields fields={fields} />}
        </FormDialog>
      </div>
      {buildings.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          No buildings yet. Add the first one.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {buildings.map((building) => (
            <li key={building.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
                  <Building className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">Building {building.buildingNumber}</p>
                  <p className="truncate text-sm text-slate-500">
                    {building.postalCode}
                    {building.buildingAddress ? ` · ${building.buildingAddress}` : ""}
                  </p>
                </div>
                {building.unitTypeCount > 0 ? (
                  <Badge variant="secondary">
                    {building.unitTypeCount} unit type{building.unitTypeCount === 1 ? "" : "s"}
                  </Badge>
                ) : null}
              </div>
              <div className="flex shrink-0 gap-1">
                <FormDialog
                  trigger={
                    <Button type="button" variant="ghost" size="sm" aria-label={`Edit building ${building.buildingNumber}`}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                  }
                  title="Edit Building"
                  intent="updateBuilding"
                  formId={`building-edit-${building.id}`}
                  schema={updateBuildingSchema}
                  defaultValue={{
                    buildingNumber: building.buildingNumber,
                    postalCode: building.postalCode,
                    buildingAddress: building.buildingAddress ?? "",
                  }}
                  hidden={{ id: building.id }}
                  submitLabel="Save Changes"
                  pendingLabel="Saving..."
                >
                  {(fields) => <BuildingFormFields fields={fields} />}
                </FormDialog>
                <ConfirmDialog
                  trigger={
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="text-red-600 hover:bg-red-50 hover:text-red-700"
                      aria-label={`Delete building ${building.buildingNumber}`}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  }
                  title="Delete Building"
                  description={
                    building.unitTypeCount > 0
                      ? `Building ${building.buildingNumber} has ${building.unitTypeCount} unit type(s). Reassign or delete them first: a building with unit types cannot be deleted.`
                      : `Building ${building.buildingNumber} is removed from the project. Associated unit types are also affected; this building has none.`
                  }
                  intent="deleteBuilding"
                  values={{ id: building.id }}
                  confirmLabel="Delete Building"
                  pendingLabel="Deleting..."
                  variant="destructive"
                  locked
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
