import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Small in-process TTL caches whose entries carry tags: what the cached value shows (a site, a
 * project, a site's posts; server/cache-tags.ts). A write drops the entries tagged with what it
 * changed, in every cache and every process (dropCached), and nothing else (decision record 127).
 *
 * They live in a registry on globalThis because the Express entry and the React Router server
 * bundle each load their own copy of this module; both must see (and drop) the same entries.
 */
type Entry<V> = { value: V; expiresAt: number; tags: readonly string[]; weight: number };

interface Registry {
  caches: Map<string, TtlCache<unknown>>;
  /** Counts drops in this process: a value loaded across a drop may show what changed, and is not kept. */
  drops: number;
  /** The tags of everything a page read while it rendered (server/page-cache.ts). */
  pageTags: AsyncLocalStorage<Set<string>>;
  /** How a drop is told to the other app processes (server/cache-broadcast.ts), when there are any. */
  broadcast: ((tags: readonly string[]) => void) | undefined;
  /** How dropEverything() is told to them. */
  broadcastEverything?: (() => void) | undefined;
}

const registryKey = Symbol.for("condo-sites.memory-caches");
const registry: Registry = ((globalThis as Record<symbol, unknown>)[registryKey] ??= {
  caches: new Map(),
  drops: 0,
  pageTags: new AsyncLocalStorage<Set<string>>(),
  broadcast: undefined,
}) as Registry;

export interface TtlCacheOptions<V> {
  /** At most this many entries; the oldest goes first. */
  maxEntries?: number;
  /** With `weigh`: at most this much weight (bytes, say) in all; the oldest entries go first. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

export class TtlCache<V> {
  private entries = new Map<string, Entry<V>>();
  private weight = 0;
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private readonly weigh: ((value: V) => number) | undefined;

  constructor(
    private ttlMs: number,
    options: number | TtlCacheOptions<V> = {},
  ) {
    const { maxEntries = 5000, maxWeight = Number.POSITIVE_INFINITY, weigh } = typeof options === "number" ? { maxEntries: options } : options;
    this.maxEntries = maxEntries;
    this.maxWeight = maxWeight;
    this.weigh = weigh;
  }

  /** The live value, and its tags added to the page being rendered, if any. */
  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.delete(key, hit);
      return undefined;
    }
    tagCurrentPage(...hit.tags);
    return hit.value;
  }

  /** Kept for the cache's time to live, or only until `notAfter` (ms) when that comes first. */
  set(key: string, value: V, tags: readonly string[] = [], now = Date.now(), notAfter = Number.POSITIVE_INFINITY): void {
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    const weight = this.weigh?.(value) ?? 0;
    if (weight > this.maxWeight) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.weight + weight > this.maxWeight)) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.delete(oldestKey, oldest);
    }
    this.entries.set(key, { value, expiresAt: Math.min(now + this.ttlMs, notAfter), tags, weight });
    this.weight += weight;
    tagCurrentPage(...tags);
  }

  /**
   * The cached value, or the loaded one with its tags, kept unless `keep` says not to or a drop
   * came while it loaded.
   */
  async getOrLoad(
    key: string,
    load: () => Promise<V>,
    { keep = () => true, tags = () => [] }: { keep?: (value: V) => boolean; tags?: (value: V) => readonly string[] } = {},
  ): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const drops = registry.drops;
    const value = await load();
    const valueTags = tags(value);
    if (drops === registry.drops && keep(value)) this.set(key, value, valueTags);
    else tagCurrentPage(...valueTags);
    return value;
  }

  /** Drops the entries carrying any of these tags; how many it dropped. */
  drop(tags: ReadonlySet<string>): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.has(tag))) {
        this.delete(key, entry);
        dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}

/** The named cache, created on first use with its time to live (and optionally bounds). */
export function sharedCache<V>(name: string, ttlMs: number, options?: number | TtlCacheOptions<V>): TtlCache<V> {
  let cache = registry.caches.get(name);
  if (!cache) {
    cache = new TtlCache<unknown>(ttlMs, options as TtlCacheOptions<unknown>);
    registry.caches.set(name, cache);
  }
  return cache as TtlCache<V>;
}

// On globalThis for the reason the registry is: both copies of this module must agree.
const scopesKey = Symbol.for("condo-sites.database-scopes");
const scopes = ((globalThis as Record<symbol, unknown>)[scopesKey] ??= {
  ids: new WeakMap<object, number>(),
  next: 1,
}) as {
  ids: WeakMap<object, number>;
  next: number;
};

/**
 * A number for each database handle, for the keys of a cache of what was read from it: tests
 * open many databases in one process, and one database's rows must never answer for another's.
 */
export function databaseScope(db: object): number {
  let id = scopes.ids.get(db);
  if (id === undefined) {
    id = scopes.next++;
    scopes.ids.set(db, id);
  }
  return id;
}

/**
 * After a write's commit: drops every cached entry (site context, list, page) tagged with what the
 * write changed, here and in every other process of this installation.
 */
export function dropCached(...tags: string[]): void {
  if (tags.length === 0) return;
  dropCachedLocally(tags);
  registry.broadcast?.(tags);
}

/** Drops this process's entries only: what a drop announced by another process does. Returns how many. */
export function dropCachedLocally(tags: readonly string[]): number {
  registry.drops++;
  const set = new Set(tags);
  let dropped = 0;
  for (const cache of registry.caches.values()) dropped += cache.drop(set);
  return dropped;
}

/** Empties this process's caches: after its subscription to other processes' drops was lost a while. */
export function clearLocalCaches(): void {
  registry.drops++;
  for (const cache of registry.caches.values()) cache.clear();
}

/**
 * Drops every cached entry of every cache, here and in every other process: the administrators'
 * 'Clear page caches' only. A write drops the tags of what it changed instead (dropCached).
 */
export function dropEverything(): void {
  clearLocalCaches();
  registry.broadcastEverything?.();
}

/** The number of drops so far in this process: a page rendered across one is not stored. */
export function dropCount(): number {
  return registry.drops;
}

/** Sets (or with undefined removes) how dropCached() tells the other processes. */
export function setCacheDropBroadcast(send: ((tags: readonly string[]) => void) | undefined): void {
  registry.broadcast = send;
}

/** Sets (or with undefined removes) how dropEverything() tells the other processes. */
export function setCacheClearBroadcast(send: (() => void) | undefined): void {
  registry.broadcastEverything = send;
}

/** Runs `render` collecting the tags of what it reads (cached or tagged with tagCurrentPage). */
export function collectPageTags<T>(tags: Set<string>, render: () => T): T {
  return registry.pageTags.run(tags, render);
}

/** Adds tags to the page being rendered, when there is one: for what a page reads without a cache. */
export function tagCurrentPage(...tags: readonly string[]): void {
  const current = registry.pageTags.getStore();
  if (current) for (const tag of tags) current.add(tag);
}
