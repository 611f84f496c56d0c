import { sql, type SQL, type SQLChunk } from "drizzle-orm";
import type { Tx } from "../db/client";

export interface SendJobOptions {
  /**
   * Enqueued inside this transaction: the job exists if and only if the transaction commits. A
   * send from inside a transaction must pass it: PGlite is one connection, held by the transaction.
   */
  tx?: Tx;
  startAfter?: Date;
  /** At most one job with this key waits or runs in its queue at a time. */
  singletonKey?: string;
}

/** What services see of the job queue: they add jobs by their queue's name. */
export interface JobSender {
  send(name: string, data: object, options?: SendJobOptions): Promise<void>;
}

/**
 * pg-boss's statement run on an open Drizzle transaction, so a service enqueues a job together
 * with the rows it writes. pg-boss numbers its parameters $1…$n; each becomes a bound value.
 */
export function sqlOnTransaction(tx: Tx) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const chunks: SQLChunk[] = text.split(/\$(\d+)\b/).map((piece, at) => (at % 2 === 1 ? sql.param(values[Number(piece) - 1]) : sql.raw(piece)));
      const result = (await tx.execute(sql.join(chunks) as SQL)) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
