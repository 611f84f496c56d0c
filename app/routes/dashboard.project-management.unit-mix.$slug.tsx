import { AlertCircle, BedDouble, Building2, Compass, ImageOff, Layers, LayoutGrid, Pencil, Plus, Ruler, Tag, Trash2 } from "lucide-react";
import type { Route } from "./+types/dashboard.project-management.unit-mix.$slug";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { IntentNotice } from "~/components/dashboard/intent-notice";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { centsToDollars, formatArea, formatPriceFromCents } from "~/domain/format";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import {
  createUnitTypeSchema,
  UNIT_TYPE_DEFAULTS,
  UNIT_TYPE_MESSAGES,
  UNIT_TYPE_TOASTS,
  unitTypeIdSchema,
  updateUnitTypeSchema,
} from "~/domain/schemas/unit-type";
import { bedroomsText, facingText, floorsText, maintenanceFeeText, priceRangeText, psfRangeText } from "~/domain/unit-type-text";
import type { UnitTypeRow } from "~/domain/unit-type-read-models";
import { accountMeta } from "~/features/auth/account-meta";
import { ProjectDetailsHeader } from "~/features/projects-admin/project-details-header";
import { UnitTypeFormFields } from "~/features/projects-admin/unit-type-form";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { createUnitType, deleteUnitType, getUnitMix, updateUnitType, type UnitMix } from "#server/services/projects/unit-types";

export const handle: BreadcrumbHandle = { breadcrumb: "Unit Mix" };
export const meta: Route.MetaFunction = ({ matches, params }) => accountMeta(`Unit Mix · /project-management/unit-mix/${params.slug}`, matches);

const ACCESS = { permission: "projectManagement" } as const;
const DENIED = { deniedMessage: ACCESS_MESSAGES.projectManagementDenied };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, ACCESS, DENIED);
  const unitMix = await getUnitMix(context, user, { slug: params.slug });
  return { role: user.role, ...unitMix };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, ACCESS, DENIED);
  return handleIntents(request, context, {
    createUnitType: intent({
      schema: createUnitTypeSchema,
      failureTitle: UNIT_TYPE_TOASTS.createFailed,
      run: async (input) => ({ title: UNIT_TYPE_TOASTS.created, description: (await createUnitType(context, user, input)).name }),
    }),
    updateUnitType: intent({
      schema: updateUnitTypeSchema,
      failureTitle: UNIT_TYPE_TOASTS.updateFailed,
      run: async (input) => ({ title: UNIT_TYPE_TOASTS.updated, description: (await updateUnitType(context, user, input)).name }),
    }),
    deleteUnitType: intent({
      schema: unitTypeIdSchema,
      failureTitle: UNIT_TYPE_TOASTS.deleteFailed,
      run: async (input) => ({ title: UNIT_TYPE_TOASTS.deleted, description: (await deleteUnitType(context, user, input)).name }),
    }),
  });
}

/** The form's values of a stored unit type: cents back to dollars, absent numbers empty. */
function formValues(unit: UnitTypeRow) {
  const dollars = (cents: number | null) => (cents === null ? undefined : centsToDollars(cents));
  const optional = (value: number | null) => value ?? undefined;
  return {
    name: unit.name,
    buildingId: unit.buildingId,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    hasStudy: unit.hasStudy ? "true" : "false",
    areaSqftMin: unit.areaSqftMin,
    areaSqftMax: unit.areaSqftMax,
    totalCountOfType: unit.totalCountOfType,
    indicativePriceFrom: dollars(unit.indicativePriceFrom),
    pricePsfFrom: dollars(unit.pricePsfFrom),
    pricePsfTo: dollars(unit.pricePsfTo),
    maintenanceFeePsf: dollars(unit.maintenanceFeePsf),
    balconySqft: optional(unit.balconySqft),
    airConLedgeSqft: optional(unit.airConLedgeSqft),
    householdShelterSqft: optional(unit.householdShelterSqft),
    floorRangeMin: optional(unit.floorRangeMin),
    floorRangeMax: optional(unit.floorRangeMax),
    facingDirection: unit.facingDirection,
    floorPlanUrl: unit.floorPlanUrl ?? undefined,
  };
}

export default function UnitMixPage({ loaderData }: Route.ComponentProps) {
  const { role, project, buildings, unitTypes, summary } = loaderData;
  const noBuildings = buildings.length === 0;
  const addButton = (
    <Button disabled={noBuildings}>
      <Plus aria-hidden="true" />
      Add Unit Type
    </Button>
  );
  return (
    <>
      <ProjectDetailsHeader
        title="Unit Mix"
        description="The layouts buyers choose from, with sizes, prices and floor plans. Changes show on the public page at once."
        role={role}
        project={project}
        actions={noBuildings ? addButton : <UnitTypeDialog mode="create" loaderData={loaderData} trigger={addButton} />}
      />

      <IntentNotice fetcherKey="delete-unit-type" />
      {noBuildings ? (
        <Alert variant="destructive" className="mb-6">
          <AlertCircle className="size-4" aria-hidden="true" />
          <p>{UNIT_TYPE_MESSAGES.noBuildings}</p>
        </Alert>
      ) : null}

      <StatGrid className="mb-6">
        <StatCard label="Unit Types" value={summary.types} icon={LayoutGrid} />
        <StatCard label="Total Units" value={summary.units} icon={Building2} tone="blue" />
        <StatCard
          label="Price Range"
          value={priceRangeText(summary.priceFromCents, summary.priceToCents) ?? "—"}
          icon={Tag}
          tone="emerald"
          hint={summary.priceFromCents === null ? "No unit type is priced yet" : "Starting prices"}
        />
        <StatCard
          label="Size Range"
          value={summary.areaSqftMin === null ? "—" : formatArea(summary.areaSqftMin, summary.areaSqftMax)}
          icon={Ruler}
          tone="violet"
        />
      </StatGrid>

      {unitTypes.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand/10 text-brand">
            <LayoutGrid className="size-6" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">No unit types yet</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
            {noBuildings ? "Add a building to the project first, then describe its layouts here." : "Add the first layout buyers can choose, with its size and starting price."}
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Unit types">
          {unitTypes.map((unit) => (
            <UnitTypeCard key={unit.id} unit={unit} loaderData={loaderData} />
          ))}
        </ul>
      )}
    </>
  );
}

