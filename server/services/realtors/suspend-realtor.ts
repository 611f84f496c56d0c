import { eq } from "drizzle-orm";
import { REALTOR_ADMIN_MESSAGES, type RealtorIdData, type RealtorStatusChangeData } from "~/domain/schemas/realtor";
import type { Database, Tx } from "../../db/client";
import { realtors, sessions } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import { hasPermission } from "~/domain/permissions";
import { authorize, authorizeRow, type Actor } from "../actor";
import { recordRealtorAudit } from "../audit-log";
import { InvalidError } from "../errors";
import { realtorSiteTags } from "../site-cache-tags";
import { lockRealtor, type RealtorRecord } from "./realtor-rows";

/** Suspend (confirm dialog): active → suspended. */
export function suspendRealtor(deps: { db: Database }, actor: Actor, input: RealtorStatusChangeData): Promise<{ fullName: string }> {
  return takeOffline(deps, actor, input, "suspended");
}

/** The list's Delete (a soft delete, part 2 §4): also active → suspended, recorded as a deletion. */
export function softDeleteRealtor(deps: { db: Database }, actor: Actor, input: RealtorStatusChangeData): Promise<{ fullName: string }> {
  return takeOffline(deps, actor, input, "deleted");
}

/**
 * A suspended realtor is out at once: their sessions end in the same transaction, and the site
 * caches drop so their host no longer resolves to their site (tenancy serves active realtors only).
 */
async function takeOffline(
  { db }: { db: Database },
  actor: Actor,
  { id, reason }: RealtorStatusChangeData,
  action: "suspended" | "deleted",
): Promise<{ fullName: string }> {
  authorize(actor, "realtorSuspension");
  const result = await db.transaction(async (tx) => {
    const realtor = await lockRealtor(tx, id);
    if (realtor.status !== "active") throw new InvalidError(REALTOR_ADMIN_MESSAGES.notActive);
    await tx.update(realtors).set({ status: "suspended" }).where(eq(realtors.id, realtor.id));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, realtor.userId)).returning({ id: sessions.id });
    await recordRealtorAudit(tx, actor, {
      realtorId: realtor.id,
      action,
      previousStatus: realtor.status,
      newStatus: "suspended",
      reason: reason ?? null,
      details: { realtorName: realtor.fullName, sessionsEnded: ended.length, ...(action === "deleted" ? { mode: "soft" } : {}) },
    });
    return { fullName: realtor.fullName, shownOn: await realtorSiteTags(tx, realtor) };
  });
  dropCached(...result.shownOn);
  return { fullName: result.fullName };
}

/** Unsuspend: suspended → active. */
export async function unsuspendRealtor({ db }: { db: Database }, actor: Actor, { id }: RealtorIdData): Promise<{ fullName: string }> {
  authorize(actor, "realtorSuspension");
  const result = await db.transaction(async (tx) => {
    const realtor = await lockRealtor(tx, id);
    if (realtor.status !== "suspended") throw new InvalidError(REALTOR_ADMIN_MESSAGES.notSuspended);
    authorizeRow(mayReactivate(actor, realtor), REALTOR_ADMIN_MESSAGES.neverApproved);
    return { fullName: realtor.fullName, shownOn: await reactivate(tx, actor, realtor) };
  });
  dropCached(...result.shownOn);
  return { fullName: result.fullName };
}

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
