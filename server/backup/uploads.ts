// The uploads half of a backup. Local files go into the archive with their sha256; a bucket's
// objects are only listed (key, size, ETag): the provider's versioning keeps their bytes.
import { paginateListObjectsV2 } from "@aws-sdk/client-s3";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { UPLOAD_CONTENT_TYPES } from "~/domain/upload-kinds";
import type { StorageConfig } from "../config";
import { createLocalDriver } from "../storage/local-driver";
import { createS3Client, createS3Driver } from "../storage/s3-driver";
import type { StorageDriver } from "../storage/storage-driver";
import { BackupError } from "./backup-error";
import type { Manifest } from "./manifest";

export type UploadsInventory = Manifest["uploads"];
export type LocalUpload = Extract<UploadsInventory, { driver: "local" }>["files"][number];

/** What the uploads are now: every local file with its size and sha256, or the bucket's list. */
export async function takeUploadsInventory(storage: StorageConfig): Promise<UploadsInventory> {
  if (storage.driver === "local") {
    const files: LocalUpload[] = [];
    for await (const key of createLocalDriver(storage.directory).list("")) {
      const file = path.join(storage.directory, key);
      files.push({ key, bytes: (await stat(file)).size, sha256: await sha256OfFile(file) });
    }
    files.sort((a, b) => a.key.localeCompare(b.key));
    return { driver: "local", files };
  }
  const objects: Extract<UploadsInventory, { driver: "s3" }>["objects"] = [];
  const client = createS3Client(storage);
  try {
    for await (const page of paginateListObjectsV2({ client }, { Bucket: storage.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key) objects.push({ key: object.Key, bytes: object.Size ?? 0, etag: object.ETag ?? null });
      }
    }
  } finally {
    client.destroy();
  }
  return { driver: "s3", bucket: storage.bucket, endpoint: storage.endpoint ?? null, objects };
}

export function sha256Of(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Where restored files are written: the configured driver, local or a bucket. */
export function uploadsDriver(storage: StorageConfig): StorageDriver {
  return storage.driver === "s3" ? createS3Driver(storage) : createLocalDriver(storage.directory);
}

const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(UPLOAD_CONTENT_TYPES).map(([type, extension]) => [extension, type]),
);

export function contentTypeOf(key: string): string {
  return CONTENT_TYPE_OF_EXTENSION[path.extname(key).slice(1)] ?? "application/octet-stream";
}

/**
 * Writes one archived file, after checking it is the one the manifest lists. A file already
 * there is left alone when it has the same bytes; with other bytes the restore stops.
 */
export async function restoreUpload(driver: StorageDriver, storage: StorageConfig, expected: LocalUpload, data: Uint8Array): Promise<"written" | "present"> {
  if (data.byteLength !== expected.bytes || sha256Of(data) !== expected.sha256) {
    throw new BackupError(`the archive's copy of uploads/${expected.key} does not match its manifest: the archive is damaged`);
  }
  try {
    await driver.write(expected.key, data, contentTypeOf(expected.key));
    return "written";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST" || storage.driver !== "local") throw error;
    if ((await sha256OfFile(path.join(storage.directory, expected.key))) === expected.sha256) return "present";
    throw new BackupError(`uploads/${expected.key} already exists with other bytes: nothing was overwritten`);
  }
}

/** Keys the manifest lists that the bucket no longer holds (to be brought back from its versions). */
export async function missingFromBucket(storage: StorageConfig, keys: readonly string[]): Promise<string[]> {
  const present = new Set<string>();
  for await (const key of uploadsDriver(storage).list("")) present.add(key);
  return keys.filter((key) => !present.has(key));
}
