import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";

/**
 * Makes the database refuse every row written to an audit table while `run` runs, so a
 * service's change and its audit row can be seen to commit or roll back together.
 */
export async function withAuditRefused<T>(db: Database, table: "realtor_audit_log" | "admin_audit_log", run: () => Promise<T>): Promise<unknown> {
  await db.execute(sql.raw(`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$`));
  await db.execute(sql.raw(`CREATE TRIGGER refuse_audit BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_audit()`));
  try {
    return await run().then(
      () => null,
      (error: unknown) => error,
    );
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER refuse_audit ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION refuse_audit()`));
  }
}
