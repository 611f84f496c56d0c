import { hashPassword } from "better-auth/crypto";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { seedDemoData } from "./db/seed/seed-demo-data";
import { renderMissingPostBodies } from "./services/blog-posts";

/** The work done once per start, before any web process serves: by the cluster primary, or the one process. */
export async function prepareDatabase(database: DatabaseHandle, config: Config, logger: Logger): Promise<void> {
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
}
