import { and, asc, eq, or } from "drizzle-orm";
import { hasPermission } from "~/domain/permissions";
import { ADMINISTRATORS_QUEUE, ENQUIRY_INBOX_MESSAGES, type EnquiryAssignData } from "~/domain/schemas/enquiry-inbox";
import { siteOrigin } from "~/domain/site-url";
import type { Logger } from "pino";
import type { Database, Tx } from "../db/client";
import { enquiries, enquiryEvents, realtors } from "../db/schema";
import type { Mailer } from "../mail";
import { enquiryAssignedMail } from "../mail-templates";
import { authorizeRow, type Actor } from "./actor";
import { inboxScope, lockForChange, openEnquiry, type EnquiryRow } from "./enquiry-inbox";
import { InvalidError } from "./errors";

export interface AssignmentDeps {
  db: Database;
  mailer: Mailer;
  config: { appUrl: string };
  logger?: Pick<Logger, "error">;
}

export interface OwnerChoice {
  /** A realtor's id, or ADMINISTRATORS_QUEUE. */
  id: string;
  name: string;
}

/**
 * Who may be given the enquiry: for a master-site enquiry and an administrator, any active
 * realtor or the administrators' queue; otherwise the active members of the acting leader's team.
 */
async function ownerChoices(db: Database | Tx, actor: Actor, enquiry: EnquiryRow): Promise<OwnerChoice[]> {
  if (enquiry.masterSite && hasPermission(actor.role, "enquiriesAssignMasterSite")) {
    const everyone = await db
      .select({ id: realtors.id, name: realtors.fullName })
      .from(realtors)
      .where(eq(realtors.status, "active"))
      .orderBy(asc(realtors.fullName))
      .limit(1000);
    return [{ id: ADMINISTRATORS_QUEUE, name: "Administrators' queue" }, ...everyone];
  }
  const { realtorId } = await inboxScope(db, actor);
  if (!realtorId || !hasPermission(actor.role, "enquiriesAssignTeam")) return [];
  return db
    .select({ id: realtors.id, name: realtors.fullName })
    .from(realtors)
    .where(and(eq(realtors.status, "active"), or(eq(realtors.id, realtorId), eq(realtors.reportsToId, realtorId))))
    .orderBy(asc(realtors.fullName));
}

/** The enquiry page's owner picker: the people the actor may give this enquiry to (empty when they may not). */
export async function enquiryOwnerChoices({ db }: { db: Database }, actor: Actor, { id }: { id: string }): Promise<OwnerChoice[]> {
  const { enquiry } = await openEnquiry({ db }, actor, { id }, { markRead: false });
  return enquiry.rights.assign ? ownerChoices(db, actor, enquiry) : [];
}

/**
 * A leader gives one of the team's enquiries to one of the team; an administrator gives a
 * master-site enquiry to a realtor or back to the queue. The change is kept in the enquiry's
 * history in the same transaction; the new owner is mailed after it commits (a failed mail is
 * logged, the assignment stands).
 */
export async function assignEnquiry(deps: AssignmentDeps, actor: Actor, input: EnquiryAssignData): Promise<{ name: string; ownerName: string }> {
  const assigned = await deps.db.transaction(async (tx) => {
    const enquiry = await lockForChange(tx, actor, input.id);
    authorizeRow(enquiry.rights.assign, ENQUIRY_INBOX_MESSAGES.assignDenied);
    const choice = (await ownerChoices(tx, actor, enquiry)).find((candidate) => candidate.id === input.ownerId);
    if (!choice) throw new InvalidError(ENQUIRY_INBOX_MESSAGES.ownerNotInTeam, { field: "ownerId" });
    const ownerId = choice.id === ADMINISTRATORS_QUEUE ? null : choice.id;
    if (ownerId === enquiry.ownerId) return { enquiry, owner: null, ownerName: choice.name };
    const now = new Date();
    await tx.update(enquiries).set({ ownerId, readAt: null, updatedAt: now }).where(eq(enquiries.id, input.id));
    await tx.insert(enquiryEvents).values({
      enquiryId: input.id,
      type: "owner-changed",
      fromOwnerName: enquiry.ownerName,
      toOwnerName: ownerId ? choice.name : null,
      userId: actor.id,
      performedByName: actor.fullName,
      createdAt: now,
    });
    const [owner] = ownerId
      ? await tx.select({ name: realtors.fullName, email: realtors.email, host: realtors.agentSiteUrl }).from(realtors).where(eq(realtors.id, ownerId))
      : [];
    return { enquiry, owner: owner ?? null, ownerName: choice.name };
  });
  const { enquiry, owner } = assigned;
  if (owner) {
    try {
      await deps.mailer.send({
        to: owner.email,
        ...enquiryAssignedMail({
          ownerName: owner.name,
          buyerName: enquiry.name,
          projectName: enquiry.projectName,
          assignedBy: actor.fullName,
          link: `${siteOrigin(owner.host, deps.config.appUrl)}/dashboard/enquiries/${enquiry.id}`,
        }),
      });
    } catch (error) {
      deps.logger?.error({ err: error, enquiryId: enquiry.id }, "enquiry assigned but the new owner's mail failed");
    }
  }
  return { name: enquiry.name, ownerName: assigned.ownerName };
}
