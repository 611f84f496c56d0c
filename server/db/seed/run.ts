// npm run db:seed: applies the migrations and loads the demo data into an empty database
// (DATABASE_URL when set, otherwise the PGlite folder under DATA_DIR, as the server does).
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { pino } from "pino";
import { loadConfig } from "../../config";
import { openDatabase } from "../client";
import { seedDemoData } from "./seed-demo-data";

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "pglite") },
);
try {
  await database.migrate();
  const started = performance.now();
  const { seeded } = await seedDemoData(database.db, { hashPassword });
  const took = Math.round(performance.now() - started);
  if (seeded) logger.info({ database: database.kind, ms: took }, "demo data loaded");
  else logger.info({ database: database.kind }, "the database already has users: nothing was seeded");
} finally {
  await database.close();
}
