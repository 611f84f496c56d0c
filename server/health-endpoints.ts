import { Router } from "express";
import type { Database } from "./db/client";
import type { Release } from "./release";
import { databaseReadiness } from "./services/database-health";
import { isShuttingDown } from "./shutdown";

/**
 * What a load balancer asks (decision record 096): `/healthz` says the process answers (no
 * database question, so a slow database never gets a live process restarted); `/readyz` says
 * it can serve pages: the database answers and holds this release's migrations, else 503; and
 * 503 from a shutdown signal on, without asking the database (decision record 131).
 * Mounted before the request log and the tenancy, on any host.
 */
export function healthEndpoints({ db, release }: { db: Database; release: Release }): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "alive" });
  });
  router.get("/readyz", async (_req, res) => {
    if (isShuttingDown()) {
      res.status(503).set("Cache-Control", "no-store").json({ status: "shutting down" });
      return;
    }
    const readiness = await databaseReadiness({ db, expectedMigrations: release.migrations });
    res
      .status(readiness.ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: readiness.ready ? "ready" : "not ready", database: readiness.database, migrations: readiness.migrations });
  });
  return router;
}
