import { PGlite } from "@electric-sql/pglite";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "#server/backup/create-backup";
import { quoteIdentifier, type DatabaseLocation } from "#server/backup/database-dump";
import { BACKUP_FORMAT_VERSION } from "#server/backup/manifest";
import { restoreBackup } from "#server/backup/restore-backup";
import { tarEnd, tarFile } from "#server/backup/tar";
import type { StorageConfig } from "#server/config";
import { openDatabase, type DatabaseTarget } from "#server/db/client";
import { seedDemoData } from "#server/db/seed/seed-demo-data";
import { createLocalDriver } from "#server/storage/local-driver";
import { createBlankPostgresDatabase } from "../support/test-database";

// The seed's hashing is better-auth's job; here any real function will do.
const fakeHash = async (password: string) => `sha256:${createHash("sha256").update(password).digest("hex")}`;

const work = mkdtempSync(path.join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const folder = (name: string) => path.join(work, name);

/** Upload files of every shape the archive must carry: nested, binary, empty of text, a name longer than tar's 100 bytes. */
const UPLOADS: Record<string, Uint8Array> = {
  "avatars/user-1/m3k2p1-0123456789abcdef-160.webp": randomBytes(3_000),
  "projects/the-condo/gallery/m3k2p2-fedcba9876543210-1600.webp": randomBytes(700_000),
  "projects/the-condo/brochures/m3k2p3-0011223344556677.pdf": Buffer.from("%PDF-1.4\n% a brochure\n"),
  [`projects/${"a-very-long-project-slug-".repeat(4)}x/floor-plans/m3k2p4-0123456789abcdef-800.webp`]: randomBytes(513),
};

async function writeUploads(directory: string): Promise<void> {
  const driver = createLocalDriver(directory);
  for (const [key, data] of Object.entries(UPLOADS)) await driver.write(key, data, "application/octet-stream");
}

async function seed(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedDemoData(database.db, { hashPassword: fakeHash });
  } finally {
    await database.close();
  }
}

type Query = (statement: string) => Promise<Record<string, unknown>[]>;

/** Every table's row count and its first rows by primary key, as JSON, so two databases compare with toEqual. */
async function snapshotOf(location: DatabaseLocation): Promise<{ counts: Record<string, number>; firstRows: Record<string, unknown> }> {
  const withQuery = async <T>(run: (query: Query) => Promise<T>): Promise<T> => {
    if (location.kind === "pglite") {
      const client = new PGlite(location.dataDir);
      try {
        return await run(async (statement) => (await client.query<Record<string, unknown>>(statement)).rows);
      } finally {
        await client.close();
      }
    }
    const client = new pg.Client({ connectionString: location.url });
    await client.connect();
    try {
      return await run(async (statement) => (await client.query(statement)).rows);
    } finally {
      await client.end();
    }
  };
  return withQuery(async (query) => {
    const tables = await query(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    );
    const counts: Record<string, number> = {};
    const firstRows: Record<string, unknown> = {};
    for (const { schema, name } of tables as { schema: string; name: string }[]) {
      const table = `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
      const [{ n }] = await query(`SELECT count(*)::int AS n FROM ${table}`);
      counts[`${schema}.${name}`] = n as number;
      const key = await query(
        `SELECT a.attname AS column FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
         WHERE i.indrelid = '${table.replace(/'/g, "''")}'::regclass AND i.indisprimary ORDER BY a.attnum`,
      );
      const orderBy = key.length > 0 ? key.map((row) => quoteIdentifier(row.column as string)).join(", ") : "1";
      firstRows[`${schema}.${name}`] = JSON.parse(JSON.stringify(await query(`SELECT * FROM ${table} ORDER BY ${orderBy} LIMIT 3`)));
    }
    return { counts, firstRows };
  });
}

function expectSameUploads(directory: string): void {
  for (const [key, data] of Object.entries(UPLOADS)) {
    expect(Buffer.compare(readFileSync(path.join(directory, key)), Buffer.from(data)), key).toBe(0);
  }
}

const silent = () => {};

