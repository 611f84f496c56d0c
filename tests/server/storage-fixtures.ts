import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

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
