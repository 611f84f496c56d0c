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
  ])("a bad value %o stops the start with a message naming %s", (env, name) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(new RegExp(name));
  });

  it("production on a server database requires a real auth secret", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" })).toThrow(/BETTER_AUTH_SECRET/);
  });
});
