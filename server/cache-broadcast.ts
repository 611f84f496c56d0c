import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "./db/client";
import { clearLocalCaches, dropCachedLocally, setCacheClearBroadcast, setCacheDropBroadcast } from "./memory-cache";
import { postgresCacheDropChannel } from "./cache-broadcast-postgres";
import { redisCacheDropChannel } from "./cache-broadcast-redis";

/**
 * Several app processes on one PostgreSQL database (decision record 096): a write in one
 * (dropCached) drops the entries with the same tags in all of them, through PostgreSQL's
 * LISTEN/NOTIFY, or Redis publish/subscribe when REDIS_URL is set. Each process names itself in
 * what it sends and ignores its own message (it has dropped its entries already). The drops of
 * one turn of the event loop go out as one message; one too long for a notification, or an
 * administrator's 'Clear page caches' (dropEverything), says "everything" (decision record 127).
 */
export interface CacheDropChannel {
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

export interface ChannelOptions {
  /** Each message from another process (and this one's own). */
  onMessage(message: string): void;
  /** The subscription was lost and is back: drops sent meanwhile were missed. */
  onResubscribed(): void;
  logger: Logger;
}

export interface CacheBroadcast {
  close(): Promise<void>;
}

export async function startCacheBroadcast({
  databaseUrl,
  redisUrl,
  db,
  logger,
}: {
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  db: Database;
  logger: Logger;
}): Promise<CacheBroadcast | null> {
  // The embedded database has one process: there is nobody to tell.
  if (!databaseUrl) return null;
  const self = randomUUID();
  const options: ChannelOptions = {
    onMessage: (message) => {
      const drop = readDropMessage(message);
      if (!drop || drop.from === self) return;
      if (drop.tags) dropCachedLocally(drop.tags);
      else clearLocalCaches();
    },
    onResubscribed: () => clearLocalCaches(),
    logger,
  };
  const channel = redisUrl ? await redisCacheDropChannel(redisUrl, options) : await postgresCacheDropChannel(databaseUrl, db, options);
  logger.info({ via: redisUrl ? "redis" : "postgres" }, "cache drops are shared with the other app processes");

  // What this turn of the event loop dropped: some tags, or everything (dropEverything).
  let queued: Set<string> | "everything" | null = null;
  const announce = (tags: readonly string[] | "everything") => {
    if (queued === null) {
      setImmediate(() => {
        const message = queued === "everything" ? everythingMessage(self) : dropMessage(self, [...queued!]);
        queued = null;
        channel.publish(message).catch((error: unknown) => {
          logger.error({ err: error }, "could not tell the other app processes to drop their caches");
        });
      });
      queued = tags === "everything" ? "everything" : new Set(tags);
    } else if (queued !== "everything") {
      if (tags === "everything") queued = "everything";
      else for (const tag of tags) queued.add(tag);
    }
  };
  setCacheDropBroadcast((tags) => announce(tags));
  setCacheClearBroadcast(() => announce("everything"));
  return {
    async close() {
      setCacheDropBroadcast(undefined);
      setCacheClearBroadcast(undefined);
      await channel.close();
    },
  };
}

/** PostgreSQL's notifications carry up to 8,000 bytes. */
const MAX_MESSAGE_LENGTH = 7_500;

interface DropMessage {
  from: string;
  /** The tags to drop; absent: everything. */
  tags?: string[];
}

export function dropMessage(from: string, tags: string[]): string {
  const message = JSON.stringify({ from, tags } satisfies DropMessage);
  return message.length <= MAX_MESSAGE_LENGTH ? message : JSON.stringify({ from } satisfies DropMessage);
}

/** The message of dropEverything(): one without tags. */
function everythingMessage(from: string): string {
  return JSON.stringify({ from } satisfies DropMessage);
}

function readDropMessage(message: string): DropMessage | null {
  try {
    const parsed = JSON.parse(message) as Partial<DropMessage>;
    if (typeof parsed.from !== "string") return null;
    return { from: parsed.from, tags: Array.isArray(parsed.tags) ? parsed.tags.filter((tag) => typeof tag === "string") : undefined };
  } catch {
    return null;
  }
}