describe("a backup of the embedded database restores into an empty one", () => {
  const source: DatabaseLocation = { kind: "pglite", dataDir: folder("source-pglite") };
  const sourceUploads = (): StorageConfig => ({ driver: "local", directory: folder("source-uploads") });
  let archive: string;

  beforeAll(async () => {
    await seed({ dataDir: source.dataDir });
    await writeUploads(folder("source-uploads"));
    archive = folder("backups/pglite.tar.gz");
    await createBackup({ database: source, storage: sourceUploads(), out: archive, progress: silent });
  });

  it("writes one archive whose manifest lists every table and upload with its sha256", async () => {
    expect(existsSync(archive)).toBe(true);
    const restored: DatabaseLocation = { kind: "pglite", dataDir: folder("restored-pglite") };
    const result = await restoreBackup({ archive, database: restored, storage: { driver: "local", directory: folder("restored-uploads") }, progress: silent });
    expect(result.manifest.formatVersion).toBe(BACKUP_FORMAT_VERSION);
    expect(result.manifest.database.kind).toBe("pglite");
    expect(result.manifest.database.migrationsApplied).toBeGreaterThan(0);
    expect(result.manifest.uploads).toMatchObject({ driver: "local" });
    const listed = result.manifest.uploads.driver === "local" ? result.manifest.uploads.files : [];
    expect(listed.map((file) => file.key).sort()).toEqual(Object.keys(UPLOADS).sort());
    for (const file of listed) {
      expect(file.sha256).toBe(createHash("sha256").update(UPLOADS[file.key]).digest("hex"));
      expect(file.bytes).toBe(UPLOADS[file.key].byteLength);
    }
    expect(result.uploads).toEqual({ written: Object.keys(UPLOADS).length, present: 0 });
  });

  it("restores every table's rows, the first rows of each by primary key, and the uploads' bytes", async () => {
    const original = await snapshotOf(source);
    const copy = await snapshotOf({ kind: "pglite", dataDir: folder("restored-pglite") });
    expect(Object.keys(original.counts).length).toBeGreaterThan(10);
    expect(original.counts["public.projects"]).toBeGreaterThan(0);
    expect(copy.counts).toEqual(original.counts);
    expect(copy.firstRows).toEqual(original.firstRows);
    expectSameUploads(folder("restored-uploads"));
  });

  it("refuses to restore into a database that has tables, and changes nothing", async () => {
    const before = await snapshotOf(source);
    await expect(
      restoreBackup({ archive, database: source, storage: { driver: "local", directory: folder("refused-uploads") }, progress: silent }),
    ).rejects.toThrow(/already has \d+ table\(s\).*nothing was changed/);
    expect((await snapshotOf(source)).counts).toEqual(before.counts);
    expect(existsSync(folder("refused-uploads"))).toBe(false);
  });

  it("refuses an archive that is damaged, foreign, of another format version or of the other database kind, touching nothing", async () => {
    const target = (): DatabaseLocation => ({ kind: "pglite", dataDir: folder("untouched-pglite") });
    const storage: StorageConfig = { driver: "local", directory: folder("untouched-uploads") };
    const attempt = (file: string, database = target()) => restoreBackup({ archive: file, database, storage, progress: silent });

    const bytes = readFileSync(archive);
    const flipped = Buffer.from(bytes);
    for (let index = Math.floor(bytes.length / 2); index < Math.floor(bytes.length / 2) + 64; index++) flipped[index] ^= 0xff;
    writeFileSync(folder("flipped.tar.gz"), flipped);
    await expect(attempt(folder("flipped.tar.gz"))).rejects.toThrow(/not a readable backup|damaged|not a tar archive/);

    writeFileSync(folder("cut.tar.gz"), bytes.subarray(0, Math.floor(bytes.length / 3)));
    await expect(attempt(folder("cut.tar.gz"))).rejects.toThrow(/not a readable backup|ends in the middle/);

    writeFileSync(folder("noise.tar.gz"), randomBytes(4096));
    await expect(attempt(folder("noise.tar.gz"))).rejects.toThrow(/not a readable backup/);

    const tarOf = (name: string, content: string) => gzipSync(Buffer.concat([...tarFile(name, Buffer.from(content)), tarEnd()]));
    writeFileSync(folder("foreign.tar.gz"), tarOf("notes.txt", "hello"));
    await expect(attempt(folder("foreign.tar.gz"))).rejects.toThrow(/not a condo-sites backup: it does not begin with manifest\.json/);

    writeFileSync(folder("future.tar.gz"), tarOf("manifest.json", JSON.stringify({ format: "condo-sites-backup", formatVersion: 99 })));
    await expect(attempt(folder("future.tar.gz"))).rejects.toThrow(`backup format version 99 is not the one this release reads (${BACKUP_FORMAT_VERSION})`);

    await expect(attempt(folder("no-such.tar.gz"))).rejects.toThrow(/cannot read .*no-such\.tar\.gz/);

    await expect(attempt(archive, { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" })).rejects.toThrow(
      /holds the embedded \(PGlite\) database and restores only into one/,
    );

    expect(existsSync(folder("untouched-pglite"))).toBe(false);
    expect(existsSync(folder("untouched-uploads"))).toBe(false);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("a backup of a PostgreSQL database restores into an empty one (TEST_DATABASE_URL)", () => {
  const databases: { url: string; drop(): Promise<void> }[] = [];
  let source: DatabaseLocation & { kind: "postgres" };
  let archive: string;

  beforeAll(async () => {
    const blank = await createBlankPostgresDatabase(serverUrl!);
    databases.push(blank);
    source = { kind: "postgres", url: blank.url };
    await seed({ url: blank.url });
    await writeUploads(folder("pg-source-uploads"));
    archive = folder("backups/postgres.tar.gz");
    await createBackup({ database: source, storage: { driver: "local", directory: folder("pg-source-uploads") }, out: archive, progress: silent });
  });
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it("restores every table's rows, the first rows of each by primary key, and the uploads' bytes", async () => {
    const blank = await createBlankPostgresDatabase(serverUrl!);
    databases.push(blank);
    const restored: DatabaseLocation = { kind: "postgres", url: blank.url };
    const result = await restoreBackup({ archive, database: restored, storage: { driver: "local", directory: folder("pg-restored-uploads") }, progress: silent });
    expect(result.manifest.database.kind).toBe("postgres");
    const original = await snapshotOf(source);
    const copy = await snapshotOf(restored);
    expect(original.counts["public.projects"]).toBeGreaterThan(0);
    expect(copy.counts).toEqual(original.counts);
    expect(copy.firstRows).toEqual(original.firstRows);
    expectSameUploads(folder("pg-restored-uploads"));
  });

  it("refuses to restore into a database that has tables, and changes nothing", async () => {
    const before = await snapshotOf(source);
    await expect(
      restoreBackup({ archive, database: source, storage: { driver: "local", directory: folder("pg-refused-uploads") }, progress: silent }),
    ).rejects.toThrow(/already has \d+ table\(s\).*nothing was changed/);
    expect((await snapshotOf(source)).counts).toEqual(before.counts);
  });
});
