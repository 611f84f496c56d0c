import { PROJECT_IMAGE_WIDTHS } from "./image-widths";

// Every kind of file the platform accepts, defined once. The upload form checks the browser's
// claim (type or name) against an entry; the server checks the file's bytes against the same
// entry and has the last word (decision record 048).

/** The content types the server recognises by their bytes, with the extension they are stored under. */
export const UPLOAD_CONTENT_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
  "application/pdf": "pdf",
  "text/csv": "csv",
} as const;

export type UploadContentType = keyof typeof UPLOAD_CONTENT_TYPES;

export interface UploadKind {
  maxBytes: number;
  contentTypes: readonly UploadContentType[];
  /** Names the file picker offers beside the types; browsers often give a CSV file no type at all. */
  extensions: readonly string[];
  wrongTypeMessage: string;
  tooLargeMessage: string;
  /** Images are never kept as sent: only WebP copies at these widths (never wider than the source). */
  image?: { widths: readonly number[]; square: boolean };
}

const MB = 1024 * 1024;
const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"];

export const UPLOAD_KINDS = {
  avatar: {
    maxBytes: 5 * MB,
    contentTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
    extensions: [...PHOTO_EXTENSIONS, ".gif"],
    wrongTypeMessage: "Please select a valid image file",
    tooLargeMessage: "Image size should be less than 5MB",
    image: { widths: [128, 256, 512], square: true },
  },
  logo: {
    maxBytes: 2 * MB,
    contentTypes: ["image/png", "image/jpeg", "image/webp", "image/svg+xml"],
    extensions: [...PHOTO_EXTENSIONS, ".svg"],
    wrongTypeMessage: "Please select an image file",
    tooLargeMessage: "File size must be less than 2MB",
    image: { widths: [160, 320, 640], square: false },
  },
  /** A project's banner, gallery picture or floor plan. */
  projectImage: {
    maxBytes: 10 * MB,
    contentTypes: ["image/jpeg", "image/png", "image/webp"],
    extensions: PHOTO_EXTENSIONS,
    wrongTypeMessage: "Please select a JPEG, PNG or WebP image",
    tooLargeMessage: "Image size should be less than 10MB",
    image: { widths: PROJECT_IMAGE_WIDTHS, square: false },
  },
  /** A blog post's featured image, in the widths the blog cards and the post read (responsiveSource). */
  postCover: {
    maxBytes: 10 * MB,
    contentTypes: ["image/jpeg", "image/png", "image/webp"],
    extensions: PHOTO_EXTENSIONS,
    wrongTypeMessage: "Please select a JPEG, PNG or WebP image",
    tooLargeMessage: "Image size should be less than 10MB",
    image: { widths: [480, 960, 1600], square: false },
  },
  brochure: {
    maxBytes: 20 * MB,
    contentTypes: ["application/pdf"],
    extensions: [".pdf"],
    wrongTypeMessage: "Please select a PDF file",
    tooLargeMessage: "File size must be less than 20MB",
  },
  csvImport: {
    maxBytes: 5 * MB,
    contentTypes: ["text/csv"],
    extensions: [".csv"],
    wrongTypeMessage: "Please select a CSV file",
    tooLargeMessage: "File size must be less than 5MB",
  },
} as const satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof UPLOAD_KINDS;

/** 8000 x 8000: above a 48-megapixel phone photo, below what would exhaust memory when decoded. */
export const MAX_IMAGE_PIXELS = 64_000_000;

export const IMAGE_TOO_LARGE_IN_PIXELS = "Image dimensions are too large (at most 8000 × 8000 pixels)";

type FileClaim = { name: string; type: string; size: number };

/** The form's check before sending: null when the browser's claim fits the kind. */
export function uploadFileError(kindName: UploadKindName, file: FileClaim): string | null {
  const kind: UploadKind = UPLOAD_KINDS[kindName];
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? "";
  const claimed = (kind.contentTypes as readonly string[]).includes(file.type) || kind.extensions.includes(extension);
  if (!claimed || file.size === 0) return kind.wrongTypeMessage;
  if (file.size > kind.maxBytes) return kind.tooLargeMessage;
  return null;
}

/** The file input's `accept` attribute for a kind. */
export function uploadAccept(kindName: UploadKindName): string {
  const kind: UploadKind = UPLOAD_KINDS[kindName];
  return [...kind.contentTypes, ...kind.extensions].join(",");
}
