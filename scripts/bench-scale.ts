// npm run bench -- --scale: first each screen's server time on PostgreSQL at both sizes
// (scripts/bench/screen-times.ts); then the same figures on the demo database and on one grown to 1,000
// realtor sites and 3,000 projects (made at run time by scripts/scale-data.ts), side by side, for
// host resolution, the listing, the sitemap and the administration lists. Each size has its own
// fresh database and server, started the way scripts/bench.ts starts it (the build must exist);
// both run at once and every target is measured on one, then at once on the other, so a machine
// busy with something else weighs on both columns alike.
import autocannon from "autocannon";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase, type Database } from "../server/db/client";
import { realtors } from "../server/db/schema";
import { DEMO_PASSWORD } from "../server/db/seed/data/accounts";
import { seedDemoData } from "../server/db/seed/seed-demo-data";
import { clearLocalCaches } from "../server/memory-cache";
import { resolveSite } from "../server/tenancy";
import { signInDemoAccount, startApp } from "./bench/app-server";
import { measureBrandingDrop } from "./bench/branding-drop";
import { measureScreenTimes } from "./bench/screen-times";
import { addScaleData, SCALE_TARGETS, type ScaleDataSummary, type ScaleTargets } from "./scale-data";

const root = path.resolve(import.meta.dirname, "..");
const firstPort = Number(process.env.BENCH_SCALE_PORT ?? 3210);
const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 3);
const warmupSeconds = Number(process.env.BENCH_SCALE_WARMUP ?? 1);
const connections = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 10);
/**
 * BENCH_SCALE_FULL_PAGES=1 adds a middle size whose every measured list fills its pages: the demo
 * fills few (4 realtors, 25 listed projects), so its pages are lighter for that reason alone.
 */
const fullPages = Boolean(process.env.BENCH_SCALE_FULL_PAGES);
/** BENCH_SCALE_SCREENS_ONLY=1 measures the screens' server times on PostgreSQL and nothing else. */
const screensOnly = Boolean(process.env.BENCH_SCALE_SCREENS_ONLY);
/** The leader's demo site may be indexed: its sitemap lists every listed project at both sizes. */
const INDEXED_HOST = "leader.localhost";
const MASTER = { email: "master@demo.sg", host: "localhost" };
const TENANCY = { appDomain: "localhost", devHostMarkers: ["preview", "staging"] };

interface Target {
  label: string;
  /** The path and host of each request. */
  next(n: number): { path: string; host: string };
  signedIn?: boolean;
}

