import { eq } from "drizzle-orm";
import { hasPermission } from "~/domain/permissions";
import type { Tx } from "../../../db/client";
import { realtors } from "../../../db/schema";
import type { Actor } from "../../actor";
import { recordRealtorAudit } from "../../internal/audit-log";
import { realtorSiteTags } from "../../internal/site-cache-tags";
import type { RealtorRecord } from "./realtor-rows";

/**
 * A realtor suspended after approval comes back with realtorSuspension; one suspended by a
 * rejection was never approved, so making it active is an approval (decision record 052).
 */
export function mayReactivate(actor: Actor, realtor: RealtorRecord): boolean {
  return realtor.approvedAt !== null || hasPermission(actor.role, "realtorApproval");
}

/**
 * Sets a locked, suspended realtor active with its audit row; a leader without a reports-to gets
 * itself (part 2 §4). Returns the tags to drop after the commit: their site is back.
 */
export async function reactivate(tx: Tx, actor: Actor, realtor: RealtorRecord): Promise<string[]> {
  const reportsToId = realtor.isLeader && !realtor.reportsToId ? realtor.id : realtor.reportsToId;
  const approval = realtor.approvedAt === null ? { approvedBy: actor.id, approvedAt: new Date() } : {};
  await tx.update(realtors).set({ status: "active", reportsToId, ...approval }).where(eq(realtors.id, realtor.id));
  await recordRealtorAudit(tx, actor, {
    realtorId: realtor.id,
    action: "reactivated",
    previousStatus: realtor.status,
    newStatus: "active",
    details: { realtorName: realtor.fullName, ...(realtor.approvedAt === null ? { approvedNow: true } : {}) },
  });
  return realtorSiteTags(tx, { ...realtor, reportsToId });
}
