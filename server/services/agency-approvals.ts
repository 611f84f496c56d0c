import { and, eq } from "drizzle-orm";
import { AGENCY_MESSAGES, type AgencyDecisionData } from "~/domain/schemas/agency";
import type { Database } from "../db/client";
import { agencies } from "../db/schema";
import { dropCached } from "../memory-cache";
import { authorize, type Actor } from "./actor";
import { recordAdminAudit } from "./internal/audit-log";
import { NotFoundError } from "./errors";
import { agencySiteTags } from "./internal/site-cache-tags";

/**
 * Approve (pending → active, approved_by and approved_at set) or reject (pending → suspended)
 * an agency (part 2 §4). Only agencyApproval holders; only a pending agency.
 */
export async function decideAgency(
  { db }: { db: Database },
  actor: Actor,
  decision: "approve" | "reject",
  input: AgencyDecisionData,
): Promise<{ name: string }> {
  const notFound = decision === "approve" ? AGENCY_MESSAGES.approveNotFound : AGENCY_MESSAGES.rejectNotFound;
  authorize(actor, "agencyApproval", notFound);
  const result = await db.transaction(async (tx) => {
    const [agency] = await tx
      .select()
      .from(agencies)
      .where(and(eq(agencies.id, input.id), eq(agencies.status, "pending")))
      .for("update");
    if (!agency) throw new NotFoundError(notFound);
    const status = decision === "approve" ? "active" : "suspended";
    await tx
      .update(agencies)
      .set(decision === "approve" ? { status, approvedBy: actor.id, approvedAt: new Date() } : { status })
      .where(eq(agencies.id, agency.id));
    await recordAdminAudit(tx, actor, {
      entity: "agency",
      entityId: agency.id,
      entityLabel: agency.name,
      action: decision === "approve" ? "approved" : "rejected",
      details: { previousStatus: agency.status, newStatus: status, reason: input.reason ?? null },
    });
    // Its realtors' sites show the agency (they wait for it while pending).
    return { name: agency.name, shownOn: await agencySiteTags(tx, agency.id) };
  });
  dropCached(...result.shownOn);
  return { name: result.name };
}
