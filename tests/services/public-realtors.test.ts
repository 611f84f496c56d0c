import { NotFoundError } from "#server/services/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client";
import { realtors } from "#server/db/schema";
import { seedDemoData } from "#server/db/seed/seed-demo-data";
import { clearLocalCaches } from "#server/memory-cache";
import { getPublicRealtorProfile, listLeaderTeam } from "#server/services/public-realtors";
import { resolveSite } from "#server/tenancy";
import { createTestDatabase } from "../support/test-database";

const options = { appDomain: "localhost", devHostMarkers: ["preview", "staging"] };
let database: DatabaseHandle;
const realtorId = async (slug: string) => (await database.db.select({ id: realtors.id }).from(realtors).where(eq(realtors.realtorSlug, slug)))[0].id;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { hashPassword: async (pw) => `test:${pw}` });
  clearLocalCaches();
});
afterAll(() => database.close());

describe("who answers for a realtor's site (issue 18)", () => {
  it("the site context of a realtor's host carries the agency's licence number", async () => {
    const site = await resolveSite(database.db, "leader.localhost", options);
    expect(site).toMatchObject({ ceaNumber: "R482913", agencyName: "Harbourline Realty", agencyLicenceNumber: "L3010142K" });
  });

  it("a public profile names the agency's licence number", async () => {
    expect((await getPublicRealtorProfile(database.db, "marcus-lim", { realtorId: null }))?.agencyLicenceNumber).toBe("L3010142K");
  });
});

describe("a leader's team", () => {
  it("lists the leader's active agents only: not the leader, not a pending or suspended agent", async () => {
    const team = await listLeaderTeam(database.db, await realtorId("rachel-tan"));
    expect(team.map((member) => member.fullName)).toEqual(["Marcus Lim"]);
    expect(team[0]).toMatchObject({ slug: "marcus-lim", ceaNumber: "R517306" });
    expect((await listLeaderTeam(database.db, await realtorId("siti-rahman"))).map((member) => member.slug)).toEqual(["tan-wei-jie"]);
  });

  it("an agent has no team", async () => {
    expect(await listLeaderTeam(database.db, await realtorId("marcus-lim"))).toEqual([]);
  });

  it("a leader's site opens its team's profiles; an agent's site opens no other realtor's, and no site a competitor's", async () => {
    const rachel = { realtorId: await realtorId("rachel-tan") };
    const marcus = { realtorId: await realtorId("marcus-lim") };
    expect((await getPublicRealtorProfile(database.db, "marcus-lim", rachel))?.fullName).toBe("Marcus Lim");
    await expect(getPublicRealtorProfile(database.db, "rachel-tan", marcus)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPublicRealtorProfile(database.db, "tan-wei-jie", rachel)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPublicRealtorProfile(database.db, "siti-rahman", rachel)).rejects.toBeInstanceOf(NotFoundError);
  });
});
