import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { projects } from "#server/db/schema";
import { clearLocalCaches } from "#server/memory-cache";
import { buildSiteMap, robotsTxt, SITEMAP_PROJECTS_PER_FILE, sitemapFileXml, sitemapXml } from "#server/services/site-seo";
import { resolveSite } from "#server/tenancy";
import { createTestDatabase } from "../support/test-database";
import { allowIndexing, makePost, makeProject, makeRealtor, makeUser } from "./public-fixtures";

let handle: DatabaseHandle;
const options = { appDomain: "condosites.sg", devHostMarkers: ["preview", "staging"] };
const site = (host: string) => resolveSite(handle.db, host, options);

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  const indexed = await makeRealtor(db, { host: "rachel.example.sg", isLeader: true, name: "Rachel Tan", slug: "rachel-tan" });
  await allowIndexing(db, indexed.user.id, "rachel.example.sg");
  const blocked = await makeRealtor(db, { host: "marcus.example.sg", name: "Marcus Lim", slug: "marcus-lim" });
  await allowIndexing(db, blocked.user.id, "marcus.example.sg", { allow: false });
  const inactive = await makeRealtor(db, { host: "siti.example.sg", name: "Siti Rahman" });
  await allowIndexing(db, inactive.user.id, "siti.example.sg", { active: false });
  await makeRealtor(db, { host: "nopermission.example.sg", name: "Arjun Menon" });

  await makeProject(db, { name: "Marina Lumiere" });
  await makeProject(db, { name: "Secret Planning", status: "Planning" });
  const admin = await makeUser(db, "admin1ic", "Editorial Desk");
  await makePost(db, indexed.user.id, { title: "Rachel on ABSD" });
  await makePost(db, admin.id, { title: "House market update" });
  await makePost(db, blocked.user.id, { title: "Marcus on EC loans" });
  await makePost(db, indexed.user.id, { title: "Rachel draft", published: false, publishedAt: null });
});

beforeEach(() => clearLocalCaches());
afterAll(() => handle.close());

describe("which hosts may be indexed (spec part 1 §4)", () => {
  it("the master host never", async () => {
    expect((await site("condosites.sg")).indexable).toBe(false);
    expect((await site("www.condosites.sg")).indexable).toBe(false);
  });

  it("a realtor host with an active permission that allows indexing", async () => {
    expect((await site("rachel.example.sg")).indexable).toBe(true);
  });

  it("not a host whose permission forbids indexing, is inactive, or is missing", async () => {
    expect((await site("marcus.example.sg")).indexable).toBe(false);
    expect((await site("siti.example.sg")).indexable).toBe(false);
    expect((await site("nopermission.example.sg")).indexable).toBe(false);
  });

  it("not development or unknown hosts", async () => {
    expect((await site("preview.condosites.sg")).indexable).toBe(false);
    expect((await site("10.0.0.5")).indexable).toBe(false);
    expect((await site("unknown.example.sg")).indexable).toBe(false);
  });
});

describe("robots.txt", () => {
  it("disallows everything on a host that may not be indexed", async () => {
    expect(robotsTxt(await site("condosites.sg"), "https://condosites.sg")).toBe("User-agent: *\nDisallow: /\n");
    expect(robotsTxt(await site("marcus.example.sg"), "https://marcus.example.sg")).toBe("User-agent: *\nDisallow: /\n");
  });

  it("allows the public pages of an indexable host and names its sitemap", async () => {
    const robots = robotsTxt(await site("rachel.example.sg"), "https://rachel.example.sg");
    expect(robots).toContain("Allow: /\n");
    expect(robots).toContain("Disallow: /dashboard\n");
    expect(robots).toContain("Sitemap: https://rachel.example.sg/sitemap.xml\n");
  });
});

