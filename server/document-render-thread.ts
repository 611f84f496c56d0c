import { parentPort, workerData } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import type { DocumentJob } from "~/whole-document";
import { importServerBuild } from "./server-build-import";
import { SharedMarkupStore } from "./shared-markup-store";

// A render thread (decision record 104): its own copy of the server build, rendering documents
// the main thread sends, answering with their bytes (handed over, not copied) or null.
interface BuildEntry {
  renderDocumentJob(job: DocumentJob, build: ServerBuild, sharing: SharedMarkupStore): string | null;
}

const build = await importServerBuild(workerData.buildPath as string);
const entry = build.entry.module as unknown as BuildEntry;
const sharing = new SharedMarkupStore();

function render(job: DocumentJob): string | null {
  try {
    return entry.renderDocumentJob(job, build, sharing);
  } catch {
    return null;
  }
}

parentPort!.on("message", ({ id, job }: { id: number; job: DocumentJob }) => {
  const html = render(job);
  if (html === null) {
    parentPort!.postMessage({ id, bytes: null });
    return;
  }
  const bytes = new Uint8Array(Buffer.byteLength(html));
  Buffer.from(bytes.buffer).write(html);
  parentPort!.postMessage({ id, bytes }, [bytes.buffer]);
});

parentPort!.postMessage({ ready: true });
