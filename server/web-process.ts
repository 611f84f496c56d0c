import cluster from "node:cluster";
import { createServer } from "node:http";
import path from "node:path";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { authSecret } from "./auth-secret";
import { startCacheBroadcast } from "./cache-broadcast";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import type { AppServices } from "./load-context";
import { createMailer } from "./mail";
import { JOB_HANDLERS } from "./jobs/job-handlers";
import { startJobQueue } from "./jobs/job-queue";
import { collectProcessMetrics, countRequests, joinClusterMetrics, registerJobQueueGauge, registerPoolGauge, serveMetrics } from "./metrics";
import { pageCacheFirst } from "./page-cache";
import { readRelease } from "./release";
import { ogImageStore } from "./og-image/og-image";
import { startScheduledSweeps } from "./scheduled-sweeps";
import { importServerBuild } from "./server-build-import";
import { flushVisits } from "./site-analytics/visit-recorder";
import { closingConnectionsOnShutdown, gracefulShutdown } from "./shutdown";
import { jobQueueMetrics } from "./services/job-queue-status";
import { createStorage } from "./storage";

const root = path.resolve(import.meta.dirname, "..");

export interface WebProcessOptions {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  runsScheduledSweeps: boolean;
}

/**
 * Serves the app on config.port from this process, on a database already prepared, until SIGTERM
 * or SIGINT. Of several web processes only one runs the scheduled sweeps.
 */
export async function startWebProcess({ config, logger, database, runsScheduledSweeps }: WebProcessOptions): Promise<void> {
  // Several processes on one PostgreSQL database drop each other's caches after a write (decision record 096).
  const cacheBroadcast = await startCacheBroadcast({
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    db: database.db,
    logger,
  });

  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
  });
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: authSecret(config.authSecret, config.dataDir),
    appUrl: config.appUrl,
    appDomain: config.appDomain,
    devHostMarkers: config.devHostMarkers,
    logger,
  });
  const storage = createStorage(config.storage);
  logger.info(
    { driver: storage.driver, location: storage.location },
    "uploads storage",
  );
  // Every web process also works the background jobs; pg-boss gives each job to one of them (decision record 134).
  const jobs = await startJobQueue({ executeSql: database.executeSql, handlers: JOB_HANDLERS, deps: { db: database.db, mailer, config, logger }, logger });
  const services: AppServices = {
    db: database.db,
    auth,
    config,
    mailer,
    logger,
    storage,
    jobs,
    release: readRelease(root),
  };

  let loadBuild: ServerBuild | (() => Promise<ServerBuild>);
  let devMiddleware;
  if (config.production) {
    const buildPath = path.join(root, "build/server/index.js");
    // Loaded once: React Router builds its route tables from it once, not per request.
    loadBuild = await importServerBuild(buildPath);
  } else {
    const vite = await import("vite").then((v) =>
      v.createServer({ root, server: { middlewareMode: true } }),
    );
    devMiddleware = vite.middlewares;
    loadBuild = () =>
      vite.ssrLoadModule(
        "virtual:react-router/server-build",
      ) as Promise<ServerBuild>;
  }

  const app = createApp({
    services,
    loadBuild,
    devMiddleware,
    clientDir: path.join(root, "build/client"),
    publicDir: path.join(root, "public"),
  });
  collectProcessMetrics();
  if (database.poolUse) registerPoolGauge(database.poolUse);
  registerJobQueueGauge(() => jobQueueMetrics(database));
  if (cluster.isWorker) joinClusterMetrics();
  // Counted first, so page-cache hits and /metrics itself are too; /metrics is answered before the
  // page cache and Express, on any host.
  const server = createServer(
    closingConnectionsOnShutdown(countRequests(serveMetrics(config.production ? pageCacheFirst(app) : app, config.metricsToken))),
  );
  const stopSweeps = runsScheduledSweeps ? startScheduledSweeps({ db: database.db, storage, logger, ogImageDirectory: ogImageStore({ config, storage }).directory }) : () => {};
  server.listen(config.port, config.host, () => {
    logger.info(
      `Condo Sites listening on ${config.appUrl} (port ${config.port})`,
    );
  });

  const shutdown = gracefulShutdown({
    server,
    logger,
    drainMs: config.shutdown.drainMs,
    graceMs: config.shutdown.graceMs,
    stopWork: () => {
      stopSweeps();
      void jobs.stop(config.shutdown.graceMs);
    },
    release: async () => {
      await jobs.stop(config.shutdown.graceMs);
      await cacheBroadcast?.close();
      await flushVisits();
      await database.close();
    },
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
