// npm run bench: starts the built app on a fresh demo database, measures the public pages with
// autocannon, compares /condos with nginx serving the same bytes as a static file, and reports
// the first-load JavaScript of the project page from the build manifest.
import autocannon from "autocannon";
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { firstLoadJs, PROJECT_PAGE_JS_BUDGET_KB } from "./first-load-js";

const port = Number(process.env.BENCH_PORT ?? 3200);
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 3201);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Target {
  label: string;
  path: string;
  host: string;
}

const targets: Target[] = [
  { label: "home (master)", path: "/", host: "localhost" },
  { label: "home (leader site)", path: "/", host: "leader.localhost" },
  { label: "condos (leader site)", path: "/condos", host: "leader.localhost" },
  { label: "project page (leader site)", path: "/condos/__first_project__", host: "leader.localhost" },
  { label: "blog (leader site)", path: "/blog", host: "leader.localhost" },
  { label: "about (agent site)", path: "/about", host: "agent.localhost" },
];

async function waitFor(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(url, { headers });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** Status of a page as one site answers it (curl: fetch may not set the Host header). */
function statusOn(base: string, host: string, pagePath: string): string {
  return execFileSync("curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-H", `Host: ${host}`, `${base}${pagePath}`], { encoding: "utf8" });
}

function firstProjectSlug(base: string): string | null {
  const html = execFileSync("curl", ["-s", "-H", `Host: leader.localhost:${port}`, `${base}/condos`], { encoding: "utf8" });
  return html.match(/href="\/condos\/([a-z0-9-]+)"/)?.[1] ?? null;
}

function load(url: string, host: string): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: seconds, headers: { host, "accept-encoding": "gzip" } });
}

function row(label: string, status: number | string, result: autocannon.Result) {
  const kbPerReq = result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0;
  console.log(
    label.padEnd(34),
    String(status).padEnd(8),
    result.requests.average.toFixed(0).padStart(9),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    kbPerReq.toFixed(1).padStart(8),
    String(result.non2xx).padStart(6),
  );
}

function header() {
  console.log("page".padEnd(34), "status".padEnd(8), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "KB/req".padStart(8), "non2xx".padStart(6));
}

/** Debian's nginx, installed when missing (the benchmark machine is ours; CI never runs this). */
function nginxBinary(): string | null {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" }).stdout.trim().split("\n")[0];
  if (found) return found;
  console.log("nginx is missing: installing Debian's nginx-light");
  const install = spawnSync("sh", ["-c", "apt-get install -y nginx-light || (apt-get update && apt-get install -y nginx-light)"], { stdio: "ignore" });
  if (install.status !== 0) return null;
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : null;
}

/**
 * nginx on another loopback port, serving /condos as a static file with exactly the bytes the
 * app answered (its gzip copy too, through gzip_static). One worker, like the one Node process.
 * Runs in the foreground of a child process from a temporary prefix: no system config is read.
 */
function startNginx(binary: string, html: Buffer, gzipped: Buffer): ChildProcess {
  const prefix = mkdtempSync(path.join(tmpdir(), "condo-bench-nginx-"));
  // nginx's workers drop to an unprivileged user when started as root: they must read the files.
  chmodSync(prefix, 0o755);
  const root = path.join(prefix, "html");
  mkdirSync(root);
  mkdirSync(path.join(prefix, "logs"));
  writeFileSync(path.join(root, "condos.html"), html);
  writeFileSync(path.join(root, "condos.html.gz"), gzipped);
  const config = path.join(prefix, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  open_file_cache max=16 inactive=60s;
  gzip_static on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
    location = /condos { try_files /condos.html =404; }
  }
}
`,
  );
  return spawn(binary, ["-p", prefix, "-c", config], { stdio: ["ignore", "ignore", "inherit"] });
}

async function main() {
  if (process.argv.includes("--scale")) return (await import("./bench-scale")).runScaleBench();
  console.log("first-load JavaScript (gzip, from the build manifest):");
  for (const route of ["routes/home", "routes/condos", "routes/condos.$slug"]) {
    const { files, gzipKb } = firstLoadJs(route);
    const budget = PROJECT_PAGE_JS_BUDGET_KB;
    const verdict = route === "routes/condos.$slug" ? (gzipKb <= budget ? `  within ${budget} KB` : `  OVER ${budget} KB`) : "";
    console.log(`  ${route.padEnd(22)} ${gzipKb.toFixed(1).padStart(6)} KB in ${files.length} files${verdict}`);
  }
  console.log();

  const dataDir = mkdtempSync(path.join(tmpdir(), "condo-bench-"));
  // Its own process group, so stopping it also stops the node process npx starts.
  const server = spawn("npx", ["tsx", "server/index.ts"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "true", LOG_LEVEL: "error" },
  });
  let nginx: ChildProcess | null = null;
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`http://localhost:${port}/`);
    const slug = firstProjectSlug(base);
    console.log(`autocannon: ${connections} connections, ${seconds}s per page, accept-encoding gzip\n`);
    header();
    for (const target of targets) {
      const resolved = { ...target, path: target.path.replace("__first_project__", slug ?? "missing") };
      const status = statusOn(base, `${resolved.host}:${port}`, resolved.path);
      row(target.label, status, await load(`${base}${resolved.path}`, `${resolved.host}:${port}`));
    }

    const binary = nginxBinary();
    if (!binary) {
      console.log("\nnginx could not be installed: no static-file comparison");
      return;
    }
    const leader = `leader.localhost:${port}`;
    // curl, not fetch: fetch may not set the Host header that picks the site.
    const html = execFileSync("curl", ["-s", "-H", `Host: ${leader}`, `${base}/condos`]);
    const gzipped = execFileSync("curl", ["-s", "-H", `Host: ${leader}`, "-H", "Accept-Encoding: gzip", `${base}/condos`]);
    nginx = startNginx(binary, html, gzipped);
    const exited = new Promise<never>((_, reject) => nginx?.once("exit", (code) => reject(new Error(`nginx exited (${code})`))));
    await Promise.race([waitFor(`http://127.0.0.1:${nginxPort}/condos`), exited]);

    console.log(`\n/condos: the app against nginx serving the same ${html.length} bytes (${gzipped.length} gzipped) as a static file, 1 worker each\n`);
    header();
    const app = await load(`${base}/condos`, leader);
    row("app /condos (leader site)", 200, app);
    const fileServer = await load(`http://127.0.0.1:${nginxPort}/condos`, leader);
    row("nginx static /condos", 200, fileServer);
    const ratio = app.requests.average / fileServer.requests.average;
    console.log(`\napp / nginx = ${ratio.toFixed(2)} (target 0.50 or more): ${ratio >= 0.5 ? "met" : "NOT met"}`);
  } finally {
    nginx?.kill("SIGTERM");
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
