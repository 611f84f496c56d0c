import S3rver from "@20minutes/s3rver";
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../../tests/support/free-port";

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

/** `command` from Debian's `debianPackage`: installed when missing and this runs as root; else why not. */
export function ensureInstalled(command: string, debianPackage: string): { ok: true } | { ok: false; why: string } {
  if (onPath(command)) return { ok: true };
  if (process.getuid?.() !== 0 || !onPath("apt-get")) return { ok: false, why: `${command} is not installed and installing it needs root and apt-get` };
  const install = `apt-get install -y -qq ${debianPackage} || (apt-get update -qq && apt-get install -y -qq ${debianPackage})`;
  spawnSync("sh", ["-c", install], { stdio: "ignore", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return onPath(command) ? { ok: true } : { ok: false, why: `apt-get could not install ${debianPackage}` };
}

export interface RunningCaddy {
  child: ChildProcess;
  /** The PEM of Caddy's local authority, the one root a client of the stack trusts. */
  rootCertificate: string;
  stop(): Promise<void>;
}

/**
 * `caddy run` on deploy/Caddyfile, its environment placeholders set to `env`, keeping its
 * certificates and local CA under `home` (not the machine's Caddy folders).
 */
export async function startCaddy(caddyfile: string, env: Record<string, string>, home: string, logFile: string): Promise<RunningCaddy> {
  const log = openSync(logFile, "a");
  const child = spawn("caddy", ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    stdio: ["ignore", log, log],
    env: { ...process.env, ...env, HOME: home, XDG_DATA_HOME: path.join(home, "data"), XDG_CONFIG_HOME: path.join(home, "config") },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const rootFile = path.join(home, "data/caddy/pki/authorities/local/root.crt");
  for (let waited = 0; !existsSync(rootFile); waited += 100) {
    if (child.exitCode !== null || waited > 30_000) throw new Error(`Caddy did not start its local CA (log: ${logFile})`);
    await sleep(100);
  }
  return {
    child,
    rootCertificate: readFileSync(rootFile, "utf8"),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface RunningRedis {
  url: string;
  /** How many connections are subscribed to `channel`. */
  subscribers(channel: string): number;
  stop(): Promise<void>;
}

/** A Redis server of the stack's own on a free port, so no other client shares its channels. */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const cli = (...args: string[]) => execFileSync("redis-cli", ["-p", String(port), ...args], { stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
  for (let waited = 0; ; waited += 100) {
    try {
      if (cli("ping") === "PONG") break;
    } catch {
      if (child.exitCode !== null || waited > 10_000) throw new Error("redis-server did not start");
    }
    await sleep(100);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    subscribers: (channel) => Number(cli("pubsub", "numsub", channel).split("\n")[1]),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The S3 test server the suite uses (tests/server/storage-s3.test.ts), with one bucket, as the app's S3_* variables. */
export async function startBucket(directory: string, bucket = "condo-uploads") {
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }], allowMismatchedSignatures: true });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    publicUrl: `${endpoint}/${bucket}`,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop: () => s3.close(),
  };
}
