import path from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { DocumentJob } from "~/whole-document";
import { startDocumentRenderers, type DocumentRenderers } from "#server/document-renderers";

// Decision record 104: the threads' transport. What they render is proven against the main
// thread in whole-document.test.ts; here a stand-in build renders the job's URL.
const build = path.join(import.meta.dirname, "fixtures/render-thread-build.ts");
const logged: { msg: string }[] = [];
const logger = pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line) as { msg: string }) });
let renderers: DocumentRenderers | undefined;

function job(pathname: string, data: unknown = {}): DocumentJob {
  return {
    url: `http://leader.localhost${pathname}`,
    nonce: "n",
    staticHandlerContext: { basename: "/", location: { pathname, search: "", hash: "", state: null, key: "default" }, statusCode: 200, loaderData: { root: data }, matches: [] },
    serverHandoffString: "{}",
    criticalCss: undefined,
    hydrationData: [{ done: true, value: "" }],
  };
}

/** Started, with every thread's build loaded. */
async function started(count: number): Promise<DocumentRenderers> {
  renderers = startDocumentRenderers(build, count, logger);
  await expect.poll(() => renderers!.render(job("/ready?")), { timeout: 10_000 }).not.toBeNull();
  return renderers;
}

afterEach(async () => {
  await renderers?.close();
  logged.length = 0;
});

describe("render threads", () => {
  it("leave pages to the main thread until a thread has loaded its build, instead of keeping visitors waiting", async () => {
    renderers = startDocumentRenderers(build, 1, logger);
    expect(await renderers.render(job("/too-early"))).toBeNull();
    expect(logged).toEqual([]);
    await expect.poll(() => renderers!.render(job("/later")), { timeout: 10_000 }).not.toBeNull();
    expect(logged.map((line) => line.msg)).toEqual(["render thread ready"]);
  });

  it("render a document in a thread and hand its bytes back whole", async () => {
    renderers = await started(2);
    const bytes = await renderers.render(job("/condos/the-marina-lumiere"));
    expect(bytes?.toString("utf8")).toBe("<!DOCTYPE html><p>/condos/the-marina-lumiere — “rendered”</p>");
    const pages = await Promise.all(["/a", "/b", "/c", "/d"].map((pathname) => renderers!.render(job(pathname))));
    expect(pages.map((page) => page?.toString("utf8").match(/<p>(\S+)/)?.[1])).toEqual(["/a", "/b", "/c", "/d"]);
  });

  it("answer null when the thread cannot render the page whole or its render throws, and go on", async () => {
    renderers = await started(1);
    expect(await renderers.render(job("/cannot-render"))).toBeNull();
    expect(await renderers.render(job("/throws"))).toBeNull();
    expect((await renderers.render(job("/after")))?.toString("utf8")).toContain("/after");
  });

  it("answer null for data a thread message cannot carry, without sending anything", async () => {
    renderers = await started(1);
    expect(await renderers.render(job("/with-a-function", { format: () => "x" }))).toBeNull();
    expect((await renderers.render(job("/next")))?.toString("utf8")).toContain("/next");
  });

  it("leave the page to the main thread once a thread has its queue full", async () => {
    renderers = await started(1);
    const queued = Array.from({ length: 16 }, (_, index) => renderers!.render(job(`/busy-${index}?busy-ms=15`)));
    expect(await renderers.render(job("/one-too-many"))).toBeNull();
    expect((await Promise.all(queued)).every((bytes) => bytes !== null)).toBe(true);
    expect(await renderers.render(job("/room-again"))).not.toBeNull();
  });

  it("answer null for the pages waiting on a thread that dies, log it, and leave later pages to the main thread", async () => {
    renderers = await started(1);
    const waiting = renderers.render(job("/waiting?busy-ms=50"));
    const dying = renderers.render(job("/kills-the-thread"));
    expect(await waiting).not.toBeNull();
    expect(await dying).toBeNull();
    expect(await renderers.render(job("/later"))).toBeNull();
    expect(logged.map((line) => line.msg)).toContain("a render thread failed: the main thread renders its pages");
  });
});
