import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentJob } from "~/whole-document";
import { projects, unitTypes } from "#server/db/schema";
import { clearSiteCaches } from "#server/memory-cache";
import { SharedMarkupStore } from "#server/shared-markup-store";
import { startTestApp, WARM_UP_TIMEOUT, type RawAnswer, type TestApp } from "../support/test-app";

// Decision record 103: a page whose data is all known is rendered whole, into one string, and
// sent with its length; a page with a part React cannot render at once (a lazy component whose
// code this process has not loaded yet) is streamed as before. Both must be the same page.
// A cookie named like a session keeps the page cache out of the way, so every answer is a render.

let app: TestApp;
/** The same app over the same database, its documents rendered from the jobs a render thread gets. */
let fromJobs: TestApp;
let jobsRendered = 0;
/** The same app again, keeping the parts of pages that are the same on every site: on its main thread, and in its render thread's stand-in. */
let sharing: TestApp;
const mainThreadParts = new SharedMarkupStore();
let sharingFromJobs: TestApp;
const renderThreadParts = new SharedMarkupStore();
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

/**
 * A render thread's work in this process: the job goes through the structured clone a thread
 * message makes, then renderDocumentJob renders it from the build alone.
 */
function renderThreadStandIn(parts?: SharedMarkupStore) {
  return (loadBuild: () => Promise<ServerBuild>) => ({
    async render(job: DocumentJob) {
      const build = await loadBuild();
      const entry = build.entry.module as unknown as { renderDocumentJob(job: DocumentJob, build: unknown, sharing?: SharedMarkupStore): string | null };
      const html = entry.renderDocumentJob(structuredClone(job), build, parts);
      if (html === null) return null;
      jobsRendered++;
      return Buffer.from(html);
    },
    close: async () => {},
  });
}

beforeAll(async () => {
  app = await startTestApp();
  fromJobs = await startTestApp({ services: app.services, documentRenderers: renderThreadStandIn() });
  sharing = await startTestApp({ services: app.services, sharedMarkup: mainThreadParts });
  sharingFromJobs = await startTestApp({ services: app.services, documentRenderers: renderThreadStandIn(renderThreadParts) });
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await sharingFromJobs?.close();
  await sharing?.close();
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

describe("a project page sent with the parts another site rendered (decision record 109)", () => {
  const projectPath = "/condos/the-marina-lumiere";

  const onMainThread = { where: "on the main thread", through: () => sharing, parts: mainThreadParts };
  const inRenderThread = { where: "in a render thread", through: () => sharingFromJobs, parts: renderThreadParts };
  it.each([
    { ...onMainThread, from: "leader.localhost", to: "agent.localhost" },
    { ...onMainThread, from: "agent.localhost", to: "localhost" },
    { ...inRenderThread, from: "localhost", to: "siti.localhost" },
    { ...inRenderThread, from: "siti.localhost", to: "leader.localhost" },
  ])("$where: kept from $from, sent to $to, it is the page that site renders from nothing", async ({ through, parts, from, to }) => {
    // The lazy panels' code loaded, so each page below is rendered whole.
    await render(projectPath, to);
    await render(projectPath, from, through());
    const fromNothing = await render(`${projectPath}?visit=1`, to);
    expect(renderedWhole(fromNothing)).toBe(true);

    const kept = await render(`${projectPath}?visit=2`, from, through());
    expect(renderedWhole(kept)).toBe(true);
    const partsKept = parts.parts;
    // The carousel, the three panels and the costs calculator.
    expect(partsKept).toBeGreaterThanOrEqual(5);

    const sent = await render(`${projectPath}?visit=1`, to, through());
    expect(sent.status).toBe(200);
    expect(renderedWhole(sent)).toBe(true);
    // Every part came from what the other site's render kept: none was rendered again.
    expect(parts.parts).toBe(partsKept);
    expect(page(sent, { acrossApps: true })).toBe(page(fromNothing, { acrossApps: true }));
  }, WARM_UP_TIMEOUT);

  it("a project whose data changed is rendered again: the change shows on the next site asked", async () => {
    const [unit] = await app.services.db
      .select({ id: unitTypes.id, name: unitTypes.name })
      .from(unitTypes)
      .innerJoin(projects, eq(projects.id, unitTypes.projectId))
      .where(eq(projects.slug, "the-marina-lumiere"))
      .limit(1);
    await render(projectPath, "leader.localhost", sharing);
    const before = mainThreadParts.parts;
    try {
      await app.services.db.update(unitTypes).set({ name: "Sky Penthouse" }).where(eq(unitTypes.id, unit!.id));
      clearSiteCaches();
      const changed = await render(projectPath, "agent.localhost", sharing);
      expect(changed.body).toContain(">Sky Penthouse</h3>");
      expect(changed.body).not.toContain(`>${unit!.name}</h3>`);
      // The unit types and the costs calculator, which lists them, rendered again; the other parts sent as kept.
      expect(mainThreadParts.parts).toBe(before + 2);
    } finally {
      await app.services.db.update(unitTypes).set({ name: unit!.name }).where(eq(unitTypes.id, unit!.id));
      clearSiteCaches();
    }
  }, WARM_UP_TIMEOUT);
});
