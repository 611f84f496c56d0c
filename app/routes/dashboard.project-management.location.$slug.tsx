import { Check, GraduationCap, Hash, MapPin, Navigation, Plus, ShoppingBag, TrainFront } from "lucide-react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/dashboard.project-management.location.$slug";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { IntentNotice } from "~/components/dashboard/intent-notice";
import { UrlSearch, UrlSelect, UrlTabs } from "~/components/dashboard/list-toolbar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import {
  AMENITY_TYPES,
  filterLocationEntries,
  LOCATION_FORM_SCHEMAS,
  LOCATION_KIND_TEXT,
  LOCATION_KINDS,
  locationEntryIdSchema,
  locationToasts,
  locationUpdateSchema,
  POPULAR_DESTINATIONS,
  stationProposalsSchema,
  SCHOOL_TYPES,
  TRANSPORT_TYPES,
  type LocationKind,
} from "~/domain/schemas/location";
import { accountMeta } from "~/features/auth/account-meta";
import { LocationEntryDialog, LocationEntryRow, type LocationEntry } from "~/features/projects-admin/location-entries";
import { ProjectDetailsHeader } from "~/features/projects-admin/project-details-header";
import { StationProposalsPanel } from "~/features/projects-admin/station-proposals-panel";
import { requireAccess } from "#server/guards";
import { handleIntents, intent, type IntentHandler } from "#server/intent-action";
import { deleteLocationEntry, getProjectLocation, saveLocationEntry, type LocationEntryInput } from "#server/services/projects/project-location";
import { acceptStationProposals, proposeStations } from "#server/services/projects/station-proposals";
import type { Actor } from "#server/services/actor";
import type { AppLoadContext } from "react-router";
import type * as z from "zod";

export const handle: BreadcrumbHandle = { breadcrumb: "Location Management" };
export const meta: Route.MetaFunction = ({ matches, params }) => accountMeta(`Location · /project-management/location/${params.slug}`, matches);

const ACCESS = { permission: "projectManagement" } as const;
const DENIED = { deniedMessage: ACCESS_MESSAGES.projectManagementDenied };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, ACCESS, DENIED);
  const view = await getProjectLocation(context, user, { slug: params.slug });
  const stations = await proposeStations(context, user, { projectId: view.project.id });
  return { role: user.role, ...view, stations };
}

