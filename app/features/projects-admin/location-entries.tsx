import { MapPin, Pencil, Trash2 } from "lucide-react";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { NumberField, SelectField, TextareaField, TextField } from "~/components/form-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { formatKm, formatMinutes } from "~/domain/format";
import { hasMapPosition, isMapStation } from "~/domain/project-map-places";
import {
  AMENITY_TYPES,
  DISTANCE_STEP_KM,
  formatMapPosition,
  KEY_DISTANCE_COLOUR_CLASSES,
  keyDistanceColour,
  LOCATION_FORM_SCHEMAS,
  LOCATION_KIND_TEXT,
  locationEntryName,
  locationEntryType,
  SCHOOL_TYPES,
  TRANSPORT_TYPES,
  type LocationKind,
} from "~/domain/schemas/location";

/** An entry of any tab as the page lists it: its id plus the stored fields of its kind. */
export type LocationEntry = { id: string; distanceKm: number } & Record<string, unknown>;

function Distance({ meta }: { meta: Parameters<typeof NumberField>[0]["meta"] }) {
  return <NumberField meta={meta} label="Distance (km)" min={0} step={DISTANCE_STEP_KM} placeholder="0.5" />;
}

function Minutes({ meta, label }: { meta: Parameters<typeof NumberField>[0]["meta"]; label: string }) {
  return <NumberField meta={meta} label={label} min={0} step={1} placeholder="min" />;
}

/** Schools, MRT and LRT stations, and amenities with a position are plotted on the public project map (decision records 108 and 111). */
function MapPositionField({ meta }: { meta: Parameters<typeof TextField>[0]["meta"] }) {
  return (
    <TextField
      meta={meta}
      label="Map position (optional)"
      placeholder="1.3048, 103.8318"
      autoComplete="off"
      hint="Latitude, longitude: in Google Maps, right-click the place and click the numbers to copy them. Schools, MRT and LRT stations, and amenities with a position are drawn on the project's map."
    />
  );
}

/** Whether the public map draws it; null for an entry it never draws, whatever its position. */
function mapPlotted(kind: LocationKind, entry: LocationEntry): boolean | null {
  if (kind === "keyDistances" || (kind === "transport" && !isMapStation(String(entry.transportType)))) return null;
  return hasMapPosition({ latitude: numberOrNull(entry.latitude), longitude: numberOrNull(entry.longitude) });
}

