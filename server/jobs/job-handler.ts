import type { Logger } from "pino";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../mail";
import type { JobSender } from "./job-sender";

/** What a job's handler works with: the same database, mailer and configuration as a request. */
export interface JobDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, "appUrl" | "siteAnalyticsRawDays">;
  logger: Logger;
  jobs: JobSender;
}

/**
 * One kind of background job: its queue's name, how often and how soon a failed run is tried
 * again, how long one run may take before it counts as failed, and the work itself. A run that
 * throws is retried; every handler is written to be run again after a crash part way through.
 */
export interface JobHandler<Data extends object = object> {
  name: string;
  /** A cron expression in Singapore time for a job that runs on a schedule; pg-boss sends one job per tick across all processes. */
  cron?: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  run(data: Data, deps: JobDeps, attempt: { lastAttempt: boolean }): Promise<void>;
}
