import S3rver from "@20minutes/s3rver";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "#server/backup/create-backup";
import { restoreBackup } from "#server/backup/restore-backup";
import { loadConfig, type StorageConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { createS3Driver } from "#server/storage/s3-driver";

// With uploads in a bucket the archive lists its objects (the bucket's versioning keeps the
// bytes), and a restore says which listed objects the bucket no longer holds (decision record 132).

const BUCKET = "condo-uploads";
let s3: S3rver;
let work: string;
let storage: Extract<StorageConfig, { driver: "s3" }>;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "backup-bucket-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(work, "s3"),
    configureBuckets: [{ name: BUCKET }],
    allowMismatchedSignatures: true, // see storage-s3.test.ts
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
  });
  if (config.storage.driver !== "s3") throw new Error("expected the S3 driver");
  storage = config.storage;
});

afterAll(async () => {
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("a backup with uploads in a bucket", () => {
  it("lists every object with its size and ETag, and the restore names the ones the bucket lost", async () => {
    const driver = createS3Driver(storage);
    await driver.write("avatars/u1/m3k2p1-0123456789abcdef-128.webp", new Uint8Array(100).fill(7), "image/webp");
    await driver.write("projects/p1/brochures/m3k2p2-0123456789abcdef.pdf", new Uint8Array(250).fill(9), "application/pdf");
    const source = { kind: "pglite" as const, dataDir: path.join(work, "source") };
    const database = await openDatabase({ dataDir: source.dataDir });
    await database.migrate();
    await database.close();

    const archive = path.join(work, "bucket.tar.gz");
    const { manifest } = await createBackup({ database: source, storage, out: archive, progress: () => {} });
    expect(manifest.uploads).toMatchObject({ driver: "s3", bucket: BUCKET });
    const objects = manifest.uploads.driver === "s3" ? manifest.uploads.objects : [];
    expect(objects.map(({ key, bytes }) => ({ key, bytes }))).toEqual([
      { key: "avatars/u1/m3k2p1-0123456789abcdef-128.webp", bytes: 100 },
      { key: "projects/p1/brochures/m3k2p2-0123456789abcdef.pdf", bytes: 250 },
    ]);
    expect(objects.every((object) => typeof object.etag === "string" && object.etag.length > 0)).toBe(true);

    await driver.remove(["projects/p1/brochures/m3k2p2-0123456789abcdef.pdf"]);
    const result = await restoreBackup({ archive, database: { kind: "pglite", dataDir: path.join(work, "restored") }, storage, progress: () => {} });
    expect(result.missingObjects).toEqual(["projects/p1/brochures/m3k2p2-0123456789abcdef.pdf"]);
    expect(result.tables).toEqual(manifest.database.tables);
  });
});
