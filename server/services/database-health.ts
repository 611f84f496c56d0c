import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** The smallest question the database can answer: throws when it cannot be reached. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
