// npm run backup: one .tar.gz holding manifest.json first, then the database dump, then every
// local upload under uploads/ (decision record 132).
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { StorageConfig } from "../config";
import { BackupError } from "./backup-error";
import { dumpDatabase, migrationsApplied, type DatabaseLocation } from "./database-dump";
import { BACKUP_FORMAT_VERSION, MANIFEST_NAME, UPLOADS_FOLDER, type Manifest } from "./manifest";
import { currentRelease } from "./release";
import { sha256OfFile, takeUploadsInventory } from "./uploads";
import { tarEnd, tarFile, tarHeader, tarPadding } from "./tar";

export interface BackupOptions {
  database: DatabaseLocation;
  storage: StorageConfig;
  /** The archive to write; it must not exist yet. */
  out: string;
  progress?: (line: string) => void;
}

/** backups/condo-sites-2026-05-01T02-00-00Z.tar.gz: sorts by time, no colons for other file systems. */
export function defaultArchivePath(now = new Date()): string {
  return path.join("backups", `condo-sites-${now.toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-")}.tar.gz`);
}

export async function createBackup({ database, storage, out, progress = () => {} }: BackupOptions): Promise<{ file: string; manifest: Manifest }> {
  const file = path.resolve(out);
  if (await stat(file).then(() => true, () => false)) throw new BackupError(`${out} already exists: choose another --out`);
  await mkdir(path.dirname(file), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(file), ".backup-"));
  const partial = path.join(work, "archive.tar.gz");
  try {
    progress(`dumping the ${database.kind === "postgres" ? "PostgreSQL" : "embedded (PGlite)"} database…`);
    const dumpFile = path.join(work, "database.dump");
    const dump = await dumpDatabase(database, dumpFile);
    const dumpBytes = (await stat(dumpFile)).size;
    progress(`database dumped: ${Object.keys(dump.tables).length} tables, ${formatBytes(dumpBytes)}`);

    progress(storage.driver === "local" ? `reading the uploads in ${storage.directory}…` : `listing the bucket ${storage.bucket}…`);
    const uploads = await takeUploadsInventory(storage);
    progress(
      uploads.driver === "local"
        ? `${uploads.files.length} upload file(s), ${formatBytes(uploads.files.reduce((sum, upload) => sum + upload.bytes, 0))}`
        : `${uploads.objects.length} object(s) listed; their bytes stay in the bucket (kept by its versioning)`,
    );

    const manifest: Manifest = {
      format: "condo-sites-backup",
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: currentRelease(),
      database: {
        kind: database.kind,
        file: dump.name,
        bytes: dumpBytes,
        sha256: await sha256OfFile(dumpFile),
        migrationsApplied: migrationsApplied(dump.tables),
        tables: dump.tables,
      },
      uploads,
    };

    progress(`writing ${out}…`);
    async function* archive(): AsyncGenerator<Uint8Array> {
      yield* tarFile(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      yield* fileEntry(dump.name, dumpFile, dumpBytes);
      if (uploads.driver === "local" && storage.driver === "local") {
        for (const upload of uploads.files) {
          yield* fileEntry(`${UPLOADS_FOLDER}${upload.key}`, path.join(storage.directory, upload.key), upload.bytes);
        }
      }
      yield tarEnd();
    }
    await pipeline(Readable.from(archive()), createGzip(), createWriteStream(partial, { flags: "wx" }));
    // Only a finished archive takes the name: a failed run never leaves a file that looks whole.
    await rename(partial, file);
    progress(`backup written: ${out} (${formatBytes((await stat(file)).size)})`);
    return { file, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function* fileEntry(name: string, file: string, size: number): AsyncGenerator<Uint8Array> {
  yield tarHeader({ name, size });
  let written = 0;
  for await (const chunk of createReadStream(file)) {
    written += (chunk as Buffer).byteLength;
    if (written > size) break;
    yield chunk as Buffer;
  }
  // Uploads never change under their name; one that did (or vanished) while we read makes no archive.
  if (written !== size) throw new BackupError(`${name} changed while the backup ran: run it again`);
  yield tarPadding(size);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
