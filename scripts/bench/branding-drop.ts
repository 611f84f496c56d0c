import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { BRANDING_PRESETS, brandingSchema } from "../../app/domain/schemas/branding";
import { startCacheBroadcast } from "../../server/cache-broadcast";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { realtors, userProfiles } from "../../server/db/schema";
import { DEMO_PASSWORD } from "../../server/db/seed/data/accounts";
import { seedDemoData } from "../../server/db/seed/seed-demo-data";
import { saveBranding } from "../../server/services/branding";
import { createStorage } from "../../server/storage";
import { addScaleData, SCALE_TARGETS } from "../scale-data";
import { startApp } from "./app-server";
import { freshBenchDatabase } from "./postgres";

const PAGES = ["/", "/about"];
const GOAL = 0.99;

/** One request's X-Page-Cache (HEAD, so a kept page costs nothing to ask about). */
function cacheStateOf(port: number, host: string, pagePath: string, method = "HEAD"): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pagePath, method, headers: { host, "accept-encoding": "gzip" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200 ? String(res.headers["x-page-cache"] ?? "not kept") : `status ${res.statusCode}`));
    });
    req.on("error", reject);
    req.end();
  });
}

async function eachPage(port: number, hosts: string[], method: string): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  const queue = hosts.flatMap((host) => PAGES.map((pagePath) => ({ host, pagePath })));
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) states.set(`${next.host}${next.pagePath}`, await cacheStateOf(port, next.host, next.pagePath, method));
    }),
  );
  return states;
}

/**
 * Issue 31 item 4's bench row: 1,000 realtor sites on PostgreSQL, their home and about pages warm
 * in the app's page cache; one realtor saves new branding in another process (this one), whose
 * drop reaches the app as any other process's would (LISTEN/NOTIFY). Then every page is asked for
 * again: the saved site's must be dropped, and at least 99% of the others' still kept.
 */
export async function measureBrandingDrop(port: number): Promise<void> {
  const databaseUrl = await freshBenchDatabase("condo_bench_branding_drop");
  if (!databaseUrl) return;
  console.log(`\nbranding save with ${SCALE_TARGETS.activeSites} sites warm (PostgreSQL, 1 web process): preparing the database`);
  const database = await openDatabase({ url: databaseUrl });
  const logger = pino({ level: "error" });
  let broadcast: Awaited<ReturnType<typeof startCacheBroadcast>> = null;
  try {
    await database.migrate();
    await seedDemoData(database.db, { hashPassword });
    const { hosts } = await addScaleData(database.db, await hashPassword(DEMO_PASSWORD), SCALE_TARGETS);
    await database.gatherStatistics();
    const app = await startApp(port, { databaseUrl, env: { WEB_CONCURRENCY: "1" } });
    try {
      const started = Date.now();
      await eachPage(port, hosts, "GET");
      const warm = await eachPage(port, hosts, "HEAD");
      const hitsWarm = [...warm.values()].filter((state) => state === "HIT").length;
      console.log(`  ${warm.size} pages rendered in ${((Date.now() - started) / 1000).toFixed(0)} s; ${hitsWarm} answered from the page cache`);

      broadcast = await startCacheBroadcast({ databaseUrl, redisUrl: undefined, db: database.db, logger });
      const [owner] = await database.db
        .select({ id: userProfiles.id, email: userProfiles.email, fullName: userProfiles.fullName, role: userProfiles.role, realtorId: realtors.id })
        .from(realtors)
        .innerJoin(userProfiles, eq(userProfiles.id, realtors.userId))
        .where(eq(realtors.agentSiteUrl, hosts[0]));
      const config = loadConfig({ NODE_ENV: "production", DATA_DIR: mkdtempSync(path.join(tmpdir(), "condo-bench-storage-")) });
      const purple = brandingSchema.parse(BRANDING_PRESETS.find((preset) => preset.name === "Purple Modern")!.colours);
      const { realtorId, ...actor } = owner;
      await saveBranding({ db: database.db, storage: createStorage(config.storage) }, actor, purple);
      // A leader's branding is their team's too where a member has none of their own: those sites show the change.
      const team = await database.db.select({ host: realtors.agentSiteUrl }).from(realtors).where(eq(realtors.reportsToId, realtorId));
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const after = await eachPage(port, hosts, "HEAD");
      const saved = PAGES.map((pagePath) => after.get(`${hosts[0]}${pagePath}`));
      const others = [...after.entries()].filter(([key]) => !key.startsWith(`${hosts[0]}/`));
      const kept = others.filter(([, state]) => state === "HIT").length;
      const share = kept / others.length;
      console.log(`  ${hosts[0]} saved its branding: its pages answered ${saved.join(", ")} (dropped: ${saved.every((state) => state !== "HIT") ? "yes" : "NO"})`);
      console.log(`  the other ${hosts.length - 1} sites: ${kept} of ${others.length} pages still kept (${(share * 100).toFixed(1)}%, goal ${GOAL * 100}% or more): ${share >= GOAL ? "met" : "NOT met"}`);
      const teamDropped = others.filter(([key, state]) => state !== "HIT" && team.some(({ host }) => key.startsWith(`${host}/`))).length;
      console.log(`  of the ${others.length - kept} dropped, ${teamDropped} are pages of the ${team.length} team sites that may show the leader's branding`);
    } finally {
      await app.stop();
    }
  } finally {
    await broadcast?.close();
    await database.close();
  }
}
