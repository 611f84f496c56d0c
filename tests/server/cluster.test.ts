import { get } from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FIRST_RESTART_DELAY_MS, LONGEST_RESTART_DELAY_MS, nextRestartDelay, QUICK_EXIT_MS } from "#server/worker-restart-delay";
import { startLoggedProcess, type LoggedProcess } from "../support/logged-process";

// Issue 31 item 2 (decision record 126): with DATABASE_URL the app runs as node:cluster workers
// sharing one port; the primary replaces a worker that dies, waiting longer while workers keep
// dying at start, and ends them all on SIGTERM.

const PRIMARY_SCRIPT = path.resolve(import.meta.dirname, "fixtures/cluster-primary.ts");

interface Line {
  msg?: string;
  delayMs?: number;
  listening?: number;
  slot?: number;
}

type Primary = LoggedProcess<Line>;

let primary: Primary | undefined;

afterEach(() => {
  if (primary?.child.exitCode === null) primary.child.kill("SIGKILL");
  primary = undefined;
});

function startPrimary(env: Record<string, string> = {}): Promise<Primary> {
  return startLoggedProcess<Line>(PRIMARY_SCRIPT, env);
}

const listening = (line: Line) => line.listening !== undefined;

function answeringPid(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // A connection per request, so the primary hands each to the next worker in turn.
    get({ host: "127.0.0.1", port, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve((JSON.parse(body) as { pid: number }).pid));
    }).on("error", reject);
  });
}

async function pidsAnswering(port: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let request = 0; request < 10; request++) pids.add(await answeringPid(port));
  return pids;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("superviseWorkers", () => {
  it("replaces a worker killed with SIGKILL in its slot, keeps two answering, and ends them all on SIGTERM", async () => {
    primary = await startPrimary();
    await primary.line((line) => line.msg === "2 web processes");
    const first = await primary.line(listening, 1);
    const second = await primary.line(listening, 2);
    expect(await pidsAnswering(primary.port)).toEqual(new Set([first.listening, second.listening]));

    process.kill(first.listening!, "SIGKILL");
    await primary.line((line) => line.msg === `web process ${first.listening} exited with signal SIGKILL: starting another`);
    const replacement = await primary.line(listening, 3);
    expect(replacement.slot).toBe(first.slot);
    expect(isRunning(first.listening!)).toBe(false);
    expect(await pidsAnswering(primary.port)).toEqual(new Set([second.listening, replacement.listening]));
    expect(primary.lines.filter(listening)).toHaveLength(3);

    primary.child.kill("SIGTERM");
    expect(await primary.exited).toBe(0);
    expect(isRunning(second.listening!)).toBe(false);
    expect(isRunning(replacement.listening!)).toBe(false);
  });

  it("answers GET /metrics on the shared port with every worker's requests added up (decision record 131)", async () => {
    primary = await startPrimary();
    const first = await primary.line(listening, 1);
    const second = await primary.line(listening, 2);
    expect(await pidsAnswering(primary.port)).toEqual(new Set([first.listening, second.listening]));
    const metrics = await new Promise<string>((resolve, reject) => {
      get({ host: "127.0.0.1", port: primary!.port, path: "/metrics", agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(body));
      }).on("error", reject);
    });
    expect(metrics).toContain('condo_sites_http_requests_total{route="page",method="GET",status="200"} 10');
  });

  it("waits longer before each replacement while workers die at start, and SIGTERM ends the waiting", async () => {
    primary = await startPrimary({ CRASH_AT_START: "true" });
    const exitedAtStart = (line: Line) => line.msg?.endsWith("exited with code 1: starting another") ?? false;
    const delays = [];
    for (let nth = 1; nth <= 4; nth++) delays.push((await primary.line(exitedAtStart, nth)).delayMs);
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000]);

    primary.child.kill("SIGTERM");
    expect(await primary.exited).toBe(0);
  });
});

describe("nextRestartDelay", () => {
  it("doubles from 1 s to at most 30 s while workers exit soon after they start", () => {
    const delays: number[] = [];
    let delay = 0;
    for (let death = 0; death < 8; death++) {
      delay = nextRestartDelay(delay, 500);
      delays.push(delay);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, LONGEST_RESTART_DELAY_MS, LONGEST_RESTART_DELAY_MS, LONGEST_RESTART_DELAY_MS]);
  });

  it("replaces a worker that ran a while at once, and starts again from 1 s after it", () => {
    const afterLongRun = nextRestartDelay(LONGEST_RESTART_DELAY_MS, QUICK_EXIT_MS);
    expect(afterLongRun).toBe(0);
    expect(nextRestartDelay(afterLongRun, 2_000)).toBe(FIRST_RESTART_DELAY_MS);
  });
});
