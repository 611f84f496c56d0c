import S3rver from "@20minutes/s3rver";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { InvalidError } from "#server/services/errors";
import { createStorage, type Storage } from "#server/storage";
import { asFile, demoBrochure, expectUploadsListed, photo } from "./storage-fixtures";

// The S3 driver against an S3-compatible server started here on the loopback address
// (decision record 048): the same requests a bucket at AWS, R2 or MinIO receives.

const BUCKET = "condo-uploads";
let s3: S3rver;
let directory: string;
let endpoint: string;
let storage: Storage;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
    // s3rver checks a bucket-level request's signature against the path without the trailing
    // slash the AWS SDK signs ('/bucket/?list-type=2'), which AWS accepts. The signing is the
    // SDK's own, not ours, so mismatches are let through.
    allowMismatchedSignatures: true,
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    S3_BUCKET: BUCKET,
    S3_REGION: "ap-southeast-1",
    S3_ENDPOINT: endpoint,
    // s3rver's fixed key pair.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_PUBLIC_URL: `${endpoint}/${BUCKET}/`,
  });
  storage = createStorage(config.storage);
});

afterAll(async () => {
  await s3?.close();
  rmSync(directory, { recursive: true, force: true });
});

const status = async (url: string) => (await fetch(url)).status;

describe("S3 driver against a local S3-compatible server", () => {
  it("stores an avatar's WebP copies in the bucket, readable at the public URL with a one-year immutable cache", async () => {
    const stored = await storage.put("avatar", await photo(900, 600), { folder: "avatars/u1" });
    expect(storage.driver).toBe("s3");
    expect(storage.localDirectory).toBeNull();
    expect(stored.variants.map((v) => v.width)).toEqual([128, 256, 512]);
    for (const variant of stored.variants) {
      expect(variant.url).toBe(`${endpoint}/${BUCKET}/${variant.key}`);
      const answer = await fetch(variant.url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/webp");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(new Uint8Array(await answer.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", variant.width, variant.width]);
    }
  });

  it("round trip of a brochure: the same bytes come back, served and read, and delete removes them", async () => {
    const pdf = demoBrochure();
    const stored = await storage.put("brochure", asFile(pdf, "brochure.pdf", "application/pdf"), { folder: "projects/3/brochure" });
    const answer = await fetch(stored.url);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(pdf);
    expect(new Uint8Array((await storage.read(stored.url))!)).toEqual(pdf);
    expect(await storage.delete(stored.url)).toBe(true);
    expect(await status(stored.url)).toBe(404);
    expect(await storage.read(stored.url)).toBeNull();
  });

  it("refuses by content before anything reaches the bucket", async () => {
    const disguised = asFile(demoBrochure(), "me.png", "image/png");
    await expect(storage.put("avatar", disguised, { folder: "avatars/u2" })).rejects.toThrow(InvalidError);
  });

  it("delete of one variant's URL removes the upload's every variant, and another upload stays", async () => {
    const kept = await storage.put("projectImage", await photo(700, 500), { folder: "projects/5/gallery" });
    const removed = await storage.put("projectImage", await photo(700, 500), { folder: "projects/5/gallery" });
    expect(await storage.delete(removed.url)).toBe(true);
    for (const variant of removed.variants) expect(await status(variant.url)).toBe(404);
    for (const variant of kept.variants) expect(await status(variant.url)).toBe(200);
  });

  it("deleteFolder removes every file of a project and not its neighbour's", async () => {
    const pdf = demoBrochure();
    const many = await Promise.all(
      Array.from({ length: 30 }, () => storage.put("brochure", pdf, { folder: "projects/6/brochure" })),
    );
    const neighbour = await storage.put("brochure", pdf, { folder: "projects/61/brochure" });
    await storage.deleteFolder("projects/6");
    for (const stored of [many[0], many[29]]) expect(await status(stored.url)).toBe(404);
    expect(await status(neighbour.url)).toBe(200);
  });

  it("lists the uploads under a folder at any depth, an image's copies as one, with when each was stored", async () => {
    await expectUploadsListed(storage, "projects/7");
    expect(storage.uploadOf("https://example.com/projects/7/banner.webp")).toBeNull();
  });
});
