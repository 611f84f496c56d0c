import net from "node:net";
import tls from "node:tls";
import type { CacheDropChannel, ChannelOptions } from "./cache-broadcast";

export const CACHE_DROP_REDIS_CHANNEL = "condo-sites:cache-drop";
const RECONNECT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Redis publish/subscribe for the cache drop (REDIS_URL, decision record 096): one connection
 * subscribed, reopened every second while lost; one for PUBLISH, reopened on the next drop.
 * The two commands need only a few lines of the Redis protocol, so no client library is added.
 */
export async function redisCacheDropChannel(redisUrl: string, { onMessage, onResubscribed, logger }: ChannelOptions): Promise<CacheDropChannel> {
  const url = new URL(redisUrl);
  let subscriber: RedisConnection | null = null;
  let publisher: Promise<RedisConnection> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const subscribe = async (): Promise<void> => {
    const connection = await RedisConnection.open(url, {
      onMessage: (channel, message) => {
        if (channel === CACHE_DROP_REDIS_CHANNEL) onMessage(message);
      },
      onClose: () => lost(connection),
    });
    await connection.command("SUBSCRIBE", CACHE_DROP_REDIS_CHANNEL);
    if (closed) return connection.close();
    subscriber = connection;
  };

  const lost = (connection: RedisConnection) => {
    if (closed || subscriber !== connection) return;
    subscriber = null;
    logger.warn("cache drop subscriber lost its Redis connection: reconnecting");
    reconnectLater();
  };

  const reconnectLater = () => {
    retry = setTimeout(() => {
      subscribe()
        .then(() => {
          if (closed) return;
          logger.info("cache drop subscriber reconnected");
          onResubscribed();
        })
        .catch(() => reconnectLater());
    }, RECONNECT_MS);
    retry.unref();
  };

  try {
    await subscribe();
  } catch (error) {
    logger.error({ err: error }, "cache drop subscriber could not reach Redis: retrying every second");
    reconnectLater();
  }

  return {
    async publish(message) {
      publisher ??= RedisConnection.open(url, { onClose: () => (publisher = null) });
      const connection = await publisher.catch((error: unknown) => {
        publisher = null;
        throw error;
      });
      await connection.command("PUBLISH", CACHE_DROP_REDIS_CHANNEL, message);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      subscriber?.close();
      subscriber = null;
      const open = publisher;
      publisher = null;
      (await open?.catch(() => null))?.close();
    },
  };
}

type Reply = string | number | null | Reply[];

/** One Redis connection: commands answered in order; pushed `message`s go to onMessage. */
class RedisConnection {
  private pending: { resolve(reply: Reply): void; reject(error: Error): void }[] = [];
  private buffer = Buffer.alloc(0);

  private constructor(
    private socket: net.Socket,
    private handlers: { onMessage?(channel: string, message: string): void; onClose(): void },
  ) {
    socket.on("data", (chunk: Buffer) => this.receive(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      for (const waiting of this.pending.splice(0)) waiting.reject(new Error("Redis connection closed"));
      handlers.onClose();
    });
  }

  static async open(url: URL, handlers: { onMessage?(channel: string, message: string): void; onClose(): void }): Promise<RedisConnection> {
    const port = Number(url.port || 6379);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const socket = await new Promise<net.Socket>((resolve, reject) => {
      const connected = url.protocol === "rediss:" ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
      const timer = setTimeout(() => connected.destroy(new Error(`Redis did not answer within ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS);
      connected.once(url.protocol === "rediss:" ? "secureConnect" : "connect", () => {
        clearTimeout(timer);
        connected.removeListener("error", reject);
        resolve(connected);
      });
      connected.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    socket.setKeepAlive(true, 30_000);
    const connection = new RedisConnection(socket, handlers);
    try {
      const password = decodeURIComponent(url.password);
      if (password) await connection.command("AUTH", ...(url.username ? [decodeURIComponent(url.username)] : []), password);
      const database = url.pathname.slice(1);
      if (database) await connection.command("SELECT", database);
    } catch (error) {
      connection.close();
      throw error;
    }
    return connection;
  }

  command(...args: string[]): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      const parts = args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`);
      this.socket.write(`*${args.length}\r\n${parts.join("")}`);
    });
  }

  close(): void {
    this.socket.end();
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      let parsed: ReturnType<typeof parseReply>;
      try {
        parsed = parseReply(this.buffer, 0);
      } catch (error) {
        // Not Redis speaking: the connection is dropped (and, for the subscriber, opened again).
        this.socket.destroy(error as Error);
        return;
      }
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.next);
      const { reply } = parsed;
      if (Array.isArray(reply) && reply[0] === "message" && this.handlers.onMessage) {
        this.handlers.onMessage(String(reply[1]), String(reply[2]));
        continue;
      }
      const waiting = this.pending.shift();
      if (reply instanceof RedisError) waiting?.reject(reply);
      else waiting?.resolve(reply);
    }
  }
}

class RedisError extends Error {}

/** One RESP2 value from `offset`, or null when the buffer does not hold all of it yet. */
function parseReply(buffer: Buffer, offset: number): { reply: Reply | RedisError; next: number } | null {
  const lineEnd = buffer.indexOf("\r\n", offset);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buffer[offset]);
  const line = buffer.toString("utf8", offset + 1, lineEnd);
  const afterLine = lineEnd + 2;
  switch (type) {
    case "+":
      return { reply: line, next: afterLine };
    case "-":
      return { reply: new RedisError(line), next: afterLine };
    case ":":
      return { reply: Number(line), next: afterLine };
    case "$": {
      const length = Number(line);
      if (length < 0) return { reply: null, next: afterLine };
      if (buffer.length < afterLine + length + 2) return null;
      return { reply: buffer.toString("utf8", afterLine, afterLine + length), next: afterLine + length + 2 };
    }
    case "*": {
      const count = Number(line);
      if (count < 0) return { reply: null, next: afterLine };
      const items: Reply[] = [];
      let next = afterLine;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buffer, next);
        if (!item) return null;
        items.push(item.reply instanceof RedisError ? item.reply.message : item.reply);
        next = item.next;
      }
      return { reply: items, next };
    }
    default:
      throw new Error(`unexpected Redis reply type ${JSON.stringify(type)}`);
  }
}
