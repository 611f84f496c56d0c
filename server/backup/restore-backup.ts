// npm run restore ARCHIVE: reads the whole archive into a staging folder, checking every byte
// against its manifest, before it touches anything; then loads the dump into an empty database
// and writes the uploads back (decision record 132).
import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import type { StorageConfig } from "../config";
import { BackupError } from "./backup-error";
import { assertEmptyTarget, restoreDatabase, type DatabaseLocation } from "./database-dump";
import { MANIFEST_NAME, parseManifest, UPLOADS_FOLDER, type Manifest } from "./manifest";
import { currentRelease } from "./release";
import { readTar, type TarEntry } from "./tar";
import { missingFromBucket, restoreUpload, sha256OfFile, uploadsDriver, type LocalUpload } from "./uploads";

export interface RestoreOptions {
  archive: string;
  database: DatabaseLocation;
  storage: StorageConfig;
  progress?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  tables: Record<string, number>;
  uploads: { written: number; present: number };
  /** With a bucket: listed keys it no longer holds (to bring back from its versions). */
  missingObjects: string[];
}

const KIND_NAMES = { pglite: "the embedded (PGlite) database", postgres: "a PostgreSQL server" } as const;

export async function restoreBackup({ archive, database, storage, progress = () => {} }: RestoreOptions): Promise<RestoreResult> {
  await access(archive).catch((error: Error) => {
    throw new BackupError(`cannot read ${archive}: ${error.message}`);
  });
  const staging = await mkdtemp(path.join(tmpdir(), "condo-sites-restore-"));
  try {
    progress(`reading ${archive}…`);
    // The manifest comes first: a wrong kind, a newer release or a non-empty target is refused
    // before the rest of the archive is read.
    const { manifest, dumpFile, uploadFiles } = await unpack(archive, staging, async (manifest) => {
      progress(`backup of ${manifest.createdAt}: ${KIND_NAMES[manifest.database.kind]}, ${Object.keys(manifest.database.tables).length} tables`);
      if (manifest.database.kind !== database.kind) {
        throw new BackupError(
          `this backup holds ${KIND_NAMES[manifest.database.kind]} and restores only into one: ` +
            (manifest.database.kind === "postgres" ? "set DATABASE_URL to an empty PostgreSQL database" : "unset DATABASE_URL and set DATA_DIR"),
        );
      }
      const release = currentRelease();
      if (manifest.database.migrationsApplied > release.migrations) {
        throw new BackupError(
          `this backup was made by a newer release (${manifest.database.migrationsApplied} migrations applied; this one ships ${release.migrations}): restore it with that release or a later one`,
        );
      }
      await assertEmptyTarget(database);
    });
    progress("archive read: every file matches the manifest");

    progress("loading the database…");
    const tables = await restoreDatabase(database, dumpFile);
    const differences = Object.keys({ ...manifest.database.tables, ...tables }).filter(
      (table) => manifest.database.tables[table] !== tables[table],
    );
    if (differences.length > 0) {
      const listed = differences.slice(0, 5).map((table) => `${table}: ${manifest.database.tables[table] ?? "none"} in the backup, ${tables[table] ?? "none"} restored`);
      throw new BackupError(`the restored database differs from the backup's manifest: ${listed.join("; ")}`);
    }
    progress(`database restored: ${Object.keys(tables).length} tables, every row count as the manifest says`);

    const uploads = { written: 0, present: 0 };
    let missingObjects: string[] = [];
    if (manifest.uploads.driver === "local") {
      progress(`writing ${uploadFiles.length} upload file(s) to ${storage.driver === "local" ? storage.directory : storage.bucket}…`);
      const driver = uploadsDriver(storage);
      for (const { upload, file } of uploadFiles) {
        uploads[await restoreUpload(driver, storage, upload, await readFile(file))]++;
      }
      progress(`uploads restored: ${uploads.written} written, ${uploads.present} already there`);
    } else if (storage.driver === "s3") {
      missingObjects = await missingFromBucket(storage, manifest.uploads.objects.map((object) => object.key));
      progress(
        missingObjects.length === 0
          ? `the bucket ${storage.bucket} holds every one of the ${manifest.uploads.objects.length} listed upload(s)`
          : `the bucket ${storage.bucket} lacks ${missingObjects.length} of the ${manifest.uploads.objects.length} listed upload(s): bring them back from its versions`,
      );
    } else {
      progress(`the uploads were in the bucket ${manifest.uploads.bucket}: they are not in this archive (the bucket's versioning keeps them)`);
    }
    return { manifest, tables, uploads, missingObjects };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

interface Unpacked {
  manifest: Manifest;
  dumpFile: string;
  uploadFiles: { upload: LocalUpload; file: string }[];
}

/** Every entry checked against the manifest (which must come first, and pass `checkManifest`) and written under `staging`. */
async function unpack(archive: string, staging: string, checkManifest: (manifest: Manifest) => Promise<void>): Promise<Unpacked> {
  const gunzip = createGunzip();
  // Its errors (a file that is not gzip, or is cut short) reach the reader below through gunzip.
  void pipeline(createReadStream(archive), gunzip).catch(() => undefined);
  try {
    const entries = readTar(gunzip);
    const first = await entries.next();
    if (first.done || first.value.name !== MANIFEST_NAME) throw new BackupError(`${archive} is not a condo-sites backup: it does not begin with ${MANIFEST_NAME}`);
    const manifest = parseManifest(await first.value.bytes());
    await checkManifest(manifest);
    const expected = new Map(manifest.uploads.driver === "local" ? manifest.uploads.files.map((upload) => [`${UPLOADS_FOLDER}${upload.key}`, upload]) : []);
    const dumpFile = path.join(staging, "database.dump");
    let dumpSeen = false;
    const uploadFiles: Unpacked["uploadFiles"] = [];
    for await (const entry of entries) {
      if (entry.name === manifest.database.file && !dumpSeen) {
        await writeEntry(entry, dumpFile);
        if ((await sha256OfFile(dumpFile)) !== manifest.database.sha256) {
          throw new BackupError(`the archive's database dump does not match its manifest: the archive is damaged`);
        }
        dumpSeen = true;
        continue;
      }
      const upload = expected.get(entry.name);
      if (!upload) throw new BackupError(`the archive holds ${entry.name}, which its manifest does not list`);
      expected.delete(entry.name);
      const file = path.join(staging, `upload-${uploadFiles.length}`);
      await writeEntry(entry, file);
      uploadFiles.push({ upload, file });
    }
    if (!dumpSeen) throw new BackupError(`the archive lacks its database dump (${manifest.database.file})`);
    if (expected.size > 0) throw new BackupError(`the archive lacks ${expected.size} upload file(s) its manifest lists, first ${[...expected.keys()][0]}`);
    return { manifest, dumpFile, uploadFiles };
  } catch (error) {
    throw unreadable(archive, error);
  } finally {
    gunzip.destroy();
  }
}

async function writeEntry(entry: TarEntry, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(Readable.from(entry.chunks()), createWriteStream(file, { flags: "wx" }));
}

function unreadable(archive: string, error: unknown): Error {
  if (error instanceof BackupError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR" || code === "ERR_STREAM_PREMATURE_CLOSE") {
    return new BackupError(`${archive} is not a readable backup (not gzip, or cut short): ${(error as Error).message}`);
  }
  return error as Error;
}
