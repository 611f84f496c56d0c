import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { REALTOR_ADMIN_MESSAGES, type BulkReassignData, type BulkUnsuspendData } from "~/domain/schemas/realtor";
import type { Database } from "../../db/client";
import { realtors } from "../../db/schema";
import { cacheTags } from "../../cache-tags";
import { dropCached } from "../../memory-cache";
import { isRecordId } from "~/domain/record-id";
import { authorize, type Actor } from "../actor";
import { recordRealtorAudit } from "../internal/audit-log";
import { InvalidError } from "../errors";
import { findActiveLeader } from "./internal/realtor-rows";
import { mayReactivate, reactivate } from "./internal/reactivation";

/**
 * Bulk unsuspend: the suspended realtors among those selected become active, each with its audit
 * row; a rejected one only for an approver.
 */
export async function bulkUnsuspendRealtors({ db }: { db: Database }, actor: Actor, { realtorIds }: BulkUnsuspendData): Promise<{ count: number }> {
  authorize(actor, "realtorSuspension");
  const ids = realtorIds.filter(isRecordId);
  if (ids.length === 0) return { count: 0 };
  const shownOn = await db.transaction(async (tx) => {
    const suspended = await tx
      .select()
      .from(realtors)
      .where(and(inArray(realtors.id, ids), eq(realtors.status, "suspended")))
      .orderBy(realtors.id)
      .for("update");
    const allowed = suspended.filter((realtor) => mayReactivate(actor, realtor));
    const tags: string[][] = [];
    for (const realtor of allowed) tags.push(await reactivate(tx, actor, realtor));
    return tags;
  });
  dropCached(...shownOn.flat());
  return { count: shownOn.length };
}

/**
 * Bulk reassign to a new leader (part 2 §5): the leader must be active; only non-leaders of the
 * leader's own agency move (decision record 052). Returns how many moved and the leader's name.
 */
export async function bulkReassignRealtors(
  { db }: { db: Database },
  actor: Actor,
  { realtorIds, newLeaderId }: BulkReassignData,
): Promise<{ count: number; leaderName: string }> {
  authorize(actor, "userManagement");
  const ids = realtorIds.filter(isRecordId);
  const { moved, shownOn } = await db.transaction(async (tx) => {
    const leader = await findActiveLeader(tx, newLeaderId);
    if (!leader) throw new InvalidError(REALTOR_ADMIN_MESSAGES.invalidLeader, { field: "newLeaderId" });
    if (ids.length === 0) return { moved: { count: 0, leaderName: leader.fullName }, shownOn: [] };
    const moving = await tx
      .select({ id: realtors.id, fullName: realtors.fullName, status: realtors.status, reportsToId: realtors.reportsToId })
      .from(realtors)
      .where(
        and(
          inArray(realtors.id, ids),
          eq(realtors.isLeader, false),
          eq(realtors.agencyId, leader.agencyId),
          or(isNull(realtors.reportsToId), ne(realtors.reportsToId, leader.id)),
        ),
      )
      .orderBy(realtors.id)
      .for("update");
    if (moving.length > 0) {
      await tx.update(realtors).set({ reportsToId: leader.id }).where(inArray(realtors.id, moving.map((realtor) => realtor.id)));
    }
    for (const realtor of moving) {
      await recordRealtorAudit(tx, actor, {
        realtorId: realtor.id,
        action: "updated",
        previousStatus: realtor.status,
        newStatus: realtor.status,
        details: {
          realtorName: realtor.fullName,
          bulk: true,
          changes: { reportsToId: { from: realtor.reportsToId, to: leader.id } },
          newLeaderName: leader.fullName,
        },
      });
    }
    // The agents' sites take the new leader's branding when they have none; both teams' pages change.
    const shownOn = moving.length
      ? [cacheTags.site(leader.id), ...moving.flatMap((realtor) => [cacheTags.site(realtor.id), ...(realtor.reportsToId ? [cacheTags.site(realtor.reportsToId)] : [])])]
      : [];
    return { moved: { count: moving.length, leaderName: leader.fullName }, shownOn };
  });
  dropCached(...shownOn);
  return moved;
}
