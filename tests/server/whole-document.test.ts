import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentJob } from "~/whole-document";
import { clearSiteCaches } from "#server/memory-cache";
import { startTestApp, WARM_UP_TIMEOUT, type RawAnswer, type TestApp } from "../support/test-app";

// Decision record 103: a page whose data is all known is rendered whole, into one string, and
// sent with its length; a page with a part React cannot render at once (a lazy component whose
// code this process has not loaded yet) is streamed as before. Both must be the same page.
// A cookie named like a session keeps the page cache out of the way, so every answer is a render.

let app: TestApp;
/** The same app over the same database, its documents rendered from the jobs a render thread gets. */
let fromJobs: TestApp;
let jobsRendered = 0;
const BYPASS_CACHE = "test.session_token=not-a-session";

/**
 * The page with its per-request nonce taken out, the one part that differs between two renders,
 * and, comparing two test apps, the version each one's Vite server gives its development manifest.
 */
function page(answer: RawAnswer, { acrossApps = false } = {}): string {
  const body = answer.body.replace(/nonce="[^"]*"/g, 'nonce=""');
  return acrossApps ? body.replace(/"version": "[0-9.]+"/g, '"version": ""') : body;
}

function render(pathname: string, host = "leader.localhost", through = app) {
  return through.request(pathname, { headers: { host: `${host}:${app.port}`, cookie: BYPASS_CACHE } });
}

function renderedWhole(answer: RawAnswer): boolean {
  return answer.headers["content-length"] === String(Buffer.byteLength(answer.body)) && answer.headers["transfer-encoding"] === undefined;
}

beforeAll(async () => {
  app = await startTestApp();
  // A render thread's work in this process: the job goes through the structured clone a thread
  // message makes, then renderDocumentJob renders it from the build alone.
  fromJobs = await startTestApp({
    services: app.services,
    documentRenderers: (loadBuild) => ({
      async render(job: DocumentJob) {
        const build = await loadBuild();
        const entry = build.entry.module as unknown as { renderDocumentJob(job: DocumentJob, build: unknown): string | null };
        const html = entry.renderDocumentJob(structuredClone(job), build);
        if (html === null) return null;
        jobsRendered++;
        return Buffer.from(html);
      },
      close: async () => {},
    }),
  });
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await fromJobs?.close();
  await app?.close();
});

describe("a document rendered whole (decision record 103)", () => {
  it("a page whose lazy code is not loaded yet is streamed; rendered again, it is the same page sent whole", async () => {
    const listing = await render("/condos");
    const projectPath = listing.body.match(/href="(\/condos\/[a-z0-9-]+)"/)![1];

    const first = await render(projectPath);
    expect(first.status).toBe(200);
    expect(first.headers["transfer-encoding"]).toBe("chunked");
    expect(first.body).toMatch(/^<!DOCTYPE html><html lang="en-SG">/);
    expect(first.body).toMatch(/<\/html>$/);

    const again = await render(projectPath);
    expect(again.status).toBe(200);
    expect(renderedWhole(again)).toBe(true);
    expect(again.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page(again)).toBe(page(first));
    // The hydration data went with it, closed, as the stream would have sent it.
    expect(again.body).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(again.body).toContain("window.__reactRouterContext.streamController.close();");
  }, WARM_UP_TIMEOUT);

  it.each([
    ["home", "/", "leader.localhost"],
    ["the master site's listing", "/condos?sort=price-asc", "localhost"],
    ["blog", "/blog", "agent.localhost"],
    ["about", "/about", "agent.localhost"],
    ["a page not found", "/no-such-page", "leader.localhost"],
    ["a project not found", "/condos/no-such-project", "leader.localhost"],
  ])("%s: once its code is loaded, sent whole with the same status and markup", async (_name, pathname, host) => {
    clearSiteCaches();
    const warm = await render(pathname, host);
    const whole = await render(pathname, host);
    expect(renderedWhole(whole)).toBe(true);
    expect(whole.status).toBe(warm.status);
    expect(page(whole)).toBe(page(warm));
    expect(whole.body).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
  }, WARM_UP_TIMEOUT);

  it("the stream still answers where React Router asks for the headers only", async () => {
    const head = await app.request("/condos", { method: "HEAD", headers: { host: `leader.localhost:${app.port}`, cookie: BYPASS_CACHE } });
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  }, WARM_UP_TIMEOUT);
});

describe("a document rendered from a render thread's job (decision record 104)", () => {
  it.each([
    ["a project page", "/condos/the-marina-lumiere", "agent.localhost"],
    ["the listing", "/condos?sort=price-desc", "leader.localhost"],
    ["home on the master site", "/", "localhost"],
    ["a realtor's profile", "/realtor/siti-rahman", "siti.localhost"],
    ["the blog", "/blog", "leader.localhost"],
  ])("%s is the same page the main thread renders", async (_name, pathname, host) => {
    await render(pathname, host, fromJobs);
    const before = jobsRendered;
    const fromJob = await render(pathname, host, fromJobs);
    expect(jobsRendered).toBe(before + 1);
    await render(pathname, host);
    const onMain = await render(pathname, host);
    expect(fromJob.status).toBe(200);
    expect(renderedWhole(fromJob)).toBe(true);
    expect(page(fromJob, { acrossApps: true })).toBe(page(onMain, { acrossApps: true }));
  }, WARM_UP_TIMEOUT);

  it.each([
    ["a page not found", "/no-such-page"],
    ["a project not found", "/condos/no-such-project"],
  ])("%s (an error page) stays on the main thread", async (_name, pathname) => {
    const before = jobsRendered;
    const answer = await render(pathname, "leader.localhost", fromJobs);
    expect(answer.status).toBe(404);
    expect(jobsRendered).toBe(before);
  }, WARM_UP_TIMEOUT);
});
