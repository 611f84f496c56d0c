// npm run bench: starts the built app on a fresh demo database and measures, with wrk:
//   1. the visitor pages from the page cache (the hot path), and /condos against nginx serving
//      the same bytes as a static file with gzip_static (the ceiling), and as a bare Node socket
//      server writes them (the runtime's floor);
//   2. project pages no cache holds, over several tenant hosts (the cold path), on the embedded
//      database and on PostgreSQL when one answers, then home and listing pages and the smallest
//      page uncached the same way;
// and reports the first-load JavaScript of the public pages from the build manifest.
// npm run bench -- --scale: the same figures at the demo's size and at 1,000 sites with 3,000
// projects, side by side (scripts/bench-scale.ts).
import type { ChildProcess } from "node:child_process";
import { startApp, fetchPage, waitForProcess, type RunningApp } from "./bench/app-server";
import { coldPagesScript, coldProjectPagesScript } from "./bench/cold-pages";
import { afterAMissScript } from "./bench/after-a-miss";
import { runScaleBench } from "./bench-scale";
import { nginxBinary, startNginx } from "./bench/nginx";
import { startBareNodeServer } from "./bench/bare-node-server";
import { freshBenchDatabase } from "./bench/postgres";
import { ensureWrk, machineLoad, printHeader, printRow, runWrk } from "./bench/wrk";
import { firstLoadJs, PROJECT_PAGE_JS_BUDGET_KB } from "./first-load-js";
import { loadConfig } from "../server/config";

const port = Number(process.env.BENCH_PORT ?? 3200);
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 3201);
const bareNodePort = Number(process.env.BENCH_BARE_NODE_PORT ?? 3202);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const hotConnections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COLD_CONNECTIONS = 20;
const COLD_P99_GOAL_MS = 100;

const hotPages = [
  { label: "home (master)", path: "/", host: "localhost" },
  { label: "home (leader site)", path: "/", host: "leader.localhost" },
  { label: "condos (leader site)", path: "/condos", host: "leader.localhost" },
  { label: "project page (leader site)", path: "__first_project__", host: "leader.localhost" },
  { label: "blog (leader site)", path: "/blog", host: "leader.localhost" },
  { label: "about (agent site)", path: "/about", host: "agent.localhost" },
];