describe("sitemap.xml: an index of fixed-size files (decision record 099)", () => {
  const origin = "https://rachel.example.sg";
  const file = async (name: string, host = "rachel.example.sg") => sitemapFileXml(handle.db, await site(host), `https://${host}`, name);

  it("is empty on the master host and on hosts that may not be indexed, and so are its files", async () => {
    for (const host of ["condosites.sg", "marcus.example.sg", "siti.example.sg"]) {
      const xml = await sitemapXml(handle.db, await site(host), `https://${host}`);
      expect(xml).toContain("<urlset");
      expect(xml).not.toContain("<url>");
      expect(xml).not.toContain("<sitemap>");
      for (const name of ["pages.xml", "projects-1.xml"]) expect(await file(name, host)).not.toContain("<url>");
    }
  });

  it("on an indexable host, names the pages file and one file per thousand listed projects", async () => {
    const xml = await sitemapXml(handle.db, await site("rachel.example.sg"), origin);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([`<loc>${origin}/sitemaps/pages.xml</loc>`, `<loc>${origin}/sitemaps/projects-1.xml</loc>`]);
    expect(SITEMAP_PROJECTS_PER_FILE).toBe(1000);
  });

  it("the pages file lists the host's pages, its owner's profile and the posts it shows", async () => {
    const xml = await file("pages.xml");
    for (const path of ["/", "/about", "/condos", "/blog", "/realtor/rachel-tan", "/blog/rachel-on-absd", "/blog/house-market-update"]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    expect(xml).not.toContain("marcus-on-ec-loans");
    expect(xml).not.toContain("rachel-draft");
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it("a projects file lists listed projects only, with their last change", async () => {
    const xml = await file("projects-1.xml");
    expect(xml).toContain(`<loc>${origin}/condos/marina-lumiere</loc><lastmod>`);
    expect(xml).not.toContain("secret-planning");
  });

  it("a projects file past the last, or a name that is no file, is not found", async () => {
    expect(await file("projects-2.xml")).toBeNull();
    for (const name of ["projects-0.xml", "projects-1", "other.xml", "pages.txt"]) expect(await file(name)).toBeNull();
  });

  it("past a thousand listed projects, a second file takes the rest, newest first and without overlap", async () => {
    const zero = await makeProject(handle.db, { name: "Bulk Zero", createdAt: new Date(Date.UTC(2020, 0, 1)) });
    const bulk = Array.from({ length: SITEMAP_PROJECTS_PER_FILE }, (_, i) => ({
      name: `Bulk ${i + 1}`,
      slug: `bulk-${i + 1}`,
      fullAddress: `${i + 1} Bulk Road`,
      district: "District 5",
      neighbourhood: "Clementi",
      coreRegion: "OCR" as const,
      urbanPlanningRegion: "West" as const,
      developerId: zero.developerId,
      status: "Selling" as const,
      createdAt: new Date(Date.UTC(2021, 0, 1) + i * 60_000),
    }));
    await handle.db.insert(projects).values(bulk);
    try {
      const index = await sitemapXml(handle.db, await site("rachel.example.sg"), origin);
      expect(index).toContain(`<loc>${origin}/sitemaps/projects-2.xml</loc>`);
      expect(index).not.toContain("projects-3.xml");
      const first = (await file("projects-1.xml"))!.match(/<loc>[^<]*<\/loc>/g)!;
      const second = (await file("projects-2.xml"))!.match(/<loc>[^<]*<\/loc>/g)!;
      expect(first).toHaveLength(SITEMAP_PROJECTS_PER_FILE);
      // Newest first: Marina Lumiere (made now), the bulk projects a minute apart from the newest, 'Bulk Zero' last.
      expect(first.slice(0, 2)).toEqual([`<loc>${origin}/condos/marina-lumiere</loc>`, `<loc>${origin}/condos/bulk-${SITEMAP_PROJECTS_PER_FILE}</loc>`]);
      expect(second).toEqual([`<loc>${origin}/condos/bulk-1</loc>`, `<loc>${origin}/condos/bulk-zero</loc>`]);
      expect(await file("projects-3.xml")).toBeNull();
    } finally {
      await handle.db.delete(projects).where(inArray(projects.slug, [...bulk.map((p) => p.slug), "bulk-zero"]));
    }
  });

  it("escapes what it prints", async () => {
    for (const xml of [await sitemapXml(handle.db, await site("rachel.example.sg"), origin), await file("pages.xml"), await file("projects-1.xml")]) {
      expect(xml!.match(/<loc>[^<]*<\/loc>/g)?.every((loc) => !/[&"'](?!amp;)/.test(loc))).toBe(true);
    }
  });
});

describe("the human sitemap", () => {
  it("shows the same links whatever the indexing permission", async () => {
    const map = await buildSiteMap(handle.db, await site("marcus.example.sg"));
    expect(map.pages.map((page) => page.path)).toContain("/realtor/marcus-lim");
    expect(map.projects.map((project) => project.path)).toEqual(["/condos/marina-lumiere"]);
    expect(map.posts.map((post) => post.title).sort()).toEqual(["House market update", "Marcus on EC loans"]);
  });
});
