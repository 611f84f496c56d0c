/** Where stored files live: a directory on this machine, or an S3-compatible bucket. */
export interface StorageDriver {
  readonly name: "local" | "s3";
  /** Said by diagnostics: a directory, or s3://bucket at an endpoint. */
  readonly location: string;
  /** Writes a new object; the keys are unique per upload, so nothing is overwritten. */
  write(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes; null when there is none under the key. */
  read(key: string): Promise<Uint8Array | null>;
  remove(keys: readonly string[]): Promise<void>;
  /** Removes every object whose key starts with `prefix`. */
  removePrefix(prefix: string): Promise<void>;
  /** The keys of every object under the folder `prefix` (ending in `/`; empty for all of them), at any depth. */
  list(prefix: string): AsyncIterable<string>;
  publicUrl(key: string): string;
  /** The key behind one of this driver's public URLs; null for any other URL. */
  keyOf(url: string): string | null;
}

/** Files never change under their name (a new upload gets a new name), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
