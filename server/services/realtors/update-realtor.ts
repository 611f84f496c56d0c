import { and, eq, ne } from "drizzle-orm";
import type { Logger } from "pino";
import { REALTOR_ADMIN_MESSAGES, type UpdateRealtorData } from "~/domain/schemas/realtor";
import type { Database } from "../../db/client";
import { realtors, sessions, sitePermissions, userProfiles } from "../../db/schema";
import type { Mailer } from "../../mail";
import { signInEmailChangedMail } from "../../mail-templates";
import { cacheTags } from "../../cache-tags";
import { dropCached } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordRealtorAudit } from "../internal/audit-log";
import { InvalidError } from "../errors";
import { hostTag, publishedPostTags, realtorSiteTags } from "../internal/site-cache-tags";
import { withRealtorConflicts } from "./internal/realtor-conflicts";
import { assertAgency, assertRealtorSiteHost, assertReportsTo, lockRealtor } from "./internal/realtor-rows";

export interface UpdatedRealtor {
  fullName: string;
  /** The new host when the website URL changed ('Website URL updated to {site}'), else null. */
  newSiteUrl: string | null;
  /** With a new sign-in email: the old address and whether its notice was sent; null when the email stayed. */
  oldEmailNotice: { to: string; sent: boolean } | null;
}

export interface UpdateRealtorDeps {
  db: Database;
  mailer: Pick<Mailer, "send">;
  logger: Pick<Logger, "error">;
  config: { appDomain: string; devHostMarkers: readonly string[] };
}

const EDITABLE = ["fullName", "email", "phoneNumber", "ceaNumber", "agencyId", "agentSiteUrl", "reportsToId", "yearsExperience"] as const;

/**
 * The edit dialog. The account's name, email and phone follow the realtor's; a new website URL
 * renames the matching site permission (owner and old URL) in the same transaction (part 2 §7).
 * A new sign-in email ends the realtor's sessions in that transaction (their links end by the
 * database's own rule, decision record 118), and the old address is told once it has committed
 * (decision record 119).
 */
export async function updateRealtor(deps: UpdateRealtorDeps, actor: Actor, input: UpdateRealtorData): Promise<UpdatedRealtor> {
  const { db, config } = deps;
  authorize(actor, "userManagement");
  assertRealtorSiteHost(input.agentSiteUrl, config);
  await assertAgency(db, input.agencyId);
  const result = await withRealtorConflicts(() =>
    db.transaction(async (tx) => {
      const before = await lockRealtor(tx, input.id);
      const after = {
        fullName: input.fullName,
        email: input.email.toLowerCase(),
        phoneNumber: input.phoneNumber ?? null,
        ceaNumber: input.ceaNumber,
        agencyId: input.agencyId,
        agentSiteUrl: input.agentSiteUrl,
        // A leader reports to itself, whatever the form sent.
        reportsToId: before.isLeader ? before.reportsToId : (input.reportsToId ?? null),
        yearsExperience: input.yearsExperience ?? null,
      };
      const changes = Object.fromEntries(
        EDITABLE.filter((field) => before[field] !== after[field]).map((field) => [field, { from: before[field], to: after[field] }]),
      );
      if (Object.keys(changes).length === 0) return { fullName: before.fullName, newSiteUrl: null, movedFrom: null, shownOn: [] };

      const movesAgency = before.agencyId !== after.agencyId;
      if (!before.isLeader && after.reportsToId && (movesAgency || after.reportsToId !== before.reportsToId)) {
        await assertReportsTo(tx, { reportsToId: after.reportsToId, agencyId: after.agencyId });
      }
      if (before.isLeader && movesAgency) {
        const [agent] = await tx
          .select({ id: realtors.id })
          .from(realtors)
          .where(and(eq(realtors.reportsToId, before.id), ne(realtors.id, before.id)))
          .limit(1);
        if (agent) throw new InvalidError(REALTOR_ADMIN_MESSAGES.leaderMoveBlocked, { field: "agencyId" });
      }

      // The sign-in address is the account's; the realtor record holds a copy.
      const [account] = await tx.select({ email: userProfiles.email }).from(userProfiles).where(eq(userProfiles.id, before.userId)).for("update");
      await tx.update(realtors).set(after).where(eq(realtors.id, before.id));
      await tx
        .update(userProfiles)
        .set({ fullName: after.fullName, email: after.email, phoneNumber: after.phoneNumber })
        .where(eq(userProfiles.id, before.userId));
      const emailChanged = account.email !== after.email;
      const ended = emailChanged ? await tx.delete(sessions).where(eq(sessions.userId, before.userId)).returning({ id: sessions.id }) : [];
      const siteChanged = before.agentSiteUrl !== after.agentSiteUrl;
      if (siteChanged) {
        await tx
          .update(sitePermissions)
          .set({ siteUrl: after.agentSiteUrl })
          .where(and(eq(sitePermissions.ownerId, before.userId), eq(sitePermissions.siteUrl, before.agentSiteUrl)));
      }
      await recordRealtorAudit(tx, actor, {
        realtorId: before.id,
        action: "updated",
        previousStatus: before.status,
        newStatus: before.status,
        details: {
          realtorName: after.fullName,
          changes,
          ...(emailChanged ? { sessionsEnded: ended.length, oldEmailNoticeTo: account.email } : {}),
        },
      });
      const shownOn = [cacheTags.site(before.id)];
      // The old host is nobody's now, the new one answers with this site.
      if (siteChanged) shownOn.push(hostTag(before.agentSiteUrl), ...(await realtorSiteTags(tx, { ...before, ...after })));
      // Both teams' pages, and the leader whose branding an agent without their own shows.
      if (before.reportsToId !== after.reportsToId) {
        for (const leaderId of [before.reportsToId, after.reportsToId]) if (leaderId && leaderId !== before.id) shownOn.push(cacheTags.site(leaderId));
      }
      if (before.fullName !== after.fullName) shownOn.push(...(await publishedPostTags(tx, before.userId)));
      return {
        fullName: after.fullName,
        newSiteUrl: siteChanged ? after.agentSiteUrl : null,
        movedFrom: emailChanged ? account.email : null,
        shownOn,
      };
    }),
  );
  const { movedFrom, shownOn, ...updated } = result;
  dropCached(...shownOn);
  if (movedFrom === null) return { ...updated, oldEmailNotice: null };
  const sent = await tellOldAddress(deps, movedFrom, { name: updated.fullName, newEmail: input.email.toLowerCase() });
  return { ...updated, oldEmailNotice: { to: movedFrom, sent } };
}

/** The change has committed: a notice that fails is logged and reported, never undoes it. */
async function tellOldAddress(deps: UpdateRealtorDeps, to: string, content: { name: string; newEmail: string }): Promise<boolean> {
  try {
    await deps.mailer.send({ to, ...signInEmailChangedMail(content) });
    return true;
  } catch (error) {
    deps.logger.error({ err: error }, "the notice of a changed sign-in email could not be sent");
    return false;
  }
}
