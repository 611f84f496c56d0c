import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { waitForProcess } from "../bench/app-server";

export interface AppProcess {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * One web process of the built app (`WEB_CONCURRENCY=1`: no cluster primary in between, so a
 * SIGTERM reaches the process that serves), its output appended to `logFile`; resolves once its
 * /readyz answers 200.
 */
export async function startAppProcess(name: string, port: number, env: Record<string, string>, logFile: string): Promise<AppProcess> {
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    stdio: ["ignore", log, log],
    env: { ...process.env, ...env, NODE_ENV: "production", WEB_CONCURRENCY: "1", HOST: "127.0.0.1", PORT: String(port) },
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await waitForProcess(`http://127.0.0.1:${port}/readyz`, child, `app process ${name} (log: ${logFile})`);
  return { name, port, child, exited };
}

/** SIGTERM, then the exit code once the process has drained and ended. */
export async function stopAppProcess(app: AppProcess): Promise<number | null> {
  if (app.child.exitCode === null) app.child.kill("SIGTERM");
  return app.exited;
}
