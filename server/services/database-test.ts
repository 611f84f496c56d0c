import { asc, count, desc, eq, sql } from "drizzle-orm";
import {
  DATABASE_TEST_SAMPLE_SIZE,
  DATABASE_TEST_SOURCES,
  DATABASE_TEST_TEXTS,
  type DatabaseTestReport,
  type DatabaseTestSource,
  type SourceResult,
} from "~/domain/database-test";
import { hasPermission } from "~/domain/permissions";
import type { Database } from "../db/client";
import { agencies, projectSets, realtors, sitePermissions, userProfiles } from "../db/schema";
import type { Actor } from "./actor";

export interface DatabaseTestDeps {
  db: Database;
}

type Probe = (db: Database) => Promise<{ count: number; sample: string[] }>;

const counted = async (total: Promise<{ n: number }[]>, names: Promise<{ name: string }[]>) => {
  const [[{ n }], rows] = await Promise.all([total, names]);
  return { count: n, sample: rows.map((row) => row.name) };
};

const PROBES: Record<DatabaseTestSource, Probe> = {
  agencies: (db) =>
    counted(
      db.select({ n: count() }).from(agencies),
      db.select({ name: agencies.name }).from(agencies).orderBy(asc(agencies.name)).limit(DATABASE_TEST_SAMPLE_SIZE),
    ),
  projectSets: (db) =>
    counted(
      db.select({ n: count() }).from(projectSets),
      db.select({ name: projectSets.name }).from(projectSets).orderBy(asc(projectSets.sortOrder), asc(projectSets.name)).limit(DATABASE_TEST_SAMPLE_SIZE),
    ),
  leaders: (db) =>
    counted(
      db.select({ n: count() }).from(realtors).where(eq(realtors.isLeader, true)),
      db.select({ name: realtors.fullName }).from(realtors).where(eq(realtors.isLeader, true)).orderBy(asc(realtors.fullName)).limit(DATABASE_TEST_SAMPLE_SIZE),
    ),
  agents: (db) =>
    counted(
      db.select({ n: count() }).from(realtors).where(eq(realtors.isLeader, false)),
      db.select({ name: realtors.fullName }).from(realtors).where(eq(realtors.isLeader, false)).orderBy(asc(realtors.fullName)).limit(DATABASE_TEST_SAMPLE_SIZE),
    ),
  sitePermissions: (db) =>
    counted(
      db.select({ n: count() }).from(sitePermissions).where(eq(sitePermissions.isActive, true)),
      db
        .select({ name: sitePermissions.siteUrl })
        .from(sitePermissions)
        .where(eq(sitePermissions.isActive, true))
        .orderBy(desc(sitePermissions.createdAt))
        .limit(DATABASE_TEST_SAMPLE_SIZE),
    ),
};

/** The database's own words (drizzle wraps them in 'Failed query: …' with the SQL and parameters, which stay in the log). */
function databaseMessage(error: unknown): string {
  let current: unknown = error;
  let message = "The query failed";
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    message = current.message;
    current = current.cause;
  }
  return message.split("\n")[0].slice(0, 300);
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: Math.round(performance.now() - start) };
}

/**
 * 'Run All Tests' (part 3 §2): the connection, the signed-in user's own profile, and a count and
 * the first three names of each source. Any signed-in user may run it (the Admin menu shows it to
 * all); a source the role may not read is skipped, naming the permission (decision record 063).
 * A failing source is reported with the database's message and never stops the others.
 */
export async function runDatabaseTests({ db }: DatabaseTestDeps, actor: Actor, onError?: (error: unknown) => void): Promise<DatabaseTestReport> {
  const start = performance.now();
  const connection: DatabaseTestReport["connection"] = await timed(() => db.execute(sql`select 1`)).then(
    ({ ms }) => ({ ok: true as const, ms }),
    (error: unknown) => {
      onError?.(error);
      return { ok: false as const, message: databaseMessage(error), ms: Math.round(performance.now() - start) };
    },
  );

  const profile: DatabaseTestReport["profile"] = await db
    .select({ fullName: userProfiles.fullName, email: userProfiles.email, role: userProfiles.role, createdAt: userProfiles.createdAt })
    .from(userProfiles)
    .where(eq(userProfiles.id, actor.id))
    .then(
      ([row]) => (row ? { ok: true as const, ...row } : { ok: false as const, message: DATABASE_TEST_TEXTS.profileMissing }),
      (error: unknown) => {
        onError?.(error);
        return { ok: false as const, message: databaseMessage(error) };
      },
    );

  const sources = await Promise.all(
    DATABASE_TEST_SOURCES.map(async ({ key, permission }): Promise<SourceResult> => {
      if (!hasPermission(actor.role, permission)) return { key, status: "skipped", permission };
      const began = performance.now();
      try {
        const { value, ms } = await timed(() => PROBES[key](db));
        return { key, status: "ok", ...value, ms };
      } catch (error) {
        onError?.(error);
        return { key, status: "error", message: databaseMessage(error), ms: Math.round(performance.now() - began) };
      }
    }),
  );
  return { ranAt: new Date(), connection, profile, sources };
}
