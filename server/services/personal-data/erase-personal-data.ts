import { and, count, eq, ne, or, sql } from "drizzle-orm";
import type { ErasureCheck } from "~/domain/realtor-read-models";
import { PERSONAL_DATA_MESSAGES, type PersonalDataErasureData } from "~/domain/schemas/personal-data";
import { isRecordId } from "~/domain/record-id";
import type { Database, Tx } from "../../db/client";
import { adminAuditLog, blogs, enquiries, enquiryEvents, realtorAuditLog, realtors, userProfiles } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordRealtorAudit } from "../internal/audit-log";
import { publishedPostTags, realtorSiteTags } from "../internal/site-cache-tags";
import { InvalidError, NotFoundError } from "../errors";

const ERASED = "[erased]";

/**
 * What deleting a realtor's personal data would meet, for master's dialog: their leader (the
 * "hand to the leader" choice exists only with one) and what the choices apply to. Refuses like
 * the deletion itself.
 */
export async function checkPersonalDataErasure({ db }: { db: Database }, actor: Actor, { id }: { id: string }): Promise<ErasureCheck> {
  authorize(actor, "personalDataErasure", PERSONAL_DATA_MESSAGES.erasureDenied);
  const [realtor] = isRecordId(id)
    ? await db
        .select({ id: realtors.id, fullName: realtors.fullName, agentSiteUrl: realtors.agentSiteUrl, userId: realtors.userId, reportsToId: realtors.reportsToId })
        .from(realtors)
        .where(eq(realtors.id, id))
    : [];
  if (!realtor) throw new NotFoundError(PERSONAL_DATA_MESSAGES.realtorNotFound);
  const leaderId = realtor.reportsToId && realtor.reportsToId !== realtor.id ? realtor.reportsToId : null;
  const [[leader], [{ posts }], [{ siteEnquiries }], [{ otherLeads }]] = await Promise.all([
    leaderId ? db.select({ id: realtors.id, fullName: realtors.fullName }).from(realtors).where(eq(realtors.id, leaderId)) : Promise.resolve([]),
    db.select({ posts: count() }).from(blogs).where(eq(blogs.userId, realtor.userId)),
    db.select({ siteEnquiries: count() }).from(enquiries).where(eq(enquiries.realtorId, realtor.id)),
    db
      .select({ otherLeads: count() })
      .from(enquiries)
      .where(and(eq(enquiries.ownerId, realtor.id), or(ne(enquiries.realtorId, realtor.id), sql`${enquiries.realtorId} is null`))),
  ]);
  return {
    realtor: { id: realtor.id, fullName: realtor.fullName, agentSiteUrl: realtor.agentSiteUrl },
    leader: leader ?? null,
    posts,
    siteEnquiries,
    otherLeads,
  };
}

export interface ErasureResult {
  fullName: string;
  /** The leader the enquiries went to, when master chose so. */
  leaderName: string | null;
  posts: number;
  enquiries: number;
  auditRows: number;
}

/**
 * Master deletes a realtor's personal data on request (PDPA; decision record 135), beside part
 * 2's permanent delete. In one transaction with its own audit row: the account, realtor profile,
 * sessions, branding and exports go; the posts are kept unpublished under master's account or
 * removed; the site's enquiries go to their leader, to the administrators' queue or are erased, and
 * every lead they own goes to that leader or the queue;
 * every audit row keeps its action but loses the realtor's name, email, phones, CEA and domain.
 */
