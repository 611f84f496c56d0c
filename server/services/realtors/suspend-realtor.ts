import { eq } from "drizzle-orm";
import { REALTOR_ADMIN_MESSAGES, type RealtorIdData, type RealtorStatusChangeData } from "~/domain/schemas/realtor";
import type { Database } from "../../db/client";
import { realtors, sessions } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import { authorize, authorizeRow, type Actor } from "../actor";
import { recordRealtorAudit } from "../internal/audit-log";
import { InvalidError } from "../errors";
import { realtorSiteTags } from "../internal/site-cache-tags";
import { mayReactivate, reactivate } from "./internal/reactivation";
import { lockRealtor } from "./internal/realtor-rows";

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
