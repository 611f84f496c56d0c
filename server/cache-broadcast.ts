import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "./db/client";
import { clearLocalSiteCaches, setCacheDropBroadcast } from "./memory-cache";
import { postgresCacheDropChannel } from "./cache-broadcast-postgres";
import { redisCacheDropChannel } from "./cache-broadcast-redis";

/**
 * Several app processes on one PostgreSQL database (decision record 096): a write in one
 * (clearSiteCaches) drops the page, tenancy and other shared caches in all of them, through
 * PostgreSQL's LISTEN/NOTIFY, or Redis publish/subscribe when REDIS_URL is set. Each process
 * names itself in what it sends and ignores its own message (it has dropped its caches already).
 * A burst of drops in one turn of the event loop is sent once.
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
      if (message !== self) clearLocalSiteCaches();
    },
    onResubscribed: () => clearLocalSiteCaches(),
    logger,
  };
  const channel = redisUrl ? await redisCacheDropChannel(redisUrl, options) : await postgresCacheDropChannel(databaseUrl, db, options);
  logger.info({ via: redisUrl ? "redis" : "postgres" }, "cache drops are shared with the other app processes");

  let queued = false;
  setCacheDropBroadcast(() => {
    if (queued) return;
    queued = true;
    setImmediate(() => {
      queued = false;
      channel.publish(self).catch((error: unknown) => {
        logger.error({ err: error }, "could not tell the other app processes to drop their caches");
      });
    });
  });
  return {
    async close() {
      setCacheDropBroadcast(undefined);
      await channel.close();
    },
  };
}
