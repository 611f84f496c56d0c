/**
 * Small in-process TTL caches. They live in a registry on globalThis because the Express entry
 * and the React Router server bundle each load their own copy of this module; both must see
 * (and invalidate) the same entries.
 */
type Entry<V> = { value: V; expiresAt: number };

const registryKey = Symbol.for("condo-sites.memory-caches");
const registry: Map<string, TtlCache<unknown>> = ((
  globalThis as Record<symbol, unknown>
)[registryKey] ??= new Map()) as Map<string, TtlCache<unknown>>;

export class TtlCache<V> {
  private entries = new Map<string, Entry<V>>();
  /** Counts clear()s: a load that began before a drop must not put back what it read. */
  private clears = 0;
  constructor(
    private ttlMs: number,
    private maxEntries = 5000,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  /** The cached value, or the loaded one, kept unless `keep` says not to (or a drop came meanwhile). */
  async getOrLoad(
    key: string,
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && keep(value)) this.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
    this.clears++;
  }

  /** Changes with every clear(): a value loaded across a clear may be stale and is not kept. */
  get generation(): number {
    return this.clears;
  }
}

/** The named cache, created on first use with its time to live (and optionally a size bound). */
export function sharedCache<V>(
  name: string,
  ttlMs: number,
  maxEntries?: number,
): TtlCache<V> {
  let cache = registry.get(name);
  if (!cache) {
    cache = new TtlCache<unknown>(ttlMs, maxEntries);
    registry.set(name, cache);
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
 * Where a drop is told to the other app processes (server/cache-broadcast.ts), when there are
 * any: kept on globalThis like the registry, so a service in the React Router bundle reaches it.
 */
const broadcastKey = Symbol.for("condo-sites.cache-drop-broadcast");
const broadcast = ((globalThis as Record<symbol, unknown>)[broadcastKey] ??= {
  send: undefined,
}) as { send: (() => void) | undefined };

/**
 * Drops every cached site context, indexing answer and public page (after a write), here and
 * in every other process of this installation: the one call every write makes.
 */
export function clearSiteCaches(): void {
  clearLocalSiteCaches();
  broadcast.send?.();
}

/** Drops this process's caches only: what a drop announced by another process does. */
export function clearLocalSiteCaches(): void {
  for (const cache of registry.values()) cache.clear();
}

/** Sets (or with undefined removes) how clearSiteCaches() tells the other processes. */
export function setCacheDropBroadcast(send: (() => void) | undefined): void {
  broadcast.send = send;
}
