import { readFileSync } from "node:fs";
import path from "node:path";

/** What this installation is: its version and how many migrations it ships (read once at start). */
export interface Release {
  version: string;
  migrations: number;
}

export function readRelease(root: string): Release {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
  const journal = JSON.parse(readFileSync(path.join(root, "drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };
  return { version: pkg.version, migrations: journal.entries.length };
}
