import { hashPassword } from "better-auth/crypto";
import { createServer } from "node:http";
import path from "node:path";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { startCacheBroadcast } from "./cache-broadcast";
import { authSecret } from "./auth-secret";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoData } from "./db/seed/seed-demo-data";
import { createMailer } from "./mail";
import { pageCacheFirst } from "./page-cache";
import { readRelease } from "./release";
import { startScheduledSweeps } from "./scheduled-sweeps";
import { renderMissingPostBodies } from "./services/blog-posts";
import { importServerBuild } from "./server-build-import";
import { createStorage } from "./storage";
import type { AppServices } from "./load-context";

const root = path.resolve(import.meta.dirname, "..");

async function start() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          onIdleConnectionError: (error) =>
            logger.error({ err: error }, "PostgreSQL idle connection error"),
        }
      : { dataDir: path.join(config.dataDir, "pglite") },
  );
  await database.migrate();
  logger.info({ database: database.kind }, "migrations applied");
  if (config.seedDemo) {
    const { seeded } = await seedDemoData(database.db, { hashPassword });
    if (seeded) logger.info("demo data loaded");
  }
  // Posts stored before bodies were rendered at save get their HTML here, not on a visit (decision record 117).
  const backfill = await renderMissingPostBodies({ db: database.db });
  if (backfill.rendered) logger.info({ rendered: backfill.rendered }, "post bodies rendered");
  if (backfill.refused.length) logger.warn({ postIds: backfill.refused }, "post bodies past the Markdown limits: their pages show a notice until edited");
  // Once per start, on what is there now (embedded PGlite has no autovacuum to do it).
  await database.gatherStatistics();

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
  const services: AppServices = {
    db: database.db,
    auth,
    config,
    mailer,
    logger,
    storage,
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
  const server = createServer(config.production ? pageCacheFirst(app, logger) : app);
  const stopSweeps = startScheduledSweeps({ db: database.db, storage, logger });
  server.listen(config.port, config.host, () => {
    logger.info(
      `Condo Sites listening on ${config.appUrl} (port ${config.port})`,
    );
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    stopSweeps();
    server.close(async () => {
      await cacheBroadcast?.close();
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
