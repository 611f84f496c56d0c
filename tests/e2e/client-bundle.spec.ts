import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Server-only code must never reach a visitor's browser (ARCHITECTURE.md "Layout").
const SERVER_ONLY_MARKERS = [
  "drizzle-orm",
  "@electric-sql/pglite",
  "pg-connection-string",
  "nodemailer",
  "better-auth/adapters",
  "scrypt",
  "BETTER_AUTH_SECRET",
  "DATABASE_URL",
  "user_profiles",
];

function javascriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return javascriptFiles(full);
    return entry.name.endsWith(".js") ? [full] : [];
  });
}

test("the client build contains no database, mail or auth-server code", () => {
  const files = javascriptFiles(path.resolve("build/client"));
  expect(files.length).toBeGreaterThan(0);
  const leaks = files.flatMap((file) => {
    const source = readFileSync(file, "utf8");
    return SERVER_ONLY_MARKERS.filter((marker) => source.includes(marker)).map((marker) => `${path.basename(file)}: ${marker}`);
  });
  expect(leaks).toEqual([]);
});
