import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's metrics in Prometheus's text format (decision record 131), read at GET /metrics
 * with METRICS_TOKEN as a bearer token, or from loopback without a proxy in between. Of several
 * web processes (node:cluster) the primary adds up every worker's registry, so one scrape of the
 * shared port sees them all.
 */
export const metricsRegistry = new Registry();

/**
 * The route label: a small fixed set of path classes, never the path or host itself (a label
 * value per URL would grow without bound). Pages kept by the page cache are answered before
 * Express and React Router, so the class comes from the path alone.
 */
export type RouteClass = "page" | "data" | "asset" | "upload" | "api-auth" | "health" | "metrics" | "tls-ask";

export function routeClassOf(url: string): RouteClass {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path === "/healthz" || path === "/readyz") return "health";
  if (path === "/metrics") return "metrics";
  if (path === "/tls/ask") return "tls-ask";
  if (path.startsWith("/api/auth/")) return "api-auth";
  if (path.startsWith("/uploads/")) return "upload";
  // React Router's single fetch: a page's loader and action data.
  if (path.endsWith(".data")) return "data";
  if (path.startsWith("/assets/") || path.startsWith("/demo/") || /^\/[^/]+\.[a-z0-9]+$/i.test(path)) return "asset";
  return "page";
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const httpRequests = new Counter({
  name: "condo_sites_http_requests_total",
  help: "HTTP requests answered, by route class, method and status",
  labelNames: ["route", "method", "status"] as const,
  registers: [metricsRegistry],
});

