import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { LIST_PAGE_SIZE, pageOffset, pageWithin, type ListPage } from "~/domain/list-query";
import { rolesWith } from "~/domain/permissions";
import { roleLabel } from "~/domain/role-labels";
import { REALTOR_APPROVAL_MESSAGES, type RealtorDecisionData } from "~/domain/schemas/approval";
import type { Database } from "../db/client";
import { agencies, realtors, sitePermissions, userProfiles } from "../db/schema";
import type { Mailer } from "../mail";
import { approvalRequestMail, realtorApprovedMail, realtorRejectedMail } from "../mail-templates";
import { dropCached } from "../memory-cache";
import { siteLoginUrl } from "./accounts/account-links";
import { authorize, type Actor } from "./actor";
import { recordRealtorAudit } from "./internal/audit-log";
import { InvalidError, NotFoundError } from "./errors";
import { realtorSiteTags } from "./internal/site-cache-tags";

export interface ApprovalDeps {
  db: Database;
  mailer: Mailer;
  config: { appUrl: string };
  logger?: Pick<Logger, "error">;
}

export interface PendingRealtor {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  ceaNumber: string | null;
  isLeader: boolean;
  agentSiteUrl: string;
  agencyName: string;
  agencyStatus: string;
  reportsToName: string | null;
  createdAt: Date;
}

/**
 * One page of the realtors waiting for approval, newest first; every administrator may look, only
 * approvers act. A page past the end shows the last.
 */
export async function listPendingRealtors({ db }: Pick<ApprovalDeps, "db">, actor: Actor, page = 1): Promise<ListPage<PendingRealtor>> {
  authorize(actor, "approvalViewing");
  const pending = eq(realtors.status, "pending");
  const [{ total }] = await db.select({ total: count() }).from(realtors).where(pending);
  const shown = pageWithin(page, total);
  const leader = db
    .select({ id: realtors.id, fullName: realtors.fullName })
    .from(realtors)
    .as("leader");
  const rows = await db
    .select({
      id: realtors.id,
      fullName: realtors.fullName,
      email: realtors.email,
      phoneNumber: realtors.phoneNumber,
      ceaNumber: realtors.ceaNumber,
      isLeader: realtors.isLeader,
      agentSiteUrl: realtors.agentSiteUrl,
      agencyName: agencies.name,
      agencyStatus: agencies.status,
      reportsToName: leader.fullName,
      createdAt: realtors.createdAt,
    })
    .from(realtors)
    .innerJoin(agencies, eq(agencies.id, realtors.agencyId))
    .leftJoin(leader, eq(leader.id, realtors.reportsToId))
    .where(pending)
    .orderBy(desc(realtors.createdAt), asc(realtors.id))
    .limit(LIST_PAGE_SIZE)
    .offset(pageOffset(shown));
  return { rows, total, page: shown };
}

/**
 * Approve: pending → active with approved_by and approved_at; a leader without reports_to first
 * points at itself; the realtor's site permission is activated (or created). The realtor's
 * agency must be active. One transaction with its audit row; the realtor is mailed after commit.
 */
