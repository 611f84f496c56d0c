import { CheckCircle2, LayoutGrid, PackageOpen } from "lucide-react";
import type { Route } from "./+types/dashboard.project-management.facilities.$slug";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { StatCard } from "~/components/dashboard/stat-card";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import {
  deleteFacilityOptionSchema,
  FACILITY_MESSAGES,
  FACILITY_TOASTS,
  facilityOptionSchema,
  projectFacilityDetailsSchema,
  projectFacilitySchema,
  updateFacilityOptionSchema,
} from "~/domain/schemas/facility";
import { accountMeta } from "~/features/auth/account-meta";
import { FacilityCard } from "~/features/projects-admin/facility-card";
import { AddFacilityOption } from "~/features/projects-admin/facility-option-dialogs";
import { ProjectDetailsHeader } from "~/features/projects-admin/project-details-header";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { createFacilityOption, deleteFacilityOption, updateFacilityOption } from "#server/services/projects/facility-options";
import { addProjectFacility, getProjectFacilities, removeProjectFacility, saveFacilityDetails } from "#server/services/projects/project-facilities";

export const handle: BreadcrumbHandle = { breadcrumb: "Facilities & Amenities" };
export const meta: Route.MetaFunction = ({ matches, params }) => accountMeta(`Facilities · /project-management/facilities/${params.slug}`, matches);

const ACCESS = { permission: "projectManagement" } as const;
const DENIED = { deniedMessage: ACCESS_MESSAGES.projectManagementDenied };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, ACCESS, DENIED);
  const view = await getProjectFacilities(context, user, { slug: params.slug });
  return { role: user.role, ...view };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, ACCESS, DENIED);
  return handleIntents(request, context, {
    addFacility: intent({
      schema: projectFacilitySchema,
      failureTitle: FACILITY_TOASTS.addFailed,
      run: async (input) => ({ title: FACILITY_TOASTS.added, description: (await addProjectFacility(context, user, input)).name }),
    }),
    removeFacility: intent({
      schema: projectFacilitySchema,
      failureTitle: FACILITY_TOASTS.removeFailed,
      run: async (input) => ({ title: FACILITY_TOASTS.removed, description: (await removeProjectFacility(context, user, input)).name }),
    }),
    saveFacilityDetails: intent({
      schema: projectFacilityDetailsSchema,
      failureTitle: FACILITY_TOASTS.detailsFailed,
      run: async (input) => ({ title: FACILITY_TOASTS.detailsSaved, description: (await saveFacilityDetails(context, user, input)).name }),
    }),
    createFacilityOption: intent({
      schema: facilityOptionSchema,
      failureTitle: FACILITY_TOASTS.optionFailed,
      run: async (input) => ({ title: FACILITY_TOASTS.optionCreated, description: (await createFacilityOption(context, user, input)).name }),
    }),
    updateFacilityOption: intent({
      schema: updateFacilityOptionSchema,
      failureTitle: FACILITY_TOASTS.optionUpdateFailed,
      run: async (input) => ({ title: FACILITY_TOASTS.optionUpdated, description: (await updateFacilityOption(context, user, input)).name }),
    }),
    deleteFacilityOption: intent({
      schema: deleteFacilityOptionSchema,
      failureTitle: FACILITY_TOASTS.optionDeleteFailed,
      run: async (input) => ({ title: FACILITY_TOASTS.optionDeleted, description: (await deleteFacilityOption(context, user, input)).name }),
    }),
  });
}

export default function FacilitiesPage({ loaderData }: Route.ComponentProps) {
  const { role, project, facilities, selectedCount } = loaderData;
  return (
    <>
      <ProjectDetailsHeader
        title="Facilities & Amenities"
        description="Tick what the development offers; each change is saved at once and shown under Amenities on the public page."
        role={role}
        project={project}
        actions={<AddFacilityOption />}
      />

      <div className="mb-6 grid grid-cols-2 gap-3 sm:max-w-xl sm:gap-4">
        <StatCard label="Selected Amenities" value={selectedCount} icon={CheckCircle2} tone="emerald" />
        <StatCard label="Available Facilities" value={facilities.length} icon={LayoutGrid} tone="slate" />
      </div>

      {facilities.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
            <PackageOpen className="size-6" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{FACILITY_MESSAGES.noFacilities}</h2>
          <p className="mt-1 text-sm text-slate-600">{FACILITY_MESSAGES.noFacilitiesHint}</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Facilities">
          {facilities.map((facility) => (
            <FacilityCard key={facility.id} projectId={project.id} facility={facility} />
          ))}
        </ul>
      )}
    </>
  );
}
