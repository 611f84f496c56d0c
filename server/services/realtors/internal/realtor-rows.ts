import { and, eq } from "drizzle-orm";
import { REALTOR_ADMIN_MESSAGES, REALTOR_MESSAGES } from "~/domain/schemas/realtor";
import { isDevelopmentHost, normaliseHost } from "~/domain/site-url";
import type { Database, Tx } from "../../../db/client";
import { agencies, realtors } from "../../../db/schema";
import { isRecordId } from "~/domain/record-id";
import { ConflictError, InvalidError, NotFoundError } from "../../errors";

export type RealtorRecord = typeof realtors.$inferSelect;

/** The realtor, locked for the rest of the transaction. */
export async function lockRealtor(tx: Tx, id: string): Promise<RealtorRecord> {
  const [row] = isRecordId(id) ? await tx.select().from(realtors).where(eq(realtors.id, id)).for("update") : [];
  if (!row) throw new NotFoundError(REALTOR_ADMIN_MESSAGES.notFound);
  return row;
}

/**
 * A realtor's website URL (already a host, by the schema) must be a site of its own: not the
 * main domain, and not a name the tenancy would serve as a development site (decision record 084).
 */
export function assertRealtorSiteHost(siteUrl: string, config: { appDomain: string; devHostMarkers: readonly string[] }): void {
  if (siteUrl === normaliseHost(config.appDomain)) throw new ConflictError(REALTOR_ADMIN_MESSAGES.siteUrlReserved, { field: "agentSiteUrl" });
  if (isDevelopmentHost(siteUrl, config.devHostMarkers)) {
    throw new InvalidError(REALTOR_ADMIN_MESSAGES.siteUrlDevelopmentHost, { field: "agentSiteUrl" });
  }
}

/** The agency a realtor is added to or moved to must exist ('Agency ID is required' on the server). */
export async function assertAgency(db: Database | Tx, agencyId: string): Promise<{ status: string }> {
  const [agency] = isRecordId(agencyId) ? await db.select({ status: agencies.status }).from(agencies).where(eq(agencies.id, agencyId)) : [];
  if (!agency) throw new InvalidError(REALTOR_MESSAGES.agencyIdRequired, { field: "agencyId" });
  return agency;
}

export async function findActiveLeader(db: Database | Tx, id: string): Promise<{ id: string; fullName: string; agencyId: string } | undefined> {
  if (!isRecordId(id)) return undefined;
  const [leader] = await db
    .select({ id: realtors.id, fullName: realtors.fullName, agencyId: realtors.agencyId })
    .from(realtors)
    .where(and(eq(realtors.id, id), eq(realtors.isLeader, true), eq(realtors.status, "active")));
  return leader;
}

/** An agent reports to an active leader of its own agency, or to nobody yet. */
export async function assertReportsTo(
  db: Database | Tx,
  { reportsToId, agencyId }: { reportsToId: string | undefined; agencyId: string },
): Promise<void> {
  if (!reportsToId) return;
  const leader = await findActiveLeader(db, reportsToId);
  if (!leader || leader.agencyId !== agencyId) throw new InvalidError(REALTOR_ADMIN_MESSAGES.reportsToInvalid, { field: "reportsToId" });
}