interface Figures {
  status: number;
  bytes: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface SizeRun {
  /** demo, full or scale. */
  key: string;
  label: string;
  summary: Pick<ScaleDataSummary, "activeSites" | "projects" | "listedProjects" | "realtors" | "agencies">;
  figures: Map<string, Figures>;
}

/**
 * Sent with every visitor row: a cookie whose name ends in session_token keeps the page cache from
 * answering (it is no visitor's page to share), and better-auth reads no cookie of that name.
 */
const PAGE_CACHE_BYPASS = { cookie: "bench.session_token=none" };

function targetsFor(realtorHosts: string[]): Target[] {
  const visitor = (label: string, pagePath: string, host = INDEXED_HOST): Target => ({ label, next: () => ({ path: pagePath, host }) });
  const admin = (label: string, pagePath: string): Target => ({ label, signedIn: true, next: () => ({ path: pagePath, host: MASTER.host }) });
  return [
    {
      label: "host: /about, a new unknown host each time",
      next: (n) => ({ path: "/about", host: `u${n}-${process.pid}.localhost` }),
    },
    {
      label: "host: /about, realtor hosts in turn",
      next: (n) => ({ path: "/about", host: realtorHosts[n % realtorHosts.length] }),
    },
    visitor("listing /condos page 1", "/condos"),
    visitor("listing /condos last page (?page=9999)", "/condos?page=9999"),
    visitor("listing /condos?q=residences", "/condos?q=residences"),
    visitor("listing /condos?sort=price-asc", "/condos?sort=price-asc"),
    visitor("listing /condos?sort=price-desc", "/condos?sort=price-desc"),
    visitor("listing /condos?sort=top", "/condos?sort=top"),
    visitor("sitemap /sitemap.xml", "/sitemap.xml"),
    visitor("sitemap /sitemaps/pages.xml", "/sitemaps/pages.xml"),
    visitor("sitemap /sitemaps/projects-1.xml", "/sitemaps/projects-1.xml"),
    admin("admin: Project Management", "/dashboard/project-management"),
    admin("admin: Project Management ?q=", "/dashboard/project-management?q=marina"),
    admin("admin: Realtor Management", "/dashboard/realtor-management"),
    admin("admin: Realtor Management (All)", "/dashboard/realtor-management?tab=all"),
    admin("admin: Agency Management", "/dashboard/agency-management"),
    admin("admin: Approval Management", "/dashboard/approval-management"),
    admin("admin: Site Management", "/dashboard/site-management"),
    admin("admin: Site Management (Permissions)", "/dashboard/site-management?section=permissions"),
    admin("admin: Audit Trail", "/dashboard/audit-trail"),
    admin("admin: User Management", "/dashboard/user-management"),
    admin("admin: Enquiries", "/dashboard/enquiries"),
    admin("admin: Master Dashboard", "/dashboard/master"),
  ];
}

/** One GET through node:http (fetch will not send another Host header), read whole. */
function get(port: number, pagePath: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pagePath, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * autocannon stops at its time while the server still works on the requests in flight; the next
 * row waits until the database has answered a question queued behind them.
 */
async function settle(port: number): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await get(port, "/readyz", "localhost");
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function measure(port: number, target: Target, cookie: string): Promise<Figures> {
  const first = target.next(0);
  const headers: Record<string, string> = target.signedIn ? { cookie } : PAGE_CACHE_BYPASS;
  // One response, uncompressed, for its status and size.
  const probe = await get(port, first.path, first.host, headers);
  let n = 1;
  const load = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration,
      requests: [
        {
          setupRequest: (req) => {
            const next = target.next(n++);
            return { ...req, path: next.path, headers: { ...req.headers, ...headers, host: `${next.host}:${port}`, "accept-encoding": "gzip" } };
          },
        },
      ],
    });
  if (warmupSeconds > 0) {
    await load(warmupSeconds);
    await settle(port);
  }
  const result = await load(seconds);
  await settle(port);
  return {
    status: probe.status,
    bytes: probe.body.length,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Host resolution alone, in this process on the same database: resolveSite with its cache
 * dropped before every call, for hosts of active realtors taken in turn and for unknown hosts.
 */
async function measureResolution(db: Database, hosts: string[], kind: "realtor" | "unknown"): Promise<Figures> {
  const timings: number[] = [];
  const until = performance.now() + seconds * 1000;
  let n = 0;
  let lastKind = "";
  while (performance.now() < until) {
    const host = kind === "realtor" ? hosts[n % hosts.length] : `u${n}.localhost`;
    n++;
    clearLocalCaches();
    const started = performance.now();
    const site = await resolveSite(db, host, TENANCY);
    timings.push(performance.now() - started);
    lastKind = site.kind;
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => Math.round(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] * 100) / 100;
  const expected = kind === "realtor" ? ["leader", "agent"] : ["fallback"];
  return { status: expected.includes(lastKind) ? 200 : 500, bytes: 0, reqPerSec: timings.length / seconds, p50: at(0.5), p99: at(0.99), non2xx: 0, errors: 0 };
}

/** null: the demo as seeded; otherwise grown to these targets. */
async function prepare(dataDir: string, grow: ScaleTargets | null): Promise<{ summary: SizeRun["summary"]; hosts: string[]; resolution: Map<string, Figures> }> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    await handle.migrate();
    await seedDemoData(handle.db, { hashPassword });
    const started = performance.now();
    const summary = await addScaleData(handle.db, await hashPassword(DEMO_PASSWORD), grow ?? { activeSites: 0, projects: 0 });
    if (grow) console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // As the server does when it starts on it.
    await handle.gatherStatistics();
    // Every active realtor's host; generated ones (r0001.localhost, ...) first when there are any.
    const active = await handle.db.select({ host: realtors.agentSiteUrl }).from(realtors).where(eq(realtors.status, "active"));
    const hosts = grow ? summary.hosts : active.map((row) => row.host);
    const resolution = new Map<string, Figures>([
      ["in-process: resolveSite, realtor hosts, uncached", await measureResolution(handle.db, hosts, "realtor")],
      ["in-process: resolveSite, unknown hosts, uncached", await measureResolution(handle.db, hosts, "unknown")],
    ]);
    return { summary, hosts, resolution };
  } finally {
    await handle.close();
  }
}

interface PreparedSize {
  label: string;
  dataDir: string;
  port: number;
  summary: SizeRun["summary"];
  hosts: string[];
  resolution: Map<string, Figures>;
}

async function prepareSize(label: string, grow: ScaleTargets | null, port: number): Promise<PreparedSize> {
  console.log(`${label}: preparing the database`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "condo-bench-scale-"));
  const prepared = await prepare(dataDir, grow).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const { summary } = prepared;
  console.log(`  ${summary.projects} projects (${summary.listedProjects} listed), ${summary.activeSites} active realtor sites of ${summary.realtors} realtors, ${summary.agencies} agencies`);
  return { label, dataDir, port, ...prepared };
}

