// npm run backup [-- --out FILE]: the database and the uploads in one archive, by default
// backups/condo-sites-<UTC time>.tar.gz (decision record 132). Reads the server's environment.
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { BackupError } from "../server/backup/backup-error";
import { createBackup, defaultArchivePath } from "../server/backup/create-backup";
import { databaseLocationOf } from "../server/backup/database-dump";

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const config = loadConfig();
  await createBackup({
    database: databaseLocationOf(config),
    storage: config.storage,
    out: values.out ?? defaultArchivePath(),
    progress: (line) => console.log(line),
  });
} catch (error) {
  console.error(`backup failed: ${error instanceof BackupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
