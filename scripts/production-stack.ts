// npm run stack:check (issue 37 items 1 and 4, decision record 136): the production path of the
// README run on this machine and checked end to end. Caddy (Debian's package) on deploy/Caddyfile
// with its local CA and on-demand TLS asking /tls/ask, two web processes of the built app on a
// fresh PostgreSQL database, Redis for their cache drops, uploads in the suite's S3 test server.
// Then a rolling restart of the two under visitors' page GETs and enquiry posts through Caddy.
// Prints one line per proven item and exits 1 if one fails; prints "skipped" and exits 0 when
// Caddy or redis-server is missing and cannot be installed, or no PostgreSQL answers.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import sharp from "sharp";
import { CACHE_DROP_REDIS_CHANNEL } from "#server/cache-broadcast-redis";
import { freePort } from "../tests/support/free-port";
import { startAppProcess, stopAppProcess, type AppProcess } from "./production-stack/app-process";
import { answerOf, formBody, type Destination } from "./production-stack/http-answer";
import { ensureInstalled, startBucket, startCaddy, startRedis, type RunningCaddy } from "./production-stack/stack-services";
import { startSteadyLoad } from "./production-stack/steady-load";

const CADDYFILE = path.resolve("deploy/Caddyfile");
const ADMIN_POSTGRES_URL = process.env.STACK_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LEADER = { host: "leader.localhost", email: "leader@demo.sg", password: "Demo#2026!", name: "Rachel Tan" };
const UNKNOWN_HOST = "nobody-here.localhost";
const SUSPENDED_HOST = "chloe.localhost";
/** Caddy checks /readyz every second (deploy/Caddyfile): a process draining this long is seen as not ready before it closes. */
const SHUTDOWN_DRAIN_MS = 2_500;
/** After a process is ready again: past Caddy's next health check, so it takes visitors before the other one stops. */
const CADDY_SEES_READY_MS = 2_500;
const LOAD_AROUND_RESTARTS_MS = 3_000;

let failed = false;

async function prove(name: string, check: () => Promise<string>): Promise<void> {
  try {
    console.log(`ok    ${name}: ${await check()}`);
  } catch (error) {
    failed = true;
    console.log(`FAIL  ${name}: ${(error as Error).message}`);
  }
}

function expectThat(holds: boolean, what: string): void {
  if (!holds) throw new Error(what);
}

async function withAdminDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrlOf = (name: string) => Object.assign(new URL(ADMIN_POSTGRES_URL), { pathname: `/${name}` }).toString();