function UnitTypeDialog({
  mode,
  unit,
  loaderData,
  trigger,
}: {
  mode: "create" | "edit";
  unit?: UnitTypeRow;
  loaderData: UnitMix;
  trigger: React.ReactElement;
}) {
  const { project, buildings } = loaderData;
  const shared = {
    trigger,
    description: `A layout of ${project.name}. Prices are in Singapore dollars.`,
    submitLabel: mode === "create" ? "Create Unit Type" : "Save Changes",
    pendingLabel: mode === "create" ? "Creating..." : "Saving...",
  };
  const children = (fields: Parameters<typeof UnitTypeFormFields>[0]["fields"]) => (
    <UnitTypeFormFields fields={fields} projectId={project.id} buildings={buildings} />
  );
  if (mode === "create" || !unit) {
    return (
      <FormDialog
        {...shared}
        title="Add Unit Type"
        intent="createUnitType"
        formId={`unit-type-create-${project.id}`}
        schema={createUnitTypeSchema}
        defaultValue={{ ...UNIT_TYPE_DEFAULTS, hasStudy: "false", buildingId: buildings.length === 1 ? buildings[0].id : undefined }}
        hidden={{ projectId: project.id }}
      >
        {(fields) => children(fields)}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      {...shared}
      title={`Edit ${unit.name}`}
      intent="updateUnitType"
      formId={`unit-type-edit-${unit.id}`}
      schema={updateUnitTypeSchema}
      defaultValue={formValues(unit)}
      hidden={{ id: unit.id }}
    >
      {(fields) => children(fields)}
    </FormDialog>
  );
}

function Detail({ icon: Icon, children }: { icon: typeof Ruler; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-sm text-slate-600">
      <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      <span className="min-w-0">{children}</span>
    </li>
  );
}

function UnitTypeCard({ unit, loaderData }: { unit: UnitTypeRow; loaderData: UnitMix }) {
  const floors = floorsText(unit.floorRangeMin, unit.floorRangeMax);
  const facing = facingText(unit.facingDirection);
  const fee = maintenanceFeeText(unit.maintenanceFeePsf);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" aria-label={unit.name}>
      {unit.floorPlanUrl ? (
        <div className="flex h-40 items-center justify-center border-b border-slate-100 bg-slate-50">
          <img src={unit.floorPlanUrl} alt={`Floor plan of ${unit.name}`} loading="lazy" className="h-full w-full object-contain p-2" />
        </div>
      ) : (
        <div className="flex items-center gap-2 border-b border-dashed border-slate-200 bg-slate-50/70 px-5 py-2.5 text-xs font-medium text-slate-500">
          <ImageOff className="size-4" aria-hidden="true" />
          No floor plan yet
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold text-slate-900">{unit.name}</h2>
            <p className="text-xs text-slate-500">Building {unit.buildingNumber}</p>
          </div>
          <Badge variant="secondary">{unit.totalCountOfType} units</Badge>
        </div>
        <ul className="mt-3 grid gap-1.5">
          <Detail icon={BedDouble}>{bedroomsText(unit)}</Detail>
          <Detail icon={Ruler}>{formatArea(unit.areaSqftMin, unit.areaSqftMax)}</Detail>
          {floors ? <Detail icon={Layers}>{floors}</Detail> : null}
          {facing ? <Detail icon={Compass}>{facing}</Detail> : null}
        </ul>
        <div className="mt-4 border-t border-slate-100 pt-4">
          <p className="text-lg font-semibold tracking-tight text-slate-900">{formatPriceFromCents(unit.indicativePriceFrom)}</p>
          <p className="text-sm text-slate-600">{psfRangeText(unit.pricePsfFrom, unit.pricePsfTo)}</p>
          {fee ? <p className="text-xs text-slate-500">Maintenance {fee}</p> : null}
        </div>
        <div className="mt-4 flex gap-2">
          <UnitTypeDialog
            mode="edit"
            unit={unit}
            loaderData={loaderData}
            trigger={
              <Button variant="outline" size="sm" aria-label={`Edit ${unit.name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            }
          />
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50 hover:text-red-700" aria-label={`Delete ${unit.name}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
            title="Delete Unit Type"
            description={`${unit.name} (${unit.totalCountOfType} units) is removed from ${loaderData.project.name} and from its public page. This cannot be undone.`}
            intent="deleteUnitType"
            values={{ id: unit.id }}
            confirmLabel="Delete Unit Type"
            pendingLabel="Deleting..."
            variant="destructive"
            locked
            fetcherKey="delete-unit-type"
          />
        </div>
      </div>
    </li>
  );
}

