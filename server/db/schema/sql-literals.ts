import { type SQL, sql } from "drizzle-orm";

/** `'a', 'b'` for CHECK constraints built from the domain's constant lists. */
export function sqlStringList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", "));
}

/** A number written into DDL as a literal (CHECK bounds from domain constants). */
export function sqlNumber(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return sql.raw(String(value));
}
