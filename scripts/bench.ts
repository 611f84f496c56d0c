// npm run bench: starts the built app on a fresh demo database and measures public pages with autocannon.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(process.env.BENCH_PORT ?? 3200);
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

async function waitForServer(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

async function firstProjectSlug(base: string): Promise<string | null> {
  const html = await fetch(`${base}/condos`, { headers: { host: `leader.localhost:${port}` } }).then((r) => r.text());
  return html.match(/href="\/condos\/([a-z0-9-]+)"/)?.[1] ?? null;
}

function run(target: Target, base: string): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}${target.path}`,
    connections,
    duration: seconds,
    headers: { host: `${target.host}:${port}`, "accept-encoding": "gzip" },
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "condo-bench-"));
  const server = spawn("npx", ["tsx", "server/index.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "true", LOG_LEVEL: "error" },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`http://localhost:${port}/`);
    const slug = await firstProjectSlug(base);
    console.log(`autocannon: ${connections} connections, ${seconds}s per page\n`);
    console.log("page".padEnd(30), "status".padEnd(8), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "KB/req".padStart(8));
    for (const target of targets) {
      const resolved = { ...target, path: target.path.replace("__first_project__", slug ?? "missing") };
      const status = (await fetch(`${base}${resolved.path}`, { headers: { host: `${resolved.host}:${port}` } })).status;
      const result = await run(resolved, base);
      const kbPerReq = result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0;
      console.log(
        target.label.padEnd(30),
        String(status).padEnd(8),
        result.requests.average.toFixed(0).padStart(9),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        kbPerReq.toFixed(1).padStart(8),
      );
    }
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
