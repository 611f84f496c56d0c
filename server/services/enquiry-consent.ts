import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { enquiries, enquiryEvents, projects, realtors } from "../db/schema";

/** A new withdrawal secret for the buyer's mail and the hash the enquiry keeps of it. */
export function newConsentToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: consentTokenHash(token) };
}

function consentTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The path of the withdrawal page for a token, on the site the enquiry was sent from. */
export function consentWithdrawalPath(token: string): string {
  return `/enquiry-consent/${token}`;
}

export interface ConsentState {
  /** Who received the enquiry: the realtor, or the site's team on the master site. */
  ownerName: string | null;
  projectName: string | null;
  receivedAt: Date;
  withdrawnAt: Date | null;
}

function stateOf(db: Database, hash: string) {
  return db
    .select({
      ownerName: realtors.fullName,
      projectName: projects.name,
      receivedAt: enquiries.createdAt,
      withdrawnAt: enquiries.consentWithdrawnAt,
    })
    .from(enquiries)
    .leftJoin(realtors, eq(realtors.id, enquiries.realtorId))
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .where(eq(enquiries.consentTokenHash, hash))
    .limit(1);
}

/** What the withdrawal page shows for a token; null when no enquiry has it (a mangled link, a deleted enquiry). */
export async function consentState(db: Database, token: string): Promise<ConsentState | null> {
  const [state] = await stateOf(db, consentTokenHash(token));
  return state ?? null;
}

/**
 * The buyer withdraws consent through the link in their acknowledgement mail: from then on the
 * inbox hides their contact details. Withdrawing twice changes nothing; the history records it once.
 */
export async function withdrawConsent(db: Database, token: string, now = new Date()): Promise<ConsentState | null> {
  const hash = consentTokenHash(token);
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(enquiries)
      .set({ consentWithdrawnAt: now })
      .where(sql`${enquiries.consentTokenHash} = ${hash} and ${enquiries.consentWithdrawnAt} is null`)
      .returning({ id: enquiries.id });
    if (withdrawn) await tx.insert(enquiryEvents).values({ enquiryId: withdrawn.id, type: "consent-withdrawn", createdAt: now });
  });
  const [state] = await stateOf(db, hash);
  return state ?? null;
}
