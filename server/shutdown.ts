import type { RequestListener, Server } from "node:http";
import type { Logger } from "pino";

/**
 * A web process's end on SIGTERM or SIGINT (decision record 131): /readyz answers 503 at once
 * (server/health-endpoints.ts), every answer from then on closes its connection, the listener
 * stays open SHUTDOWN_DRAIN_MS more for a load balancer to notice, then closes (new connections
 * are refused) with its idle keep-alive connections; the requests in flight get SHUTDOWN_GRACE_MS
 * to finish. Exit 0 once they have and the database is closed, 1 if the time runs out first.
 */
let shuttingDown = false;

/** True from the shutdown signal on: the process is going and takes no new work. */
export function isShuttingDown(): boolean {
  return shuttingDown;
}

/** The request listener with `Connection: close` on every answer once the process is going. */
export function closingConnectionsOnShutdown(listener: RequestListener): RequestListener {
  return (req, res) => {
    if (shuttingDown) res.setHeader("Connection", "close");
    listener(req, res);
  };
}

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** How long the listener stays open after the signal, answering /readyz with 503. */
  drainMs: number;
  /** How long the requests in flight get once the listener is closed. */
  graceMs: number;
  /** Stops timers; called at the signal. */
  stopWork?: () => void;
  /** Closes what the requests used (the database), once they have all ended. */
  release?: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * The shutdown, run once however many signals arrive: a terminal's Ctrl+C reaches a cluster
 * worker twice, from the terminal and from the primary.
 */
export function gracefulShutdown({ server, logger, drainMs, graceMs, stopWork = () => {}, release = async () => {}, exit = (code) => process.exit(code) }: ShutdownOptions): (signal: string) => void {
  let began = false;
  return (signal) => {
    if (began) return;
    began = true;
    shuttingDown = true;
    logger.info({ signal, drainMs, graceMs }, "shutting down");
    stopWork();
    const close = () => {
      server.close(() => {
        release().then(
          () => exit(0),
          (error: unknown) => {
            logger.error({ err: error }, "shutdown: closing the database failed");
            exit(1);
          },
        );
      });
      server.closeIdleConnections();
      logger.info("shutdown: no new connections; waiting for the requests in flight");
      setTimeout(() => {
        server.getConnections((_error, open) => {
          logger.error({ graceMs, openConnections: open }, "shutdown: requests still open after the grace time");
          exit(1);
        });
      }, graceMs).unref();
    };
    if (drainMs > 0) setTimeout(close, drainMs);
    else close();
  };
}
