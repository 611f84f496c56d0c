// npm run bench: starts the built app on a fresh demo database and measures, with wrk, in one run:
//   1. the hot path: visitor pages from the page cache, and /condos against a bare node:http
//      server sending the same status, headers and bytes (the ceiling for a Node app);
//   2. the cold path: project pages no cache holds, over several tenant hosts, on the embedded
//      database with the CPU time each costs, and at a fixed offered load of half that rate;
//   3. the same on PostgreSQL with 1 web process and with 2 (WEB_CONCURRENCY);
// and reports the first-load JavaScript of the public pages from the build manifest.
// npm run bench -- --inventory: only the project page with a 2,000-unit inventory against one without (issue 33).
// npm run bench -- --scale: the same figures at the demo's size and at 1,000 sites with 3,000
// projects, side by side, and what a branding save leaves of 1,000 warm sites' pages (scripts/bench-scale.ts).
// npm run bench -- --analytics: site analytics' dashboards with 10,000,000 raw events, and a cached page with counting off and on (scripts/bench/site-analytics.ts).
import type { ChildProcess } from "node:child_process";
import { startApp, fetchAnswer, fetchPage, processGroupCpuMs, waitForProcess, type RunningApp } from "./bench/app-server";
import { coldPagesScript, coldProjectPagesScript } from "./bench/cold-pages";
import { runScaleBench } from "./bench-scale";
import { measureInventoryPage } from "./bench/inventory-page";
import { runAnalyticsBench } from "./bench/site-analytics";
import { startBareNodeServer } from "./bench/bare-node-server";
import { freshBenchDatabase } from "./bench/postgres";
import { ensureWrk, machineLoad, printHeader, printRow, runWrk, type WrkResult } from "./bench/wrk";
import { firstLoadJs, PROJECT_PAGE_JS_BUDGET_KB } from "./first-load-js";

const port = Number(process.env.BENCH_PORT ?? 3200);
const bareNodePort = Number(process.env.BENCH_BARE_NODE_PORT ?? 3202);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const hotConnections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COLD_CONNECTIONS = 20;
/** Issue 31's goals, as ratios within one run. */
const GOALS = { hotRate: 0.7, hotP99: 2, headBytes: 0.1, twoProcesses: 1.6, cpuMsPerPage: (7.1 * 2) / 3, p99OverP50: 4 };

const hotPages = [
  { label: "home (master)", path: "/", host: "localhost" },
  { label: "home (leader site)", path: "/", host: "leader.localhost" },
  { label: "condos (leader site)", path: "/condos", host: "leader.localhost" },
  { label: "project page (leader site)", path: "__first_project__", host: "leader.localhost" },
  { label: "blog (leader site)", path: "/blog", host: "leader.localhost" },
  { label: "about (agent site)", path: "/about", host: "agent.localhost" },
];

const verdict = (met: boolean) => (met ? "met" : "NOT met");

function printFirstLoadJs() {
  console.log("first-load JavaScript (gzip, from the build manifest):");
  for (const route of ["routes/home", "routes/condos", "routes/condos.$slug"]) {
    const { files, gzipKb } = firstLoadJs(route);
    const budget = route === "routes/condos.$slug" ? (gzipKb <= PROJECT_PAGE_JS_BUDGET_KB ? `  within ${PROJECT_PAGE_JS_BUDGET_KB} KB` : `  OVER ${PROJECT_PAGE_JS_BUDGET_KB} KB`) : "";
    console.log(`  ${route.padEnd(22)} ${gzipKb.toFixed(1).padStart(6)} KB in ${files.length} files${budget}`);
  }
}

function firstProjectPath(app: RunningApp): string {
  const html = fetchPage(app.base, "leader.localhost", "/condos").body.toString();
  const slug = html.match(/href="\/condos\/([a-z0-9-]+)"/)?.[1];
  if (!slug) throw new Error("the leader's listing links no project");
  return `/condos/${slug}`;
}

