import express from "express";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidError } from "#server/services/errors";
import { createStorage, type Storage } from "#server/storage";
import { createLocalDriver, uploadsStatic } from "#server/storage/local-driver";
import { sniffContentType } from "#server/storage/sniff-content-type";
import { asFile, demoBrochure, expectUploadsListed, photo, sidewaysPhotoWithExif, svgLogo } from "./storage-fixtures";

let directory: string;
let storage: Storage;
let server: Server;
let origin: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "storage-test-"));
  storage = createStorage({ driver: "local", directory });
  const app = express();
  app.use("/uploads", uploadsStatic(directory));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(directory, { recursive: true, force: true });
});

const filesIn = (folder: string) => (existsSync(path.join(directory, folder)) ? readdirSync(path.join(directory, folder)).sort() : []);

async function refusal(promise: Promise<unknown>): Promise<InvalidError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidError);
  return error as InvalidError;
}

describe("a file's type is read from its bytes", () => {
  it("recognises JPEG, PNG, WebP, GIF, SVG, PDF and CSV by content", async () => {
    expect(sniffContentType(await photo(8, 8, "jpeg"))).toBe("image/jpeg");
    expect(sniffContentType(await photo(8, 8, "png"))).toBe("image/png");
    expect(sniffContentType(await photo(8, 8, "webp"))).toBe("image/webp");
    expect(sniffContentType(await photo(8, 8, "gif"))).toBe("image/gif");
    expect(sniffContentType(svgLogo())).toBe("image/svg+xml");
    expect(sniffContentType(new TextEncoder().encode("\uFEFF<!-- Designer -->\n<!DOCTYPE svg>\n<svg viewBox='0 0 1 1'/>"))).toBe("image/svg+xml");
    expect(sniffContentType(demoBrochure())).toBe("application/pdf");
    expect(sniffContentType(new TextEncoder().encode("name,district\nThe Orchard,D09\n"))).toBe("text/csv");
  });

  it("knows no type for binary it does not recognise, or for an HTML page", () => {
    expect(sniffContentType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]))).toBeNull();
    expect(sniffContentType(new TextEncoder().encode("<!DOCTYPE html><html><script>alert(1)</script></html>"))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });
});

describe("uploads are refused by content and size with the spec's messages", () => {
  it("a PDF named .png and typed image/png is not an avatar: 'Please select a valid image file'", async () => {
    const disguised = asFile(demoBrochure(), "me.png", "image/png");
    expect((await refusal(storage.check("avatar", disguised))).message).toBe("Please select a valid image file");
    expect((await refusal(storage.put("avatar", disguised, { folder: "avatars/u1", field: "avatar" }))).field).toBe("avatar");
    expect((await refusal(storage.put("avatar", disguised, { folder: "avatars/u1" }))).message).toBe("Please select a valid image file");
    expect(filesIn("avatars/u1")).toEqual([]);
  });

  it("an avatar of 5 MB + 1 byte is refused: 'Image size should be less than 5MB'; exactly 5 MB is accepted", async () => {
    const png = await photo(600, 400, "png");
    const exactly = new Uint8Array(5_242_880);
    exactly.set(png);
    const stored = await storage.put("avatar", asFile(exactly, "me.png", "image/png"), { folder: "avatars/u2" });
    expect(stored.variants.length).toBeGreaterThan(0);
    const over = new Uint8Array(5_242_881);
    over.set(png);
    expect((await refusal(storage.check("avatar", asFile(over, "me.png", "image/png")))).message).toBe("Image size should be less than 5MB");
  });

  it("a logo over 2 MB: 'File size must be less than 2MB'; a GIF or a PDF logo: 'Please select an image file'", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(await photo(10, 10, "png"));
    expect((await refusal(storage.check("logo", big))).message).toBe("File size must be less than 2MB");
    expect((await refusal(storage.check("logo", await photo(10, 10, "gif")))).message).toBe("Please select an image file");
    expect((await refusal(storage.check("logo", demoBrochure()))).message).toBe("Please select an image file");
  });

  it("bytes that start like a JPEG but are not one are refused with the kind's message, and nothing is stored", async () => {
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(200).fill(7)]);
    const error = await refusal(storage.put("projectImage", broken, { folder: "projects/7/gallery", field: "images" }));
    expect([error.message, error.field]).toEqual(["Please select a JPEG, PNG or WebP image", "images"]);
    expect(filesIn("projects/7/gallery")).toEqual([]);
  });

  it("an empty file is refused", async () => {
    expect((await refusal(storage.check("brochure", new Uint8Array()))).message).toBe("Please select a PDF file");
  });

  it("an image above 8000 × 8000 pixels is refused before it is decoded", async () => {
    const huge = await sharp({ create: { width: 8001, height: 8001, channels: 3, background: "#fff" } }).png().toBuffer();
    expect((await refusal(storage.put("projectImage", new Uint8Array(huge), { folder: "projects/7/banner" }))).message).toBe(
      "Image dimensions are too large (at most 8000 × 8000 pixels)",
    );
  });

  it("a CSV import must be text: an HTML page or a spreadsheet's binary is refused, a CSV is passed on with its bytes", async () => {
    const html = new TextEncoder().encode("<html><body>hi</body></html>");
    expect((await refusal(storage.check("csvImport", html))).message).toBe("Please select a CSV file");
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect((await refusal(storage.check("csvImport", xlsx))).message).toBe("Please select a CSV file");
    const csv = new TextEncoder().encode("name\nThe Orchard\n");
    expect(await storage.check("csvImport", asFile(csv, "projects.csv", "application/vnd.ms-excel"))).toEqual({ bytes: csv, contentType: "text/csv" });
  });
});

