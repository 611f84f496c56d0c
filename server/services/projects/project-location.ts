import { asc, eq } from "drizzle-orm";
import {
  LOCATION_KIND_TEXT,
  LOCATION_MESSAGES,
  type LocationEntryInputs,
  type LocationKind,
  type MapPosition,
} from "~/domain/schemas/location";
import type { LocationEntries } from "~/domain/location-read-models";
import { linesOfStationNamed } from "~/domain/rail-stations";
import type { Database, Tx } from "../../db/client";
import { keyDistances, nearbyAmenities, nearbySchools, nearbyTransport } from "../../db/schema";
import { cacheTags } from "../../cache-tags";
import { railStationDataset } from "../../open-data/rail-stations";
import { dropCached } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { NotFoundError } from "../errors";
import { lockProjectForDetails, projectHeaderBySlug, type ProjectHeader } from "./internal/project-header";

export interface ProjectLocationView {
  project: ProjectHeader;
  entries: LocationEntries;
}

const TABLES = {
  schools: nearbySchools,
  transport: nearbyTransport,
  amenities: nearbyAmenities,
  keyDistances: keyDistances,
} as const;

/**
 * The four tables share id and project_id; the writes below only touch those and the columns
 * columnsOf built for the same kind, so one table type stands for all four to the compiler.
 */
type EntryTable = typeof nearbySchools;
const tableOf = (kind: LocationKind) => TABLES[kind] as unknown as EntryTable;

/** The four lists of a project, nearest first (part 3 §2 Location Management). */
export async function getProjectLocation({ db }: { db: Database }, actor: Actor, { slug }: { slug: string }): Promise<ProjectLocationView> {
  authorize(actor, "projectManagement");
  const project = await projectHeaderBySlug(db, slug);
  const [schools, transport, amenities, distances] = await Promise.all([
    db
      .select({
        id: nearbySchools.id,
        schoolName: nearbySchools.schoolName,
        schoolType: nearbySchools.schoolType,
        distanceKm: nearbySchools.distanceKm,
        latitude: nearbySchools.latitude,
        longitude: nearbySchools.longitude,
      })
      .from(nearbySchools)
      .where(eq(nearbySchools.projectId, project.id))
      .orderBy(asc(nearbySchools.distanceKm), asc(nearbySchools.schoolName)),
    db
      .select({
        id: nearbyTransport.id,
        name: nearbyTransport.name,
        transportType: nearbyTransport.transportType,
        distanceKm: nearbyTransport.distanceKm,
        walkingTimeMinutes: nearbyTransport.walkingTimeMinutes,
        latitude: nearbyTransport.latitude,
        longitude: nearbyTransport.longitude,
      })
      .from(nearbyTransport)
      .where(eq(nearbyTransport.projectId, project.id))
      .orderBy(asc(nearbyTransport.distanceKm), asc(nearbyTransport.name)),
    db
      .select({
        id: nearbyAmenities.id,
        name: nearbyAmenities.name,
        amenityType: nearbyAmenities.amenityType,
        distanceKm: nearbyAmenities.distanceKm,
        walkingTimeMinutes: nearbyAmenities.walkingTimeMinutes,
        drivingTimeMinutes: nearbyAmenities.drivingTimeMinutes,
        description: nearbyAmenities.description,
        latitude: nearbyAmenities.latitude,
        longitude: nearbyAmenities.longitude,
      })
      .from(nearbyAmenities)
      .where(eq(nearbyAmenities.projectId, project.id))
      .orderBy(asc(nearbyAmenities.distanceKm), asc(nearbyAmenities.name)),
    db
      .select({
        id: keyDistances.id,
        destinationName: keyDistances.destinationName,
        distanceKm: keyDistances.distanceKm,
        drivingTimeMinutes: keyDistances.drivingTimeMinutes,
        publicTransportTimeMinutes: keyDistances.publicTransportTimeMinutes,
      })
      .from(keyDistances)
      .where(eq(keyDistances.projectId, project.id))
      .orderBy(asc(keyDistances.distanceKm), asc(keyDistances.destinationName)),
  ]);
  return { project, entries: { schools, transport, amenities, keyDistances: distances } };
}

