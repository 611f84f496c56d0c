import { afterEach, describe, expect, it } from "vitest";
import {
  collectPageTags,
  databaseScope,
  dropCached,
  dropCachedLocally,
  dropEverything,
  setCacheClearBroadcast,
  setCacheDropBroadcast,
  sharedCache,
  tagCurrentPage,
  TtlCache,
} from "#server/memory-cache";

afterEach(() => {
  setCacheDropBroadcast(undefined);
  setCacheClearBroadcast(undefined);
});

describe("the in-process caches", () => {
  it("do not keep what a load read before a drop that came while it ran", async () => {
    const cache = new TtlCache<string>(60_000);
    let finish!: (value: string) => void;
    const loading = cache.getOrLoad("project", () => new Promise((resolve) => (finish = resolve)), { tags: () => ["project:1"] });
    dropCached("project:1");
    finish("before the write");
    expect(await loading).toBe("before the write");
    expect(cache.get("project")).toBeUndefined();
    expect(await cache.getOrLoad("project", async () => "after the write", { tags: () => ["project:1"] })).toBe("after the write");
    expect(cache.get("project")).toBe("after the write");
  });

  it("keep a loaded value only when it is worth keeping", async () => {
    const cache = new TtlCache<string | null>(60_000);
    expect(await cache.getOrLoad("missing", async () => null, { keep: (value) => value !== null })).toBeNull();
    expect(cache.get("missing")).toBeUndefined();
  });

  it("give each database handle its own scope, the same every time", () => {
    const one = {};
    const other = {};
    expect(databaseScope(one)).toBe(databaseScope(one));
    expect(databaseScope(one)).not.toBe(databaseScope(other));
  });
});

describe("tags, weights and drops (decision record 127)", () => {
  it("a drop takes the entries carrying any of its tags, in every named cache, and leaves the rest", () => {
    const sites = sharedCache<string>("memory-cache-test-sites", 60_000);
    const pages = sharedCache<string>("memory-cache-test-pages", 60_000);
    sites.set("a.example.sg", "site A", ["site:a", "host:a.example.sg"]);
    sites.set("b.example.sg", "site B", ["site:b", "host:b.example.sg"]);
    pages.set("a.example.sg/about", "about A", ["site:a"]);
    pages.set("b.example.sg/about", "about B", ["site:b"]);
    pages.set("untagged", "kept until it expires");

    expect(dropCachedLocally(["site:a", "project:none"])).toBe(2);
    expect(sites.get("a.example.sg")).toBeUndefined();
    expect(pages.get("a.example.sg/about")).toBeUndefined();
    expect(sites.get("b.example.sg")).toBe("site B");
    expect(pages.get("b.example.sg/about")).toBe("about B");
    expect(pages.get("untagged")).toBe("kept until it expires");

    expect(dropCachedLocally(["host:b.example.sg"])).toBe(1);
    expect(sites.get("b.example.sg")).toBeUndefined();
    expect(pages.get("b.example.sg/about")).toBe("about B");
    sites.clear();
    pages.clear();
  });

  it("dropCached tells the other processes the tags; dropEverything tells them everything", () => {
    const told: (readonly string[] | "everything")[] = [];
    setCacheDropBroadcast((tags) => told.push(tags));
    setCacheClearBroadcast(() => told.push("everything"));
    const cache = sharedCache<string>("memory-cache-test-everything", 60_000);
    cache.set("one", "1", ["site:one"]);
    cache.set("two", "2", ["site:two"]);

    dropCached();
    expect(told).toEqual([]);
    dropCached("site:one");
    expect(cache.get("two")).toBe("2");
    dropEverything();
    expect(cache.get("two")).toBeUndefined();
    expect(told).toEqual([["site:one"], "everything"]);
  });

  it("a bound on weight lets the oldest entries go first, and a value heavier than the bound is not kept", () => {
    const cache = new TtlCache<string>(60_000, { maxWeight: 10, weigh: (value) => value.length });
    cache.set("first", "aaaa");
    cache.set("second", "bbbb");
    cache.set("third", "cccc");
    expect(cache.get("first")).toBeUndefined();
    expect([cache.get("second"), cache.get("third")]).toEqual(["bbbb", "cccc"]);
    // Replacing an entry gives back its weight first.
    cache.set("third", "cc");
    cache.set("fourth", "dddd");
    expect([cache.get("second"), cache.get("third"), cache.get("fourth")]).toEqual(["bbbb", "cc", "dddd"]);
    cache.set("huge", "x".repeat(11));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.size).toBe(3);
    // A drop gives back the weight of what it took.
    expect(cache.drop(new Set(["nothing"]))).toBe(0);
    cache.set("tagged", "eeee", ["site:e"]);
    expect(cache.get("second")).toBeUndefined();
    expect(cache.drop(new Set(["site:e"]))).toBe(1);
    cache.set("fifth", "ffff");
    expect([cache.get("third"), cache.get("fourth"), cache.get("fifth")]).toEqual(["cc", "dddd", "ffff"]);
  });

  it("an expired entry is gone, whatever its tags", () => {
    const cache = new TtlCache<string>(1_000);
    cache.set("site", "old", ["site:x"], 0);
    expect(cache.get("site", 999)).toBe("old");
    expect(cache.get("site", 1_000)).toBeUndefined();
  });
});

describe("the tags of a page (collectPageTags)", () => {
  it("a cached read inside a page collects its entry's tags, on a miss, on a hit and when not kept", async () => {
    const cache = new TtlCache<string | null>(60_000);
    const load = () => cache.getOrLoad("project-a", async () => "Project A", { tags: () => ["project:a", "project-options"] });

    const missed = new Set<string>();
    expect(await collectPageTags(missed, load)).toBe("Project A");
    expect([...missed]).toEqual(["project:a", "project-options"]);

    const hit = new Set<string>();
    expect(await collectPageTags(hit, load)).toBe("Project A");
    expect([...hit]).toEqual(["project:a", "project-options"]);

    const notKept = new Set<string>();
    await collectPageTags(notKept, () => cache.getOrLoad("missing", async () => null, { keep: (value) => value !== null, tags: () => ["project-lists"] }));
    expect(cache.get("missing")).toBeUndefined();
    expect([...notKept]).toEqual(["project-lists"]);
  });

  it("an uncached read tags the page it renders, and only that page", async () => {
    const one = new Set<string>();
    const other = new Set<string>();
    await Promise.all([
      collectPageTags(one, async () => {
        await Promise.resolve();
        tagCurrentPage("posts:master");
      }),
      collectPageTags(other, async () => {
        tagCurrentPage("site:b");
      }),
    ]);
    expect([...one]).toEqual(["posts:master"]);
    expect([...other]).toEqual(["site:b"]);
    // Outside a page it is nothing.
    expect(() => tagCurrentPage("site:none")).not.toThrow();
  });
});
