import { z } from "zod";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";

/** The project map's tiles: Singapore Land Authority's OneMap basemap unless MAP_TILE_URL names another (decision record 043). */
const ONEMAP_TILE_URL = "https://www.onemap.gov.sg/maps/tiles/Default/{z}/{x}/{y}.png";
const ONEMAP_ATTRIBUTION = "Map © OneMap, Singapore Land Authority";

const booleanString = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

/**
 * TRUST_PROXY (decision record 087): what Express's `trust proxy` takes, never "trust everyone".
 * Off by default; a number is how many proxies stand in front; otherwise the proxies' addresses
 * or subnets (or loopback, linklocal, uniquelocal). 'true' means one proxy.
 */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}

export type TrustProxy = false | number | string[];

const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === "false" || lower === "0" || lower === "") return false;
    if (lower === "true") return 1;
    if (/^\d+$/.test(lower)) return Number(lower);
    const entries = lower.split(",").map((entry) => entry.trim()).filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: "custom",
      message: "must be false, a number of proxies (1), or proxy addresses or subnets such as 10.0.0.0/8,loopback",
    });
    return z.NEVER;
  });

const hostList = z
  .string()
  .transform((v) => v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean));

const s3Variables = z.object({
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be a full URL such as https://s3.example.com" }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be a full URL such as https://cdn.condosites.sg" }).optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
});

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    APP_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, { error: "must be a bare host name such as condosites.sg" })
      .default("localhost"),
    APP_URL: z.url({ error: "must be a full URL such as https://condosites.sg" }).optional(),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
      .optional(),
    SEED_DEMO: booleanString.optional(),
    BETTER_AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, { error: "must start with smtp:// or smtps://" }).optional(),
    MAIL_FROM: z.string().default("Condo Sites <no-reply@localhost>"),
    TRUST_PROXY: trustProxySetting.default(false),
    DEV_HOSTS: hostList.default(["preview", "staging"]),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^/]/, { error: "must start with redis:// or rediss://" })
      .optional(),
    ENQUIRIES_PER_VISITOR: z.coerce.number({ error: "must be a number" }).int().min(1).default(5),
    /** Days a raw page view or click is kept before only its daily rollup remains (decision record 153). */
    /** "off" counts no visit or click (the bench's comparison, or a site that wants none); the dashboards keep what was counted. */
    SITE_ANALYTICS: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
    SITE_ANALYTICS_RAW_DAYS: z.coerce.number({ error: "must be a number" }).int().min(1).max(400).default(90),
    RENDER_TIME_LIMIT_MS: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number of milliseconds from 100 to 120000" })
      .min(100, { error: "must be a whole number of milliseconds from 100 to 120000" })
      .max(120_000, { error: "must be a whole number of milliseconds from 100 to 120000" })
      .default(10_000),
    WEB_CONCURRENCY: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number from 1 to 64" })
      .min(1, { error: "must be a whole number from 1 to 64" })
      .max(64, { error: "must be a whole number from 1 to 64" })
      .default(availableParallelism()),
    SITE_DNS_TARGET: hostList
      .refine((hosts) => hosts.every((host) => /^[a-z0-9.:-]+$/.test(host)), {
        error: "must be host names or IP addresses separated by commas",
      })
      .default([]),
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/, { error: "must be an http(s) tile address with {z}, {x} and {y}" })
      .default(ONEMAP_TILE_URL),
    MAP_TILE_ATTRIBUTION: z.string().default(ONEMAP_ATTRIBUTION),
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{32,}$/, { error: "must be at least 32 characters without spaces, such as the output of `openssl rand -hex 32`" })
      .optional(),
    SHUTDOWN_GRACE_MS: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number of milliseconds from 0 to 600000" })
      .min(0, { error: "must be a whole number of milliseconds from 0 to 600000" })
      .max(600_000, { error: "must be a whole number of milliseconds from 0 to 600000" })
      .default(10_000),
    SHUTDOWN_DRAIN_MS: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number of milliseconds from 0 to 60000" })
      .min(0, { error: "must be a whole number of milliseconds from 0 to 60000" })
      .max(60_000, { error: "must be a whole number of milliseconds from 0 to 60000" })
      .default(0),
    ...s3Variables.shape,
  })
  .superRefine((env, ctx) => {
    const s3Set = Object.entries(env).some(([name, value]) => name.startsWith("S3_") && name !== "S3_REGION" && value !== undefined);
    if (s3Set && !env.S3_BUCKET) ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "required when other S3_ variables are set" });
    if (env.S3_BUCKET && !env.S3_PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["S3_PUBLIC_URL"], message: "required with S3_BUCKET: the address the bucket's files are read from" });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({ code: "custom", path: ["S3_SECRET_ACCESS_KEY"], message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together" });
    }
  })
  .transform((env) => {
    const production = env.NODE_ENV === "production";
    const appUrl = (env.APP_URL ?? `http://${env.APP_DOMAIN}:${env.PORT}`).replace(/\/+$/, "");
    return {
      production,
      port: env.PORT,
      host: env.HOST,
      appDomain: env.APP_DOMAIN.toLowerCase().replace(/^www\./, ""),
      appUrl,
      dataDir: path.resolve(env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
      authSecret: env.BETTER_AUTH_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      trustProxy: env.TRUST_PROXY,
      devHostMarkers: env.DEV_HOSTS,
      logLevel: env.LOG_LEVEL,
      enquiriesPerVisitor: env.ENQUIRIES_PER_VISITOR,
      siteAnalytics: env.SITE_ANALYTICS === "on",
      siteAnalyticsRawDays: env.SITE_ANALYTICS_RAW_DAYS,
      renderTimeLimitMs: env.RENDER_TIME_LIMIT_MS,
      // The embedded database is one process's files: it has one web process (decision record 126).
      webConcurrency: env.DATABASE_URL ? env.WEB_CONCURRENCY : 1,
      storage: storageConfig(env, path.resolve(env.DATA_DIR)),
      siteDnsTargets: env.SITE_DNS_TARGET,
      map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
      metricsToken: env.METRICS_TOKEN,
      shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS, graceMs: env.SHUTDOWN_GRACE_MS },
    };
  });

type S3Variables = z.output<typeof s3Variables>;

export type StorageConfig =
  | { driver: "local"; directory: string }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      /** Without a key pair the AWS SDK's own chain applies (instance role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      publicUrl: string;
      forcePathStyle: boolean;
    };

function storageConfig(env: S3Variables, dataDir: string): StorageConfig {
  if (!env.S3_BUCKET || !env.S3_PUBLIC_URL) return { driver: "local", directory: path.join(dataDir, "uploads") };
  return {
    driver: "s3",
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL.replace(/\/+$/, ""),
    // Most S3-compatible servers (MinIO, Ceph, R2) answer on the path; AWS wants the bucket in the host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  };
}

export type Config = z.output<typeof environmentSchema>;

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad value stops the start with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const emptyAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = environmentSchema.safeParse(emptyAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (parsed.data.production && !parsed.data.authSecret && parsed.data.databaseUrl) {
    throw new ConfigError(
      "Invalid environment:\n  BETTER_AUTH_SECRET: required in production with DATABASE_URL (32+ characters)",
    );
  }
  return parsed.data;
}
