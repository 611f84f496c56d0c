import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

/** Rows fetched per query while an export streams: a few hundred rows are ever held at once. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * Every row a query matches, newest first, fetched batch by batch with keyset paging: each batch
 * starts after the last row of the one before, so a row written meanwhile neither shifts nor
 * repeats one, and each batch is an index range, not an ever larger offset. `fetchBatch` reads at
 * most EXPORT_BATCH_ROWS rows after the row with that id (olderThan), or the first ones.
 */
export async function* newestFirstInBatches<Row extends { id: string }>(fetchBatch: (after: string | null) => Promise<Row[]>): AsyncGenerator<Row> {
  let after: string | null = null;
  for (;;) {
    const batch: Row[] = await fetchBatch(after);
    yield* batch;
    if (batch.length < EXPORT_BATCH_ROWS) return;
    after = batch[batch.length - 1].id;
  }
}

/** `(at, id)` older than the row with this id, compared in SQL at full microsecond precision. */
export function olderThan(table: PgTable, at: AnyPgColumn, id: AnyPgColumn, rowId: string): SQL {
  return sql`(${at}, ${id}) < (select ${at}, ${id} from ${table} where ${id} = ${rowId}::uuid)`;
}
