// npm run restore ARCHIVE: an archive of npm run backup into an empty database, and its uploads
// back into storage (decision record 132). Reads the server's environment.
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { BackupError } from "../server/backup/backup-error";
import { databaseLocationOf } from "../server/backup/database-dump";
import { restoreBackup } from "../server/backup/restore-backup";

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new BackupError("usage: npm run restore -- ARCHIVE (a .tar.gz written by npm run backup)");
  const config = loadConfig();
  const result = await restoreBackup({
    archive: positionals[0],
    database: databaseLocationOf(config),
    storage: config.storage,
    progress: (line) => console.log(line),
  });
  console.log(`restore finished: the backup of ${result.manifest.createdAt} is in place; start the server to apply any newer migrations`);
  if (result.missingObjects.length > 0) process.exitCode = 2;
} catch (error) {
  console.error(`restore failed: ${error instanceof BackupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
