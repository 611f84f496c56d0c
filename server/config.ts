import { z } from "zod";
import path from "node:path";

const booleanString = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

const hostList = z
  .string()
  .transform((v) => v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean));

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
    TRUST_PROXY: booleanString.default(false),
    DEV_HOSTS: hostList.default(["preview", "staging"]),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    REDIS_URL: z.string().optional(),
    AUTH_SIGN_IN_PER_MINUTE: z.coerce.number({ error: "must be a number" }).int().min(1).default(10),
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
      seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
      authSecret: env.BETTER_AUTH_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      trustProxy: env.TRUST_PROXY,
      devHostMarkers: env.DEV_HOSTS,
      logLevel: env.LOG_LEVEL,
      signInPerMinute: env.AUTH_SIGN_IN_PER_MINUTE,
    };
  });

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
