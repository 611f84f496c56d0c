import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#server/db/schema";
import type { JobHandler } from "#server/jobs/job-handler";
import { startJobQueue } from "#server/jobs/job-queue";
import { metricsRegistry } from "#server/metrics";
import { readJobQueueStates } from "#server/services/internal/job-queue-states";
import { createTestServices, type TestServices } from "../support/test-services";

let services: TestServices;
const logger = pino({ level: "silent" });
const runs = new Map<string, number>();
let failuresLeft = 0;

const countingJob: JobHandler<{ key: string }> = {
  name: "test-counting",
  retryLimit: 3,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  async run({ key }) {
    runs.set(key, (runs.get(key) ?? 0) + 1);
    if (key.startsWith("flaky") && failuresLeft-- > 0) throw new Error("a failure to retry");
  },
};

const queueOn = (s: TestServices) =>
  startJobQueue({ executeSql: s.executeSql, handlers: [countingJob], deps: { db: s.db, mailer: s.mailer, config: { appUrl: "http://localhost:3000", siteAnalyticsRawDays: 90 }, logger }, logger, pollingIntervalSeconds: 0.5 });

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  services = await createTestServices({ seed: false });
});
afterAll(() => services.close());

describe(`the job queue on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("runs a job sent inside a committed transaction once, and never one whose transaction rolled back", async () => {
    const queue = await queueOn(services);
    try {
      await services.db.transaction(async (tx) => {
        await tx.insert(outbox).values({ toAddress: "a@demo.sg", subject: "kept", textBody: "x" });
        await queue.send(countingJob.name, { key: "committed" }, { tx });
      });
      await services.db
        .transaction(async (tx) => {
          await queue.send(countingJob.name, { key: "rolled-back" }, { tx });
          throw new Error("roll back");
        })
        .catch(() => {});
      await until(() => runs.get("committed") === 1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(runs.get("committed")).toBe(1);
      expect(runs.has("rolled-back")).toBe(false);
    } finally {
      await queue.stop(2_000);
    }
  });

  it("retries a run that throws until it succeeds, and counts the failure in the metrics", async () => {
    failuresLeft = 1;
    const queue = await queueOn(services);
    try {
      await queue.send(countingJob.name, { key: "flaky-1" });
      await until(() => runs.get("flaky-1") === 2);
      const metrics = await metricsRegistry.getSingleMetricAsString("condo_sites_job_runs_total");
      expect(metrics).toMatch(/condo_sites_job_runs_total\{queue="test-counting",outcome="failed"\} 1/);
      expect(metrics).toMatch(/outcome="completed"\} [1-9]/);
    } finally {
      await queue.stop(2_000);
    }
  });

  it("keeps a job its process did not get to before stopping, and the next start runs it (a restart loses nothing)", async () => {
    const stopping = await queueOn(services);
    await stopping.send(countingJob.name, { key: "across-restart" }, { startAfter: new Date(Date.now() + 1_500) });
    await stopping.stop(1_000);
    expect(runs.has("across-restart")).toBe(false);
    const restarted = await queueOn(services);
    try {
      await until(() => runs.get("across-restart") === 1);
    } finally {
      await restarted.stop(2_000);
    }
  });

  it("gives each job to one of two queues working the same database: every job runs exactly once", async () => {
    const [first, second] = await Promise.all([queueOn(services), queueOn(services)]);
    try {
      const keys = Array.from({ length: 12 }, (_, at) => `shared-${at}`);
      for (const key of keys) await (key.endsWith("1") ? second : first).send(countingJob.name, { key });
      await until(() => keys.every((key) => runs.has(key)));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(keys.map((key) => runs.get(key))).toEqual(keys.map(() => 1));
      const [state] = (await readJobQueueStates(services.db)).filter((s) => s.queue === "test-counting");
      expect(state).toMatchObject({ due: 0, running: 0, failed: 0 });
      expect(state.lastRunAt).toBeInstanceOf(Date);
    } finally {
      await Promise.all([first.stop(2_000), second.stop(2_000)]);
    }
  });

  // Several processes share only a PostgreSQL server: the embedded database belongs to one process.
  it.skipIf(!process.env.TEST_DATABASE_URL)("starts in several processes at once on a database whose queues do not exist yet: none fails on the queues' creation", async () => {
    const fresh = await createTestServices({ seed: false });
    const handlers = Array.from({ length: 6 }, (_, at): JobHandler => ({ ...countingJob, name: `test-created-together-${at}`, cron: at % 2 ? "0 3 * * *" : undefined }));
    const starting = Array.from({ length: 4 }, () =>
      startJobQueue({ executeSql: fresh.executeSql, handlers, deps: { db: fresh.db, mailer: fresh.mailer, config: { appUrl: "http://localhost:3000", siteAnalyticsRawDays: 90 }, logger }, logger }),
    );
    const started = await Promise.allSettled(starting);
    try {
      expect(started.filter((result) => result.status === "rejected")).toEqual([]);
      const queues = (await fresh.db.execute(sql`select count(*)::int as n from pgboss.queue where name like 'test-created-together-%'`)) as unknown as { rows: { n: number }[] };
      expect(queues.rows[0].n).toBe(6);
    } finally {
      await Promise.all(started.map((result) => (result.status === "fulfilled" ? result.value.stop(1_000) : undefined)));
      await fresh.close();
    }
  });

  it("lists the platform's queues only, never pg-boss's own cron queue", async () => {
    const queue = await queueOn(services);
    try {
      const own = (await services.db.execute(sql`select count(*)::int as n from pgboss.queue where name like '\_\_pgboss\_\_%'`)) as unknown as { rows: { n: number }[] };
      expect(own.rows[0].n).toBeGreaterThan(0);
      const names = (await readJobQueueStates(services.db)).map((state) => state.queue);
      expect(names).toContain("test-counting");
      expect(names.filter((name) => name.startsWith("__pgboss"))).toEqual([]);
    } finally {
      await queue.stop(2_000);
    }
  });
});