function measureHotPages(app: RunningApp) {
  console.log(`\n1. The hot path: pages from the page cache, wrk 1 thread, ${hotConnections} connections, ${seconds} s each, gzip (${machineLoad()})\n`);
  printHeader();
  const projectPath = firstProjectPath(app);
  for (const page of hotPages) {
    const pagePath = page.path === "__first_project__" ? projectPath : page.path;
    const { status } = fetchPage(app.base, page.host, pagePath);
    printRow(page.label, status, runWrk({ url: `${app.base}${pagePath}`, host: page.host, connections: hotConnections, seconds }));
  }
}

/** Headers Node's server writes for each answer itself. */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "x-request-id"]);

async function compareWithBareNode(app: RunningApp) {
  const host = "leader.localhost";
  fetchPage(app.base, host, "/condos", true);
  const fromApp = fetchAnswer(app.base, host, "/condos");
  const kept = fromApp.headers.filter(([name]) => !PER_ANSWER.has(name.toLowerCase()));
  const bare: ChildProcess = startBareNodeServer(bareNodePort, { status: fromApp.status, headers: kept, body: fromApp.body });
  try {
    await waitForProcess(`http://127.0.0.1:${bareNodePort}/condos`, bare, "the bare node:http server");
    const fromBare = fetchAnswer(`http://127.0.0.1:${bareNodePort}`, host, "/condos");
    const sameBytes = fromApp.status === fromBare.status && fromApp.body.equals(fromBare.body);
    const headDifference = Math.abs(fromApp.headBytes - fromBare.headBytes) / fromApp.headBytes;
    console.log(`\n/condos: the app's kept page against a bare node:http server sending the same answer, 1 process each (${machineLoad()})`);
    console.log(
      `both answer: app ${fromApp.status} with ${fromApp.body.length} gzip bytes and ${fromApp.headBytes} header bytes, bare ${fromBare.status} with ${fromBare.body.length} and ${fromBare.headBytes}: ` +
        `${sameBytes ? "the same bytes" : "NOT THE SAME BYTES, the comparison does not count"}, headers within ${(headDifference * 100).toFixed(1)}%\n`,
    );
    printHeader();
    const appResult = runWrk({ url: `${app.base}/condos`, host, connections: hotConnections, seconds });
    printRow("app /condos (leader site)", String(fromApp.status), appResult);
    const bareResult = runWrk({ url: `http://127.0.0.1:${bareNodePort}/condos`, host, connections: hotConnections, seconds });
    printRow("bare node:http /condos", String(fromBare.status), bareResult);
    const rate = appResult.requestsPerSecond / bareResult.requestsPerSecond;
    const p99 = appResult.p99Ms / bareResult.p99Ms;
    console.log(`\napp / bare rate = ${rate.toFixed(2)} (goal ${GOALS.hotRate} or more): ${verdict(sameBytes && rate >= GOALS.hotRate)}`);
    console.log(`app p99 / bare p99 = ${p99.toFixed(2)} (goal ${GOALS.hotP99} or less): ${verdict(sameBytes && p99 <= GOALS.hotP99)}`);
    console.log(`header bytes within ${(headDifference * 100).toFixed(1)}% (goal ${GOALS.headBytes * 100}%): ${verdict(headDifference <= GOALS.headBytes)}`);
  } finally {
    bare.kill("SIGTERM");
  }
}

/** Uncached project pages: the rate, and the CPU time the app's processes spent on each. */
function measureColdPages(app: RunningApp, label: string): { result: WrkResult; cpuMsPerPage: number; paths: string[]; hosts: string[] } {
  const { script, projects, hosts, paths } = coldProjectPagesScript(app.base);
  // A first run warms the JIT and the shared read models, as traffic would.
  runWrk({ url: app.base, host: "localhost", connections: COLD_CONNECTIONS, seconds: 3, script });
  const cpuBefore = processGroupCpuMs(app.processGroup);
  const result = runWrk({ url: app.base, host: "localhost", connections: COLD_CONNECTIONS, seconds, script });
  const cpuMsPerPage = (processGroupCpuMs(app.processGroup) - cpuBefore) / Math.max(1, result.requests);
  printRow(`${label} (${projects} projects, ${hosts.length} sites)`, result.failed ? "FAILED" : "200", result);
  return { result, cpuMsPerPage, paths, hosts };
}

