import { and, eq, ne } from "drizzle-orm";
import { REALTOR_ADMIN_MESSAGES, type UpdateRealtorData } from "~/domain/schemas/realtor";
import type { Database } from "../../db/client";
import { realtors, sitePermissions, userProfiles } from "../../db/schema";
import { clearSiteCaches } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordRealtorAudit } from "../audit-log";
import { InvalidError } from "../errors";
import { withRealtorConflicts } from "./realtor-conflicts";
import { assertAgency, assertRealtorSiteHost, assertReportsTo, lockRealtor } from "./realtor-rows";

export interface UpdatedRealtor {
  fullName: string;
  /** The new host when the website URL changed ('Website URL updated to {site}'), else null. */
  newSiteUrl: string | null;
}

const EDITABLE = ["fullName", "email", "phoneNumber", "ceaNumber", "agencyId", "agentSiteUrl", "reportsToId", "yearsExperience"] as const;

/**
 * The edit dialog. The account's name, email and phone follow the realtor's; a new website URL
 * renames the matching site permission (owner and old URL) in the same transaction (part 2 §7).
 */
export async function updateRealtor(
  { db, config }: { db: Database; config: { appDomain: string; devHostMarkers: readonly string[] } },
  actor: Actor,
  input: UpdateRealtorData,
): Promise<UpdatedRealtor> {
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
      if (Object.keys(changes).length === 0) return { fullName: before.fullName, newSiteUrl: null };

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

      await tx.update(realtors).set(after).where(eq(realtors.id, before.id));
      await tx
        .update(userProfiles)
        .set({ fullName: after.fullName, email: after.email, phoneNumber: after.phoneNumber })
        .where(eq(userProfiles.id, before.userId));
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
        details: { realtorName: after.fullName, changes },
      });
      return { fullName: after.fullName, newSiteUrl: siteChanged ? after.agentSiteUrl : null };
    }),
  );
  clearSiteCaches();
  return result;
}
