import { and, eq } from "drizzle-orm";
import { REALTOR_ADMIN_MESSAGES, type RealtorIdData } from "~/domain/schemas/realtor";
import type { Database, Tx } from "../../db/client";
import { sitePermissions } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { ConflictError, NotFoundError } from "../errors";
import { realtorSiteTags } from "../internal/site-cache-tags";
import { withRealtorConflicts } from "./internal/realtor-conflicts";
import { lockRealtor, type RealtorRecord } from "./internal/realtor-rows";

// The permission of a realtor's site is the one matched by owner and site URL (part 2 §7).
function ownPermission(tx: Tx, realtor: RealtorRecord) {
  return tx
    .select()
    .from(sitePermissions)
    .where(and(eq(sitePermissions.ownerId, realtor.userId), eq(sitePermissions.siteUrl, realtor.agentSiteUrl)))
    .for("update");
}

/** 'Fix Domain' on a 'No Permission' badge: creates the realtor's site permission, active. */
export async function fixRealtorDomain({ db }: { db: Database }, actor: Actor, { id }: RealtorIdData): Promise<{ site: string }> {
  authorize(actor, "userManagement");
  const result = await withRealtorConflicts(() =>
    db.transaction(async (tx) => {
      const realtor = await lockRealtor(tx, id);
      const [existing] = await ownPermission(tx, realtor);
      if (existing) throw new ConflictError(REALTOR_ADMIN_MESSAGES.permissionExists);
      const [permission] = await tx
        .insert(sitePermissions)
        .values({
          siteUrl: realtor.agentSiteUrl,
          siteType: realtor.isLeader ? "leader" : "agent",
          ownerId: realtor.userId,
          isActive: true,
          allowIndexing: false,
        })
        .returning({ id: sitePermissions.id });
      await recordAdminAudit(tx, actor, {
        entity: "site",
        entityId: permission.id,
        entityLabel: realtor.agentSiteUrl,
        action: "created",
        details: { realtorId: realtor.id, realtorName: realtor.fullName, isActive: true },
      });
      return { site: realtor.agentSiteUrl, shownOn: await realtorSiteTags(tx, realtor) };
    }),
  );
  dropCached(...result.shownOn);
  return { site: result.site };
}

/** 'Reactivate' on a 'Domain Inactive' badge: the permission is active again, validated now. */
export async function reactivateRealtorDomain({ db }: { db: Database }, actor: Actor, { id }: RealtorIdData): Promise<{ site: string }> {
  authorize(actor, "userManagement");
  const result = await db.transaction(async (tx) => {
    const realtor = await lockRealtor(tx, id);
    const [permission] = await ownPermission(tx, realtor);
    if (!permission) throw new NotFoundError(REALTOR_ADMIN_MESSAGES.permissionMissing);
    await tx.update(sitePermissions).set({ isActive: true, lastValidated: new Date() }).where(eq(sitePermissions.id, permission.id));
    await recordAdminAudit(tx, actor, {
      entity: "site",
      entityId: permission.id,
      entityLabel: permission.siteUrl,
      action: "activated",
      details: { realtorId: realtor.id, realtorName: realtor.fullName, wasActive: permission.isActive },
    });
    return { site: permission.siteUrl, shownOn: await realtorSiteTags(tx, realtor) };
  });
  dropCached(...result.shownOn);
  return { site: result.site };
}
