import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { realtors, sitePermissions } from "#server/db/schema";
import { seedDemoData } from "#server/db/seed/seed-demo-data";
import { cacheTags } from "#server/cache-tags";
import { clearLocalCaches, dropCached } from "#server/memory-cache";
import { isIndexable, resolveSite } from "#server/tenancy";
import { createTestDatabase } from "../support/test-database";

const options = { appDomain: "localhost", devHostMarkers: ["preview", "staging"] };
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { hashPassword: async (pw) => `test:${pw}` });
});
afterAll(() => database.close());
beforeEach(() => clearLocalCaches());

describe("resolving a request host to its site (spec part 1 §1)", () => {
  it("the main domain is the master site, never indexable", async () => {
    const site = await resolveSite(database.db, "localhost:3000", options);
    expect(site).toMatchObject({ kind: "master", type: "master", isMainDomain: true, indexable: false });
  });

  it("a leader's own host is the leader's site with the realtor's details and agency", async () => {
    const site = await resolveSite(database.db, "LEADER.localhost:3000", options);
    expect(site).toMatchObject({
      kind: "leader",
      type: "leader",
      ownerName: "Rachel Tan",
      ownerEmail: "leader@demo.sg",
      indexable: true,
    });
    expect(site.agencyName).not.toBe("");
    expect(site.ceaNumber).toMatch(/^R\d{6}$/);
    expect(site.realtorId).toBeTruthy();
  });

  it("an agent's host is the agent's site with its stored branding", async () => {
    const site = await resolveSite(database.db, "www.agent.localhost", options);
    expect(site).toMatchObject({ kind: "agent", type: "agent", ownerName: "Marcus Lim", indexable: false });
    expect(site.branding?.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("pending and suspended realtors get no persona: their host is unavailable, with no contact details", async () => {
    for (const host of ["arjun.localhost", "chloe.localhost"]) {
      const site = await resolveSite(database.db, host, options);
      expect(site).toMatchObject({ kind: "unavailable", realtorId: null, ownerName: "", ownerEmail: "", ownerPhone: "", ownerWhatsApp: "", indexable: false });
    }
  });

  it("a realtor's host turns available on approval once its cached answer is dropped", async () => {
    expect((await resolveSite(database.db, "arjun.localhost", options)).kind).toBe("unavailable");
    await database.db.update(realtors).set({ status: "active" }).where(eq(realtors.email, "arjun@demo.sg"));
    try {
      // What an approval drops among others: the hosts that are no live realtor's site yet.
      dropCached(cacheTags.siteHosts);
      expect(await resolveSite(database.db, "arjun.localhost", options)).toMatchObject({ kind: "agent", ownerEmail: "arjun@demo.sg" });
    } finally {
      await database.db.update(realtors).set({ status: "pending" }).where(eq(realtors.email, "arjun@demo.sg"));
    }
  });

  it("an unknown host gets the fallback branding", async () => {
    const site = await resolveSite(database.db, "unknown-realtor.sg", options);
    expect(site).toMatchObject({ kind: "fallback", siteName: "Premium Properties Singapore" });
  });

  it("IP and preview hosts get the development leader context without a lookup", async () => {
    for (const host of ["127.0.0.1:3000", "pr-12.preview.condosites.sg"]) {
      const site = await resolveSite(database.db, host, options);
      expect(site).toMatchObject({ kind: "development", type: "leader", isDevelopmentHost: true });
    }
  });

  it("a host that merely contains a marker is looked up like any realtor's domain (decision 084)", async () => {
    const site = await resolveSite(database.db, "previewhomes.sg", options);
    expect(site).toMatchObject({ kind: "fallback", isDevelopmentHost: false });
  });

  it("an active site permission's extra host also reaches its owner's site", async () => {
    const [leader] = await database.db.select().from(realtors).where(eq(realtors.email, "leader@demo.sg"));
    await database.db.insert(sitePermissions).values({ siteUrl: "rachel-tan.sg", siteType: "leader", ownerId: leader.userId, isActive: true });
    const site = await resolveSite(database.db, "https://www.rachel-tan.sg", options);
    expect(site).toMatchObject({ kind: "leader", ownerName: "Rachel Tan" });
  });

  it("a write followed by dropping the realtor's site is seen at once (suspending a realtor removes the site)", async () => {
    const siti = await resolveSite(database.db, "siti.localhost", options);
    expect(siti.kind).toBe("leader");
    await database.db.update(realtors).set({ status: "suspended" }).where(eq(realtors.agentSiteUrl, "siti.localhost"));
    expect((await resolveSite(database.db, "siti.localhost", options)).kind).toBe("leader");
    dropCached(cacheTags.site(siti.realtorId!));
    expect((await resolveSite(database.db, "siti.localhost", options)).kind).toBe("unavailable");
  });
});

describe("indexing (spec part 1 §4)", () => {
  it("a host is indexable only with an active permission that allows indexing", async () => {
    expect(await isIndexable(database.db, "leader.localhost", options)).toBe(true);
    expect(await isIndexable(database.db, "agent.localhost", options)).toBe(false);
    await database.db.update(sitePermissions).set({ isActive: false }).where(eq(sitePermissions.siteUrl, "leader.localhost"));
    expect(await isIndexable(database.db, "leader.localhost", options)).toBe(true);
    dropCached(cacheTags.host("leader.localhost"));
    expect(await isIndexable(database.db, "leader.localhost", options)).toBe(false);
  });

  it("the master host is never indexable, even with a permission row", async () => {
    const [leader] = await database.db.select().from(realtors).where(eq(realtors.email, "leader@demo.sg"));
    await database.db
      .insert(sitePermissions)
      .values({ siteUrl: "localhost", siteType: "leader", ownerId: leader.userId, isActive: true, allowIndexing: true });
    expect(await isIndexable(database.db, "localhost", options)).toBe(false);
  });
});
