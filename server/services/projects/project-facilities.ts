import { and, asc, eq } from "drizzle-orm";
import {
  FACILITY_MESSAGES,
  type ProjectFacilityData,
  type ProjectFacilityDetailsData,
} from "~/domain/schemas/facility";
import type { FacilityChoice, FacilityDetails } from "~/domain/facility-read-models";
import type { Database, Tx } from "../../db/client";
import { facilities, facilityDetails, projectFacilities } from "../../db/schema";
import { cacheTags } from "../../cache-tags";
import { dropCached } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { ConflictError, NotFoundError, uniqueViolation } from "../errors";
import { lockProjectForDetails, projectHeaderBySlug, type ProjectHeader } from "./internal/project-header";

export interface ProjectFacilitiesView {
  project: ProjectHeader;
  facilities: FacilityChoice[];
  selectedCount: number;
}

/** Every facility option by name, each marked when the project has it (part 3 §3: lists ordered by name). */
export async function getProjectFacilities({ db }: { db: Database }, actor: Actor, { slug }: { slug: string }): Promise<ProjectFacilitiesView> {
  authorize(actor, "projectManagement");
  const project = await projectHeaderBySlug(db, slug);
  const rows = await db
    .select({
      id: facilities.id,
      name: facilities.name,
      iconClass: facilities.iconClass,
      description: facilities.description,
      selectionId: projectFacilities.id,
      // booking_required first: drizzle reads the joined object as absent when its first column is null.
      details: {
        bookingRequired: facilityDetails.bookingRequired,
        description: facilityDetails.description,
        operatingHours: facilityDetails.operatingHours,
        capacity: facilityDetails.capacity,
        specifications: facilityDetails.specifications,
        maintenanceSchedule: facilityDetails.maintenanceSchedule,
        ageRestrictions: facilityDetails.ageRestrictions,
        additionalCharges: facilityDetails.additionalCharges,
      },
    })
    .from(facilities)
    .leftJoin(projectFacilities, and(eq(projectFacilities.facilityId, facilities.id), eq(projectFacilities.projectId, project.id)))
    .leftJoin(facilityDetails, eq(facilityDetails.projectFacilityId, projectFacilities.id))
    .orderBy(asc(facilities.name));
  const choices = rows.map(({ selectionId, details, ...facility }) => ({
    ...facility,
    selected: selectionId !== null,
    // booking_required is never null in a stored row: null means the project has no details for it.
    details: details && details.bookingRequired !== null ? details : null,
  }));
  return { project, facilities: choices, selectedCount: choices.filter((choice) => choice.selected).length };
}

// A project's facilities show on its page only: no listing or home section shows them.

/** Checking a facility: one project_facilities row (part 3 §7), with its audit row. */
export async function addProjectFacility({ db }: { db: Database }, actor: Actor, input: ProjectFacilityData): Promise<{ name: string }> {
  authorize(actor, "projectManagement");
  const added = await db
    .transaction(async (tx) => {
      const project = await lockProjectForDetails(tx, input.projectId);
      const facility = await facilityById(tx, input.facilityId);
      await tx.insert(projectFacilities).values({ projectId: project.id, facilityId: facility.id });
      await recordAdminAudit(tx, actor, {
        entity: "project",
        entityId: project.id,
        entityLabel: project.name,
        action: "facility added",
        details: { facilityId: facility.id, name: facility.name },
      });
      return facility;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error)) throw new ConflictError("This facility is already selected for the project", { cause: error });
      throw error;
    });
  dropCached(cacheTags.project(input.projectId));
  return added;
}

/** Unchecking: the selection goes, and its details with it (cascade). */
export async function removeProjectFacility({ db }: { db: Database }, actor: Actor, input: ProjectFacilityData): Promise<{ name: string }> {
  authorize(actor, "projectManagement");
  const removed = await db.transaction(async (tx) => {
    const project = await lockProjectForDetails(tx, input.projectId);
    const facility = await facilityById(tx, input.facilityId);
    const deleted = await tx
      .delete(projectFacilities)
      .where(and(eq(projectFacilities.projectId, project.id), eq(projectFacilities.facilityId, facility.id)))
      .returning({ id: projectFacilities.id });
    if (deleted.length === 0) throw new NotFoundError(FACILITY_MESSAGES.notSelected);
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: project.id,
      entityLabel: project.name,
      action: "facility removed",
      details: { facilityId: facility.id, name: facility.name },
    });
    return facility;
  });
  dropCached(cacheTags.project(input.projectId));
  return removed;
}

/** Configure Details: one facility_details row per selection, written whole. */
export async function saveFacilityDetails({ db }: { db: Database }, actor: Actor, input: ProjectFacilityDetailsData): Promise<{ name: string }> {
  authorize(actor, "projectManagement");
  const saved = await db.transaction(async (tx) => {
    const project = await lockProjectForDetails(tx, input.projectId);
    const facility = await facilityById(tx, input.facilityId);
    const [selection] = await tx
      .select({ id: projectFacilities.id })
      .from(projectFacilities)
      .where(and(eq(projectFacilities.projectId, project.id), eq(projectFacilities.facilityId, facility.id)));
    if (!selection) throw new NotFoundError(FACILITY_MESSAGES.notSelected);
    const values: FacilityDetails = {
      description: input.description ?? null,
      operatingHours: input.operatingHours ?? null,
      capacity: input.capacity ?? null,
      specifications: input.specifications ?? null,
      maintenanceSchedule: input.maintenanceSchedule ?? null,
      bookingRequired: input.bookingRequired,
      ageRestrictions: input.ageRestrictions ?? null,
      additionalCharges: input.additionalCharges ?? null,
    };
    await tx
      .insert(facilityDetails)
      .values({ projectFacilityId: selection.id, ...values })
      .onConflictDoUpdate({ target: facilityDetails.projectFacilityId, set: { ...values, updatedAt: new Date() } });
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: project.id,
      entityLabel: project.name,
      action: "facility details updated",
      details: { facilityId: facility.id, name: facility.name, ...values },
    });
    return facility;
  });
  dropCached(cacheTags.project(input.projectId));
  return saved;
}

async function facilityById(tx: Tx, facilityId: string): Promise<{ id: string; name: string }> {
  const [facility] = await tx.select({ id: facilities.id, name: facilities.name }).from(facilities).where(eq(facilities.id, facilityId));
  if (!facility) throw new NotFoundError(FACILITY_MESSAGES.notFound);
  return facility;
}