describe("images are stored only as WebP copies at the kind's widths", () => {
  it("a project image gets 320, 640, 1280 and 1600 px WebP copies; the main URL is the widest", async () => {
    const stored = await storage.put("projectImage", await photo(3000, 2000), { folder: "projects/9/gallery" });
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 213],
      [640, 427],
      [1280, 853],
      [1600, 1067],
    ]);
    for (const variant of stored.variants) {
      expect(variant.contentType).toBe("image/webp");
      expect(variant.key).toMatch(new RegExp(`^projects/9/gallery/[0-9a-z]+-[0-9a-f]{16}-${variant.width}\\.webp$`));
      expect(variant.url).toBe(`/uploads/${variant.key}`);
      const onDisk = readFileSync(path.join(directory, variant.key));
      expect(onDisk.byteLength).toBe(variant.bytes);
      expect((await sharp(onDisk).metadata()).format).toBe("webp");
    }
    expect(stored.url).toBe(stored.variants[3].url);
    expect(stored.key).toBe(stored.variants[3].key);
  });

  it("a small picture is never enlarged: 500 px wide gives 320 and 500", async () => {
    const stored = await storage.put("projectImage", await photo(500, 300, "png"), { folder: "projects/9/floor-plans" });
    expect(stored.variants.map((v) => v.width)).toEqual([320, 500]);
  });

  it("an avatar is cropped square at 128, 256 and 512 px", async () => {
    const stored = await storage.put("avatar", await photo(1200, 800, "webp"), { folder: "avatars/u3" });
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [128, 128],
      [256, 256],
      [512, 512],
    ]);
  });

  it("a photo is turned upright by its EXIF orientation, and no EXIF (camera, GPS) is kept", async () => {
    const stored = await storage.put("projectImage", await sidewaysPhotoWithExif(), { folder: "projects/9/banner" });
    const widest = stored.variants[stored.variants.length - 1];
    expect([widest.width, widest.height]).toEqual([800, 1200]);
    const metadata = await sharp(readFileSync(path.join(directory, widest.key))).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("an SVG logo carrying a script is drawn into WebP copies; no SVG is ever stored (decision record 048)", async () => {
    const hostile = svgLogo(`<script>alert(document.cookie)</script><a href="javascript:alert(1)"><text y="20">x</text></a>`);
    const stored = await storage.put("logo", asFile(hostile, "logo.svg", "image/svg+xml"), { folder: "logos/r1" });
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [160, 80],
      [320, 160],
      [640, 320],
    ]);
    expect(filesIn("logos/r1").every((name) => name.endsWith(".webp"))).toBe(true);
    for (const name of filesIn("logos/r1")) expect(readFileSync(path.join(directory, "logos/r1", name)).includes("script")).toBe(false);
  });
});

