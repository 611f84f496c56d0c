import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { freePort } from "./free-port";

/** A test fixture process on a free port that logs one JSON object per line on stdout. */
export interface LoggedProcess<Line> {
  child: ChildProcess;
  port: number;
  lines: Line[];
  /** The first line, seen or to come, for which `matches` holds; the n-th with `nth`. */
  line(matches: (line: Line) => boolean, nth?: number): Promise<Line>;
  exited: Promise<number | null>;
}

/** Runs `script` with tsx on a free PORT; a wait for a line fails once the process has exited. */
export async function startLoggedProcess<Line>(script: string, env: Record<string, string> = {}): Promise<LoggedProcess<Line>> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: Line[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout! }).on("line", (text) => {
    lines.push(JSON.parse(text) as Line);
    for (const check of waiting) check();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const line = (matches: (line: Line) => boolean, nth = 1) =>
    new Promise<Line>((resolve, reject) => {
      const check = () => {
        const found = lines.filter(matches)[nth - 1];
        if (!found) return;
        waiting.delete(check);
        resolve(found);
      };
      waiting.add(check);
      check();
      void exited.then(() => reject(new Error(`${fileName(script)} exited; its lines: ${JSON.stringify(lines)}`)));
    });
  return { child, port, lines, line, exited };
}

const fileName = (script: string) => script.slice(script.lastIndexOf("/") + 1);
