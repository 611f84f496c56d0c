import { and, asc, eq, sql } from "drizzle-orm";
import { ENQUIRY_ROUTING_MESSAGES, type EnquiryRoutingData } from "~/domain/schemas/enquiry-routing";
import type { Database, Tx } from "../db/client";
import { enquiryRouting, projectAssignments, realtors } from "../db/schema";
import { authorize, type Actor } from "./actor";
import { InvalidError } from "./errors";
import { recordAdminAudit } from "./internal/audit-log";

export interface RoutedOwner {
  id: string;
  name: string;
  email: string;
}

export interface EnquiryRoutingSettings {
  roundRobin: boolean;
  fallbackRealtorId: string | null;
  /** The active realtors master may choose as the fallback. */
  realtors: { id: string; name: string; isLeader: boolean }[];
}

const DEFAULT_ROUTING = { roundRobin: true, fallbackRealtorId: null };

async function routingRule(db: Database | Tx): Promise<{ roundRobin: boolean; fallbackRealtorId: string | null }> {
  const [rule] = await db.select({ roundRobin: enquiryRouting.roundRobin, fallbackRealtorId: enquiryRouting.fallbackRealtorId }).from(enquiryRouting);
  return rule ?? DEFAULT_ROUTING;
}

const activeRealtor = (id: string) => and(eq(realtors.id, id), eq(realtors.status, "active"));

/** Master's routing rule with the realtors it may name. */
export async function getEnquiryRouting({ db }: { db: Database }, actor: Actor): Promise<EnquiryRoutingSettings> {
  authorize(actor, "enquiryRouting");
  const [rule, choices] = await Promise.all([
    routingRule(db),
    db
      .select({ id: realtors.id, name: realtors.fullName, isLeader: realtors.isLeader })
      .from(realtors)
      .where(eq(realtors.status, "active"))
      .orderBy(asc(realtors.fullName))
      .limit(1000),
  ]);
  return { ...rule, realtors: choices };
}

/** Master sets the rule; the change is audited in the same transaction. */
export async function saveEnquiryRouting({ db }: { db: Database }, actor: Actor, input: EnquiryRoutingData): Promise<void> {
  authorize(actor, "enquiryRouting");
  await db.transaction(async (tx) => {
    let fallbackName: string | null = null;
    if (input.fallbackRealtorId) {
      const [realtor] = await tx.select({ name: realtors.fullName }).from(realtors).where(activeRealtor(input.fallbackRealtorId));
      if (!realtor) throw new InvalidError(ENQUIRY_ROUTING_MESSAGES.realtorInvalid, { field: "fallbackRealtorId" });
      fallbackName = realtor.name;
    }
    const values = { roundRobin: input.roundRobin, fallbackRealtorId: input.fallbackRealtorId ?? null, updatedBy: actor.id, updatedAt: new Date() };
    await tx.insert(enquiryRouting).values({ id: true, ...values }).onConflictDoUpdate({ target: enquiryRouting.id, set: values });
    await recordAdminAudit(tx, actor, {
      entity: "enquiry",
      entityId: null,
      entityLabel: "Master-site enquiry routing",
      action: "routing-changed",
      details: { roundRobin: input.roundRobin, fallbackRealtorId: values.fallbackRealtorId, fallbackRealtorName: fallbackName },
    });
  });
}

/**
 * The owner of a new master-site enquiry, chosen inside the transaction that saves it: the
 * project's active assigned realtor whose turn it is (the one routed to longest ago), else the
 * fallback realtor, else null (the administrators' queue). An advisory lock on the project
 * serialises concurrent enquiries about it, and the turn is stamped with the clock inside the
 * lock, so two at once go to two realtors (decision record 141).
 */
export async function routeMasterSiteEnquiry(tx: Tx, projectId: string | null): Promise<RoutedOwner | null> {
  const rule = await routingRule(tx);
  if (rule.roundRobin && projectId) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`enquiry-route:${projectId}`}))`);
    const [turn] = await tx
      .select({ assignmentId: projectAssignments.id, id: realtors.id, name: realtors.fullName, email: realtors.email })
      .from(projectAssignments)
      .innerJoin(realtors, eq(realtors.id, projectAssignments.realtorId))
      .where(and(eq(projectAssignments.projectId, projectId), eq(realtors.status, "active")))
      .orderBy(sql`${projectAssignments.lastRoutedAt} asc nulls first`, asc(projectAssignments.createdAt), asc(projectAssignments.id))
      .limit(1);
    if (turn) {
      await tx.update(projectAssignments).set({ lastRoutedAt: sql`clock_timestamp()` }).where(eq(projectAssignments.id, turn.assignmentId));
      return { id: turn.id, name: turn.name, email: turn.email };
    }
  }
  if (!rule.fallbackRealtorId) return null;
  const [fallback] = await tx.select({ id: realtors.id, name: realtors.fullName, email: realtors.email }).from(realtors).where(activeRealtor(rule.fallbackRealtorId));
  return fallback ?? null;
}