function measureEmbedded(app: RunningApp) {
  console.log(`\n2. The cold path on the embedded database, 1 process: project pages no cache holds, wrk 1 thread, ${COLD_CONNECTIONS} connections, ${seconds} s (${machineLoad()})\n`);
  printHeader();
  const { result, cpuMsPerPage, paths, hosts } = measureColdPages(app, "uncached project pages");
  console.log(`CPU per uncached page ${cpuMsPerPage.toFixed(2)} ms (goal ${GOALS.cpuMsPerPage.toFixed(2)} ms or less, two thirds of 7.1): ${verdict(cpuMsPerPage <= GOALS.cpuMsPerPage)}`);

  // Half the measured rate, offered at a fixed pace: each connection waits between its requests.
  const connections = 10;
  const offered = result.requestsPerSecond / 2;
  const delayMs = (connections * 1000) / offered;
  const paced = runWrk({ url: app.base, host: "localhost", connections, seconds, script: coldPagesScript(paths, hosts, "price", delayMs) });
  printRow(`the same at ~${offered.toFixed(0)} req/s offered`, paced.failed ? "FAILED" : "200", paced);
  const spread = paced.p99Ms / paced.p50Ms;
  console.log(`p99 / p50 at half capacity = ${spread.toFixed(2)} (goal ${GOALS.p99OverP50} or less): ${verdict(spread <= GOALS.p99OverP50)}`);

  const smallest = runWrk({ url: app.base, host: "localhost", connections: COLD_CONNECTIONS, seconds, script: coldPagesScript(["/privacy"], hosts, "visit") });
  printRow("uncached /privacy, the smallest page (floor)", smallest.failed ? "FAILED" : "200", smallest);
}

async function measurePostgres(databaseUrl: string) {
  console.log(`\n3. The cold path on PostgreSQL: 1 web process, then 2 (WEB_CONCURRENCY), wrk 1 thread, ${COLD_CONNECTIONS} connections, ${seconds} s each (${machineLoad()})\n`);
  printHeader();
  const rates: number[] = [];
  for (const processes of [1, 2]) {
    const app = await startApp(port, { databaseUrl, env: { WEB_CONCURRENCY: String(processes) } });
    try {
      const { result, cpuMsPerPage } = measureColdPages(app, `uncached project pages, ${processes} process${processes === 1 ? "" : "es"}`);
      console.log(`  CPU per page ${cpuMsPerPage.toFixed(2)} ms across the app's processes`);
      rates.push(result.requestsPerSecond);
      if (result.failed) console.log(`  ${result.failed} of ${result.requests} requests failed or timed out: the ratio below counts answers of every status`);
    } finally {
      await app.stop();
    }
  }
  const ratio = rates[1] / rates[0];
  console.log(`2 processes / 1 process rate = ${ratio.toFixed(2)} (goal ${GOALS.twoProcesses} or more): ${verdict(ratio >= GOALS.twoProcesses)}`);
}

async function main() {
  if (process.argv.includes("--scale")) return runScaleBench();
  if (process.argv.includes("--inventory")) return measureInventoryPage(port, seconds);
  if (process.argv.includes("--analytics")) return runAnalyticsBench(port, seconds);
  printFirstLoadJs();
  ensureWrk();

  const embedded = await startApp(port);
  try {
    measureHotPages(embedded);
    await compareWithBareNode(embedded);
    measureEmbedded(embedded);
  } finally {
    await embedded.stop();
  }
  await measureInventoryPage(port, seconds);

  const databaseUrl = await freshBenchDatabase();
  if (databaseUrl) await measurePostgres(databaseUrl);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
