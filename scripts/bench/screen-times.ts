// The screens of issue 37 item 6 on PostgreSQL, each timed by the server itself: the demo database
// and one grown to 1,000 sites, 3,000 projects, 100,000 enquiries, 200,000 audit rows and 5,000
// posts, each with its own app process. Every request goes out with the caches dropped (a
// "drop everything" notification on that database, as an administrator's 'Clear page caches'
// sends) and the page cache stepped around; its time is the responseTime of the app's own log
// line for it (found by X-Request-Id). Rounds alternate which size goes first, so the machine's
// other load falls on both alike; each screen's figure is its median over the rounds.
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import { request as httpRequest } from "node:http";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../../server/db/client";
import { CACHE_DROP_CHANNEL } from "../../server/cache-broadcast-postgres";
import { DEMO_PASSWORD } from "../../server/db/seed/data/accounts";
import { seedDemoData } from "../../server/db/seed/seed-demo-data";
import { addScaleData, SCALE_TARGETS } from "../scale-data";
import { signInDemoAccount, startApp, type RunningApp } from "./app-server";
import { freshBenchDatabase } from "./postgres";
import { addScaleActivity } from "./scale-activity";

const ROUNDS = Number(process.env.BENCH_SCREEN_ROUNDS ?? 7);
/** How long a dropped cache is given to reach the app's listener before the request. */
const DROP_SETTLE_MS = 40;
const GOAL_RATIO = 2;
const MAIN_HOST = "localhost";
const TENANT_HOST = "leader.localhost";
/** A cookie whose name ends in session_token: the page cache steps aside, better-auth reads nothing. */
const PAGE_CACHE_BYPASS = "bench.session_token=none";

type Account = "master" | "leader" | "visitor";

interface Screen {
  label: string;
  path: string;
  host: string;
  as: Account;
}

const SCREENS: Screen[] = [
  { label: "audit trail", path: "/dashboard/audit-trail", host: MAIN_HOST, as: "master" },
  { label: "audit trail, filtered (suspended)", path: "/dashboard/audit-trail?actionType=suspended", host: MAIN_HOST, as: "master" },
  { label: "leader's inbox", path: "/dashboard/enquiries", host: TENANT_HOST, as: "leader" },
  { label: "leader's inbox CSV export", path: "/dashboard/enquiries/export.csv", host: TENANT_HOST, as: "leader" },
  { label: "/condos page 1", path: "/condos", host: TENANT_HOST, as: "visitor" },
  { label: "/condos deep page (?page=9999)", path: "/condos?page=9999", host: TENANT_HOST, as: "visitor" },
  { label: "tenant home (leader site)", path: "/", host: TENANT_HOST, as: "visitor" },
  { label: "blog list (leader site)", path: "/blog", host: TENANT_HOST, as: "visitor" },
  { label: "admin: realtors", path: "/dashboard/realtor-management", host: MAIN_HOST, as: "master" },
  { label: "admin: agencies", path: "/dashboard/agency-management", host: MAIN_HOST, as: "master" },
  { label: "admin: projects", path: "/dashboard/project-management", host: MAIN_HOST, as: "master" },
  { label: "admin: approvals", path: "/dashboard/approval-management", host: MAIN_HOST, as: "master" },
];

interface Size {
  label: string;
  app: RunningApp;
  /** responseTime (ms) of each logged request, by request id. */
  times: Map<string, number>;
  notifier: pg.Client;
  cookies: Record<Account, string>;
  samples: Map<string, number[]>;
}