function kindIntents(context: AppLoadContext, user: Actor, kind: LocationKind): Record<string, IntentHandler<z.ZodType>> {
  const toasts = locationToasts(kind);
  return {
    [`create-${kind}`]: intent({
      schema: LOCATION_FORM_SCHEMAS[kind],
      failureTitle: toasts.createFailed,
      run: async (input) => {
        const created = await saveLocationEntry(context, user, kind, { ...(input as LocationEntryInput<typeof kind>), id: undefined });
        return { title: toasts.created, description: created.label };
      },
    }),
    [`update-${kind}`]: intent({
      schema: locationUpdateSchema(kind),
      failureTitle: toasts.updateFailed,
      run: async (input) => ({ title: toasts.updated, description: (await saveLocationEntry(context, user, kind, input as LocationEntryInput<typeof kind>)).label }),
    }),
    [`delete-${kind}`]: intent({
      schema: locationEntryIdSchema,
      failureTitle: toasts.deleteFailed,
      run: async (input) => ({ title: toasts.deleted, description: (await deleteLocationEntry(context, user, kind, input)).label }),
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, ACCESS, DENIED);
  return handleIntents(request, context, {
    ...Object.assign({}, ...LOCATION_KINDS.map((kind) => kindIntents(context, user, kind))),
    "accept-stations": intent({
      schema: stationProposalsSchema,
      failureTitle: "Failed to add stations",
      run: async (input) => {
        const { added, updated } = await acceptStationProposals(context, user, input);
        const parts = [added ? `${added} added` : null, updated ? `${updated} updated` : null].filter(Boolean);
        return { title: "Stations saved", description: `${parts.join(", ")} from open data` };
      },
    }),
  });
}

const TAB_ICONS = { schools: GraduationCap, transport: TrainFront, amenities: ShoppingBag, keyDistances: Navigation } as const;
const TYPE_FILTERS: Partial<Record<LocationKind, readonly string[]>> = { schools: SCHOOL_TYPES, transport: TRANSPORT_TYPES, amenities: AMENITY_TYPES };
const SEARCH_PLACEHOLDERS: Record<LocationKind, string> = {
  schools: "Search schools by name or type",
  transport: "Search transport by name or type",
  amenities: "Search amenities",
  keyDistances: "Search destinations",
};

function isKind(value: string | null): value is LocationKind {
  return (LOCATION_KINDS as readonly string[]).includes(value ?? "");
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { role, project, entries, stations } = loaderData;
  const [searchParams] = useSearchParams();
  const tab = searchParams.get("tab");
  const kind: LocationKind = isKind(tab) ? tab : "schools";
  const text = LOCATION_KIND_TEXT[kind];
  const types = TYPE_FILTERS[kind];
  const type = types?.includes(searchParams.get("type") ?? "") ? searchParams.get("type") : null;
  const search = searchParams.get("q") ?? "";
  const all = entries[kind] as unknown as LocationEntry[];
  const shown = filterLocationEntries(kind, all, search, type);
  const Icon = TAB_ICONS[kind];

  return (
    <>
      <ProjectDetailsHeader
        title="Location Management"
        description="Schools, transport, amenities and travel times buyers read in the Location tab of the public page."
        role={role}
        project={project}
      />

      <section aria-label="Project location" className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{project.name}</h2>
          <Badge variant="default">{project.district}</Badge>
          <Badge variant="secondary">{project.neighbourhood}</Badge>
        </div>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <LocationFact icon={MapPin} label="Address" value={project.fullAddress} />
          <LocationFact icon={Hash} label="Postal code" value={project.postalCode ?? "Not set"} />
          <LocationFact
            icon={Navigation}
            label="Coordinates"
            value={project.latitude !== null && project.longitude !== null ? `${project.latitude.toFixed(6)}, ${project.longitude.toFixed(6)}` : "Not set"}
          />
        </dl>
      </section>

      <UrlTabs
        label="Location details"
        current={kind}
        tabs={LOCATION_KINDS.map((value) => ({ value, label: LOCATION_KIND_TEXT[value].tab, count: entries[value].length }))}
      />
      {LOCATION_KINDS.map((value) => (
        <IntentNotice key={value} fetcherKey={`delete-${value}`} />
      ))}

      <section aria-label={text.tab} className="mt-4 rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <UrlSearch label={SEARCH_PLACEHOLDERS[kind]} placeholder={SEARCH_PLACEHOLDERS[kind]} />
            {types ? <UrlSelect param="type" label={`${text.noun} type`} allLabel="All Types" options={types} /> : null}
          </div>
          <LocationEntryDialog
            key={kind}
            kind={kind}
            projectId={project.id}
            trigger={
              <Button>
                <Plus aria-hidden="true" />
                Add {text.noun}
              </Button>
            }
          />
        </div>

        {kind === "transport" ? <StationProposalsPanel key={`${project.latitude},${project.longitude}`} projectId={project.id} data={stations} /> : null}
        <QuickAdd kind={kind} projectId={project.id} added={new Set(entries.keyDistances.map((entry) => entry.destinationName.toLowerCase()))} />

        {shown.length === 0 ? (
          <div className="px-6 py-12 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand/10 text-brand">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{all.length ? `No matching ${text.plural}` : `No ${text.plural} added yet`}</h3>
            <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
              {all.length ? "Try another name or type." : `Add the ${text.plural} near ${project.name}; buyers see them nearest first.`}
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={`${text.tab} of ${project.name}`}>
            {shown.map((entry) => (
              <LocationEntryRow key={entry.id} kind={kind} entry={entry} projectId={project.id} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function LocationFact({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-slate-500">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 tabular-nums text-slate-800">{value}</dd>
    </div>
  );
}

/** Part 3 §2: quick-add buttons per amenity category and for popular destinations. */
function QuickAdd({ kind, projectId, added }: { kind: LocationKind; projectId: string; added: Set<string> }) {
  if (kind !== "amenities" && kind !== "keyDistances") return null;
  const presets = kind === "amenities" ? AMENITY_TYPES.map((type) => ({ label: type, value: { amenityType: type } })) : POPULAR_DESTINATIONS.map((name) => ({ label: name, value: { destinationName: name } }));
  return (
    <div className="border-b border-slate-100 px-4 py-3">
      <p className="mb-2 text-xs font-medium uppercase tracking-wide text-slate-500">{kind === "amenities" ? "Quick add by category" : "Popular destinations"}</p>
      <div className="flex flex-wrap gap-1.5">
        {presets.map((preset) =>
          kind === "keyDistances" && added.has(preset.label.toLowerCase()) ? (
            <span key={preset.label} className="inline-flex h-8 items-center gap-1 rounded-full bg-emerald-50 px-3 text-xs font-medium text-emerald-800">
              <Check className="size-3" aria-hidden="true" />
              {preset.label}
              <span className="sr-only">(added)</span>
            </span>
          ) : (
          <LocationEntryDialog
            key={preset.label}
            kind={kind}
            projectId={projectId}
            preset={preset.value}
            trigger={
              <Button variant="outline" size="sm" className="h-8 rounded-full px-3 text-xs" aria-label={`Quick add ${preset.label}`}>
                <Plus className="size-3" aria-hidden="true" />
                {preset.label}
              </Button>
            }
          />
          ),
        )}
      </div>
    </div>
  );
}
