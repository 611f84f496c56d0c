import type { Database } from "../db/client";
import type { MailDelivery, Mailer } from "../mail";
import type { Storage } from "../storage";
import { dropEverything } from "../memory-cache";
import type { Release } from "../release";
import { authorize, type Actor } from "./actor";
import { appliedMigrations, pingDatabase } from "./database-health";
import { railStationDataset } from "../open-data/rail-stations";

export interface DiagnosticsDeps {
  db: Database;
  mailer: Mailer;
  storage: Pick<Storage, "driver" | "location">;
  config: { databaseUrl?: string; smtpUrl?: string };
  release: Release;
}

export interface Diagnostics {
  database: { kind: "PostgreSQL server" | "Embedded PGlite"; reachable: boolean; latencyMs: number | null; error: string | null };
  migrations: { applied: number; expected: number; upToDate: boolean };
  mail: { mode: "SMTP" | "Outbox (no SMTP_URL)"; last: MailDelivery | null };
  storage: { driver: string };
  version: { app: string; node: string; startedAt: Date };
  /** The shipped open datasets (decision record 149): what they are, from when, under which licence. */
  openData: { title: string; source: string; version: string; licence: string; stations: number; exits: number }[];
}

const startedAt = new Date();

/** Real checks for the master's System Diagnostics (part 2 §2.2): nothing here is a fixed figure. */
export async function systemDiagnostics(deps: DiagnosticsDeps, actor: Actor): Promise<Diagnostics> {
  authorize(actor, "systemAdmin");
  authorize(actor, "systemDiagnostics");
  const started = performance.now();
  let reachable = true;
  let error: string | null = null;
  try {
    await pingDatabase(deps.db);
  } catch (failure) {
    reachable = false;
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const latencyMs = reachable ? Math.round((performance.now() - started) * 10) / 10 : null;
  const applied = reachable ? await appliedMigrations(deps.db) : 0;
  const expected = deps.release.migrations;
  return {
    database: { kind: deps.config.databaseUrl ? "PostgreSQL server" : "Embedded PGlite", reachable, latencyMs, error },
    migrations: { applied, expected, upToDate: applied === expected },
    mail: { mode: deps.config.smtpUrl ? "SMTP" : "Outbox (no SMTP_URL)", last: deps.mailer.lastDelivery?.() ?? null },
    storage: { driver: `${deps.storage.driver === "s3" ? "S3 bucket" : "Local disk"} (${deps.storage.location})` },
    version: { app: deps.release.version, node: process.version, startedAt },
    openData: [railStationSummary()],
  };
}

function railStationSummary(): Diagnostics["openData"][number] {
  const { title, source, version, licence, stations } = railStationDataset();
  return { title, source, version, licence, stations: stations.length, exits: stations.reduce((sum, station) => sum + station.exits.length, 0) };
}

/** 'Clear page caches': every site, indexing and page cache is dropped now, in every app process (decision record 096). */
export function clearCaches(actor: Actor): void {
  authorize(actor, "systemAdmin");
  dropEverything();
}

/** 'Send test email' to the acting master, through the configured mail path. */
export async function sendTestMail({ mailer }: Pick<DiagnosticsDeps, "mailer">, actor: Actor): Promise<void> {
  authorize(actor, "systemAdmin");
  await mailer.send({
    to: actor.email,
    subject: "Condo Sites test email",
    text: `This is a test email sent from System Diagnostics by ${actor.fullName}. If you can read it, mail works.\n`,
    html: `<p>This is a test email sent from System Diagnostics by ${actor.fullName.replace(/[<>&]/g, "")}. If you can read it, mail works.</p>`,
  });
}
