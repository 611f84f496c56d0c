import type { Database } from "../db/client";
import { authorize, type Actor } from "./actor";
import { readJobQueueStates, type JobQueueState } from "./internal/job-queue-states";

/** System Administration's "Background jobs": each queue's due, scheduled, running and failed jobs and its last run. */
export async function listJobQueues({ db }: { db: Database }, actor: Actor): Promise<JobQueueState[]> {
  authorize(actor, "jobQueueViewing");
  return readJobQueueStates(db);
}

/** The same counts for GET /metrics, which has its own token or loopback check (decision record 131): numbers only. */
export function jobQueueMetrics({ db }: { db: Database }): Promise<JobQueueState[]> {
  return readJobQueueStates(db);
}
