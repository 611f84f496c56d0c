import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { DocumentJob } from "~/whole-document";

export interface DocumentRenderers {
  /**
   * The document's bytes from a render thread, or null when every thread has its share of work
   * waiting, none is running or ready yet, or the thread could not render it whole: the main
   * thread renders it then.
   */
  render(job: DocumentJob): Promise<Buffer | null>;
  close(): Promise<void>;
}

/** Jobs waiting on one thread before the main thread renders the next document itself (decision record 104). */
const QUEUE_LIMIT = 16;
// A thread starts without the TypeScript loader the main thread runs under: it registers it first.
const BOOT = `const { workerData } = require("node:worker_threads");
import("tsx/esm/api").then(({ register }) => { register(); return import(workerData.entry); });`;

interface RenderThread {
  worker: Worker;
  waiting: Map<number, (bytes: Buffer | null) => void>;
  /** Its build loaded: until then the main thread renders, rather than have visitors wait for it. */
  ready: boolean;
  running: boolean;
}

/**
 * Threads that render documents from the server build at buildPath (decision record 104): the
 * main thread runs the loaders, the thread renders the page the data makes. A thread that fails
 * is not replaced; the main thread renders what it would have.
 */
export function startDocumentRenderers(buildPath: string, count: number, logger: Logger): DocumentRenderers {
  const entry = pathToFileURL(path.join(import.meta.dirname, "document-render-thread.ts")).href;
  const threads: RenderThread[] = Array.from({ length: count }, (_, index) => {
    const thread: RenderThread = { worker: new Worker(BOOT, { eval: true, workerData: { buildPath, entry } }), waiting: new Map(), ready: false, running: true };
    thread.worker.on("message", ({ ready, id, bytes }: { ready?: true; id: number; bytes: Uint8Array | null }) => {
      if (ready) {
        thread.ready = true;
        logger.info({ thread: index + 1, of: count }, "render thread ready");
        return;
      }
      const answer = thread.waiting.get(id);
      thread.waiting.delete(id);
      answer?.(bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);
    });
    const stop = (error?: Error) => {
      if (!thread.running) return;
      thread.running = false;
      if (error) logger.error({ err: error }, "a render thread failed: the main thread renders its pages");
      for (const answer of thread.waiting.values()) answer(null);
      thread.waiting.clear();
    };
    thread.worker.on("error", stop);
    thread.worker.on("exit", (code) => stop(code === 0 ? undefined : new Error(`render thread exited with ${code}`)));
    thread.worker.unref();
    return thread;
  });
  let nextId = 0;
  return {
    render(job) {
      const thread = threads.filter((candidate) => candidate.ready && candidate.running).sort((a, b) => a.waiting.size - b.waiting.size)[0];
      if (!thread || thread.waiting.size >= QUEUE_LIMIT) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        thread.waiting.set(id, resolve);
        try {
          thread.worker.postMessage({ id, job });
        } catch {
          // Data a message cannot carry: the main thread renders it.
          thread.waiting.delete(id);
          resolve(null);
        }
      });
    },
    async close() {
      await Promise.all(
        threads.map((thread) => {
          thread.running = false;
          return thread.worker.terminate();
        }),
      );
    },
  };
}
