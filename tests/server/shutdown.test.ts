import { request, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startLoggedProcess, type LoggedProcess } from "../support/logged-process";

// Issue 37 item 4 (decision record 131): a web process ends on SIGTERM without failing a request.
// /readyz answers 503 at once, the listener stays open SHUTDOWN_DRAIN_MS more, then refuses new
// connections; the requests in flight finish within SHUTDOWN_GRACE_MS and the process exits 0,
// or 1 when the time runs out first. A real process: tests/server/fixtures/shutdown-process.ts.

const SCRIPT = path.resolve(import.meta.dirname, "fixtures/shutdown-process.ts");

interface Line {
  msg?: string;
  listening?: number;
  slow?: string;
}

type WebProcess = LoggedProcess<Line>;

let running: WebProcess | undefined;

afterEach(() => {
  if (running?.child.exitCode === null) running.child.kill("SIGKILL");
  running = undefined;
});

async function startWebProcess(env: Record<string, string>): Promise<WebProcess> {
  running = await startLoggedProcess<Line>(SCRIPT, { LOG_LEVEL: "info", ...env });
  await running.line((found) => found.listening !== undefined);
  return running;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET on a connection of its own. */
function get(port: number, pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: pathname, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("a web process on SIGTERM (issue 37 item 4)", () => {
  it("answers /readyz with 503, finishes the request in flight, refuses new connections once closed, and exits 0", async () => {
    const web = await startWebProcess({ SHUTDOWN_DRAIN_MS: "1000", SHUTDOWN_GRACE_MS: "10000" });
    expect((await get(web.port, "/readyz")).status).toBe(200);

    const slow = get(web.port, "/slow?ms=3000");
    await web.line((line) => line.slow === "received");
    web.child.kill("SIGTERM");
    await web.line((line) => line.msg === "shutting down");

    const readiness = await get(web.port, "/readyz");
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ status: "shutting down" });
    expect(readiness.headers.connection).toBe("close");

    await web.line((line) => line.msg?.startsWith("shutdown: no new connections") ?? false);
    await expect(get(web.port, "/healthz")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(web.child.exitCode).toBeNull();

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("slow answer\n");
    expect(await web.exited).toBe(0);
  });

  it("handles a second signal once (a terminal's Ctrl+C reaches a worker twice)", async () => {
    const web = await startWebProcess({ SHUTDOWN_DRAIN_MS: "0", SHUTDOWN_GRACE_MS: "10000" });
    web.child.kill("SIGINT");
    web.child.kill("SIGINT");
    expect(await web.exited).toBe(0);
    expect(web.lines.filter((line) => line.msg === "shutting down")).toHaveLength(1);
  });

  it("exits 1 when a request is still open after SHUTDOWN_GRACE_MS", async () => {
    const web = await startWebProcess({ SHUTDOWN_DRAIN_MS: "0", SHUTDOWN_GRACE_MS: "500" });
    const slow = get(web.port, "/slow?ms=20000").catch((error: unknown) => error);
    await web.line((line) => line.slow === "received");
    web.child.kill("SIGTERM");
    await web.line((line) => line.msg === "shutdown: requests still open after the grace time");
    expect(await web.exited).toBe(1);
    expect(await slow).toMatchObject({ code: "ECONNRESET" });
  });
});
