import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { hasPermission } from "~/domain/permissions";
import type { RealtorData, RealtorStatus } from "~/domain/schemas/realtor";
import type { Auth } from "../../auth";
import type { Database } from "../../db/client";
import { realtors, sitePermissions, userProfiles } from "../../db/schema";
import type { Mailer } from "../../mail";
import { dropCached } from "../../memory-cache";
import { freeRealtorSlug } from "../accounts/internal/realtor-slug";
import { inviteUser } from "../accounts/invite-user";
import { authorize, type Actor } from "../actor";
import { recordRealtorAudit } from "../internal/audit-log";
import { realtorSiteTags } from "../internal/site-cache-tags";
import { withRealtorConflicts } from "./internal/realtor-conflicts";
import { assertAgency, assertRealtorSiteHost, assertReportsTo } from "./internal/realtor-rows";

export interface AddRealtorDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  config: { appUrl: string; appDomain: string; devHostMarkers: readonly string[] };
  logger: Pick<Logger, "error">;
}

export interface AddedRealtor {
  realtorId: string;
  userId: string;
  status: RealtorStatus;
  /** false when the invite mail could not be sent; the realtor stays (decision record 050). */
  invited: boolean;
}

/**
 * Add New Leader / Add New Agent (part 2 §2.3, §7 create-user): the account, the realtor, its
 * site permission and the audit row in one transaction, then an invite whose link sets the
 * first password. A realtor added by an approver to an active agency is active at once, approved
 * by that actor; any other waits for approval like a sign-up (decision record 050).
 */
export async function addRealtor(deps: AddRealtorDeps, actor: Actor, input: RealtorData): Promise<AddedRealtor> {
  authorize(actor, "userManagement");
  const { db } = deps;
  assertRealtorSiteHost(input.agentSiteUrl, deps.config);
  const agency = await assertAgency(db, input.agencyId);
  if (!input.isLeader) await assertReportsTo(db, input);

  // Approval Management approves realtors of active agencies only; adding one is no way around it.
  const approves = hasPermission(actor.role, "realtorApproval") && agency.status === "active";
  const status: RealtorStatus = approves ? "active" : "pending";
  const role = input.isLeader ? "leader" : "agent";
  const email = input.email.toLowerCase();
  const created = await withRealtorConflicts(() =>
    db.transaction(async (tx) => {
      const [profile] = await tx
        .insert(userProfiles)
        .values({ email, fullName: input.fullName, role, phoneNumber: input.phoneNumber ?? null })
        .returning({ id: userProfiles.id });
      const realtorId = randomUUID();
      const reportsToId = input.isLeader ? (approves ? realtorId : null) : (input.reportsToId ?? null);
      await tx.insert(realtors).values({
        id: realtorId,
        userId: profile.id,
        agencyId: input.agencyId,
        fullName: input.fullName,
        email,
        phoneNumber: input.phoneNumber ?? null,
        ceaNumber: input.ceaNumber,
        agentSiteUrl: input.agentSiteUrl,
        realtorSlug: await freeRealtorSlug(tx, input.fullName),
        isLeader: input.isLeader,
        reportsToId,
        status,
        approvedBy: approves ? actor.id : null,
        approvedAt: approves ? new Date() : null,
        yearsExperience: input.yearsExperience ?? null,
      });
      await tx.insert(sitePermissions).values({
        siteUrl: input.agentSiteUrl,
        siteType: role,
        ownerId: profile.id,
        isActive: approves,
        allowIndexing: false,
      });
      await recordRealtorAudit(tx, actor, {
        realtorId,
        action: "created",
        newStatus: status,
        details: {
          realtorName: input.fullName,
          email,
          ceaNumber: input.ceaNumber,
          agentSiteUrl: input.agentSiteUrl,
          isLeader: input.isLeader,
          agencyId: input.agencyId,
          reportsToId,
          approvedAtCreation: approves,
        },
      });
      // The new host joins the tenancy and better-auth's trusted origins; a leader's team grows.
      const shownOn = await realtorSiteTags(tx, { id: realtorId, userId: profile.id, agentSiteUrl: input.agentSiteUrl, reportsToId });
      return { realtorId, userId: profile.id, shownOn };
    }),
  );
  const { shownOn, ...added } = created;
  dropCached(...shownOn);

  const invited = await inviteUser({ db, auth: deps.auth, mailer: deps.mailer, appUrl: deps.config.appUrl }, actor, { userId: added.userId }).then(
    () => true,
    (error: unknown) => {
      deps.logger.error({ err: error, realtorId: added.realtorId }, "realtor invite mail failed");
      return false;
    },
  );
  return { ...added, status, invited };
}