export async function approveRealtor(deps: ApprovalDeps, actor: Actor, input: RealtorDecisionData): Promise<{ fullName: string }> {
  authorize(actor, "realtorApproval", REALTOR_APPROVAL_MESSAGES.approveNotFound);
  const realtor = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ realtor: realtors, agencyName: agencies.name, agencyStatus: agencies.status })
      .from(realtors)
      .innerJoin(agencies, eq(agencies.id, realtors.agencyId))
      .where(and(eq(realtors.id, input.id), eq(realtors.status, "pending")))
      .for("update", { of: realtors });
    if (!row) throw new NotFoundError(REALTOR_APPROVAL_MESSAGES.approveNotFound);
    if (row.agencyStatus !== "active") throw new InvalidError(REALTOR_APPROVAL_MESSAGES.agencyNotActive(row.agencyName));
    const { realtor } = row;
    await tx
      .update(realtors)
      .set({
        status: "active",
        approvedBy: actor.id,
        approvedAt: new Date(),
        reportsToId: realtor.isLeader && !realtor.reportsToId ? realtor.id : realtor.reportsToId,
      })
      .where(eq(realtors.id, realtor.id));
    const activated = await tx
      .update(sitePermissions)
      .set({ isActive: true })
      .where(and(eq(sitePermissions.ownerId, realtor.userId), eq(sitePermissions.siteUrl, realtor.agentSiteUrl)))
      .returning({ id: sitePermissions.id });
    if (activated.length === 0) {
      await tx.insert(sitePermissions).values({
        siteUrl: realtor.agentSiteUrl,
        siteType: realtor.isLeader ? "leader" : "agent",
        ownerId: realtor.userId,
        isActive: true,
        allowIndexing: false,
      });
    }
    await recordRealtorAudit(tx, actor, {
      realtorId: realtor.id,
      action: "approved",
      previousStatus: "pending",
      newStatus: "active",
      reason: input.reason ?? null,
      category: "approval",
      details: { siteUrl: realtor.agentSiteUrl, permission: activated.length ? "activated" : "created" },
    });
    // Their hosts answer with their site now, and their leader's site lists them.
    return { ...realtor, shownOn: await realtorSiteTags(tx, realtor) };
  });
  dropCached(...realtor.shownOn);
  await mailAfterCommit(deps, realtor.email, realtorApprovedMail({
    name: realtor.fullName,
    siteHost: realtor.agentSiteUrl,
    signInLink: siteLoginUrl(deps.config.appUrl, realtor.agentSiteUrl),
  }));
  return { fullName: realtor.fullName };
}

/** Reject: pending → suspended (part 2 §4), with the reason in the audit row and the realtor's mail. */
export async function rejectRealtor(deps: ApprovalDeps, actor: Actor, input: RealtorDecisionData): Promise<{ fullName: string }> {
  authorize(actor, "realtorApproval", REALTOR_APPROVAL_MESSAGES.rejectNotFound);
  const realtor = await deps.db.transaction(async (tx) => {
    const [realtor] = await tx
      .select()
      .from(realtors)
      .where(and(eq(realtors.id, input.id), eq(realtors.status, "pending")))
      .for("update");
    if (!realtor) throw new NotFoundError(REALTOR_APPROVAL_MESSAGES.rejectNotFound);
    await tx.update(realtors).set({ status: "suspended" }).where(eq(realtors.id, realtor.id));
    await recordRealtorAudit(tx, actor, {
      realtorId: realtor.id,
      action: "rejected",
      previousStatus: "pending",
      newStatus: "suspended",
      reason: input.reason ?? null,
      category: "approval",
    });
    // Their hosts said 'not available yet' and still do, unless one answered before the sign-up.
    return { ...realtor, shownOn: await realtorSiteTags(tx, realtor) };
  });
  dropCached(...realtor.shownOn);
  await mailAfterCommit(deps, realtor.email, realtorRejectedMail({ name: realtor.fullName, reason: input.reason ?? null }));
  return { fullName: realtor.fullName };
}

/** After a sign-up commits: every master and admin1ic hears that a request waits (issue 10). */
export async function notifyApprovers(deps: ApprovalDeps, realtorId: string): Promise<void> {
  const [row] = await deps.db
    .select({ fullName: realtors.fullName, isLeader: realtors.isLeader, siteHost: realtors.agentSiteUrl, agencyName: agencies.name })
    .from(realtors)
    .innerJoin(agencies, eq(agencies.id, realtors.agencyId))
    .where(eq(realtors.id, realtorId));
  if (!row) return;
  const approvers = await deps.db
    .select({ email: userProfiles.email })
    .from(userProfiles)
    .where(inArray(userProfiles.role, [...rolesWith("realtorApproval")]));
  const content = approvalRequestMail({
    realtorName: row.fullName,
    roleLabel: roleLabel(row.isLeader ? "leader" : "agent"),
    agencyName: row.agencyName,
    siteHost: row.siteHost,
    link: new URL("/dashboard/approval-management", deps.config.appUrl).toString(),
  });
  for (const approver of approvers) await mailAfterCommit(deps, approver.email, content);
}

/** The change is committed: a mail that fails is logged, never undoes it. */
async function mailAfterCommit(deps: ApprovalDeps, to: string, content: { subject: string; text: string; html: string }) {
  try {
    await deps.mailer.send({ to, ...content });
  } catch (error) {
    deps.logger?.error({ err: error, subject: content.subject }, "mail after an approval step failed");
  }
}