/** The handshake's failure when Caddy refuses `host` a certificate; throws if it got one. */
async function refusedHandshake(site: Destination): Promise<string> {
  try {
    const answer = await answerOf(site, "/");
    throw new Error(`${site.host} got a certificate (${answer.certificate?.subjectaltname}) and a ${answer.status}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined) throw error;
    return `${code}, ${(error as Error).message.match(/tlsv1 alert [a-z ]+/)?.[0] ?? (error as Error).message}`;
  }
}

async function signIn(app: AppProcess): Promise<string> {
  const json = JSON.stringify({ email: LEADER.email, password: LEADER.password });
  const answer = await answerOf({ port: app.port, host: LEADER.host }, "/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: json,
  });
  expectThat(answer.status === 200, `sign-in on process ${app.name} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  const cookies = ([] as string[]).concat(answer.headers["set-cookie"] ?? []);
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** The leader's profile form, posted to one process as the browser would without JavaScript. */
async function postProfile(app: AppProcess, cookie: string, form: FormData) {
  const { body, headers } = await formBody(form);
  const answer = await answerOf({ port: app.port, host: LEADER.host }, "/dashboard/leader/profile", {
    method: "POST",
    headers: { ...headers, cookie },
    body,
  });
  expectThat(answer.status === 200, `the profile form on process ${app.name} answered ${answer.status}`);
}

/** Page requests this process has answered since it started, from its /metrics (read from loopback). */
async function pagesServedBy(app: AppProcess): Promise<number> {
  const { text } = await answerOf({ port: app.port, host: "localhost" }, "/metrics");
  return text
    .split("\n")
    .filter((line) => line.startsWith("condo_sites_http_requests_total{") && line.includes('route="page"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

/** Asks `page` every 20 ms until `shows` holds, for up to `limitMs`; the answer and the time it took. */
async function waitForPage(destination: Destination, shows: (text: string) => boolean, limitMs = 5_000) {
  const started = Date.now();
  for (;;) {
    const answer = await answerOf(destination, "/");
    if (shows(answer.text)) return { answer, ms: Date.now() - started };
    if (Date.now() - started > limitMs) throw new Error(`not shown within ${limitMs} ms`);
    await sleep(20);
  }
}

async function main(): Promise<void> {
  for (const [command, debianPackage] of [["caddy", "caddy"], ["redis-server", "redis-server"]]) {
    const installed = ensureInstalled(command, debianPackage);
    if (!installed.ok) return console.log(`skipped: ${installed.why}`);
  }
  const postgresAnswers = await withAdminDatabase(async () => true).catch(() => false);
  if (!postgresAnswers) return console.log(`skipped: no PostgreSQL answers at ${ADMIN_POSTGRES_URL}`);
  if (!existsSync("build/server/index.js")) {
    console.log("building the app (npm run build)");
    if (spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" }).status !== 0) throw new Error("npm run build failed");
  }

  const work = mkdtempSync(path.join(tmpdir(), "condo-stack-"));
  const databaseName = `condo_stack_${process.pid}`;
  const stops: (() => Promise<unknown>)[] = [];
  const apps: Record<"A" | "B", AppProcess | null> = { A: null, B: null };
  try {
    await withAdminDatabase((client) => client.query(`CREATE DATABASE ${databaseName}`));
    stops.push(() => withAdminDatabase((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)));
    const redis = await startRedis();
    stops.push(() => redis.stop());
    const bucket = await startBucket(path.join(work, "bucket"));
    stops.push(() => bucket.stop());

    const [portA, portB, httpsPort, httpPort, adminPort, askPort] = await Promise.all(Array.from({ length: 6 }, freePort));
    const appEnv = {
      DATABASE_URL: databaseUrlOf(databaseName),
      REDIS_URL: redis.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      APP_DOMAIN: "localhost",
      APP_URL: `https://localhost:${httpsPort}`,
      TRUST_PROXY: "1",
      DATA_DIR: path.join(work, "data"),
      LOG_LEVEL: "warn",
      // Every enquiry of the load comes from Caddy's one loopback address.
      ENQUIRIES_PER_VISITOR: "1000000",
      SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
      ...bucket.env,
    };
    const start = (name: "A" | "B") =>
      startAppProcess(name, name === "A" ? portA : portB, { ...appEnv, SEED_DEMO: String(name === "A") }, path.join(work, `app-${name}.log`));
    // A migrates and loads the demo first; B starts on the prepared database.
    apps.A = await start("A");
    apps.B = await start("B");
    stops.push(async () => Promise.all([apps.A, apps.B].map((app) => app && stopAppProcess(app))));

    const caddy: RunningCaddy = await startCaddy(
      CADDYFILE,
      {
        CADDY_ADMIN: `127.0.0.1:${adminPort}`,
        CADDY_HTTP_PORT: String(httpPort),
        CADDY_HTTPS_PORT: String(httpsPort),
        CADDY_LOCAL_CERTS: "local_certs",
        APP_DOMAIN: "localhost",
        APP_UPSTREAMS: `127.0.0.1:${portA} 127.0.0.1:${portB}`,
        APP_ASK_PORT: String(askPort),
      },
      path.join(work, "caddy"),
      path.join(work, "caddy.log"),
    );
    stops.push(() => caddy.stop());
    const throughCaddy = (host: string): Destination => ({ port: httpsPort, host, tls: { ca: caddy.rootCertificate } });
    const direct = (app: AppProcess | null, host = LEADER.host): Destination => ({ port: app!.port, host });
    const askAnswer = async (domain: string) => (await answerOf(direct(apps.A, "localhost"), `/tls/ask?domain=${domain}`)).status;

    await prove("certificate", async () => {
      const answer = await answerOf(throughCaddy(LEADER.host), "/");
      const names = answer.certificate?.subjectaltname ?? "";
      expectThat(names.split(", ").includes(`DNS:${LEADER.host}`), `the certificate names ${names}`);
      expectThat(answer.status === 200 && answer.text.includes(LEADER.name), `the page answered ${answer.status} without ${LEADER.name}`);
      return `https://${LEADER.host}:${httpsPort} has a certificate for ${LEADER.host} from "${answer.certificate?.issuer.CN}", trusted by the client; ${answer.status}, ${LEADER.name}'s page (${answer.body.length} bytes)`;
    });
    await prove("unknown host", async () => {
      const refusal = await refusedHandshake(throughCaddy(UNKNOWN_HOST));
      const ask = await askAnswer(UNKNOWN_HOST);
      expectThat(ask === 404, `/tls/ask answered ${ask}`);
      return `${UNKNOWN_HOST} gets no certificate (handshake refused, ${refusal}); /tls/ask answers ${ask}`;
    });
    await prove("suspended realtor", async () => {
      const refusal = await refusedHandshake(throughCaddy(SUSPENDED_HOST));
      const ask = await askAnswer(SUSPENDED_HOST);
      expectThat(ask === 404, `/tls/ask answered ${ask}`);
      return `${SUSPENDED_HOST} (Chloe, suspended) gets no certificate (handshake refused, ${refusal}); /tls/ask answers ${ask}`;
    });

    const cookie = await signIn(apps.A);
    await prove("cache drop", async () => {
      await answerOf(direct(apps.B), "/");
      const kept = await answerOf(direct(apps.B), "/");
      expectThat(kept.headers["x-page-cache"] === "HIT", `process B's second answer was ${kept.headers["x-page-cache"]}, not a kept page`);
      const newName = `${LEADER.name} Stackcheck`;
      const form = new FormData();
      form.set("intent", "personal");
      form.set("fullName", newName);
      await postProfile(apps.A!, cookie, form);
      const { answer, ms } = await waitForPage(direct(apps.B), (text) => text.includes(newName));
      const subscribers = redis.subscribers(CACHE_DROP_REDIS_CHANNEL);
      expectThat(subscribers === 2, `${subscribers} subscribers on Redis`);
      return `process B's kept page (HIT) showed the name saved on process A ${ms} ms after the save (${answer.headers["x-page-cache"]}); both processes subscribed on Redis`;
    });
    await prove("upload", async () => {
      const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#0f766e" } }).jpeg().toBuffer();
      const form = new FormData();
      form.set("intent", "avatar");
      form.set("avatar", new File([new Uint8Array(picture)], "portrait.jpg", { type: "image/jpeg" }));
      await postProfile(apps.A!, cookie, form);
      const avatarUrl = new RegExp(`${bucket.publicUrl.replace(/[.:/]/g, "\\$&")}/avatars/[^"'\\s,&]+`);
      const { answer, ms } = await waitForPage(direct(apps.B), (text) => avatarUrl.test(text));
      const url = answer.text.match(avatarUrl)![0];
      const stored = await fetch(url);
      const bytes = (await stored.arrayBuffer()).byteLength;
      expectThat(stored.status === 200 && bytes > 0, `the bucket answered ${stored.status} for ${url}`);
      return `an avatar posted to process A is on process B's page ${ms} ms later and the bucket serves it (${stored.status}, ${stored.headers.get("content-type")}, ${bytes} bytes)`;
    });

    await prove("rolling restart", async () => {
      const marker = `stack-${process.pid}`;
      const load = startSteadyLoad(throughCaddy(LEADER.host), marker);
      const restarts: string[] = [];
      try {
        await sleep(LOAD_AROUND_RESTARTS_MS);
        for (const name of ["A", "B"] as const) {
          const began = Date.now();
          const exitCode = await stopAppProcess(apps[name]!);
          apps[name] = null;
          apps[name] = await start(name);
          restarts.push(`${name} exited ${exitCode} and was ready again in ${((Date.now() - began) / 1000).toFixed(1)} s`);
          expectThat(exitCode === 0, `process ${name} exited with ${exitCode}`);
          await sleep(CADDY_SEES_READY_MS);
        }
        await sleep(LOAD_AROUND_RESTARTS_MS);
      } finally {
        await load.stop();
      }
      const { counts } = load;
      const database = new pg.Client({ connectionString: appEnv.DATABASE_URL });
      await database.connect();
      const rows = await database
        .query<{ count: string }>("select count(*) from enquiries where email like $1", [`${marker}-%`])
        .then((result) => Number(result.rows[0].count))
        .finally(() => database.end());
      const servedSinceRestart = `pages served since the restarts: A ${await pagesServedBy(apps.A!)}, B ${await pagesServedBy(apps.B!)}`;
      const errors = [...counts.errors].map(([what, n]) => `${n}× ${what}`).join(", ") || "none";
      const summary =
        `${restarts.join(", then ")}; through Caddy ${counts.sent} requests sent (${counts.pages} page GETs, ${counts.enquiries} enquiry posts), ` +
        `${counts.answered} answered 2xx/3xx, errors: ${errors}; ${counts.writesConfirmed} enquiries confirmed, ${rows} rows in the database; ${servedSinceRestart}`;
      expectThat(counts.answered === counts.sent && counts.writesConfirmed === counts.enquiries && rows === counts.enquiries, summary);
      return summary;
    });
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error: Error) => console.log(`cleaning up: ${error.message}`));
    if (failed) console.log(`logs kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

main()
  .then(() => process.exit(failed ? 1 : 0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
