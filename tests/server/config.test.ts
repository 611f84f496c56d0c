import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config";

describe("environment configuration", () => {
  it("has working defaults for a newcomer: port 3000, main domain localhost, embedded database with demo data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appDomain).toBe("localhost");
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it("does not load demo data into a server database unless asked", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ APP_URL: "not a url" }, "APP_URL"],
    [{ BETTER_AUTH_SECRET: "short" }, "BETTER_AUTH_SECRET"],
    [{ SITE_DNS_TARGET: "sites.condosites.sg, not a host!" }, "SITE_DNS_TARGET"],
    [{ MAP_TILE_URL: "https://tiles.example.sg/tile.png" }, "MAP_TILE_URL"],
    [{ REDIS_URL: "localhost:6379" }, "REDIS_URL"],
    [{ WEB_CONCURRENCY: "all" }, "WEB_CONCURRENCY"],
    [{ WEB_CONCURRENCY: "1.5" }, "WEB_CONCURRENCY: must be a whole number from 1 to 64"],
    [{ WEB_CONCURRENCY: "0" }, "WEB_CONCURRENCY: must be a whole number from 1 to 64"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN: must be at least 32 characters without spaces"],
    [{ METRICS_TOKEN: "a token with spaces in it, long enough to pass" }, "METRICS_TOKEN: must be at least 32 characters without spaces"],
    [{ SHUTDOWN_GRACE_MS: "soon" }, "SHUTDOWN_GRACE_MS: must be a number"],
    [{ SHUTDOWN_GRACE_MS: "-1" }, "SHUTDOWN_GRACE_MS: must be a whole number of milliseconds from 0 to 600000"],
    [{ SHUTDOWN_DRAIN_MS: "1.5" }, "SHUTDOWN_DRAIN_MS: must be a whole number of milliseconds from 0 to 60000"],
  ])("a bad value %o stops the start with a message naming %s", (env, name) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(new RegExp(name));
  });

  it("reads METRICS_TOKEN, and the shutdown's drain and grace times with their defaults", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({}).shutdown).toEqual({ drainMs: 0, graceMs: 10_000 });
    const token = "0123456789abcdef0123456789abcdef";
    expect(loadConfig({ METRICS_TOKEN: token, SHUTDOWN_DRAIN_MS: "3000", SHUTDOWN_GRACE_MS: "20000" })).toMatchObject({
      metricsToken: token,
      shutdown: { drainMs: 3_000, graceMs: 20_000 },
    });
  });

  it("shares cache drops through Redis only when REDIS_URL names a server", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "rediss://:secret@cache.internal:6380/2" }).redisUrl).toBe("rediss://:secret@cache.internal:6380/2");
  });

  it("runs one web process per core on PostgreSQL unless WEB_CONCURRENCY says how many, and one on the embedded database", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db", WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: "3" }).webConcurrency).toBe(1);
  });

  it("site validation's DNS target: none by default, else the listed host names and addresses", () => {
    expect(loadConfig({}).siteDnsTargets).toEqual([]);
    expect(loadConfig({ SITE_DNS_TARGET: "Sites.CondoSites.sg, 203.0.113.10" }).siteDnsTargets).toEqual(["sites.condosites.sg", "203.0.113.10"]);
  });

  it("takes the project map's tiles from OneMap unless MAP_TILE_URL names another provider", () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: "https://www.onemap.gov.sg/maps/tiles/Default/{z}/{x}/{y}.png",
      attribution: "Map © OneMap, Singapore Land Authority",
    });
    const osm = loadConfig({ MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors" });
    expect(osm.map).toEqual({ tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" });
  });

  it("production on a server database requires a real auth secret", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it("keeps uploads under DATA_DIR/uploads unless an S3 bucket is configured", () => {
    expect(loadConfig({ DATA_DIR: "/srv/condo" }).storage).toEqual({ driver: "local", directory: "/srv/condo/uploads" });
  });

  it("S3_* variables select any S3-compatible bucket; path-style addressing by default with a custom endpoint", () => {
    const storage = loadConfig({
      S3_BUCKET: "condo-uploads",
      S3_REGION: "auto",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://files.condosites.sg/",
    }).storage;
    expect(storage).toEqual({
      driver: "s3",
      bucket: "condo-uploads",
      region: "auto",
      endpoint: "https://account.r2.cloudflarestorage.com",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      publicUrl: "https://files.condosites.sg",
      forcePathStyle: true,
    });
  });

  it("on AWS itself: the SDK's credentials chain, the bucket in the host name unless S3_FORCE_PATH_STYLE says otherwise", () => {
    const aws = { S3_BUCKET: "condo", S3_REGION: "ap-southeast-1", S3_PUBLIC_URL: "https://condo.s3.ap-southeast-1.amazonaws.com" };
    expect(loadConfig(aws).storage).toMatchObject({ driver: "s3", credentials: undefined, endpoint: undefined, forcePathStyle: false });
    expect(loadConfig({ ...aws, S3_FORCE_PATH_STYLE: "true" }).storage).toMatchObject({ forcePathStyle: true });
  });

  it.each([
    [{ S3_PUBLIC_URL: "https://files.condosites.sg" }, "S3_BUCKET"],
    [{ S3_BUCKET: "condo" }, "S3_PUBLIC_URL"],
    [{ S3_BUCKET: "condo", S3_PUBLIC_URL: "https://f.sg", S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_BUCKET: "condo", S3_PUBLIC_URL: "files.condosites.sg" }, "S3_PUBLIC_URL"],
    [{ S3_BUCKET: "condo", S3_PUBLIC_URL: "https://f.sg", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
  ])("an incomplete S3 setting %o stops the start naming %s", (env, name) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(new RegExp(`${name}:`));
  });
});
