import { hashPassword } from "better-auth/crypto";
import { pino, type Logger } from "pino";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAuth } from "#server/auth";
import type { DatabaseHandle } from "#server/db/client";
import { seedDemoData } from "#server/db/seed/seed-demo-data";
import { JOB_HANDLERS } from "#server/jobs/job-handlers";
import { startJobQueue, type JobQueue } from "#server/jobs/job-queue";
import type { JobSender } from "#server/jobs/job-sender";
import { createMailer } from "#server/mail";
import { SITE_HOST_HEADER } from "#server/services/accounts/session-rules";
import { createStorage } from "#server/storage";
import { createTestDatabase } from "./test-database";

export const TEST_APP_URL = "http://localhost:3000";
export const TEST_DEV_HOST_MARKERS = ["preview", "staging"];

/** A migrated database with the demo data, and the real auth, mail and storage (on a temporary directory) modules over it. */
export async function createTestServices(options: { seed?: boolean; logger?: Logger } = {}) {
  const database: DatabaseHandle = await createTestDatabase();
  if (options.seed ?? true) await seedDemoData(database.db, { hashPassword });
  const mailer = createMailer({ db: database.db, from: "test@localhost" });
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: "test-secret-test-secret-test-secret-0123",
    appUrl: TEST_APP_URL,
    appDomain: "localhost",
    devHostMarkers: TEST_DEV_HOST_MARKERS,
    logger: options.logger,
  });
  const uploadsDirectory = mkdtempSync(path.join(tmpdir(), "condo-uploads-"));
  const storage = createStorage({ driver: "local", directory: uploadsDirectory });
  // The real job queue with every handler, for the tests that start it (before any transaction that sends to it).
  let queue: Promise<JobQueue> | null = null;
  const startJobs = () =>
    (queue ??= startJobQueue({
      executeSql: database.executeSql,
      handlers: JOB_HANDLERS,
      deps: { db: database.db, mailer, config: { appUrl: TEST_APP_URL, siteAnalyticsRawDays: 90 }, logger: options.logger ?? pino({ level: "silent" }) },
      logger: options.logger ?? pino({ level: "silent" }),
      pollingIntervalSeconds: 0.5,
    }));
  const jobs: JobSender = {
    send: async (name, data, sendOptions) => {
      if (!queue) throw new Error("start the job queue (startJobs) before sending to it");
      await (await queue).send(name, data, sendOptions);
    },
  };
  const close = async () => {
    if (queue) await (await queue).stop(5_000);
    await database.close();
    rmSync(uploadsDirectory, { recursive: true, force: true });
  };
  return { ...database, db: database.db, auth, mailer, storage, jobs, startJobs, close };
}

export type TestServices = Awaited<ReturnType<typeof createTestServices>>;

/**
 * A request to better-auth's HTTP handler, as a browser on `origin` would send it: to `host`
 * (default: the origin's host), which the Express app passes on in the site-host header.
 * `origin: null` sends no Origin header, as a script would.
 */
export function authRequest(
  path: string,
  body: unknown,
  {
    origin = TEST_APP_URL,
    host = new URL(origin ?? TEST_APP_URL).host,
    cookie,
    clientIp = "203.0.113.7",
  }: { origin?: string | null; host?: string; cookie?: string; clientIp?: string } = {},
) {
  const headers = new Headers({ "content-type": "application/json", "x-client-ip": clientIp, [SITE_HOST_HEADER]: host });
  // A script (curl) sends no Origin: better-auth then checks none without a cookie.
  if (origin) headers.set("origin", origin);
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${TEST_APP_URL}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}
