import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import {
  accounts,
  agencies,
  blogs,
  projectBuildings,
  nearbyTransport,
  projectImages,
  projects,
  realtorAuditLog,
  realtorSiteBranding,
  realtors,
  sitePermissions,
  unitTypes,
  userProfiles,
} from "#server/db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "#server/db/seed/data/accounts";
import { DEMO_BROCHURE_SLUGS } from "#server/db/seed/data/projects";
import { seedDemoData } from "#server/db/seed/seed-demo-data";
import { LISTED_STATUSES } from "~/domain/project-status";
import { createTestDatabase } from "../support/test-database";

// The seed's hashing is better-auth's job; here any real function will do.
const fakeHash = async (password: string) => `sha256:${createHash("sha256").update(password).digest("hex")}`;
const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const URA_REGIONS = ["Central", "East", "North", "North-East", "West"];

let database: DatabaseHandle;
let firstRun: { seeded: boolean };

beforeAll(async () => {
  database = await createTestDatabase();
  firstRun = await seedDemoData(database.db, { hashPassword: fakeHash });
});
afterAll(() => database?.close());

/** The PostgreSQL error under drizzle's wrapper, for PGlite and node-postgres alike. */
async function rejection(run: () => Promise<unknown>): Promise<{ code?: string; constraint?: string; message: string }> {
  try {
    await run();
  } catch (error) {
    const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string; message: string };
    return { code: cause.code, constraint: cause.constraint, message: cause.message };
  }
  throw new Error("expected the database to refuse the statement");
}

async function countOf(table: string): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

