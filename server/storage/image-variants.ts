import sharp from "sharp";
import { IMAGE_TOO_LARGE_IN_PIXELS, MAX_IMAGE_PIXELS, type UploadKind } from "~/domain/upload-kinds";
import { InvalidError } from "../services/errors";

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

type ImageRule = NonNullable<UploadKind["image"]>;

const WEBP_OPTIONS = { quality: 82, effort: 4 } as const;

// Stops at corrupt or truncated data, but not at the harmless warnings some cameras' files give.
const FAIL_ON = "error" as const;

/**
 * WebP copies of an image at the kind's widths, turned upright by its EXIF orientation and
 * without its metadata (no camera details or GPS position leave with a public picture). A
 * raster image is never enlarged: it gets the widths below its own and one at its own width
 * (capped at the largest). An SVG is drawn at the largest width and never kept as SVG, so no
 * script inside it reaches a browser (decision record 048). Smallest first.
 */
export async function renderImageVariants(
  bytes: Uint8Array,
  vector: boolean,
  rule: ImageRule,
  refusal: { wrongTypeMessage: string; field?: string },
): Promise<ImageVariant[]> {
  const refuse = (message: string) => new InvalidError(message, { field: refusal.field });
  try {
    const metadata = await sharp(bytes, { failOn: FAIL_ON }).metadata();
    const { width, height } = metadata.autoOrient;
    if (!width || !height) throw refuse(refusal.wrongTypeMessage);
    const largest = Math.max(...rule.widths);
    const scale = vector ? largest / width : 1;
    if (width * height * scale * scale > MAX_IMAGE_PIXELS) throw refuse(IMAGE_TOO_LARGE_IN_PIXELS);

    const sourceWidth = Math.round((rule.square ? Math.min(width, height) : width) * scale);
    const widths = [...new Set([...rule.widths.filter((w) => w < sourceWidth), Math.min(sourceWidth, largest)])].sort((a, b) => a - b);
    const source = sharp(bytes, {
      failOn: FAIL_ON,
      autoOrient: true,
      limitInputPixels: MAX_IMAGE_PIXELS,
      ...(vector ? { density: Math.min(100_000, Math.max(1, 72 * scale)) } : {}),
    });
    return await Promise.all(
      widths.map(async (target) => {
        const resize = rule.square
          ? { width: target, height: target, fit: "cover" as const, position: sharp.strategy.attention }
          : { width: target, withoutEnlargement: !vector };
        const { data, info } = await source.clone().resize(resize).webp(WEBP_OPTIONS).toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data };
      }),
    );
  } catch (error) {
    if (error instanceof InvalidError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw refuse(IMAGE_TOO_LARGE_IN_PIXELS);
    throw refuse(refusal.wrongTypeMessage);
  }
}
