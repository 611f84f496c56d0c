import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, realtors } from "../../db/schema";
import { isRecordId } from "~/domain/record-id";

export interface SignUpAgency {
  id: string;
  name: string;
}

export interface SignUpLeader {
  id: string;
  fullName: string;
  agencyId: string;
}

/** The registration form's agency list: every agency, sorted by name (spec part 1 §7). */
export async function listSignUpAgencies(db: Database): Promise<SignUpAgency[]> {
  return db.select({ id: agencies.id, name: agencies.name }).from(agencies).orderBy(asc(agencies.name));
}

/** Active team leaders a new agent may report to, newest first; only names leave the server. */
export async function listAgencyLeaders(db: Database, agencyId: string): Promise<SignUpLeader[]> {
  if (!isRecordId(agencyId)) return [];
  return db
    .select({ id: realtors.id, fullName: realtors.fullName, agencyId: realtors.agencyId })
    .from(realtors)
    .where(and(eq(realtors.agencyId, agencyId), eq(realtors.isLeader, true), eq(realtors.status, "active")))
    .orderBy(desc(realtors.createdAt));
}

/** Every active leader, for the form before JavaScript runs (grouped by agency there). */
export async function listAllActiveLeaders(db: Database): Promise<SignUpLeader[]> {
  return db
    .select({ id: realtors.id, fullName: realtors.fullName, agencyId: realtors.agencyId })
    .from(realtors)
    .where(and(eq(realtors.isLeader, true), eq(realtors.status, "active")))
    .orderBy(asc(realtors.fullName));
}