describe("local driver: files under DATA_DIR/uploads, served at /uploads", () => {
  it("round trip: a stored brochure is served with its type and a one-year immutable cache, read back by its URL; delete removes it", async () => {
    const pdf = demoBrochure();
    const stored = await storage.put("brochure", asFile(pdf, "brochure.png", "image/png"), { folder: "projects/11/brochure" });
    expect(stored.key).toMatch(/^projects\/11\/brochure\/[0-9a-z]+-[0-9a-f]{16}\.pdf$/);
    expect(stored.variants).toEqual([{ key: stored.key, url: stored.url, contentType: "application/pdf", bytes: pdf.byteLength, width: null, height: null }]);

    const served = await fetch(`${origin}${stored.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
    expect(new Uint8Array((await storage.read(stored.url))!)).toEqual(pdf);
    expect(await storage.read("/demo/projects/garden-day-10-1600.webp")).toBeNull();
    expect(await storage.read("/uploads/../../etc/passwd")).toBeNull();

    expect(await storage.delete(stored.url)).toBe(true);
    expect((await fetch(`${origin}${stored.url}`)).status).toBe(404);
    expect(await storage.read(stored.url)).toBeNull();
  });

  it("delete of any variant's URL removes every variant of that upload and no other", async () => {
    const kept = await storage.put("avatar", await photo(300, 300), { folder: "avatars/u4" });
    const replaced = await storage.put("avatar", await photo(300, 300), { folder: "avatars/u4" });
    expect(replaced.key).not.toBe(kept.key);
    expect(await storage.delete(replaced.variants[0].url)).toBe(true);
    expect(filesIn("avatars/u4")).toEqual(kept.variants.map((v) => path.basename(v.key)).sort());
  });

  it("a URL that is not one of ours (a typed-in logo address, a demo picture) is left alone", async () => {
    expect(await storage.delete("https://cdn.example.com/uploads/logo.png")).toBe(false);
    expect(await storage.delete("/demo/projects/garden-day-10-960.webp")).toBe(false);
    expect(await storage.delete("/uploads/../../etc/passwd")).toBe(false);
  });

  it("deleteFolder removes a project's files and not those of a project whose id starts the same", async () => {
    await storage.put("projectImage", await photo(400, 300), { folder: "projects/4/gallery" });
    await storage.put("brochure", demoBrochure(), { folder: "projects/4/brochure" });
    const neighbour = await storage.put("brochure", demoBrochure(), { folder: "projects/42/brochure" });
    await storage.deleteFolder("projects/4");
    expect(existsSync(path.join(directory, "projects/4"))).toBe(false);
    expect(existsSync(path.join(directory, neighbour.key))).toBe(true);
  });

  it("a folder that could leave the uploads directory is refused", async () => {
    for (const folder of ["", "../etc", "projects/../../x", "/abs", "projects//4", "projects/4/"]) {
      await expect(storage.put("brochure", demoBrochure(), { folder })).rejects.toThrow(/not a storage folder/);
      await expect(storage.deleteFolder(folder)).rejects.toThrow(/not a storage folder/);
      await expect(storage.listUploads(folder)).rejects.toThrow(/not a storage folder/);
    }
  });

  it("lists the uploads under a folder at any depth, an image's copies as one, and no file still being written", async () => {
    mkdirSync(path.join(directory, "projects/8"), { recursive: true });
    writeFileSync(path.join(directory, "projects/8", ".0000001-0123456789abcdef.pdf.a1b2c3.partial"), "half");
    await expectUploadsListed(storage, "projects/8");
    expect(await storage.listUploads("projects/none-yet")).toEqual([]);
  });

  it("the driver never overwrites a file: a second write to a key fails and the first bytes stay", async () => {
    const driver = createLocalDriver(directory);
    await driver.write("fixed/one.pdf", new Uint8Array([1]), "application/pdf");
    await expect(driver.write("fixed/one.pdf", new Uint8Array([2]), "application/pdf")).rejects.toThrow(/EEXIST/);
    expect([...readFileSync(path.join(directory, "fixed/one.pdf"))]).toEqual([1]);
    expect(filesIn("fixed")).toEqual(["one.pdf"]);
  });
});