export async function erasePersonalData({ db }: { db: Database }, actor: Actor, input: PersonalDataErasureData): Promise<ErasureResult> {
  authorize(actor, "personalDataErasure", PERSONAL_DATA_MESSAGES.erasureDenied);
  const outcome = await db.transaction(async (tx) => {
    const [realtor] = isRecordId(input.id) ? await tx.select().from(realtors).where(eq(realtors.id, input.id)).for("update") : [];
    if (!realtor) throw new NotFoundError(PERSONAL_DATA_MESSAGES.realtorNotFound);
    const leaderId = realtor.reportsToId && realtor.reportsToId !== realtor.id ? realtor.reportsToId : null;
    if (input.enquiries === "leader" && !leaderId) throw new InvalidError(PERSONAL_DATA_MESSAGES.noLeaderToHandTo);
    const handedTo = input.enquiries === "leader" ? leaderId : null;
    const [leader] = handedTo ? await tx.select({ fullName: realtors.fullName }).from(realtors).where(eq(realtors.id, handedTo)) : [];
    const [account] = await tx.select().from(userProfiles).where(eq(userProfiles.id, realtor.userId));
    const shownOn = [...(await realtorSiteTags(tx, realtor)), ...(await publishedPostTags(tx, realtor.userId))];

    const posts =
      input.posts === "remove"
        ? await tx.delete(blogs).where(eq(blogs.userId, realtor.userId)).returning({ id: blogs.id })
        : await tx.update(blogs).set({ userId: actor.id, isPublished: false }).where(eq(blogs.userId, realtor.userId)).returning({ id: blogs.id });
    const siteEnquiries =
      input.enquiries === "erase"
        ? await tx.delete(enquiries).where(eq(enquiries.realtorId, realtor.id)).returning({ id: enquiries.id })
        : await tx.update(enquiries).set({ realtorId: handedTo }).where(eq(enquiries.realtorId, realtor.id)).returning({ id: enquiries.id });
    await handOverOwnedLeads(tx, actor, realtor.id, handedTo);
    await tx.update(enquiryEvents).set({ performedByName: ERASED }).where(eq(enquiryEvents.userId, realtor.userId));
    await tx.update(enquiryEvents).set({ fromOwnerName: ERASED }).where(eq(enquiryEvents.fromOwnerName, realtor.fullName));
    await tx.update(enquiryEvents).set({ toOwnerName: ERASED }).where(eq(enquiryEvents.toOwnerName, realtor.fullName));

    const personal = [realtor.fullName, realtor.email, realtor.phoneNumber, realtor.whatsappNumber, realtor.ceaNumber, realtor.agentSiteUrl, account?.email, account?.fullName, account?.phoneNumber];
    const auditRows = await scrubAuditRows(tx, realtor.id, realtor.userId, personal);
    await recordRealtorAudit(tx, actor, {
      realtorId: null,
      action: "deleted",
      previousStatus: realtor.status,
      details: { mode: "personal-data", realtorId: realtor.id, posts: input.posts, postCount: posts.length, enquiries: input.enquiries, enquiryCount: siteEnquiries.length, auditRowsScrubbed: auditRows },
    });
    await tx.delete(userProfiles).where(eq(userProfiles.id, realtor.userId));
    return { shownOn, result: { fullName: realtor.fullName, leaderName: leader?.fullName ?? null, posts: posts.length, enquiries: siteEnquiries.length, auditRows } };
  });
  dropCached(...outcome.shownOn);
  return outcome.result;
}

/**
 * Every lead the realtor owns, from their own site or routed from the master site, goes to the
 * leader or to the administrators' queue, with the change in its history (decision record 140).
 */
async function handOverOwnedLeads(tx: Tx, actor: Actor, realtorId: string, ownerId: string | null): Promise<void> {
  const [owner] = ownerId ? await tx.select({ name: realtors.fullName }).from(realtors).where(eq(realtors.id, ownerId)) : [];
  const now = new Date();
  const owned = await tx.update(enquiries).set({ ownerId, readAt: null, updatedAt: now }).where(eq(enquiries.ownerId, realtorId)).returning({ id: enquiries.id });
  if (owned.length === 0) return;
  await tx.insert(enquiryEvents).values(
    owned.map(({ id }) => ({
      enquiryId: id,
      type: "owner-changed" as const,
      fromOwnerName: ERASED,
      toOwnerName: owner?.name ?? null,
      userId: actor.id,
      performedByName: actor.fullName,
      createdAt: now,
    })),
  );
}

/** Replaces the realtor's personal details wherever they appear in the audit rows about or by them. */
async function scrubAuditRows(tx: Tx, realtorId: string, userId: string, personal: (string | null | undefined)[]): Promise<number> {
  const values = [...new Set(personal.filter((value): value is string => Boolean(value && value.trim().length > 2)))].sort((a, b) => b.length - a.length);
  const scrub = (value: string) => values.reduce((text, secret) => text.replace(new RegExp(escapeRegExp(secret), "gi"), ERASED), value);
  const scrubJson = (value: unknown): unknown =>
    typeof value === "string" ? scrub(value) : Array.isArray(value) ? value.map(scrubJson) : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrubJson(inner)])) : value;

  const realtorRows = await tx.select().from(realtorAuditLog).where(or(eq(realtorAuditLog.realtorId, realtorId), eq(realtorAuditLog.userId, userId)));
  for (const row of realtorRows) {
    await tx
      .update(realtorAuditLog)
      .set({
        // Nulled here rather than by the foreign keys: a row both by and about the realtor would
        // have two cascades on one row, and the second checks the first's old value.
        realtorId: null,
        performedByName: row.userId === userId ? ERASED : row.performedByName,
        performedByEmail: row.userId === userId ? ERASED : row.performedByEmail,
        reason: row.reason === null ? null : scrub(row.reason),
        additionalDetails: scrubJson(row.additionalDetails) as Record<string, unknown>,
      })
      .where(eq(realtorAuditLog.id, row.id));
  }
  const mentions = values.map((value) => sql`${adminAuditLog.details}::text ilike ${`%${value}%`} or ${adminAuditLog.entityLabel} ilike ${`%${value}%`}`);
  const adminRows = await tx
    .select()
    .from(adminAuditLog)
    .where(or(eq(adminAuditLog.userId, userId), ...mentions));
  for (const row of adminRows) {
    await tx
      .update(adminAuditLog)
      .set({
        performedByName: row.userId === userId ? ERASED : row.performedByName,
        performedByEmail: row.userId === userId ? ERASED : row.performedByEmail,
        entityLabel: scrub(row.entityLabel),
        details: scrubJson(row.details) as Record<string, unknown>,
      })
      .where(eq(adminAuditLog.id, row.id));
  }
  return realtorRows.length + adminRows.length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