/** The columns of one entry; optional numbers and texts absent from the form are stored as null. */
function columnsOf<K extends LocationKind>(kind: K, input: LocationEntryInputs[K]) {
  const value = input as LocationEntryInputs[LocationKind];
  switch (kind) {
    case "schools": {
      const school = value as LocationEntryInputs["schools"];
      return { schoolName: school.schoolName, schoolType: school.schoolType, distanceKm: school.distanceKm, ...positionColumns(school.mapPosition) };
    }
    case "transport": {
      const stop = value as LocationEntryInputs["transport"];
      const rail = stop.transportType === "MRT" || stop.transportType === "LRT";
      return {
        name: stop.name,
        transportType: stop.transportType,
        distanceKm: stop.distanceKm,
        walkingTimeMinutes: stop.walkingTimeMinutes ?? null,
        // A station typed by its dataset name is filtered by its lines on the listing (decision record 149).
        lines: rail ? linesOfStationNamed(stop.name, railStationDataset().stations) : [],
        ...positionColumns(stop.mapPosition),
      };
    }
    case "amenities": {
      const amenity = value as LocationEntryInputs["amenities"];
      return {
        name: amenity.name,
        amenityType: amenity.amenityType,
        distanceKm: amenity.distanceKm,
        walkingTimeMinutes: amenity.walkingTimeMinutes ?? null,
        drivingTimeMinutes: amenity.drivingTimeMinutes ?? null,
        description: amenity.description ?? null,
        ...positionColumns(amenity.mapPosition),
      };
    }
    default: {
      const destination = value as LocationEntryInputs["keyDistances"];
      return {
        destinationName: destination.destinationName,
        distanceKm: destination.distanceKm,
        drivingTimeMinutes: destination.drivingTimeMinutes ?? null,
        publicTransportTimeMinutes: destination.publicTransportTimeMinutes ?? null,
      };
    }
  }
}

/** No position in the form clears the stored one: the dialog shows it, so leaving it there keeps it. */
function positionColumns(position: MapPosition | undefined) {
  return { latitude: position?.latitude ?? null, longitude: position?.longitude ?? null };
}

function labelOf(columns: object): string {
  const record = columns as Record<string, unknown>;
  return String(record.schoolName ?? record.destinationName ?? record.name ?? "");
}

export type LocationEntryInput<K extends LocationKind> = LocationEntryInputs[K] & { projectId: string; id?: string };

/**
 * Add (no id) or edit (an id of this project and kind) one entry, with its audit row; the
 * public pages are dropped after commit (decision 093: stored, where part 3 saved nothing).
 */
export async function saveLocationEntry<K extends LocationKind>(
  { db }: { db: Database },
  actor: Actor,
  kind: K,
  input: LocationEntryInput<K>,
): Promise<{ id: string; label: string; created: boolean }> {
  authorize(actor, "projectManagement");
  const table = tableOf(kind);
  const columns = columnsOf(kind, input) as Partial<EntryTable["$inferInsert"]>;
  const saved = await db.transaction(async (tx) => {
    const project = await lockProjectForDetails(tx, input.projectId);
    let id: string;
    if (input.id) {
      await entryOfProject(tx, kind, input.id, project.id);
      await tx.update(table).set(columns).where(eq(table.id, input.id));
      id = input.id;
    } else {
      const [row] = await tx
        .insert(table)
        .values({ ...columns, projectId: project.id } as EntryTable["$inferInsert"])
        .returning({ id: table.id });
      id = row.id;
    }
    const noun = LOCATION_KIND_TEXT[kind].noun.toLowerCase();
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: project.id,
      entityLabel: project.name,
      action: `${noun} ${input.id ? "updated" : "added"}`,
      details: { kind, entryId: id, ...columns },
    });
    return { id, label: labelOf(columns), created: !input.id };
  });
  // Where a project is shows on its page only: no listing or home section shows these entries.
  dropCached(cacheTags.project(input.projectId));
  return saved;
}

export async function deleteLocationEntry(
  { db }: { db: Database },
  actor: Actor,
  kind: LocationKind,
  { id }: { id: string },
): Promise<{ label: string }> {
  authorize(actor, "projectManagement");
  const table = tableOf(kind);
  const deleted = await db.transaction(async (tx) => {
    const [entry] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!entry) throw new NotFoundError(LOCATION_MESSAGES.notFound);
    const project = await lockProjectForDetails(tx, entry.projectId);
    await tx.delete(table).where(eq(table.id, id));
    const label = labelOf(entry);
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: project.id,
      entityLabel: project.name,
      action: `${LOCATION_KIND_TEXT[kind].noun.toLowerCase()} deleted`,
      details: { kind, entryId: id, label },
    });
    return { label, projectId: project.id };
  });
  dropCached(cacheTags.project(deleted.projectId));
  return { label: deleted.label };
}

/** An edit reaches only an entry of its own project and tab. */
async function entryOfProject(tx: Tx, kind: LocationKind, id: string, projectId: string): Promise<void> {
  const table = tableOf(kind);
  const [entry] = await tx.select({ projectId: table.projectId }).from(table).where(eq(table.id, id)).for("update");
  if (!entry || entry.projectId !== projectId) throw new NotFoundError(LOCATION_MESSAGES.notFound);
}
