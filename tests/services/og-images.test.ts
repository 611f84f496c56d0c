import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, realtors, realtorSiteBranding } from "#server/db/schema";
import { clearLocalCaches } from "#server/memory-cache";
import { addUnitTypes, makeProject } from "./public-fixtures";
import { startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 36 item 5: each realtor site and project has its own link-preview image, in the site's
// brand, named by the page's meta on the site's own origin and changed when what it shows changes.

const LEADER_HOST = "leader.localhost:3000";
const AGENT_HOST = "agent.localhost:3000";

let app: TestApp;
let slug: string;
let projectId: string;
let leaderId: string;

beforeAll(async () => {
  app = await startTestApp();
  const db = app.services.db;
  const demo = await db.select({ id: realtors.id, email: realtors.email }).from(realtors).where(inArray(realtors.email, ["leader@demo.sg", "agent@demo.sg"]));
  leaderId = demo.find((row) => row.email === "leader@demo.sg")!.id;
  const agentId = demo.find((row) => row.email === "agent@demo.sg")!.id;
  // Two brands: the agent's own colours, not the leader's.
  await db.delete(realtorSiteBranding).where(inArray(realtorSiteBranding.realtorId, [leaderId, agentId]));
  await db.insert(realtorSiteBranding).values([
    { realtorId: leaderId, primaryColor: "#8B5CF6", secondaryColor: "#5B21B6" },
    { realtorId: agentId, primaryColor: "#F97316", secondaryColor: "#C2410C" },
  ]);
  const project = await makeProject(db, { name: "Preview Heights", neighbourhood: "Tanjong Pagar", district: "District 2" });
  await addUnitTypes(db, project.id, [{ bedrooms: 2, priceDollars: 1_280_000 }]);
  slug = project.slug;
  projectId = project.id;
  clearLocalCaches();
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

function metaOf(html: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");
}

/** The og:image a page on `host` names, and the canonical it names beside it. */
async function previewOf(host: string, pathname: string): Promise<{ image: URL; canonical: URL; html: string }> {
  const page = await app.request(pathname, { headers: { host } });
  expect(page.status, pathname).toBe(200);
  const image = metaOf(page.body, "og:image");
  expect(image, pathname).toBeDefined();
  return { image: new URL(image!), canonical: new URL(/<link rel="canonical" href="([^"]*)"/.exec(page.body)![1]), html: page.body };
}

async function imageOf(host: string, url: URL) {
  return app.request(`${url.pathname}${url.search}`, { headers: { host } });
}

describe("a project's link preview (issue 36 item 5)", () => {
  it("is named by the project page on the site's own origin, with its size and a large Twitter card", async () => {
    const { image, canonical, html } = await previewOf(LEADER_HOST, `/condos/${slug}`);
    expect(image.origin).toBe(canonical.origin);
    expect(image.host).toBe(LEADER_HOST);
    expect(image.pathname).toBe(`/og/condos/${slug}.png`);
    expect(image.searchParams.get("v")).toMatch(/^[\w-]{16}$/);
    expect(metaOf(html, "og:image:width")).toBe("1200");
    expect(metaOf(html, "og:image:height")).toBe("630");
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  }, WARM_UP_TIMEOUT);

  it("is a 1200×630 PNG under 300 KB kept for a year, and differs between two realtors' sites", async () => {
    const leader = await previewOf(LEADER_HOST, `/condos/${slug}`);
    const agent = await previewOf(AGENT_HOST, `/condos/${slug}`);
    expect(agent.image.searchParams.get("v")).not.toBe(leader.image.searchParams.get("v"));

    const leaderPng = await imageOf(LEADER_HOST, leader.image);
    expect(leaderPng.status).toBe(200);
    expect(leaderPng.headers["content-type"]).toBe("image/png");
    expect(leaderPng.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const { width, height, format } = await sharp(leaderPng.bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
    expect(leaderPng.bytes.byteLength).toBeLessThan(300_000);

    const agentPng = await imageOf(AGENT_HOST, agent.image);
    expect(agentPng.status).toBe(200);
    expect(agentPng.bytes.equals(leaderPng.bytes)).toBe(false);

    const kept = await imageOf(LEADER_HOST, leader.image);
    expect(kept.bytes.equals(leaderPng.bytes)).toBe(true);
  }, WARM_UP_TIMEOUT);

  it("gets a new version when the project's name or the site's branding changes", async () => {
    const first = (await previewOf(LEADER_HOST, `/condos/${slug}`)).image.searchParams.get("v");

    await app.services.db.update(projects).set({ name: "Preview Heights Residences" }).where(eq(projects.id, projectId));
    clearLocalCaches();
    const renamed = (await previewOf(LEADER_HOST, `/condos/${slug}`)).image.searchParams.get("v");
    expect(renamed).not.toBe(first);

    await app.services.db.update(realtorSiteBranding).set({ primaryColor: "#059669" }).where(eq(realtorSiteBranding.realtorId, leaderId));
    clearLocalCaches();
    const rebranded = await previewOf(LEADER_HOST, `/condos/${slug}`);
    expect(rebranded.image.searchParams.get("v")).not.toBe(renamed);
    expect((await imageOf(LEADER_HOST, rebranded.image)).status).toBe(200);
  }, WARM_UP_TIMEOUT);

  it("answers an old version with the current image, kept only briefly", async () => {
    const answer = await app.request(`/og/condos/${slug}.png?v=outdated`, { headers: { host: LEADER_HOST } });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=300");
  }, WARM_UP_TIMEOUT);

  it("is a 404 for an unknown slug, an unlisted project and a name that is not a PNG", async () => {
    const unlisted = await makeProject(app.services.db, { name: "Preview Unlisted", status: "Planning" });
    clearLocalCaches();
    for (const pathname of ["/og/condos/no-such-project.png", `/og/condos/${unlisted.slug}.png`, `/og/condos/${slug}.jpg`]) {
      expect((await app.request(pathname, { headers: { host: LEADER_HOST } })).status, pathname).toBe(404);
    }
  }, WARM_UP_TIMEOUT);
});

describe("a site's link preview (issue 36 item 5)", () => {
  it("is named by the home, about, listing and blog pages and is the site's PNG", async () => {
    const images = new Set<string>();
    for (const pathname of ["/", "/about", "/condos", "/blog"]) {
      const { image, canonical } = await previewOf(AGENT_HOST, pathname);
      expect(image.origin, pathname).toBe(canonical.origin);
      images.add(image.toString());
    }
    expect([...images]).toHaveLength(1);
    const [image] = [...images].map((url) => new URL(url));
    expect(image.pathname).toBe("/og/site.png");
    const png = await imageOf(AGENT_HOST, image);
    expect(png.status).toBe(200);
    expect((await sharp(png.bytes).metadata()).width).toBe(1200);
  }, WARM_UP_TIMEOUT);
});
