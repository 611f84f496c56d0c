import { execFileSync, spawnSync } from "node:child_process";
import { loadavg } from "node:os";

/** One wrk run's figures: what the bench prints and compares. */
export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx and 3xx. */
  failed: number;
  bytesPerRequest: number;
}

export interface WrkOptions {
  url: string;
  host: string;
  connections: number;
  seconds: number;
  /** A Lua script that writes each request (random paths and hosts). */
  script?: string;
  /** Sent as User-Agent; without one a request reads as a bot's, which site analytics does not count. */
  userAgent?: string;
}

/** Debian's wrk, installed when missing (the benchmark machine is ours; CI never runs this). */
export function ensureWrk(): void {
  if (spawnSync("sh", ["-c", "command -v wrk"]).status === 0) return;
  console.log("wrk is missing: installing Debian's wrk");
  const install = spawnSync("sh", ["-c", "apt-get install -y wrk || (apt-get update && apt-get install -y wrk)"], { stdio: "ignore" });
  if (install.status !== 0) throw new Error("wrk is needed for npm run bench and could not be installed");
}

/** One thread, so wrk takes one core and the server the other (two cores here). */
export function runWrk({ url, host, connections, seconds, script, userAgent }: WrkOptions): WrkResult {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", `Host: ${host}`, "-H", "Accept-Encoding: gzip"];
  if (userAgent) args.push("-H", `User-Agent: ${userAgent}`);
  if (script) args.push("-s", script);
  const output = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  return parseWrk(output);
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const SIZE: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

function latency(output: string, percentile: string): number {
  const match = output.match(new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m"));
  if (!match) throw new Error(`wrk printed no ${percentile}th percentile:\n${output}`);
  return Number(match[1]) * UNIT_MS[match[2]];
}

export function parseWrk(output: string): WrkResult {
  const requests = output.match(/(\d+) requests in ([\d.]+)(\w+), ([\d.]+)(\w+) read/);
  const rate = output.match(/Requests\/sec:\s+([\d.]+)/);
  if (!requests || !rate) throw new Error(`could not read wrk's output:\n${output}`);
  const total = Number(requests[1]);
  return {
    requestsPerSecond: Number(rate[1]),
    p50Ms: latency(output, "50"),
    p99Ms: latency(output, "99"),
    requests: total,
    failed: Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) + Number(output.match(/Socket errors: .*?timeout (\d+)/)?.[1] ?? 0),
    bytesPerRequest: total ? (Number(requests[4]) * SIZE[requests[5]]) / total : 0,
  };
}

export function printHeader(): void {
  console.log("page".padEnd(46), "status".padEnd(7), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "KB/req".padStart(7), "failed".padStart(7));
}

export function printRow(label: string, status: string, result: WrkResult): void {
  console.log(
    label.padEnd(46),
    status.padEnd(7),
    result.requestsPerSecond.toFixed(0).padStart(9),
    result.p50Ms.toFixed(2).padStart(8),
    result.p99Ms.toFixed(2).padStart(8),
    (result.bytesPerRequest / 1024).toFixed(1).padStart(7),
    String(result.failed).padStart(7),
  );
}

/** The machine's load average over the last minute: figures taken on a busy machine read low. */
export function machineLoad(): string {
  return `load average ${loadavg()[0].toFixed(2)} on this machine`;
}
