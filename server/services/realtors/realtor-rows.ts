import { and, eq } from "drizzle-orm";
import { REALTOR_ADMIN_MESSAGES, REALTOR_MESSAGES } from "~/domain/schemas/realtor";
import type { Database, Tx } from "../../db/client";
import { agencies, realtors } from "../../db/schema";
import { isUuid } from "../accounts/list-signup-options";
import { InvalidError, NotFoundError } from "../errors";

export type RealtorRecord = typeof realtors.$inferSelect;

/** The realtor, locked for the rest of the transaction. */
export async function lockRealtor(tx: Tx, id: string): Promise<RealtorRecord> {
  const [row] = isUuid(id) ? await tx.select().from(realtors).where(eq(realtors.id, id)).for("update") : [];
  if (!row) throw new NotFoundError(REALTOR_ADMIN_MESSAGES.notFound);
  return row;
}

/** The agency a realtor is added to or moved to must exist ('Agency ID is required' on the server). */
export async function assertAgency(db: Database | Tx, agencyId: string): Promise<{ status: string }> {
  const [agency] = isUuid(agencyId) ? await db.select({ status: agencies.status }).from(agencies).where(eq(agencies.id, agencyId)) : [];
  if (!agency) throw new InvalidError(REALTOR_MESSAGES.agencyIdRequired, { field: "agencyId" });
  return agency;
}

export async function findActiveLeader(db: Database | Tx, id: string): Promise<{ id: string; fullName: string; agencyId: string } | undefined> {
  if (!isUuid(id)) return undefined;
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
