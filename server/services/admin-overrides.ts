import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import {
  OVERRIDE_MESSAGES,
  OVERRIDE_TYPE_LABELS,
  overrideExpiresAt,
  type AdminOverride,
  type OverrideData,
  type OverrideIdData,
} from "~/domain/schemas/override";
import type { Database, Tx } from "../db/client";
import { adminOverrides, realtors, sitePermissions, userProfiles } from "../db/schema";
import { authorize, type Actor } from "./actor";
import { recordAdminAudit } from "./internal/audit-log";
import { InvalidError, NotFoundError } from "./errors";
import { isRecordId } from "~/domain/record-id";

// What an override grants is decision record 061: it is master's accountable, time-boxed record
// of acting on a site, a user, data or configuration; it widens no permission.

export interface OverrideDeps {
  db: Database;
}

const inForce = (now: Date) => and(isNull(adminOverrides.endedAt), gt(adminOverrides.expiresAt, now));

function authorizeOverride(actor: Actor): void {
  authorize(actor, "adminOverride", OVERRIDE_MESSAGES.masterOnly);
}

/** The site a site_access or data_access override is about: a realtor's URL or a permission's. */
async function knownSite(tx: Tx, host: string): Promise<boolean> {
  const [realtor] = await tx.select({ id: realtors.id }).from(realtors).where(eq(realtors.agentSiteUrl, host)).limit(1);
  if (realtor) return true;
  const [permission] = await tx.select({ id: sitePermissions.id }).from(sitePermissions).where(eq(sitePermissions.siteUrl, host)).limit(1);
  return Boolean(permission);
}

/** The user a user_permissions override is about, by email address or id. */
async function targetUser(tx: Tx, emailOrId: string): Promise<{ id: string; label: string } | null> {
  const byEmail = eq(sql`lower(${userProfiles.email})`, emailOrId.toLowerCase());
  const [user] = await tx
    .select({ id: userProfiles.id, fullName: userProfiles.fullName, email: userProfiles.email })
    .from(userProfiles)
    .where(isRecordId(emailOrId) ? or(eq(userProfiles.id, emailOrId), byEmail) : byEmail)
    .limit(1);
  return user ? { id: user.id, label: `${user.fullName} <${user.email}>` } : null;
}

function auditLabel(type: AdminOverride["overrideType"], target: string | null): string {
  return target ? `${OVERRIDE_TYPE_LABELS[type]}: ${target}` : OVERRIDE_TYPE_LABELS[type];
}

/** Master only. Stored with its expiry (start plus duration) and written to the administration log. */
export async function createOverride({ db }: OverrideDeps, actor: Actor, input: OverrideData): Promise<AdminOverride> {
  authorizeOverride(actor);
  return db.transaction(async (tx) => {
    let targetLabel: string | null = null;
    let targetUserId: string | null = null;
    if (input.siteUrl) {
      if (!(await knownSite(tx, input.siteUrl))) throw new InvalidError(OVERRIDE_MESSAGES.siteNotFound, { field: "siteUrl" });
      targetLabel = input.siteUrl;
    }
    if (input.targetUserId) {
      const user = await targetUser(tx, input.targetUserId);
      if (!user) throw new InvalidError(OVERRIDE_MESSAGES.userNotFound, { field: "targetUserId" });
      targetUserId = user.id;
      targetLabel = user.label;
    }
    const createdAt = new Date();
    const [row] = await tx
      .insert(adminOverrides)
      .values({
        adminUserId: actor.id,
        overrideType: input.overrideType,
        targetSiteUrl: input.siteUrl ?? null,
        targetUserId,
        targetLabel,
        reason: input.reason,
        durationMinutes: input.durationMinutes,
        createdAt,
        expiresAt: overrideExpiresAt(createdAt, input.durationMinutes),
      })
      .returning();
    await recordAdminAudit(tx, actor, {
      entity: "override",
      entityId: row.id,
      entityLabel: auditLabel(row.overrideType, targetLabel),
      action: "created",
      details: {
        overrideType: row.overrideType,
        target: targetLabel,
        targetUserId,
        reason: row.reason,
        durationMinutes: row.durationMinutes,
        expiresAt: row.expiresAt.toISOString(),
      },
    });
    return toOverride(row, actor.fullName);
  });
}

function toOverride(row: typeof adminOverrides.$inferSelect, adminName: string): AdminOverride {
  return {
    id: row.id,
    adminUserId: row.adminUserId,
    adminName,
    overrideType: row.overrideType,
    targetResource: row.targetLabel,
    reason: row.reason,
    durationMinutes: row.durationMinutes,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    isActive: row.endedAt === null,
  };
}

/** Overrides in force now (not ended, not expired), the soonest to expire first. */
export async function listActiveOverrides({ db }: OverrideDeps, actor: Actor, now = new Date()): Promise<AdminOverride[]> {
  authorizeOverride(actor);
  const rows = await db
    .select({ override: adminOverrides, adminName: userProfiles.fullName })
    .from(adminOverrides)
    .innerJoin(userProfiles, eq(userProfiles.id, adminOverrides.adminUserId))
    .where(inForce(now))
    .orderBy(asc(adminOverrides.expiresAt))
    .limit(200);
  return rows.map((row) => toOverride(row.override, row.adminName));
}

/** Ends one override before its expiry; answers what it was about. */
export async function endOverride({ db }: OverrideDeps, actor: Actor, { id }: OverrideIdData): Promise<{ label: string }> {
  authorizeOverride(actor);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .select()
      .from(adminOverrides)
      .where(and(eq(adminOverrides.id, id), inForce(now)))
      .for("update");
    if (!row) throw new NotFoundError(OVERRIDE_MESSAGES.notFound);
    await tx.update(adminOverrides).set({ endedAt: now, endedBy: actor.id }).where(eq(adminOverrides.id, id));
    const label = auditLabel(row.overrideType, row.targetLabel);
    await recordAdminAudit(tx, actor, {
      entity: "override",
      entityId: row.id,
      entityLabel: label,
      action: "ended",
      details: { expiresAt: row.expiresAt.toISOString(), endedEarlyByMinutes: Math.ceil((row.expiresAt.getTime() - now.getTime()) / 60_000) },
    });
    return { label };
  });
}

/** Ends every override in force ('cleared'); each gets its own audit row. */
export async function clearOverrides({ db }: OverrideDeps, actor: Actor): Promise<{ cleared: number }> {
  authorizeOverride(actor);
  return db.transaction(async (tx) => {
    const now = new Date();
    const rows = await tx.select().from(adminOverrides).where(inForce(now)).for("update");
    if (rows.length === 0) return { cleared: 0 };
    await tx.update(adminOverrides).set({ endedAt: now, endedBy: actor.id }).where(inArray(adminOverrides.id, rows.map((row) => row.id)));
    for (const row of rows) {
      await recordAdminAudit(tx, actor, {
        entity: "override",
        entityId: row.id,
        entityLabel: auditLabel(row.overrideType, row.targetLabel),
        action: "cleared",
        details: { expiresAt: row.expiresAt.toISOString() },
      });
    }
    return { cleared: rows.length };
  });
}
