import { readFileSync } from "node:fs";

/** This release: its package version and how many migrations it ships (drizzle's journal). */
export function currentRelease(): { version: string; migrations: number } {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  const journal = JSON.parse(readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8")) as { entries: unknown[] };
  return { version: pkg.version, migrations: journal.entries.length };
}
