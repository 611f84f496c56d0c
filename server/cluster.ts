import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import { aggregateWorkerMetrics } from "./metrics";
import { nextRestartDelay } from "./worker-restart-delay";

/** Past each worker's own limits on its shutdown (SHUTDOWN_DRAIN_MS and SHUTDOWN_GRACE_MS). */
const PAST_WORKERS_LIMIT_MS = 5_000;

export interface WorkerSupervisionOptions {
  count: number;
  logger: Logger;
  /** Extra environment for the worker in each slot (0 to count - 1); its replacement gets the same. */
  envOf?: (slot: number) => Record<string, string>;
  /** How long a worker may take to end after SIGTERM (its drain and grace times); default 10 s. */
  workerShutdownMs?: number;
}

/**
 * Runs `count` copies of this script as node:cluster workers, which share the port they listen on.
 * A worker that exits is replaced in its slot after nextRestartDelay. SIGTERM and SIGINT go on to
 * every worker; the primary exits once all have ended (with 1 if one ended badly or too late).
 * A worker's GET /metrics is answered with every worker's metrics, added up here (decision record 131).
 */
export function superviseWorkers({ count, logger, envOf = () => ({}), workerShutdownMs = 10_000 }: WorkerSupervisionOptions): void {
  const running = new Map<Worker, { slot: number; startedAt: number }>();
  const pendingForks = new Set<NodeJS.Timeout>();
  let restartDelayMs = 0;
  let stopSignal: NodeJS.Signals | null = null;
  let endedBadly = false;

  const fork = (slot: number) => {
    running.set(cluster.fork(envOf(slot)), { slot, startedAt: Date.now() });
  };

  cluster.on("exit", (worker, code, signal) => {
    const started = running.get(worker);
    if (!started) return;
    running.delete(worker);
    if (stopSignal) {
      if (code !== 0 && signal !== stopSignal) endedBadly = true;
      if (running.size === 0) process.exit(endedBadly ? 1 : 0);
      return;
    }
    restartDelayMs = nextRestartDelay(restartDelayMs, Date.now() - started.startedAt);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    logger.warn({ delayMs: restartDelayMs }, `web process ${worker.process.pid} exited with ${how}: starting another`);
    const pending = setTimeout(() => {
      pendingForks.delete(pending);
      fork(started.slot);
    }, restartDelayMs);
    pendingForks.add(pending);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopSignal) return;
    stopSignal = signal;
    logger.info({ signal }, "shutting down");
    for (const pending of pendingForks) clearTimeout(pending);
    if (running.size === 0) process.exit(0);
    for (const worker of running.keys()) worker.process.kill(signal);
    setTimeout(() => {
      logger.error({ pids: [...running.keys()].map((worker) => worker.process.pid) }, "web processes still running: killed");
      for (const worker of running.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, workerShutdownMs + PAST_WORKERS_LIMIT_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  aggregateWorkerMetrics();
  logger.info(`${count} web processes`);
  for (let slot = 0; slot < count; slot++) fork(slot);
}
