import { z } from "zod";
import { BackupError } from "./backup-error";

/** Raised when the archive's layout changes; a restore refuses any other version. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";
export const UPLOADS_FOLDER = "uploads/";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

const manifestSchema = z.object({
  format: z.literal("condo-sites-backup"),
  formatVersion: z.number().int(),
  createdAt: z.iso.datetime(),
  app: z.object({ version: z.string(), migrations: count }),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** The dump's name in the archive: pg_dump's custom format, or PGlite's data directory as a tar. */
    file: z.string(),
    bytes: count,
    sha256,
    migrationsApplied: count,
    /** Rows per table ("schema.table"), counted in the dump's own snapshot. */
    tables: z.record(z.string(), count),
  }),
  uploads: z.discriminatedUnion("driver", [
    z.object({
      driver: z.literal("local"),
      files: z.array(z.object({ key: z.string(), bytes: count, sha256 })),
    }),
    z.object({
      driver: z.literal("s3"),
      bucket: z.string(),
      endpoint: z.string().nullable(),
      /** Only the list: the bucket's own versioning keeps the bytes. */
      objects: z.array(z.object({ key: z.string(), bytes: count, etag: z.string().nullable() })),
    }),
  ]),
});

export type Manifest = z.output<typeof manifestSchema>;

/** The manifest of an archive this release can restore, or a BackupError saying why not. */
export function parseManifest(bytes: Uint8Array): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(bytes).toString("utf8"));
  } catch {
    throw new BackupError("not a condo-sites backup: manifest.json is not JSON");
  }
  const header = z.object({ format: z.literal("condo-sites-backup"), formatVersion: z.number() }).safeParse(json);
  if (!header.success) throw new BackupError("not a condo-sites backup: manifest.json does not name the format");
  if (header.data.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `backup format version ${header.data.formatVersion} is not the one this release reads (${BACKUP_FORMAT_VERSION})`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new BackupError(`the backup's manifest.json is damaged: ${first.path.join(".")}: ${first.message}`);
  }
  return parsed.data;
}