const httpDuration = new Histogram({
  name: "condo_sites_http_request_duration_seconds",
  help: "Time from a request's arrival to the last byte of its answer, by route class",
  labelNames: ["route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const pageCache = new Counter({
  name: "condo_sites_page_cache_total",
  help: "Visitor pages asked of the page cache: hit (kept page sent), miss (rendered, then kept when clean), stale (last good page sent while the database is unreachable)",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

const renderDuration = new Histogram({
  name: "condo_sites_render_duration_seconds",
  help: "React Router's render of a page or data request, until its answer's head (outcome: answered, failed, timeout)",
  labelNames: ["outcome"] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

const mailSent = new Counter({
  name: "condo_sites_mail_sent_total",
  help: "Messages handed to SMTP or kept in the outbox, by transport",
  labelNames: ["transport"] as const,
  registers: [metricsRegistry],
});

const mailFailed = new Counter({
  name: "condo_sites_mail_failed_total",
  help: "Messages that could not be handed to SMTP or kept in the outbox, by transport",
  labelNames: ["transport"] as const,
  registers: [metricsRegistry],
});

const jobRuns = new Counter({
  name: "condo_sites_job_runs_total",
  help: "Background job runs by queue and outcome (failed runs are retried up to the queue's limit)",
  labelNames: ["queue", "outcome"] as const,
  registers: [metricsRegistry],
});

export function countJobRun(queue: string, ok: boolean): void {
  jobRuns.inc({ queue, outcome: ok ? "completed" : "failed" });
}

export interface JobQueueCounts {
  queue: string;
  due: number;
  scheduled: number;
  running: number;
  failed: number;
}

/**
 * The job queue's jobs by queue and state, read from the database at each scrape. Every process
 * reads the same shared table, so of several processes the primary reports the first answer
 * rather than their sum.
 */
export function registerJobQueueGauge(readQueues: () => Promise<JobQueueCounts[]>): void {
  metricsRegistry.removeSingleMetric("condo_sites_jobs");
  new Gauge({
    name: "condo_sites_jobs",
    help: "Background jobs in the queue by state: due (waiting to run now), scheduled (for later), running, failed",
    labelNames: ["queue", "state"] as const,
    aggregator: "first",
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const { queue, ...states } of await readQueues()) {
        for (const [state, count] of Object.entries(states)) this.set({ queue, state }, count);
      }
    },
  });
}

export function countPageCache(result: "hit" | "miss" | "stale"): void {
  pageCache.inc({ result });
}

/** Starts the timer of one render; the returned function stops it with its outcome. */
export function timeRender(): (outcome: "answered" | "failed" | "timeout") => void {
  const stop = renderDuration.startTimer();
  return (outcome) => stop({ outcome });
}

export function countMail(transport: "smtp" | "outbox", ok: boolean): void {
  (ok ? mailSent : mailFailed).inc({ transport });
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The PostgreSQL pool's connections (node-postgres's totalCount, idleCount, waitingCount), read
 * at each scrape. PGlite is one in-process connection: nothing to report, so no gauge.
 */
export function registerPoolGauge(readPool: () => PoolUse): void {
  metricsRegistry.removeSingleMetric("condo_sites_db_pool_connections");
  new Gauge({
    name: "condo_sites_db_pool_connections",
    help: "PostgreSQL pool connections: total open, idle, and queries waiting for one",
    labelNames: ["state"] as const,
    registers: [metricsRegistry],
    collect() {
      const use = readPool();
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "waiting" }, use.waiting);
    },
  });
}

let defaultMetricsOn = false;

/** Node's own process metrics (memory, CPU, event loop lag, handles), once per process. */
export function collectProcessMetrics(): void {
  if (defaultMetricsOn) return;
  defaultMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/**
 * The server's request listener wrapped so every answer is counted, page-cache hits answered
 * before Express included: by route class, method and status, with its duration.
 */
export function countRequests(listener: RequestListener): RequestListener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const route = routeClassOf(req.url ?? "/");
    res.once("close", () => {
      // A response the client dropped before it was written has no status worth counting as sent.
      const status = res.headersSent ? String(res.statusCode) : "aborted";
      const method = METHODS.has(req.method ?? "") ? req.method! : "other";
      httpRequests.inc({ route, method, status });
      httpDuration.observe({ route }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    listener(req, res);
  };
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Who may read /metrics: a bearer token equal to METRICS_TOKEN, or a connection from loopback
 * that no proxy forwarded (the socket's own address; a proxy on the same machine connects from
 * loopback too, and always adds X-Forwarded-For, so such a request needs the token).
 */
export function mayReadMetrics(req: IncomingMessage, token: string | undefined): boolean {
  const authorization = req.headers.authorization;
  if (token && authorization?.startsWith("Bearer ")) return sameSecret(authorization.slice(7).trim(), token);
  const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(req.socket.remoteAddress ?? "");
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics: this process's registry, or every worker's added up by the cluster primary. A
 * caller who may not read it gets the same 404 as any unknown path (decision record 131).
 */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): Promise<void> {
  if (!mayReadMetrics(req, token)) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end("Not Found\n");
    return;
  }
  try {
    const body = cluster.isWorker && process.send ? await clusterMetricsFromPrimary() : await metricsRegistry.metrics();
    res.writeHead(200, { "content-type": metricsRegistry.contentType, "cache-control": "no-store" }).end(body);
  } catch (error) {
    res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end(`metrics unavailable: ${(error as Error).message}\n`);
  }
}

/** The request listener with GET /metrics answered first, before the page cache and Express. */
export function serveMetrics(listener: RequestListener, token: string | undefined): RequestListener {
  return (req, res) => {
    if ((req.method === "GET" || req.method === "HEAD") && (req.url === "/metrics" || req.url?.startsWith("/metrics?"))) {
      void answerMetrics(req, res, token);
      return;
    }
    listener(req, res);
  };
}

const ASK = "condo-sites:metrics-request";
const ANSWER = "condo-sites:metrics-answer";
const PRIMARY_WAITS_MS = 6_000;

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

let asked = 0;
const waitingForPrimary = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();

/** In a cluster worker: offers this registry to the primary's aggregation, and listens for its answers. */
export function joinClusterMetrics(): void {
  AggregatorRegistry.setRegistries(metricsRegistry);
  // Its constructor makes this worker answer the primary's requests for its registry.
  new AggregatorRegistry();
  process.on("message", (message: MetricsAnswer) => {
    if (message?.type !== ANSWER) return;
    const waiting = waitingForPrimary.get(message.id);
    if (!waiting) return;
    waitingForPrimary.delete(message.id);
    if (message.text !== undefined) waiting.resolve(message.text);
    else waiting.reject(new Error(message.error ?? "no answer"));
  });
}

function clusterMetricsFromPrimary(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waitingForPrimary.delete(id);
      reject(new Error("the primary did not answer"));
    }, PRIMARY_WAITS_MS);
    waitingForPrimary.set(id, {
      resolve: (text) => (clearTimeout(timer), resolve(text)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    });
    process.send!({ type: ASK, id });
  });
}

/** In the cluster primary: answers a worker's request with every live worker's metrics added up. */
export function aggregateWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}
