import { hashPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_DROP_REDIS_CHANNEL } from "#server/cache-broadcast-redis";
import { cacheTags } from "#server/cache-tags";
import { realtors } from "#server/db/schema";
import { seedDemoData } from "#server/db/seed/seed-demo-data";
import { rawRequest } from "../support/test-app";
import { freePort } from "../support/free-port";
import { createPostgresTestDatabase, POSTGRES_SERVER_URL, postgresServerAnswers } from "../support/test-database";

// Issue 17 item 4 (decision record 096) and issue 31 item 4 (decision record 127): two app
// processes on one PostgreSQL database; a write in one drops the entries tagged with what it
// changed in the other within a second, and nothing else, through LISTEN/NOTIFY, or Redis
// publish/subscribe with REDIS_URL. Each process is a Node process of
// its own (tests/support/cache-drop-process.ts), so nothing but the broadcast can reach its caches.
// Needs PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432 as user postgres); skipped when none answers.

const PROCESS_SCRIPT = path.resolve(import.meta.dirname, "../support/cache-drop-process.ts");
const LEADER_HOST = "leader.localhost";
const AGENT_HOST = "agent.localhost";


const havePostgres = await postgresServerAnswers();
const haveRedisServer = spawnSync("redis-server", ["--version"]).status === 0;

interface AppProcess {
  child: ChildProcess;
  port: number;
}

async function startProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", PROCESS_SCRIPT], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`app process exited with ${code} before listening`)));
    createInterface({ input: child.stdout! }).once("line", (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  return { child, port };
}

async function stopProcess(app: AppProcess | undefined): Promise<void> {
  if (!app || app.child.exitCode !== null) return;
  const exited = new Promise((resolve) => app.child.once("exit", resolve));
  app.child.kill("SIGTERM");
  await exited;
}

/** A Redis server of this test's own on a free port, without persistence. */
async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "ignore"] });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (/ready to accept connections/i.test(line)) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function page(app: AppProcess, host = LEADER_HOST) {
  return rawRequest(app.port, "/about", { headers: { host } });
}

function write(app: AppProcess, tag: string) {
  return rawRequest(app.port, `/write?tag=${encodeURIComponent(tag)}`, { method: "POST" });
}

const transports = [
  { via: "PostgreSQL LISTEN/NOTIFY", redis: false, run: havePostgres },
  { via: "Redis publish/subscribe (REDIS_URL)", redis: true, run: havePostgres && haveRedisServer },
];

describe.each(transports)("a write in one app process drops the caches of the others, via $via (issue 17 item 4)", ({ redis, run }) => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
  let redisServer: Awaited<ReturnType<typeof startRedis>> | undefined;
  let first: AppProcess | undefined;
  let second: AppProcess | undefined;

  beforeAll(async () => {
    if (!run) return;
    database = await createPostgresTestDatabase(POSTGRES_SERVER_URL);
    await seedDemoData(database.db, { hashPassword });
    if (redis) redisServer = await startRedis();
    const env = { DATABASE_URL: database.url, ...(redisServer ? { REDIS_URL: redisServer.url } : {}) };
    [first, second] = await Promise.all([startProcess(env), startProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopProcess(first), stopProcess(second)]);
    await redisServer?.stop();
    await database?.close();
  });

  async function renameLeader(fullName: string) {
    await database!.db.update(realtors).set({ fullName }).where(eq(realtors.agentSiteUrl, LEADER_HOST));
  }

  async function siteTagOf(host: string) {
    const [row] = await database!.db.select({ id: realtors.id }).from(realtors).where(eq(realtors.agentSiteUrl, host));
    return cacheTags.site(row.id);
  }

  it.skipIf(!run)("each process answers from its own caches until a write, then every process drops what the write changed, and only that, within a second", async () => {
    for (const app of [first!, second!]) {
      for (const host of [LEADER_HOST, AGENT_HOST]) {
        expect((await page(app, host)).headers["x-site-cache"]).toBe("MISS");
        expect((await page(app, host)).headers["x-site-cache"]).toBe("HIT");
      }
      expect((await page(app)).body).toContain("Rachel Tan |");
    }

    // Changed behind both processes' backs: each keeps its cached site.
    await renameLeader("Rachel Tan-Lim");
    expect((await page(second!)).body).toContain("Rachel Tan |");

    // Another realtor's write drops that realtor's site in the other process, not this one.
    expect((await write(first!, await siteTagOf(AGENT_HOST))).status).toBe(200);
    await expect.poll(async () => (await page(second!, AGENT_HOST)).headers["x-site-cache"], { timeout: 1_000, interval: 50 }).toBe("MISS");
    expect((await page(second!)).headers["x-site-cache"]).toBe("HIT");
    expect((await page(second!)).body).toContain("Rachel Tan |");

    // The leader's write in the first process reaches the second.
    expect((await write(first!, await siteTagOf(LEADER_HOST))).status).toBe(200);
    await expect.poll(async () => (await page(second!)).body, { timeout: 1_000, interval: 50 }).toContain("Rachel Tan-Lim |");
    expect((await page(first!)).body).toContain("Rachel Tan-Lim |");

    // And the other way round.
    await renameLeader("Rachel Tan");
    expect((await page(first!)).body).toContain("Rachel Tan-Lim |");
    expect((await write(second!, await siteTagOf(LEADER_HOST))).status).toBe(200);
    await expect.poll(async () => (await page(first!)).body, { timeout: 1_000, interval: 50 }).toContain("Rachel Tan |");
  });

  /** How many processes listen now, and cutting their listening connections, on the transport in use. */
  async function listeners(): Promise<number> {
    if (redisServer) return Number(redisCli("PUBSUB", "NUMSUB", CACHE_DROP_REDIS_CHANNEL).split("\n")[1]);
    const result = (await database!.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0].n;
  }

  async function cutListeners(): Promise<void> {
    if (redisServer) redisCli("CLIENT", "KILL", "TYPE", "pubsub");
    else await database!.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`);
  }

  function redisCli(...args: string[]): string {
    return spawnSync("redis-cli", ["-u", redisServer!.url, ...args], { encoding: "utf8" }).stdout.trim();
  }

  it.skipIf(!run)("a process whose listening connection is cut listens again and hears the next write", async () => {
    expect(await listeners()).toBe(2);
    await cutListeners();
    await expect.poll(listeners, { timeout: 10_000, interval: 100 }).toBe(0);
    await expect.poll(listeners, { timeout: 10_000, interval: 100 }).toBe(2);

    await page(second!);
    expect((await page(second!)).headers["x-site-cache"]).toBe("HIT");
    await renameLeader("Rachel Tan-Ong");
    expect((await write(first!, await siteTagOf(LEADER_HOST))).status).toBe(200);
    await expect.poll(async () => (await page(second!)).body, { timeout: 1_000, interval: 50 }).toContain("Rachel Tan-Ong |");
  });
});
