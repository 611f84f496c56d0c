import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import type { Storage } from "#server/storage";

// Real files of each kind, made on the spot, so the checks run on genuine bytes.

export const demoBrochure = () => new Uint8Array(readFileSync(path.resolve("public/demo/brochures/katong-tidewater.pdf")));

export async function photo(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif" = "jpeg") {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 5, g: 150, b: 105 } } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** A landscape JPEG whose EXIF says "turn me 90° clockwise", with a camera note and a GPS position. */
export async function sidewaysPhotoWithExif() {
  const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#059669" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Private camera owner" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "1/1 17/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(data);
}

export const svgLogo = (body = "") =>
  new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">${body}<rect width="200" height="100" fill="#059669"/></svg>`,
  );

export const asFile = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });

/**
 * What listUploads must answer, the same for every driver: a picture (several copies) and a
 * brochure under `folder`, one in a neighbouring folder whose name starts the same, left out.
 */
export async function expectUploadsListed(storage: Storage, folder: string): Promise<void> {
  const before = Date.now();
  const picture = await storage.put("projectImage", await photo(700, 500), { folder: `${folder}/gallery` });
  const brochure = await storage.put("brochure", demoBrochure(), { folder });
  await storage.put("brochure", demoBrochure(), { folder: `${folder}1` });
  const listed = await storage.listUploads(folder);
  expect(listed.map((upload) => upload.upload).sort()).toEqual([storage.uploadOf(picture.url), storage.uploadOf(brochure.url)].sort());
  for (const variant of picture.variants) expect(storage.uploadOf(variant.url)).toBe(storage.uploadOf(picture.url));
  // Without a folder, everything stored: what the sweep of unused uploads reads (decision record 106).
  const everything = (await storage.listUploads()).map((upload) => upload.upload);
  expect(everything).toEqual(expect.arrayContaining([...listed.map((upload) => upload.upload), storage.uploadOf(picture.url)]));
  expect(everything.length).toBeGreaterThan(listed.length);
  for (const upload of listed) {
    expect(upload.storedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(upload.storedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(storage.uploadOf(upload.url)).toBe(upload.upload);
  }
}

/** Where the local driver keeps the file behind one of its /uploads URLs. */
export function localFileOf(storage: Storage, url: string): string {
  return path.join(storage.localDirectory!, url.replace(/^\/uploads\//, ""));
}

/** Whether the local driver still holds the file behind one of its /uploads URLs. */
export function storedLocally(storage: Storage, url: string): boolean {
  return existsSync(localFileOf(storage, url));
}
