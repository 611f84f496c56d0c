import { hash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import type { Logger } from "pino";
import { isoDateInSingapore } from "~/domain/format";
import type { Database } from "../db/client";
import { eq, sql } from "drizzle-orm";
import { siteVisitSalts } from "../db/schema";

/** What a visit is known by until its batch is written; the address lives only here, in memory. */
export interface VisitSighting {
  realtorId: string | null;
  siteKey: string;
  kind: string;
  url: string;
  ip: string;
  userAgent: string;
  referrer: string;
  host: string;
  at: Date;
}

const BATCH_SIZE = 500;
const FLUSH_DELAY_MS = 1000;

interface RecorderState {
  store: { db: Database; logger: Pick<Logger, "error"> } | null;
  pending: VisitSighting[];
  timer: NodeJS.Timeout | null;
  salts: Map<string, string>;
}

// On globalThis as server/memory-cache.ts's registry is: the Express entry and the React Router
// build each load a copy of this module, and the build's loaders must flush the same buffer.
const state: RecorderState = ((globalThis as Record<symbol, unknown>)[Symbol.for("condo-sites.visit-recorder")] ??= {
  store: null,
  pending: [],
  timer: null,
  salts: new Map(),
}) as RecorderState;
const { salts } = state;

/** The process's database for the batches; sightings before it are dropped (tests without a store). */
export function attachVisitStore(db: Database, logger: Pick<Logger, "error">): void {
  state.store = { db, logger };
}

function deviceOf(userAgent: string): "mobile" | "tablet" | "desktop" {
  if (/iPad|Tablet/i.test(userAgent)) return "tablet";
  return /Mobi|Android|iPhone/i.test(userAgent) ? "mobile" : "desktop";
}

/** The visit's source: utm_source, else the referring domain (not the site itself), else "direct". */
function sourceOf(query: URLSearchParams | null, referrer: string, host: string): { source: string; utmMedium: string | null; utmCampaign: string | null } {
  const utm = (name: string) => query?.get(name)?.trim().toLowerCase().slice(0, 100) || null;
  let source = utm("utm_source");
  if (!source && referrer) {
    try {
      const domain = new URL(referrer).hostname.replace(/^www\./, "");
      if (domain && domain !== host.replace(/^www\./, "")) source = domain;
    } catch {
      // An unreadable Referer counts as none.
    }
  }
  return { source: source ?? "direct", utmMedium: utm("utm_medium"), utmCampaign: utm("utm_campaign") };
}

// isbot's pattern costs a cached page's answer more than all else counting does; a process sees few distinct user agents.
const botVerdicts = new Map<string, boolean>();
function isBotAgent(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    if (botVerdicts.size >= 1000) botVerdicts.clear();
    verdict = isbot(userAgent);
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/** Counts a visitor's page or action without delaying its answer: kept in memory, written in batches. */
export function recordVisit(sighting: VisitSighting): void {
  if (!state.store || isBotAgent(sighting.userAgent)) return;
  state.pending.push(sighting);
  if (state.pending.length >= BATCH_SIZE) void flushVisits();
  else state.timer ??= setTimeout(() => void flushVisits(), FLUSH_DELAY_MS).unref();
}

/** The sighting of a visitor's request for a public page, from Node's request. */
export function pageViewOf(req: Pick<IncomingMessage, "url" | "headers">, site: { realtorId: string | null; host: string }, ip: string): VisitSighting {
  return {
    realtorId: site.realtorId,
    siteKey: site.realtorId ?? "master",
    kind: "view",
    url: req.url ?? "/",
    ip,
    userAgent: String(req.headers["user-agent"] ?? ""),
    referrer: String(req.headers.referer ?? ""),
    host: site.host,
    at: new Date(),
  };
}

async function saltOf(db: Database, day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  await db.insert(siteVisitSalts).values({ day, salt: randomBytes(16).toString("hex") }).onConflictDoNothing();
  const [row] = await db.select({ salt: siteVisitSalts.salt }).from(siteVisitSalts).where(eq(siteVisitSalts.day, day));
  salts.clear();
  salts.set(day, row.salt);
  return row.salt;
}

const hashWithSalt = (salt: string, sighting: Pick<VisitSighting, "siteKey" | "ip" | "userAgent">) =>
  hash("sha256", `${salt}|${sighting.siteKey}|${sighting.ip}|${sighting.userAgent}`);

/** The visitor's hash for the day: the same person on the same site, device and day, and no one else. */
export async function visitorHashOf(db: Database, sighting: Pick<VisitSighting, "siteKey" | "ip" | "userAgent" | "at">): Promise<string> {
  return hashWithSalt(await saltOf(db, isoDateInSingapore(sighting.at)), sighting);
}

/** Writes what is pending; at the batch size, after a second, at shutdown and before an enquiry reads its source. */
export async function flushVisits(): Promise<void> {
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  const batch = state.pending;
  state.pending = [];
  if (!state.store || batch.length === 0) return;
  const { db, logger } = state.store;
  try {
    // Each day's salt is read once for the batch, before any row: read per sighting, the day's first batch asked the database once for each.
    const dayOf = new Map(batch.map((sighting) => [sighting, isoDateInSingapore(sighting.at)]));
    const saltByDay = new Map<string, string>();
    for (const day of new Set(dayOf.values())) saltByDay.set(day, await saltOf(db, day));
    const rows = batch.map((sighting) => {
      // Split as the page cache splits a page's address: a WHATWG parse per row cost more than the hash.
      const queryAt = sighting.url.indexOf("?");
      const path = queryAt === -1 ? sighting.url : sighting.url.slice(0, queryAt);
      const query = queryAt === -1 ? null : new URLSearchParams(sighting.url.slice(queryAt + 1));
      const project = /^\/condos\/([a-z0-9-]+)\/?$/i.exec(path)?.[1]?.toLowerCase() ?? null;
      return {
        realtorId: sighting.realtorId,
        kind: sighting.kind,
        path: path.slice(0, 300),
        projectSlug: project,
        visitorHash: hashWithSalt(saltByDay.get(dayOf.get(sighting)!)!, sighting),
        ...sourceOf(query, sighting.referrer, sighting.host),
        device: deviceOf(sighting.userAgent),
        occurredAt: sighting.at,
      };
    });
    // Seven arrays whatever the batch's size: a 500-row VALUES list costs the page-serving process far more to build.
    const column = <K extends keyof (typeof rows)[number]>(key: K) => sql.param(rows.map((row) => row[key]));
    await db.execute(sql`
      insert into site_visit_events (realtor_id, kind, path, project_slug, visitor_hash, source, utm_medium, utm_campaign, device, occurred_at)
      select * from unnest(${column("realtorId")}::uuid[], ${column("kind")}::text[], ${column("path")}::text[], ${column("projectSlug")}::text[], ${column("visitorHash")}::text[],
        ${column("source")}::text[], ${column("utmMedium")}::text[], ${column("utmCampaign")}::text[], ${column("device")}::text[], ${sql.param(rows.map((row) => row.occurredAt.toISOString()))}::timestamptz[])`);
  } catch (error) {
    // Counting never fails a page: a lost batch is a gap in the figures, logged.
    logger.error({ err: error, events: batch.length }, "site analytics: writing a batch failed");
  }
}