function get(port: number, host: string, pagePath: string, cookie: string): Promise<{ status: number; requestId: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pagePath, headers: { host: `${host}:${port}`, cookie, "accept-encoding": "gzip" } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers["x-request-id"] ?? "") }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function prepareDatabase(name: string, grow: boolean): Promise<string> {
  const url = await freshBenchDatabase(name);
  if (!url) throw new Error("no PostgreSQL for the screen times");
  const handle = await openDatabase({ url });
  try {
    await handle.migrate();
    await seedDemoData(handle.db, { hashPassword });
    if (grow) {
      const started = performance.now();
      const sites = await addScaleData(handle.db, await hashPassword(DEMO_PASSWORD), SCALE_TARGETS);
      const activity = await addScaleActivity(handle.db);
      console.log(
        `  ${name}: ${sites.activeSites} active sites, ${sites.projects} projects, ${activity.enquiries} enquiries, ${activity.auditRows} audit rows, ` +
          `${activity.posts} posts, generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    await handle.db.execute("analyze");
  } finally {
    await handle.close();
  }
  return url;
}

async function startSize(label: string, databaseUrl: string, port: number): Promise<Size> {
  const times = new Map<string, number>();
  const app = await startApp(port, {
    databaseUrl,
    env: { WEB_CONCURRENCY: "1", LOG_LEVEL: "info", SEED_DEMO: "false" },
    onLogLine: (line) => {
      if (!line.includes('"responseTime"')) return;
      try {
        const entry = JSON.parse(line) as { req?: { id?: string }; responseTime?: number };
        if (entry.req?.id && typeof entry.responseTime === "number") times.set(entry.req.id, entry.responseTime);
      } catch {
        // not a request line
      }
    },
  });
  try {
    const master = await signInDemoAccount(port, "master@demo.sg", MAIN_HOST);
    const leader = await signInDemoAccount(port, "leader@demo.sg", TENANT_HOST);
    const notifier = new pg.Client({ connectionString: databaseUrl });
    await notifier.connect();
    return { label, app, times, notifier, cookies: { master, leader, visitor: PAGE_CACHE_BYPASS }, samples: new Map() };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/** The server's own time for one request made with every cache dropped. */
async function timeOnce(size: Size, screen: Screen): Promise<number> {
  await size.notifier.query("select pg_notify($1, $2)", [CACHE_DROP_CHANNEL, JSON.stringify({ from: "bench" })]);
  await new Promise((resolve) => setTimeout(resolve, DROP_SETTLE_MS));
  const { status, requestId } = await get(size.app.port, screen.host, screen.path, size.cookies[screen.as]);
  if (status !== 200) throw new Error(`${screen.label} answered ${status} at ${size.label} size`);
  for (let wait = 0; wait < 300 && !size.times.has(requestId); wait++) await new Promise((resolve) => setTimeout(resolve, 10));
  const ms = size.times.get(requestId);
  if (ms === undefined) throw new Error(`no log line for ${screen.label} (request ${requestId}) at ${size.label} size among ${size.times.size}`);
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function printTimes(sizes: [Size, Size]): void {
  const [demo, scale] = sizes;
  const head = `screen (server time, median of ${ROUNDS} rounds, caches dropped)`;
  console.log(`\n${head.padEnd(62)} ${"demo ms".padStart(8)} ${"scale ms".padStart(9)} ${"ratio".padStart(6)}`);
  for (const screen of SCREENS) {
    const a = median(demo.samples.get(screen.label) ?? []);
    const b = median(scale.samples.get(screen.label) ?? []);
    const ratio = b / a;
    console.log(`${screen.label.padEnd(62)} ${a.toFixed(1).padStart(8)} ${b.toFixed(1).padStart(9)} ${ratio.toFixed(2).padStart(6)}${ratio > GOAL_RATIO ? `   over ${GOAL_RATIO}x` : ""}`);
  }
}

export async function measureScreenTimes(firstPort: number): Promise<void> {
  console.log("screen times on PostgreSQL: preparing the demo and the grown database");
  const urls = [await prepareDatabase("condo_bench_screens_demo", false), await prepareDatabase("condo_bench_screens_scale", true)];
  const started = await Promise.allSettled([startSize("demo", urls[0], firstPort), startSize("scale", urls[1], firstPort + 1)]);
  const sizes = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  try {
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    // One round first that is not counted: the JIT and the connection pool warm up as with traffic.
    for (const screen of SCREENS) for (const size of sizes) await timeOnce(size, screen);
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? sizes : [...sizes].reverse();
      for (const screen of SCREENS) {
        for (const size of order) {
          const samples = size.samples.get(screen.label) ?? [];
          samples.push(await timeOnce(size, screen));
          size.samples.set(screen.label, samples);
        }
      }
    }
    printTimes(sizes as [Size, Size]);
  } finally {
    for (const size of sizes) {
      await size.notifier.end();
      await size.app.stop();
    }
  }
}
