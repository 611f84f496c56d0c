import cluster from "node:cluster";
import path from "node:path";
import { pino, type Logger } from "pino";
import { superviseWorkers } from "./cluster";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase } from "./db/client";
import { prepareDatabase } from "./prepare-database";
import type { WebProcessOptions } from "./web-process";

/** Set by the primary on the one worker that runs the scheduled sweeps, and on its replacement. */
const RUNS_SCHEDULED_SWEEPS = "CONDO_SITES_RUNS_SCHEDULED_SWEEPS";

function openAppDatabase(config: Config, logger: Logger) {
  return openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          onIdleConnectionError: (error) =>
            logger.error({ err: error }, "PostgreSQL idle connection error"),
        }
      : { dataDir: path.join(config.dataDir, "pglite") },
  );
}

/** Imported only here: the cluster primary serves nothing and need not load the app. */
async function serve(options: WebProcessOptions) {
  const { startWebProcess } = await import("./web-process");
  await startWebProcess(options);
}

async function start() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openAppDatabase(config, logger);
  if (cluster.isWorker) {
    await serve({ config, logger, database, runsScheduledSweeps: process.env[RUNS_SCHEDULED_SWEEPS] === "true" });
    return;
  }
  await prepareDatabase(database, config, logger);
  // Development stays one process: Vite's dev server and its hot reload belong to one.
  const processes = config.production ? config.webConcurrency : 1;
  if (processes === 1) {
    await serve({ config, logger, database, runsScheduledSweeps: true });
    return;
  }
  await database.close();
  superviseWorkers({
    count: processes,
    logger,
    envOf: (slot) => ({ [RUNS_SCHEDULED_SWEEPS]: slot === 0 ? "true" : "false" }),
    workerShutdownMs: config.shutdown.drainMs + config.shutdown.graceMs,
  });
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
