import { count, eq } from "drizzle-orm";
import {
  FACILITY_MESSAGES,
  facilityOptionInUseMessage,
  type DeleteFacilityOptionData,
  type FacilityOptionData,
  type UpdateFacilityOptionData,
} from "~/domain/schemas/facility";
import type { Database } from "../../db/client";
import { facilities, projectFacilities } from "../../db/schema";
import { cacheTags } from "../../cache-tags";
import { dropCached } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { InvalidError, NotFoundError, withConflicts } from "../errors";

// The shared list of facilities every project chooses from (decision record 107). Names are unique.
// An option's name, icon and description show on the page of every project offering it: a write
// drops projectOptions, which those pages carry.

/** A new option of the shared list. */
export async function createFacilityOption({ db }: { db: Database }, actor: Actor, input: FacilityOptionData): Promise<{ id: string; name: string }> {
  authorize(actor, "projectManagement");
  const created = await withConflicts("facilities", { name: FACILITY_MESSAGES.nameTaken }, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(facilities)
        .values({ name: input.name, iconClass: input.iconClass, description: input.description ?? null })
        .returning({ id: facilities.id, name: facilities.name });
      await recordAdminAudit(tx, actor, {
        entity: "project",
        entityId: null,
        entityLabel: row.name,
        action: "facility option created",
        details: { facilityId: row.id, iconClass: input.iconClass, description: input.description ?? null },
      });
      return row;
    }),
  );
  dropCached(cacheTags.projectOptions);
  return created;
}

/** Renames an option or changes its icon or description, on every project that offers it. */
export async function updateFacilityOption({ db }: { db: Database }, actor: Actor, input: UpdateFacilityOptionData): Promise<{ name: string }> {
  authorize(actor, "projectManagement");
  const updated = await withConflicts("facilities", { name: FACILITY_MESSAGES.nameTaken }, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(facilities).where(eq(facilities.id, input.id)).for("update");
      if (!before) throw new NotFoundError(FACILITY_MESSAGES.notFound);
      const after = { name: input.name, iconClass: input.iconClass, description: input.description ?? null };
      await tx.update(facilities).set({ ...after, updatedAt: new Date() }).where(eq(facilities.id, input.id));
      await recordAdminAudit(tx, actor, {
        entity: "project",
        entityId: null,
        entityLabel: after.name,
        action: "facility option updated",
        details: { facilityId: before.id, before: { name: before.name, iconClass: before.iconClass, description: before.description }, after },
      });
      return { name: after.name };
    }),
  );
  dropCached(cacheTags.projectOptions);
  return updated;
}

/**
 * Deletes an option no project offers. One that some project still offers is refused with how
 * many: deleting it would take the amenity off their public pages unseen.
 */
export async function deleteFacilityOption({ db }: { db: Database }, actor: Actor, { id }: DeleteFacilityOptionData): Promise<{ name: string }> {
  authorize(actor, "projectManagement");
  const deleted = await db.transaction(async (tx) => {
    // The lock makes a project ticking it meanwhile wait, then fail on the missing option, rather than vanish with it.
    const [facility] = await tx.select().from(facilities).where(eq(facilities.id, id)).for("update");
    if (!facility) throw new NotFoundError(FACILITY_MESSAGES.notFound);
    const [{ offeredBy }] = await tx.select({ offeredBy: count() }).from(projectFacilities).where(eq(projectFacilities.facilityId, id));
    if (offeredBy > 0) throw new InvalidError(facilityOptionInUseMessage(offeredBy));
    await tx.delete(facilities).where(eq(facilities.id, id));
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: null,
      entityLabel: facility.name,
      action: "facility option deleted",
      details: { facilityId: facility.id, iconClass: facility.iconClass, description: facility.description },
    });
    return { name: facility.name };
  });
  dropCached(cacheTags.projectOptions);
  return deleted;
}
