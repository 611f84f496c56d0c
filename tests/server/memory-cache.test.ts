import { describe, expect, it } from "vitest";
import { databaseScope, TtlCache } from "#server/memory-cache";

describe("the in-process caches", () => {
  it("do not keep what a load read before a drop that came while it ran", async () => {
    const cache = new TtlCache<string>(60_000);
    let finish!: (value: string) => void;
    const loading = cache.getOrLoad("project", () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish("before the write");
    expect(await loading).toBe("before the write");
    expect(cache.get("project")).toBeUndefined();
    expect(await cache.getOrLoad("project", async () => "after the write")).toBe("after the write");
    expect(cache.get("project")).toBe("after the write");
  });

  it("keep a loaded value only when it is worth keeping", async () => {
    const cache = new TtlCache<string | null>(60_000);
    expect(await cache.getOrLoad("missing", async () => null, (value) => value !== null)).toBeNull();
    expect(cache.get("missing")).toBeUndefined();
  });

  it("give each database handle its own scope, the same every time", () => {
    const one = {};
    const other = {};
    expect(databaseScope(one)).toBe(databaseScope(one));
    expect(databaseScope(one)).not.toBe(databaseScope(other));
  });
});
