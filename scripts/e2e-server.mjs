// Starts the built app on a fresh embedded database with the demo data, for the browser tests.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "condo-e2e-"));
const port = process.env.E2E_PORT ?? "3100";
const child = spawn("npx", ["tsx", "server/index.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    APP_DOMAIN: "localhost",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    // Above what the whole suite sends from 127.0.0.1 in 10 minutes. The test of the limit sends
    // as another visitor (X-Forwarded-For, trusted from this machine) so nothing else is limited.
    ENQUIRIES_PER_VISITOR: "30",
    TRUST_PROXY: "loopback",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill("SIGTERM"));
child.on("exit", (code) => process.exit(code ?? 0));