function TypeOptions({ types, placeholder }: { types: readonly string[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {types.map((type) => (
        <option key={type} value={type}>
          {type}
        </option>
      ))}
    </>
  );
}

/** Add or edit one entry of a tab; `preset` fills a quick-add (an amenity type, a destination). */
export function LocationEntryDialog({
  kind,
  projectId,
  entry,
  preset,
  trigger,
}: {
  kind: LocationKind;
  projectId: string;
  entry?: LocationEntry;
  preset?: Record<string, string>;
  trigger: React.ReactElement;
}) {
  const noun = LOCATION_KIND_TEXT[kind].noun;
  const common = {
    trigger,
    title: entry ? `Edit ${noun}` : `Add ${noun}`,
    intent: `${entry ? "update" : "create"}-${kind}`,
    formId: `location-${kind}-${entry?.id ?? `new-${Object.values(preset ?? {}).join("-") || "blank"}`}`,
    hidden: (entry ? { projectId, id: entry.id } : { projectId }) as Record<string, string>,
    submitLabel: entry ? "Save Changes" : `Add ${noun}`,
    pendingLabel: "Saving...",
  };
  const position = entry ? formatMapPosition(numberOrNull(entry.latitude), numberOrNull(entry.longitude)) : null;
  const values = { ...(entry ?? {}), ...(position ? { mapPosition: position } : {}), ...(preset ?? {}) } as Record<string, never>;
  switch (kind) {
    case "schools":
      return (
        <FormDialog {...common} schema={LOCATION_FORM_SCHEMAS.schools} defaultValue={values}>
          {(fields) => (
            <div className="grid gap-4">
              <TextField meta={fields.schoolName} label="School name" placeholder="Tao Nan School" autoComplete="off" />
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField meta={fields.schoolType} label="School type">
                  <TypeOptions types={SCHOOL_TYPES} placeholder="Select a type" />
                </SelectField>
                <Distance meta={fields.distanceKm} />
              </div>
              <MapPositionField meta={fields.mapPosition} />
            </div>
          )}
        </FormDialog>
      );
    case "transport":
      return (
        <FormDialog {...common} schema={LOCATION_FORM_SCHEMAS.transport} defaultValue={values}>
          {(fields) => (
            <div className="grid gap-4">
              <TextField meta={fields.name} label="Name" placeholder="Marine Parade MRT (TE26)" autoComplete="off" />
              <SelectField meta={fields.transportType} label="Transport type">
                <TypeOptions types={TRANSPORT_TYPES} placeholder="Select a type" />
              </SelectField>
              <div className="grid grid-cols-2 gap-4">
                <Distance meta={fields.distanceKm} />
                <Minutes meta={fields.walkingTimeMinutes} label="Walking time (min)" />
              </div>
              <MapPositionField meta={fields.mapPosition} />
            </div>
          )}
        </FormDialog>
      );
    case "amenities":
      return (
        <FormDialog {...common} schema={LOCATION_FORM_SCHEMAS.amenities} defaultValue={values}>
          {(fields) => (
            <div className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField meta={fields.name} label="Name" placeholder="Parkway Parade" autoComplete="off" />
                <SelectField meta={fields.amenityType} label="Amenity type">
                  <TypeOptions types={AMENITY_TYPES} placeholder="Select a type" />
                </SelectField>
              </div>
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
                <Distance meta={fields.distanceKm} />
                <Minutes meta={fields.walkingTimeMinutes} label="Walking (min)" />
                <Minutes meta={fields.drivingTimeMinutes} label="Driving (min)" />
              </div>
              <TextareaField meta={fields.description} label="Description" rows={2} />
              <MapPositionField meta={fields.mapPosition} />
            </div>
          )}
        </FormDialog>
      );
    case "keyDistances":
      return (
        <FormDialog {...common} schema={LOCATION_FORM_SCHEMAS.keyDistances} defaultValue={values}>
          {(fields) => (
            <div className="grid gap-4">
              <TextField meta={fields.destinationName} label="Destination name" placeholder="Raffles Place (CBD)" autoComplete="off" />
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
                <Distance meta={fields.distanceKm} />
                <Minutes meta={fields.drivingTimeMinutes} label="Driving (min)" />
                <Minutes meta={fields.publicTransportTimeMinutes} label="Public transport (min)" />
              </div>
            </div>
          )}
        </FormDialog>
      );
  }
}

/** A travel time coloured by part 3 §2: up to 15 minutes green, up to 30 yellow, above red. */
export function TravelTime({ minutes, label }: { minutes: number | null; label: string }) {
  if (minutes === null) return null;
  return (
    <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums", KEY_DISTANCE_COLOUR_CLASSES[keyDistanceColour(minutes)])}>
      {formatMinutes(minutes)} {label}
    </span>
  );
}

function numberOrNull(value: unknown): number | null {
  return typeof value === "number" ? value : null;
}

/** The details under an entry's name, by kind. */
function EntryFacts({ kind, entry }: { kind: LocationKind; entry: LocationEntry }) {
  const walking = numberOrNull(entry.walkingTimeMinutes);
  const driving = numberOrNull(entry.drivingTimeMinutes);
  const publicTransport = numberOrNull(entry.publicTransportTimeMinutes);
  const plotted = mapPlotted(kind, entry);
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
      <span className="font-medium tabular-nums text-slate-900">{formatKm(entry.distanceKm)}</span>
      {kind === "keyDistances" ? (
        <>
          <TravelTime minutes={driving} label="drive" />
          <TravelTime minutes={publicTransport} label="by public transport" />
        </>
      ) : (
        <>
          {walking !== null ? <span className="text-slate-500">· {formatMinutes(walking)} walk</span> : null}
          {driving !== null ? <span className="text-slate-500">· {formatMinutes(driving)} drive</span> : null}
        </>
      )}
      {plotted === null ? null : (
        <span className={cn("inline-flex items-center gap-1", plotted ? "text-emerald-700" : "text-slate-500")}>
          · <MapPin className="size-3.5" aria-hidden="true" />
          {plotted ? "On the map" : "Not on the map"}
        </span>
      )}
    </div>
  );
}

export function LocationEntryRow({ kind, entry, projectId }: { kind: LocationKind; entry: LocationEntry; projectId: string }) {
  const name = locationEntryName(kind, entry);
  const type = locationEntryType(kind, entry);
  const noun = LOCATION_KIND_TEXT[kind].noun;
  const description = typeof entry.description === "string" ? entry.description : null;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" aria-label={name}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-slate-900">{name}</p>
          {type ? <Badge variant="secondary">{type}</Badge> : null}
        </div>
        {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
        <div className="mt-1">
          <EntryFacts kind={kind} entry={entry} />
        </div>
      </div>
      <div className="flex shrink-0 gap-1">
        <LocationEntryDialog
          kind={kind}
          projectId={projectId}
          entry={entry}
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Edit ${name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          }
        />
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50 hover:text-red-700" aria-label={`Delete ${name}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
          title={`Delete ${noun}`}
          description={`${name} is removed from the project's location details and its public page.`}
          intent={`delete-${kind}`}
          values={{ id: entry.id }}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          variant="destructive"
          fetcherKey={`delete-${kind}`}
        />
      </div>
    </li>
  );
}