describe("demo seed", () => {
  it("loads into an empty database", () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it("creates every demo account with its role and a better-auth credential holding the hashed demo password", async () => {
    const expectedHash = await fakeHash(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(userProfiles).where(eq(userProfiles.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user.role).toBe(account.role);
      const [credential] = await database.db.select().from(accounts).where(eq(accounts.userId, user.id));
      expect(credential).toMatchObject({ providerId: "credential", accountId: user.id, password: expectedHash });
    }
  });

  it("has 24+ projects across 8+ districts and all five URA regions, most of them publicly listed and six featured", async () => {
    const rows = await database.db.select().from(projects);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((p) => p.district)).size).toBeGreaterThanOrEqual(8);
    const listed = rows.filter((p) => (LISTED_STATUSES as readonly string[]).includes(p.status));
    expect(new Set(listed.map((p) => p.urbanPlanningRegion))).toEqual(new Set(URA_REGIONS));
    expect(listed.length).toBeGreaterThan(rows.length / 2);
    expect(rows.length - listed.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((p) => p.isFeatured && (LISTED_STATUSES as readonly string[]).includes(p.status))).toHaveLength(6);
    for (const project of rows) {
      expect(project.latitude).toBeGreaterThan(1.2);
      expect(project.latitude).toBeLessThan(1.48);
      expect(project.longitude).toBeGreaterThan(103.6);
      expect(project.longitude).toBeLessThan(104.05);
      expect(project.postalCode).toMatch(/^\d{6}$/);
    }
  });

  it("gives every project 3+ unit types, 5+ facilities, 3+ images (banner first), rail and bus transport, 2+ schools and key distances", async () => {
    const all = await database.db.query.projects.findMany({
      with: {
        buildings: true,
        unitTypes: true,
        projectFacilities: { with: { facility: true, details: true } },
        images: { orderBy: (image, { asc }) => [asc(image.sortOrder)] },
        nearbyTransport: true,
        nearbySchools: true,
        nearbyAmenities: true,
        keyDistances: true,
        developer: true,
        architect: true,
      },
    });
    for (const project of all) {
      const label = project.slug;
      expect(project.buildings.length, label).toBeGreaterThanOrEqual(1);
      expect(project.buildings.length, label).toBeLessThanOrEqual(3);
      expect(project.numberOfBlocks, label).toBe(project.buildings.length);
      expect(project.unitTypes.length, label).toBeGreaterThanOrEqual(3);
      expect(project.projectFacilities.length, label).toBeGreaterThanOrEqual(5);
      expect(project.images.length, label).toBeGreaterThanOrEqual(3);
      expect(project.images[0].imageUrl, label).toBe(project.bannerImageUrl);
      expect(project.nearbyTransport.some((t) => t.transportType === "MRT" || t.transportType === "LRT"), label).toBe(true);
      expect(project.nearbyTransport.some((t) => t.transportType === "Bus"), label).toBe(true);
      expect(project.nearbySchools.length, label).toBeGreaterThanOrEqual(2);
      expect(project.nearbyAmenities.length, label).toBeGreaterThanOrEqual(1);
      expect(project.keyDistances.length, label).toBeGreaterThanOrEqual(1);
      expect(project.developer.name, label).toBeTruthy();
      expect(project.highlights.length, label).toBeGreaterThanOrEqual(3);
      for (const unit of project.unitTypes) {
        expect(unit.areaSqftMax).toBeGreaterThanOrEqual(unit.areaSqftMin);
        expect(Number.isInteger(unit.indicativePriceFrom)).toBe(true);
      }
    }
    const icons = new Set(all.flatMap((p) => p.projectFacilities.map((pf) => pf.facility.iconClass)));
    for (const icon of ["pool", "gym", "bbq", "security", "parking", "garden", "default"]) expect(icons).toContain(icon);
  });

  it("prices one-bedroom units of the city-fringe projects between S$1.1M and S$1.4M (in cents)", async () => {
    const rows = await database.db
      .select({ price: unitTypes.indicativePriceFrom })
      .from(unitTypes)
      .innerJoin(projects, eq(projects.id, unitTypes.projectId))
      .where(and(eq(unitTypes.name, "1 Bedroom"), eq(projects.coreRegion, "RCR")));
    expect(rows.length).toBeGreaterThan(0);
    for (const { price } of rows) {
      expect(price).toBeGreaterThanOrEqual(110_000_000);
      expect(price).toBeLessThanOrEqual(140_000_000);
    }
  });

  it("gives every demo agency a CEA estate agent licence number in the real format (L, 7 digits, a letter)", async () => {
    const rows = await database.db.select({ licence: agencies.licenceNumber }).from(agencies);
    for (const row of rows) expect(row.licence).toMatch(/^L\d{7}[A-Z]$/);
  });

  it("marks the demo renders as artist's impressions and places the rail stations it knows on the map", async () => {
    const images = await database.db.select({ flag: projectImages.isArtistImpression }).from(projectImages);
    expect(images.every((image) => image.flag)).toBe(true);
    const stations = await database.db.select().from(nearbyTransport).where(eq(nearbyTransport.transportType, "MRT"));
    const placed = stations.filter((stop) => stop.latitude !== null && stop.longitude !== null);
    expect(placed.length / stations.length).toBeGreaterThan(0.9);
    for (const stop of placed) {
      expect(stop.latitude).toBeGreaterThan(1.2);
      expect(stop.latitude).toBeLessThan(1.48);
      expect(stop.longitude).toBeGreaterThan(103.6);
      expect(stop.longitude).toBeLessThan(104.05);
    }
  });

  it("has a pending agency, two leaders and four agents with a pending and a suspended one", async () => {
    expect((await database.db.select().from(agencies)).some((a) => a.status === "pending")).toBe(true);
    const all = await database.db.query.realtors.findMany({ with: { agency: true, reportsTo: true, user: true } });
    expect(all.filter((r) => r.isLeader)).toHaveLength(2);
    expect(all.filter((r) => !r.isLeader)).toHaveLength(4);
    expect(all.some((r) => !r.isLeader && r.status === "pending")).toBe(true);
    expect(all.some((r) => !r.isLeader && r.status === "suspended")).toBe(true);
    for (const realtor of all) {
      expect(realtor.ceaNumber).toMatch(/^R\d{6}$/);
      expect(realtor.phoneNumber?.replace(/ /g, "")).toMatch(/^\+65[689]\d{7}$/);
      expect(realtor.whatsappNumber).toBeTruthy();
      expect(realtor.biography).toBeTruthy();
      expect(realtor.specializations.length).toBeGreaterThan(0);
      expect(realtor.languagesSpoken.length).toBeGreaterThan(0);
      expect(realtor.profileImageUrl).toBeTruthy();
      expect(realtor.user.role).toBe(realtor.isLeader ? "leader" : "agent");
    }
    const leader = all.find((r) => r.email === "leader@demo.sg")!;
    const agent = all.find((r) => r.email === "agent@demo.sg")!;
    expect(leader).toMatchObject({ status: "active", isLeader: true, agentSiteUrl: "leader.localhost", reportsToId: leader.id });
    expect(agent).toMatchObject({ status: "active", isLeader: false, agentSiteUrl: "agent.localhost", reportsToId: leader.id });
  });

  it("makes leader.localhost indexable, keeps agent.localhost out of search engines, and brands only the agent's site", async () => {
    const permissions = await database.db.select().from(sitePermissions);
    expect(permissions).toHaveLength(6);
    expect(permissions.find((p) => p.siteUrl === "leader.localhost")).toMatchObject({ isActive: true, allowIndexing: true, siteType: "leader" });
    expect(permissions.find((p) => p.siteUrl === "agent.localhost")).toMatchObject({ isActive: true, allowIndexing: false, siteType: "agent" });
    const branding = await database.db
      .select({ email: realtors.email, primaryColor: realtorSiteBranding.primaryColor })
      .from(realtorSiteBranding)
      .innerJoin(realtors, eq(realtors.id, realtorSiteBranding.realtorId));
    expect(branding).toHaveLength(1);
    expect(branding[0].email).toBe("agent@demo.sg");
    expect(branding[0].primaryColor).not.toBe("#3B82F6");
  });

  it("has 8+ blog posts by the leader, the agent and master, some of them drafts without a publication date", async () => {
    const posts = await database.db.query.blogs.findMany({ with: { author: true } });
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const drafts = posts.filter((p) => !p.isPublished);
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(draft.publishedAt).toBeNull();
    expect(posts.filter((p) => p.isPublished).length).toBeGreaterThanOrEqual(4);
    expect(new Set(posts.map((p) => p.author.email))).toEqual(new Set(["leader@demo.sg", "agent@demo.sg", "master@demo.sg"]));
    for (const post of posts) expect(post.body.split("\n\n").length).toBeGreaterThanOrEqual(3);
  });

  it("records approvals, a suspension and a creation in the audit log", async () => {
    const actions = new Set((await database.db.select().from(realtorAuditLog)).map((entry) => entry.actionType));
    for (const action of ["approved", "suspended", "created"] as const) expect(actions).toContain(action);
    expect(await countOf("project_assignments")).toBeGreaterThan(0);
    expect(await countOf("project_sets")).toBeGreaterThanOrEqual(3);
  });

  it("points only at demo images that ship in public/demo", async () => {
    const urls = [
      ...(await database.db.select({ url: projects.bannerImageUrl }).from(projects)).map((r) => r.url),
      ...(await database.db.select({ url: projectImages.imageUrl }).from(projectImages)).map((r) => r.url),
      ...(await database.db.select({ url: blogs.featuredImageUrl }).from(blogs)).map((r) => r.url),
      ...(await database.db.select({ url: realtors.profileImageUrl }).from(realtors)).map((r) => r.url),
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/demo\//);
      expect(existsSync(`${publicDir}${url}`), url!).toBe(true);
    }
  });

  it("links the featured listed projects to a one-page PDF brochure that ships in public/demo, and leaves other listed projects without one", async () => {
    const rows = await database.db.select({ slug: projects.slug, status: projects.status, brochureUrl: projects.brochureUrl }).from(projects);
    expect(DEMO_BROCHURE_SLUGS.length).toBeGreaterThan(0);
    expect(rows.filter((p) => p.brochureUrl !== null).map((p) => p.slug).sort()).toEqual([...DEMO_BROCHURE_SLUGS].sort());
    for (const slug of DEMO_BROCHURE_SLUGS) {
      const row = rows.find((p) => p.slug === slug)!;
      expect((LISTED_STATUSES as readonly string[]).includes(row.status), slug).toBe(true);
      expect(row.brochureUrl).toBe(`/demo/brochures/${slug}.pdf`);
      const path = `${publicDir}${row.brochureUrl}`;
      expect(existsSync(path), path).toBe(true);
      const pdf = readFileSync(path, "latin1");
      expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
      expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
      // The cross-reference table is what a viewer reads first: every entry must point at its object.
      const xref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(pdf)?.[1]);
      expect(pdf.startsWith("xref\n", xref)).toBe(true);
      const entries = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n \n/gm)].map((match) => Number(match[1]));
      expect(entries.length).toBeGreaterThanOrEqual(6);
      entries.forEach((offset, i) => expect(pdf.startsWith(`${i + 1} 0 obj`, offset), `${slug} object ${i + 1}`).toBe(true));
    }
    const listedWithout = rows.filter((p) => (LISTED_STATUSES as readonly string[]).includes(p.status) && p.brochureUrl === null);
    expect(listedWithout.length).toBeGreaterThan(0);
  });

  it("does nothing when run again on a database that has users", async () => {
    const tables = ["user_profiles", "projects", "unit_types", "blogs", "realtors"];
    const before = await Promise.all(tables.map(countOf));
    expect(await seedDemoData(database.db, { hashPassword: fakeHash })).toEqual({ seeded: false });
    expect(await Promise.all(tables.map(countOf))).toEqual(before);
  });
});

