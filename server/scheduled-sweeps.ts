import type { Logger } from "pino";
import type { Database } from "./db/client";
import { sweepOldOgImages } from "./og-image/og-image";
import { sweepUnusedUploads } from "./services/unused-uploads";
import type { Storage } from "./storage";

const FIRST_SWEEP_AFTER_MS = 60_000;
const SWEEP_EVERY_MS = 24 * 60 * 60_000;

/**
 * Sweeps storage for uploads of every kind nothing refers to (decision record 106), and the
 * link-preview cards' folder for old versions: a minute after start, then daily. Several
 * processes may each sweep: removing a removed file is harmless. Returns what stops the timers.
 */
export function startScheduledSweeps({ db, storage, logger, ogImageDirectory }: { db: Database; storage: Storage; logger: Logger; ogImageDirectory: string }): () => void {
  const sweep = async () => {
    try {
      const { removed, failed } = await sweepUnusedUploads({ db, storage });
      if (removed > 0 || failed > 0) logger.info({ removed, failed }, "unused uploads removed from storage");
    } catch (error) {
      logger.error({ err: error }, "the sweep for unused uploads failed");
    }
    try {
      const removed = await sweepOldOgImages(ogImageDirectory);
      if (removed > 0) logger.info({ removed }, "old link-preview images removed");
    } catch (error) {
      logger.error({ err: error }, "the sweep for old link-preview images failed");
    }
  };
  const first = setTimeout(() => void sweep(), FIRST_SWEEP_AFTER_MS).unref();
  const daily = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