function printFirstLoadJs() {
  console.log("first-load JavaScript (gzip, from the build manifest):");
  for (const route of ["routes/home", "routes/condos", "routes/condos.$slug"]) {
    const { files, gzipKb } = firstLoadJs(route);
    const verdict = route === "routes/condos.$slug" ? (gzipKb <= PROJECT_PAGE_JS_BUDGET_KB ? `  within ${PROJECT_PAGE_JS_BUDGET_KB} KB` : `  OVER ${PROJECT_PAGE_JS_BUDGET_KB} KB`) : "";
    console.log(`  ${route.padEnd(22)} ${gzipKb.toFixed(1).padStart(6)} KB in ${files.length} files${verdict}`);
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

async function compareWithNginx(app: RunningApp) {
  const binary = nginxBinary();
  if (!binary) {
    console.log("\nnginx could not be installed: no static-file comparison");
    return;
  }
  const host = "leader.localhost";
  const html = fetchPage(app.base, host, "/condos");
  const gzipped = fetchPage(app.base, host, "/condos", true);
  let nginx: ChildProcess | null = null;
  try {
    nginx = startNginx(binary, nginxPort, "/condos", html.body, gzipped.body);
    await waitForProcess(`http://127.0.0.1:${nginxPort}/condos`, nginx, "nginx");
    const fromNginx = fetchPage(`http://127.0.0.1:${nginxPort}`, host, "/condos", true);
    const again = fetchPage(app.base, host, "/condos", true);
    const same = again.status === "200" && fromNginx.status === "200" && again.body.equals(fromNginx.body);
    console.log(
      `\n/condos: the app against nginx gzip_static serving the same ${html.body.length} bytes (${gzipped.body.length} gzipped), 1 worker each (${machineLoad()})`,
    );
    console.log(`both answer: app ${again.status} with ${again.body.length} gzipped bytes, nginx ${fromNginx.status} with ${fromNginx.body.length}: ${same ? "the same" : "NOT THE SAME, the comparison does not count"}\n`);
    printHeader();
    const appResult = runWrk({ url: `${app.base}/condos`, host, connections: hotConnections, seconds });
    printRow("app /condos (leader site)", again.status, appResult);
    const nginxResult = runWrk({ url: `http://127.0.0.1:${nginxPort}/condos`, host, connections: hotConnections, seconds });
    printRow("nginx gzip_static /condos", fromNginx.status, nginxResult);
    const ratio = appResult.requestsPerSecond / nginxResult.requestsPerSecond;
    const p99Ratio = appResult.p99Ms / nginxResult.p99Ms;
    console.log(`\napp / nginx rate = ${ratio.toFixed(2)} (goal 0.50 or more): ${ratio >= 0.5 ? "met" : "NOT met"}`);
    console.log(`app p99 / nginx p99 = ${p99Ratio.toFixed(2)} (goal 2.00 or less): ${p99Ratio <= 2 ? "met" : "NOT met"}`);
    // Behind a proxy that pools connections, a miss on a connection must not take it out of the socket lane.
    const afterAMiss = runWrk({ url: `${app.base}/condos`, host, connections: hotConnections, seconds, script: afterAMissScript("/condos", hotConnections) });
    console.log(`\nthe same hits on connections whose first request (/healthz) the page cache does not answer, as a pooling proxy's:`);
    printRow("app /condos after a miss", again.status, afterAMiss);
    console.log(`app after a miss / nginx rate = ${(afterAMiss.requestsPerSecond / nginxResult.requestsPerSecond).toFixed(2)}, p99 ${(afterAMiss.p99Ms / nginxResult.p99Ms).toFixed(2)}x`);
    await measureNodeFloor(gzipped.body, nginxResult.p99Ms);
  } finally {
    nginx?.kill("SIGTERM");
  }
}

/** The same bytes from a bare Node socket server: the runtime's own p99 on this machine, next to nginx's. */
async function measureNodeFloor(gzipped: Buffer, nginxP99Ms: number) {
  const bare = startBareNodeServer(bareNodePort, gzipped);
  try {
    await waitForProcess(`http://127.0.0.1:${bareNodePort}/condos`, bare, "the bare Node server");
    const answer = fetchPage(`http://127.0.0.1:${bareNodePort}`, "leader.localhost", "/condos", true);
    const same = answer.status === "200" && answer.body.equals(gzipped);
    console.log(`\nNode's own floor: a bare net server in its own process writing the same ${gzipped.length} gzipped bytes for each request, no parsing (${answer.status}, ${same ? "the same bytes" : "NOT THE SAME BYTES"}):`);
    const result = runWrk({ url: `http://127.0.0.1:${bareNodePort}/condos`, host: "leader.localhost", connections: hotConnections, seconds });
    printRow("bare Node net server /condos", answer.status, result);
    console.log(`bare Node p99 / nginx p99 = ${(result.p99Ms / nginxP99Ms).toFixed(2)}`);
  } finally {
    bare.kill("SIGTERM");
  }
}

function measureColdPages(app: RunningApp, database: string) {
  const { script, projects, hosts } = coldProjectPagesScript(app.base);
  console.log(
    `\n2. The cold path on ${database}: project pages no page cache holds (a random one of ${projects} projects on a random one of ${hosts.length} sites, a new query string each), wrk 1 thread, ${COLD_CONNECTIONS} connections, ${seconds} s (${machineLoad()})\n`,
  );
  printHeader();
  // A first run warms the JIT and the shared read models, as traffic would.
  runWrk({ url: app.base, host: "localhost", connections: COLD_CONNECTIONS, seconds: 3, script });
  const result = runWrk({ url: app.base, host: "localhost", connections: COLD_CONNECTIONS, seconds, script });
  printRow(`uncached project pages (${database})`, result.failed ? "FAILED" : "200", result);
  console.log(`p99 ${result.p99Ms.toFixed(0)} ms (goal under ${COLD_P99_GOAL_MS} ms at ${COLD_CONNECTIONS} connections): ${result.p99Ms < COLD_P99_GOAL_MS ? "met" : "NOT met"}`);
  // The other pages most visits land on, uncached the same way (decision record 112).
  for (const [label, path] of [["uncached home pages", "/"], ["uncached /condos listing pages", "/condos"]] as const) {
    const other = runWrk({ url: app.base, host: "localhost", connections: COLD_CONNECTIONS, seconds, script: coldPagesScript([path], hosts) });
    printRow(label, other.failed ? "FAILED" : "200", other);
  }
  // The floor under that goal: the app's smallest page, uncached the same way.
  const smallest = runWrk({ url: app.base, host: "localhost", connections: COLD_CONNECTIONS, seconds, script: coldPagesScript(["/privacy"], hosts) });
  printRow("uncached /privacy, the smallest page (floor)", smallest.failed ? "FAILED" : "200", smallest);
}

/** The render threads the app starts with here: RENDER_THREADS, or the default (server/config.ts). */
function renderThreads(): string {
  const threads = loadConfig({ ...process.env, NODE_ENV: "production" }).renderThreads;
  return threads === 1 ? "1 render thread" : `${threads} render threads`;
}

async function main() {
  if (process.argv.includes("--scale")) return runScaleBench();
  printFirstLoadJs();
  ensureWrk();

  const embedded = await startApp(port);
  try {
    measureHotPages(embedded);
    await compareWithNginx(embedded);
    measureColdPages(embedded, `the embedded database, ${renderThreads()}`);
  } finally {
    await embedded.stop();
  }

  // The same without render threads: what the main thread alone manages (decision record 104).
  const mainThreadOnly = await startApp(port, { env: { RENDER_THREADS: "0" } });
  try {
    measureColdPages(mainThreadOnly, "the embedded database, main thread only");
  } finally {
    await mainThreadOnly.stop();
  }

  const databaseUrl = await freshBenchDatabase();
  if (!databaseUrl) return;
  const onPostgres = await startApp(port, { databaseUrl });
  try {
    measureColdPages(onPostgres, `PostgreSQL, ${renderThreads()}`);
  } finally {
    await onPostgres.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