describe("schema constraints", () => {
  const someProject = async () => (await database.db.select().from(projects).limit(1))[0];

  it("refuses a second building with the same number in one project", async () => {
    const project = await someProject();
    const error = await rejection(() =>
      database.db.insert(projectBuildings).values({ projectId: project.id, buildingNumber: 1, postalCode: "123456" }),
    );
    expect(error.code).toBe("23505");
    expect(error.constraint ?? error.message).toContain("project_buildings_project_number_key");
  });

  it("refuses a building postal code that is not six digits", async () => {
    const project = await someProject();
    const error = await rejection(() =>
      database.db.insert(projectBuildings).values({ projectId: project.id, buildingNumber: 99, postalCode: "12345" }),
    );
    expect(error.code).toBe("23514");
    expect(error.constraint ?? error.message).toContain("project_buildings_postal_code_format");
  });

  it("refuses percentage_sold above 100 and a project postal code of five digits", async () => {
    const project = await someProject();
    const tooMuch = await rejection(() => database.db.update(projects).set({ percentageSold: 101 }).where(eq(projects.id, project.id)));
    expect(tooMuch.constraint ?? tooMuch.message).toContain("projects_percentage_sold_range");
    const shortCode = await rejection(() => database.db.update(projects).set({ postalCode: "12345" }).where(eq(projects.id, project.id)));
    expect(shortCode.constraint ?? shortCode.message).toContain("projects_postal_code_format");
  });

  it("refuses a unit type whose maximum area is below its minimum", async () => {
    const [unit] = await database.db.select().from(unitTypes).limit(1);
    const error = await rejection(() =>
      database.db.update(unitTypes).set({ areaSqftMax: unit.areaSqftMin - 1 }).where(eq(unitTypes.id, unit.id)),
    );
    expect(error.constraint ?? error.message).toContain("unit_types_area_sqft_order");
  });

  it("refuses to delete a building that still has unit types, but deletes a whole project with its buildings", async () => {
    const [unit] = await database.db.select().from(unitTypes).limit(1);
    const error = await rejection(() => database.db.delete(projectBuildings).where(eq(projectBuildings.id, unit.buildingId)));
    expect(error.code).toBe("23503");

    const project = await someProject();
    await database.db.delete(projects).where(eq(projects.id, project.id));
    expect(await database.db.select().from(projectBuildings).where(eq(projectBuildings.projectId, project.id))).toEqual([]);
    expect(await database.db.select().from(unitTypes).where(eq(unitTypes.projectId, project.id))).toEqual([]);
  });
});

describe("planner statistics (embedded PGlite runs no autovacuum)", () => {
  it("after gatherStatistics the planner knows how many projects there are", async () => {
    await database.gatherStatistics();
    const result = (await database.db.execute(sql`select reltuples::float8 as reltuples from pg_class where relname = 'projects'`)) as unknown as { rows: { reltuples: number }[] };
    const [row] = result.rows;
    // On a PostgreSQL server autovacuum keeps them and gatherStatistics leaves it alone; the table may not be analysed yet.
    if (database.kind === "pglite") expect(Number(row.reltuples)).toBe(await database.db.$count(projects));
  });
});
