import { sql } from "drizzle-orm";
import pg from "pg";
import type { CacheDropChannel, ChannelOptions } from "./cache-broadcast";
import type { Database } from "./db/client";

export const CACHE_DROP_CHANNEL = "condo_sites_cache_drop";
const RECONNECT_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries); NOTIFY through
 * the app's pool. A lost listening connection is opened again every second until it answers.
 */
export async function postgresCacheDropChannel(url: string, db: Database, { onMessage, onResubscribed, logger }: ChannelOptions): Promise<CacheDropChannel> {
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client.on("notification", (notification) => {
      if (notification.channel === CACHE_DROP_CHANNEL) onMessage(notification.payload ?? "");
    });
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_DROP_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (closed || listener !== client) return;
    listener = null;
    logger.warn({ err: error }, "cache drop listener lost its database connection: reconnecting");
    client.end().catch(() => undefined);
    reconnectLater();
  };

  const reconnectLater = () => {
    retry = setTimeout(() => {
      listen()
        .then(() => {
          if (closed) return;
          logger.info("cache drop listener reconnected");
          onResubscribed();
        })
        .catch(() => reconnectLater());
    }, RECONNECT_MS);
    retry.unref();
  };

  try {
    await listen();
  } catch (error) {
    logger.error({ err: error }, "cache drop listener could not connect: retrying every second");
    reconnectLater();
  }

  return {
    async publish(message) {
      await db.execute(sql`select pg_notify(${CACHE_DROP_CHANNEL}, ${message})`);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end();
    },
  };
}
