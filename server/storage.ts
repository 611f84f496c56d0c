import { randomBytes } from "node:crypto";
import { UPLOAD_CONTENT_TYPES, UPLOAD_KINDS, type UploadContentType, type UploadKind, type UploadKindName } from "~/domain/upload-kinds";
import type { StorageConfig } from "./config";
import { InvalidError } from "./services/errors";
import { renderImageVariants } from "./storage/image-variants";
import { createLocalDriver } from "./storage/local-driver";
import { createS3Driver } from "./storage/s3-driver";
import { sniffContentType } from "./storage/sniff-content-type";
import type { StorageDriver } from "./storage/storage-driver";

/** What a form posts (a File), or bytes already in hand. */
export type UploadInput = Blob | Uint8Array;

export interface CheckedUpload {
  bytes: Uint8Array;
  /** Read from the bytes, never from the name or the browser's claim. */
  contentType: UploadContentType;
}

export interface StoredFile {
  key: string;
  url: string;
  contentType: string;
  bytes: number;
  /** Pixels, for image copies; null for documents. */
  width: number | null;
  height: number | null;
}

export interface StoredUpload {
  kind: UploadKindName;
  /** What pages link to: the widest copy of an image, or the document itself. */
  key: string;
  url: string;
  /** Every stored file: an image's WebP copies smallest first, or the one document. */
  variants: StoredFile[];
}

export interface Storage {
  readonly driver: StorageDriver["name"];
  /** For diagnostics: the directory, or the bucket and its endpoint. */
  readonly location: string;
  /** The directory served at /uploads with the local driver; null with S3. */
  readonly localDirectory: string | null;
  /**
   * Refuses a file that is not of the kind (by its bytes) or too large for it: `InvalidError`
   * with the kind's message, on `field` when given (the form's file input, so the message lands under it).
   */
  check(kind: UploadKindName, input: UploadInput, options?: { field?: string }): Promise<CheckedUpload>;
  /**
   * Checks, then stores under `folder` (such as `avatars/{userId}` or `projects/{id}/gallery`)
   * with a new name made of the time and 64 random bits, so nothing is overwritten and
   * every URL may be cached for good. Images are stored only as WebP copies (see image-variants).
   */
  put(kind: UploadKindName, input: UploadInput, options: { folder: string; field?: string }): Promise<StoredUpload>;
  /**
   * Removes the upload behind a URL `put` returned (any of its variants' URLs): every variant.
   * False, and nothing removed, for a URL that is not one of ours (a typed-in logo address, /demo/…).
   */
  delete(url: string): Promise<boolean>;
  /** The bytes behind a URL `put` returned; null for a URL that is not one of ours or names nothing. */
  read(url: string): Promise<Uint8Array | null>;
  /** Removes everything stored under `folder` (a project's delete removes `projects/{id}`). */
  deleteFolder(folder: string): Promise<void>;
  /** Every upload `put` stored under `folder` (without one: everywhere), at any depth: one entry for an image's copies together. */
  listUploads(folder?: string): Promise<ListedUpload[]>;
  /**
   * Which upload a URL names: the same value for each of an image's copies, null for a URL that
   * is not one of ours.
   */
  uploadOf(url: string): string | null;
}

export interface ListedUpload {
  /** What uploadOf answers for any of its URLs. */
  upload: string;
  /** One of its copies' URLs; delete(url) removes them all. */
  url: string;
  /** When put stored it, as its name records. */
  storedAt: Date;
}

// Path segments of letters, digits, '-' and '_': a key never climbs out of its folder or needs escaping in a URL.
const FOLDER_PATTERN = "[A-Za-z0-9][A-Za-z0-9_-]*(?:/[A-Za-z0-9][A-Za-z0-9_-]*)*";
const FOLDER = new RegExp(`^${FOLDER_PATTERN}$`);
// folder/{time in base 36}-{16 random hex}, then -{width}.webp for an image copy or .{extension}.
const UPLOAD_KEY = new RegExp(`^(?<base>${FOLDER_PATTERN}/(?<time>[0-9a-z]+)-[0-9a-f]{16})(?:-\\d+\\.webp|\\.[a-z]+)$`);

