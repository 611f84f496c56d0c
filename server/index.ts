import path from "node:path";
import { pino } from "pino";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { prepareDatabase } from "./prepare-database";
import { startWebProcess } from "./web-process";

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
  await prepareDatabase(database, config, logger);
  await startWebProcess({ config, logger, database });
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
