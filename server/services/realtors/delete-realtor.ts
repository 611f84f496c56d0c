import { and, count, eq, ne } from "drizzle-orm";
import type { DeletionCheck } from "~/domain/realtor-read-models";
import { REALTOR_ADMIN_MESSAGES, type RealtorIdData } from "~/domain/schemas/realtor";
import type { Database, Tx } from "../../db/client";
import { blogs, projectAssignments, realtors, siteVisitDailyCounts, siteVisitDailySites, siteVisitDayVisitors, siteVisitEvents, userProfiles } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import { isRecordId } from "~/domain/record-id";
import { authorize, type Actor } from "../actor";
import { recordRealtorAudit } from "../internal/audit-log";
import { ConflictError, foreignKeyViolation, NotFoundError, ServiceError, UnavailableError } from "../errors";
import { publishedPostTags, realtorSiteTags } from "../internal/site-cache-tags";

/** What a permanent deletion would meet, for the confirm dialog; refuses like the deletion itself. */
export async function checkRealtorDeletion({ db }: { db: Database }, actor: Actor, { id }: RealtorIdData): Promise<DeletionCheck> {
  authorize(actor, "realtorDeletion", REALTOR_ADMIN_MESSAGES.deletionDenied);
  const [realtor] = isRecordId(id)
    ? await verified(REALTOR_ADMIN_MESSAGES.checkFailed, () =>
        db
          .select({ id: realtors.id, fullName: realtors.fullName, isLeader: realtors.isLeader, userId: realtors.userId })
          .from(realtors)
          .where(eq(realtors.id, id)),
      )
    : [];
  if (!realtor) throw new NotFoundError(REALTOR_ADMIN_MESSAGES.notFound);
  const [assignments, agents, [{ posts }]] = await Promise.all([
    countAssignments(db, realtor.id),
    activeReportingAgents(db, realtor.id),
    verified(REALTOR_ADMIN_MESSAGES.checkFailed, () => db.select({ posts: count() }).from(blogs).where(eq(blogs.userId, realtor.userId))),
  ]);
  const { userId: _userId, ...summary } = realtor;
  return {
    realtor: summary,
    projectAssignments: assignments,
    blogPosts: posts,
    reportingAgents: agents,
    blocked: realtor.isLeader && agents.length > 0,
  };
}

/**
 * Permanent delete (part 2 §7 delete-user): the account goes, and with it the realtor, its site
 * permissions, sessions, branding and project assignments. Refused for a leader while active
 * agents report to it; the audit row keeps who it was.
 */
export async function deleteRealtorPermanently({ db }: { db: Database }, actor: Actor, { id }: RealtorIdData): Promise<{ fullName: string; projectAssignments: number }> {
  authorize(actor, "realtorDeletion", REALTOR_ADMIN_MESSAGES.deletionDenied);
  let result: { fullName: string; projectAssignments: number; shownOn: string[] };
  try {
    result = await db.transaction(async (tx) => {
      const [realtor] = isRecordId(id) ? await tx.select().from(realtors).where(eq(realtors.id, id)).for("update") : [];
      if (!realtor) throw new NotFoundError(REALTOR_ADMIN_MESSAGES.notFound);
      if (realtor.isLeader && (await activeReportingAgents(tx, realtor.id)).length > 0) {
        throw new ConflictError(REALTOR_ADMIN_MESSAGES.reassignAgentsFirst);
      }
      const assignments = await countAssignments(tx, realtor.id);
      await recordRealtorAudit(tx, actor, {
        realtorId: realtor.id,
        action: "deleted",
        previousStatus: realtor.status,
        details: {
          mode: "permanent",
          realtorName: realtor.fullName,
          email: realtor.email,
          ceaNumber: realtor.ceaNumber,
          agentSiteUrl: realtor.agentSiteUrl,
          isLeader: realtor.isLeader,
          projectAssignments: assignments,
        },
      });
      // Read before the rows go: their site on each of their hosts, their leader's team, their posts.
      const shownOn = [...(await realtorSiteTags(tx, realtor)), ...(await publishedPostTags(tx, realtor.userId))];
      await tx.delete(userProfiles).where(eq(userProfiles.id, realtor.userId));
      // The site's analytics go with it; the platform's own totals keep its past views.
      await tx.delete(siteVisitEvents).where(eq(siteVisitEvents.realtorId, realtor.id));
      await tx.delete(siteVisitDailyCounts).where(eq(siteVisitDailyCounts.site, realtor.id));
      await tx.delete(siteVisitDailySites).where(eq(siteVisitDailySites.site, realtor.id));
      await tx.delete(siteVisitDayVisitors).where(eq(siteVisitDayVisitors.site, realtor.id));
      return { fullName: realtor.fullName, projectAssignments: assignments, shownOn };
    });
  } catch (error) {
    if (foreignKeyViolation(error)) throw new ConflictError(REALTOR_ADMIN_MESSAGES.hasDependencies, { cause: error });
    throw error;
  }
  dropCached(...result.shownOn);
  return { fullName: result.fullName, projectAssignments: result.projectAssignments };
}

async function countAssignments(db: Database | Tx, realtorId: string): Promise<number> {
  const [{ n }] = await verified(REALTOR_ADMIN_MESSAGES.projectCheckFailed, () =>
    db.select({ n: count() }).from(projectAssignments).where(eq(projectAssignments.realtorId, realtorId)),
  );
  return n;
}

/** Part 2 §7: realtors reporting to a leader, active, not the leader itself. */
function activeReportingAgents(db: Database | Tx, leaderId: string): Promise<{ id: string; fullName: string }[]> {
  return verified(REALTOR_ADMIN_MESSAGES.agentCheckFailed, () =>
    db
      .select({ id: realtors.id, fullName: realtors.fullName })
      .from(realtors)
      .where(and(eq(realtors.reportsToId, leaderId), ne(realtors.id, leaderId), eq(realtors.status, "active")))
      .orderBy(realtors.fullName),
  );
}

/** A dependency check that fails blocks the deletion with the spec's words for that check. */
async function verified<T>(message: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw new UnavailableError(message, { cause: error });
  }
}