type PendingFile = Omit<StoredFile, "url" | "bytes"> & { data: Uint8Array };

export function createStorage(config: StorageConfig): Storage {
  return storageOn(config.driver === "s3" ? createS3Driver(config) : createLocalDriver(config.directory), config);
}

function storageOn(driver: StorageDriver, config: StorageConfig): Storage {
  const check = async (kindName: UploadKindName, input: UploadInput, { field }: { field?: string } = {}): Promise<CheckedUpload> => {
    const kind: UploadKind = UPLOAD_KINDS[kindName];
    const size = input instanceof Uint8Array ? input.byteLength : input.size;
    if (size === 0) throw new InvalidError(kind.wrongTypeMessage, { field });
    if (size > kind.maxBytes) throw new InvalidError(kind.tooLargeMessage, { field });
    const bytes = input instanceof Uint8Array ? input : new Uint8Array(await input.arrayBuffer());
    const contentType = sniffContentType(bytes);
    if (!contentType || !kind.contentTypes.includes(contentType)) throw new InvalidError(kind.wrongTypeMessage, { field });
    return { bytes, contentType };
  };

  const uploadOf = (url: string) => UPLOAD_KEY.exec(driver.keyOf(url) ?? "")?.groups?.base ?? null;

  return {
    driver: driver.name,
    location: driver.location,
    localDirectory: config.driver === "local" ? driver.location : null,
    check,

    async put(kindName, input, { folder, field }) {
      assertFolder(folder);
      const kind: UploadKind = UPLOAD_KINDS[kindName];
      const { bytes, contentType } = await check(kindName, input, { field });
      const base = `${folder}/${Date.now().toString(36)}-${randomBytes(8).toString("hex")}`;
      const files: PendingFile[] = kind.image
        ? (await renderImageVariants(bytes, contentType === "image/svg+xml", kind.image, { wrongTypeMessage: kind.wrongTypeMessage, field })).map((copy) => ({
            key: `${base}-${copy.width}.webp`,
            data: copy.data,
            contentType: "image/webp",
            width: copy.width,
            height: copy.height,
          }))
        : [{ key: `${base}.${UPLOAD_CONTENT_TYPES[contentType]}`, data: bytes, contentType, width: null, height: null }];
      const writes = await Promise.allSettled(files.map((file) => driver.write(file.key, file.data, file.contentType)));
      const failure = writes.find((write) => write.status === "rejected");
      if (failure) {
        // Half an upload is no upload: take back the copies that were written, and only those.
        const written = files.filter((_, index) => writes[index].status === "fulfilled").map((file) => file.key);
        await driver.remove(written).catch(() => undefined);
        throw failure.reason;
      }
      const variants = files.map(({ data, ...file }) => ({ ...file, url: driver.publicUrl(file.key), bytes: data.byteLength }));
      const main = variants[variants.length - 1];
      return { kind: kindName, key: main.key, url: main.url, variants };
    },

    async delete(url) {
      const base = uploadOf(url);
      if (!base) return false;
      await driver.removePrefix(base);
      return true;
    },

    async read(url) {
      const key = driver.keyOf(url);
      return key && UPLOAD_KEY.test(key) ? driver.read(key) : null;
    },

    async deleteFolder(folder) {
      assertFolder(folder);
      await driver.removePrefix(`${folder}/`);
    },

    async listUploads(folder) {
      if (folder !== undefined) assertFolder(folder);
      const uploads = new Map<string, ListedUpload>();
      for await (const key of driver.list(folder === undefined ? "" : `${folder}/`)) {
        const { base, time } = UPLOAD_KEY.exec(key)?.groups ?? {};
        if (!base || uploads.has(base)) continue;
        uploads.set(base, { upload: base, url: driver.publicUrl(key), storedAt: new Date(Number.parseInt(time, 36)) });
      }
      return [...uploads.values()];
    },

    uploadOf,
  };
}

function assertFolder(folder: string): void {
  if (!FOLDER.test(folder)) throw new Error(`not a storage folder: ${JSON.stringify(folder)}`);
}
