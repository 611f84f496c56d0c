import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "../../server/db/seed/data/accounts";

export interface RunningApp {
  base: string;
  port: number;
  /** The process group of the app and every process it starts (its workers). */
  processGroup: number;
  stop(): Promise<void>;
}

/**
 * The built app in production mode on a demo database: the embedded one in a new data folder
 * (or in dataDir, prepared beforehand), or the PostgreSQL database at databaseUrl. In its own
 * process group, so stopping it also stops the node process npx starts. With onLogLine, each line
 * the app writes to its standard output (its log) is handed to it.
 */
export async function startApp(
  port: number,
  {
    databaseUrl = "",
    dataDir = mkdtempSync(path.join(tmpdir(), "condo-bench-")),
    env = {} as Record<string, string>,
    onLogLine = undefined as ((line: string) => void) | undefined,
  } = {},
): Promise<RunningApp> {
  const server: ChildProcess = spawn("npx", ["tsx", "server/index.ts"], {
    detached: true,
    stdio: ["ignore", onLogLine ? "pipe" : "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // With PostgreSQL the app asks for its secret instead of keeping one in the data folder.
      ...(databaseUrl ? { BETTER_AUTH_SECRET: randomBytes(32).toString("hex") } : {}),
      SEED_DEMO: "true",
      LOG_LEVEL: "error",
      ...env,
    },
  });
  if (onLogLine && server.stdout) createInterface({ input: server.stdout }).on("line", onLogLine);
  await waitForProcess(`http://127.0.0.1:${port}/healthz`, server, "the app");
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    processGroup: server.pid!,
    stop: async () => {
      if (server.exitCode !== null || !server.pid) return;
      const ended = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await ended;
    },
  };
}

/** Waits until `url` answers, or fails as soon as the process meant to answer it exits. */
export async function waitForProcess(url: string, child: ChildProcess, name: string): Promise<void> {
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`${name} exited (${code})`))));
  await Promise.race([waitFor(url), exited]);
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`nothing answered at ${url}`);
}

/** A page as one site answers it, through curl: fetch may not set the Host header that picks the site. */
export function fetchPage(base: string, host: string, pagePath: string, gzip = false): { status: string; body: Buffer } {
  const args = ["-s", "-H", `Host: ${host}`, "-w", "\n%{http_code}"];
  if (gzip) args.push("-H", "Accept-Encoding: gzip");
  const output = execFileSync("curl", [...args, `${base}${pagePath}`]);
  const split = output.lastIndexOf(0x0a);
  return { status: output.subarray(split + 1).toString(), body: output.subarray(0, split) };
}

/** A page's status, headers (as sent, in order) and gzip body, through curl. */
export function fetchAnswer(base: string, host: string, pagePath: string): { status: number; headers: [string, string][]; headBytes: number; body: Buffer } {
  const head = execFileSync("curl", ["-s", "-D", "-", "-o", "/dev/null", "-H", `Host: ${host}`, "-H", "Accept-Encoding: gzip", `${base}${pagePath}`]).toString("latin1");
  const [statusLine, ...lines] = head.trim().split("\r\n");
  const headers = lines.map((line): [string, string] => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]);
  return { status: Number(statusLine.split(" ")[1]), headers, headBytes: Buffer.byteLength(head, "latin1"), body: fetchPage(base, host, pagePath, true).body };
}

/** CPU time (user and system) of every process in a process group so far, in milliseconds, from /proc. */
export function processGroupCpuMs(group: number): number {
  const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    // Fields after the command name, which may hold spaces: state, ppid, pgrp, ... utime (14th), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / ticksPerSecond) * 1000;
}

/**
 * Signs a demo account in through the auth API, as a script would, on a host the account may
 * sign in on (decision records 080 and 121); the cookies to send with its requests.
 */
export function signInDemoAccount(port: number, email: string, host: string): Promise<string> {
  const payload = JSON.stringify({ email, password: DEMO_PASSWORD });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/api/auth/sign-in/email",
        method: "POST",
        headers: { host: `${host}:${port}`, "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const cookies = (res.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]);
          if (res.statusCode !== 200 || !cookies.some((cookie) => cookie.includes("session_token="))) {
            reject(new Error(`signing in as ${email} on ${host} answered ${res.statusCode}`));
          } else resolve(cookies.join("; "));
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
