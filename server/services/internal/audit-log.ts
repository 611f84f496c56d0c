import type { AdminAuditEntity, AuditActionType } from "~/domain/schemas/audit";
import type { Tx } from "../../db/client";
import { adminAuditLog, realtorAuditLog } from "../../db/schema";
import type { Actor } from "../actor";

export interface RealtorAuditEntry {
  realtorId: string | null;
  action: AuditActionType;
  previousStatus?: string | null;
  newStatus?: string | null;
  reason?: string | null;
  category?: string | null;
  details?: Record<string, unknown>;
}

/** A realtor state change, written inside the transaction that makes the change. */
export async function recordRealtorAudit(tx: Tx, actor: Actor, entry: RealtorAuditEntry): Promise<void> {
  await tx.insert(realtorAuditLog).values({
    actionType: entry.action,
    realtorId: entry.realtorId,
    userId: actor.id,
    previousStatus: entry.previousStatus ?? null,
    newStatus: entry.newStatus ?? null,
    performedByName: actor.fullName,
    performedByEmail: actor.email,
    reason: entry.reason ?? null,
    reasonCategory: entry.category ?? null,
    additionalDetails: entry.details ?? {},
  });
}

export interface AdminAuditEntry {
  entity: AdminAuditEntity;
  entityId: string | null;
  entityLabel: string;
  action: string;
  details?: Record<string, unknown>;
}

/** Any other administrative change (agency, administrator account, site…), inside its transaction. */
export async function recordAdminAudit(tx: Tx, actor: Actor, entry: AdminAuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    entityType: entry.entity,
    entityId: entry.entityId,
    entityLabel: entry.entityLabel,
    action: entry.action,
    userId: actor.id,
    performedByName: actor.fullName,
    performedByEmail: actor.email,
    details: entry.details ?? {},
  });
}