/** Both servers up at once; each target measured on the demo, then straight away on the grown database. */
async function runSizes(sizes: PreparedSize[]): Promise<SizeRun[]> {
  const started = await Promise.allSettled(sizes.map((size) => startApp(size.port, { dataDir: size.dataDir })));
  const apps = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  try {
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    const cookies = await Promise.all(sizes.map((size) => signInDemoAccount(size.port, MASTER.email, MASTER.host)));
    const runs: SizeRun[] = sizes.map((size) => ({ key: size.label, label: size.label, summary: size.summary, figures: new Map(size.resolution) }));
    const targets = sizes.map((size) => targetsFor(size.hosts));
    console.log("");
    for (let t = 0; t < targets[0].length; t++) {
      const figures: Figures[] = [];
      for (let i = 0; i < sizes.length; i++) {
        const result = await measure(sizes[i].port, targets[i][t], cookies[i]);
        runs[i].figures.set(targets[i][t].label, result);
        figures.push(result);
      }
      console.log(`  ${targets[0][t].label.padEnd(44)} ${figures.map((f) => `${String(f.status).padStart(3)} ${f.reqPerSec.toFixed(0).padStart(5)} req/s`).join("   ")}`);
    }
    return runs;
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
  }
}

function cells(f: Figures | undefined): string {
  if (!f) return "(missing)".padEnd(40);
  const kb = f.bytes ? (f.bytes / 1024).toFixed(1) : "-";
  return `${String(f.status).padStart(3)} ${kb.padStart(7)} ${f.reqPerSec.toFixed(0).padStart(7)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)}`;
}

function printTable(runs: SizeRun[]): void {
  const first = runs[0];
  const last = runs[runs.length - 1];
  const head = "status    KB   req/s  p50 ms  p99 ms";
  const ratioHeads = runs.slice(0, -1).map((run) => `p50 x ${run.key}`);
  console.log(`\n${"".padEnd(50)} ${runs.map((run) => run.label.padEnd(head.length)).join(" | ")} | ${ratioHeads.join("  ")}`);
  console.log(`${"target".padEnd(50)} ${runs.map(() => head).join(" | ")} |`);
  const failures: string[] = [];
  for (const label of first.figures.keys()) {
    const all = runs.map((run) => run.figures.get(label));
    const b = last.figures.get(label);
    const ratios = all.slice(0, -1).map((a) => (a && b && a.p50 > 0 ? (b.p50 / a.p50).toFixed(2) : "-").padStart(ratioHeads[0].length));
    const bad = all.some((f) => !f || f.status !== 200 || f.non2xx > 0 || f.errors > 0);
    console.log(`${label.padEnd(50)} ${all.map(cells).join(" | ")} | ${ratios.join("  ")}${bad ? "   <== NOT 200" : ""}`);
    runs.forEach((run, i) => {
      const f = all[i];
      if (!f) failures.push(`${label} (${run.label}): no answer`);
      else if (f.status !== 200 || f.non2xx > 0 || f.errors > 0) failures.push(`${label} (${run.label}): status ${f.status}, ${f.non2xx} non-2xx, ${f.errors} errors/timeouts`);
    });
  }
  if (failures.length) {
    console.log(`\n!!! ${failures.length} row(s) did NOT answer 200 every time:`);
    for (const failure of failures) console.log(`!!!   ${failure}`);
  }
}

/** Full pages: every list of the screens measured holds at least a page, a tenth of the scale size. */
const FULL_PAGES_TARGETS: ScaleTargets = { activeSites: 300, projects: 300 };

export async function runScaleBench(): Promise<void> {
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("no build: run `npm run build` first");
  await measureScreenTimes(firstPort + 4);
  if (screensOnly) return;
  console.log(`scale bench: autocannon, ${connections} connections, ${warmupSeconds} s warm-up then ${seconds} s per target, accept-encoding gzip`);
  console.log(
    [
      "Host rows: 'in-process' calls resolveSite on the database with the site cache dropped before each call (the lookup alone);",
      "'/about, a new unknown host each time' renders the fallback site with both host lookups run on every request;",
      "'/about, realtor hosts in turn' cycles through the active realtor hosts (4 at demo size, so the site cache answers there;",
      "at scale nearly every request resolves a host not seen in the last 60 s). Visitor rows send a cookie the page cache steps aside for.",
      "Admin rows are signed in as master@demo.sg. KB is one uncompressed response; 'p50 x demo' is scale p50 / demo p50.",
      "A demo page holds fewer rows than a full page (4 realtors, 25 listed projects): its KB and time are lower for that reason;",
      "BENCH_SCALE_FULL_PAGES=1 adds a size of 300 sites and 300 projects that fills them, and 'p50 x full' (scale / full).",
    ].join("\n"),
  );
  const sizes: PreparedSize[] = [];
  let runs: SizeRun[];
  try {
    sizes.push(await prepareSize("demo", null, firstPort));
    if (fullPages) sizes.push(await prepareSize("full", FULL_PAGES_TARGETS, firstPort + 2));
    sizes.push(await prepareSize("scale", SCALE_TARGETS, firstPort + 1));
    runs = await runSizes(sizes);
  } finally {
    for (const size of sizes) rmSync(size.dataDir, { recursive: true, force: true });
  }
  for (const run of runs) run.label = `${run.key} (${run.summary.projects} projects, ${run.summary.activeSites} sites)`;
  printTable(runs);
  await measureBrandingDrop(firstPort + 3);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  runScaleBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
