import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/client";
import { countJobRun } from "../metrics";
import type { JobDeps, JobHandler } from "./job-handler";
import { sqlOnTransaction, type JobSender } from "./job-sender";

export interface JobQueue extends JobSender {
  /** Fetches no more jobs, gives the running ones up to timeoutMs, then fails what is left so it is retried; once, however often called. */
  stop(timeoutMs: number): Promise<void>;
}

export interface JobQueueOptions {
  executeSql: DatabaseHandle["executeSql"];
  handlers: readonly JobHandler[];
  deps: Omit<JobDeps, "jobs">;
  logger: Logger;
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds?: number;
}

/**
 * The platform's one job queue (decision record 134): pg-boss on the app's own database, a
 * PostgreSQL server or the embedded PGlite alike. Every process that starts it also works its
 * queues; pg-boss hands each job to one of them (SELECT … FOR UPDATE SKIP LOCKED), retries a run
 * that throws, and finds the jobs of a process that died when their time runs out.
 */
export async function startJobQueue({ executeSql, handlers, deps, logger, pollingIntervalSeconds = 2 }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => executeSql(text, values) } });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  const queue: JobQueue = {
    async send(name, data, { tx, startAfter, singletonKey } = {}) {
      await boss.send(name, data, { startAfter, singletonKey, db: tx ? sqlOnTransaction(tx) : undefined });
    },
    stop: onlyOnce((timeoutMs: number) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs })),
  };
  const jobDeps: JobDeps = { ...deps, jobs: queue };
  for (const handler of handlers) {
    const settings = { name: handler.name, retryLimit: handler.retryLimit, retryDelay: handler.retryDelaySeconds, expireInSeconds: handler.expireInSeconds };
    await retriedOnDeadlock(async () => {
      await boss.createQueue(handler.name, settings);
      await boss.updateQueue(handler.name, settings);
      if (handler.cron) await boss.schedule(handler.name, handler.cron, {}, { tz: "Asia/Singapore" });
    });
    await boss.work<object>(handler.name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
      try {
        await handler.run(job.data, jobDeps, { lastAttempt: job.retryCount >= job.retryLimit });
        countJobRun(handler.name, true);
      } catch (error) {
        countJobRun(handler.name, false);
        logger.error({ err: error, queue: handler.name, jobId: job.id }, "job failed");
        throw error;
      }
    });
  }
  return queue;
}

/**
 * Processes started together (the cluster's workers, a deploy's new machines) create the same
 * queues at once; pg-boss's create_queue inserts a row and attaches a partition, and PostgreSQL
 * may end one of two such transactions as a deadlock. Every step is idempotent, so it is run again.
 */
async function retriedOnDeadlock(run: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01" || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 50 + Math.random() * 100));
    }
  }
}

function onlyOnce<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  let running: Promise<void> | null = null;
  return (...args) => (running ??= run(...args));
}
