import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { userProfiles } from "#server/db/schema";
import type { Actor } from "#server/services/actor";

/** The account with this email as the actor services check. */
export async function actorOf(db: Database, email: string): Promise<Actor> {
  const [row] = await db
    .select({ id: userProfiles.id, email: userProfiles.email, fullName: userProfiles.fullName, role: userProfiles.role })
    .from(userProfiles)
    .where(eq(userProfiles.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row;
}
