import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencies, blogs, enquiries, projects, realtors, sitePermissions } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { lastMonths, latestAuditEntries, platformCounts, realtorDashboard } from "#server/services/dashboards";
import { ForbiddenError } from "#server/services/errors";
import { clearCaches, sendTestMail, systemDiagnostics } from "#server/services/system-diagnostics";
import { readRelease } from "#server/release";
import type { Role } from "~/domain/permissions";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

describe("administrators' figures come from the database", () => {
  it("counts agencies, projects, active leaders and agents, and pending requests", async () => {
    const counts = await platformCounts(services, actors.admin2ic);
    expect(counts.agencies).toBe(await services.db.$count(agencies));
    expect(counts.activeAgencies).toBe(await services.db.$count(agencies, eq(agencies.status, "active")));
    expect(counts.projects).toBe(await services.db.$count(projects));
    const active = await services.db.select().from(realtors).where(eq(realtors.status, "active"));
    expect(counts.leaders).toBe(active.filter((row) => row.isLeader).length);
    expect(counts.agents).toBe(active.filter((row) => !row.isLeader).length);
    expect(counts.pendingRealtors).toBe(await services.db.$count(realtors, eq(realtors.status, "pending")));
    expect(counts.pendingRealtors).toBeGreaterThan(0);
  });

  it("a new pending agency shows in the figures at once", async () => {
    const before = await platformCounts(services, actors.master);
    await services.db.insert(agencies).values({ name: "Counted Realty" });
    const after = await platformCounts(services, actors.master);
    expect(after.pendingAgencies).toBe(before.pendingAgencies + 1);
    expect(after.agencies).toBe(before.agencies + 1);
  });

  it.each(["leader", "agent"] as const)("a %s gets no platform figures", async (role) => {
    await expect(platformCounts(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("only master reads the latest audit entries, newest first", async () => {
    const entries = await latestAuditEntries(services, actors.master);
    expect(entries.length).toBeGreaterThan(0);
    const times = entries.map((entry) => new Date(entry.at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await expect(latestAuditEntries(services, actors.admin1ic)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("a realtor's own dashboard", () => {
  it("a leader sees their reporting agents, their site and its indexing state", async () => {
    const figures = await realtorDashboard(services, actors.leader);
    const [me] = await services.db.select().from(realtors).where(eq(realtors.userId, actors.leader.id));
    const reports = await services.db.select().from(realtors).where(eq(realtors.reportsToId, me.id));
    expect(figures.isLeader).toBe(true);
    expect(figures.siteUrl).toBe(me.agentSiteUrl);
    expect(figures.team.map((row) => row.id).sort()).toEqual(reports.filter((row) => !row.isLeader).map((row) => row.id).sort());
    const [permission] = await services.db.select().from(sitePermissions).where(eq(sitePermissions.siteUrl, me.agentSiteUrl));
    expect(figures.indexing).toEqual({ active: permission.isActive, allowIndexing: permission.allowIndexing });
  });

  it("counts only the realtor's own enquiries this month, and six months of them", async () => {
    const [me] = await services.db.select().from(realtors).where(eq(realtors.userId, actors.agent.id));
    const before = await realtorDashboard(services, actors.agent);
    await services.db.insert(enquiries).values([
      { kind: "contact", name: "Buyer A", email: "a@example.sg", realtorId: me.id, siteHost: me.agentSiteUrl, consentAt: new Date() },
      { kind: "contact", name: "Buyer B", email: "b@example.sg", realtorId: null, siteHost: "localhost", consentAt: new Date() },
    ]);
    const after = await realtorDashboard(services, actors.agent);
    expect(after.enquiriesThisMonth).toBe(before.enquiriesThisMonth + 1);
    expect(after.enquiriesByMonth).toHaveLength(6);
    expect(after.team).toEqual([]);
  });

  it("counts the realtor's published and draft posts", async () => {
    const figures = await realtorDashboard(services, actors.leader);
    const posts = await services.db.select().from(blogs).where(eq(blogs.userId, actors.leader.id));
    expect(figures.posts).toEqual({ published: posts.filter((post) => post.isPublished).length, drafts: posts.filter((post) => !post.isPublished).length });
  });

  it("administrators have no realtor dashboard", async () => {
    await expect(realtorDashboard(services, actors.master)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("months in Singapore time", () => {
  it("names the last six calendar months, the current one last, across a year end", () => {
    const { keys, start } = lastMonths(new Date("2026-02-10T03:00:00Z"), 6);
    expect(keys).toEqual(["2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(start.toISOString()).toBe("2025-08-31T16:00:00.000Z");
  });

  it("a UTC evening that is already the next month in Singapore counts there", () => {
    expect(lastMonths(new Date("2026-03-31T17:00:00Z"), 1).keys).toEqual(["2026-04"]);
  });
});

describe("System Diagnostics", () => {
  const deps = () => ({ ...services, config: {}, release: readRelease(process.cwd()) });

  it("reports a reachable database with its latency and every migration applied", async () => {
    const checks = await systemDiagnostics(deps(), actors.master);
    expect(checks.database).toMatchObject({ reachable: true, error: null });
    expect(checks.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(checks.migrations.applied).toBe(checks.migrations.expected);
    expect(checks.migrations.expected).toBeGreaterThan(1);
    expect(checks.mail.mode).toBe("Outbox (no SMTP_URL)");
    expect(checks.storage.driver).toBe(`Local disk (${services.storage.location})`);
  });

  it("names the shipped station dataset with its date, size and licence", async () => {
    const { openData } = await systemDiagnostics(deps(), actors.master);
    expect(openData).toEqual([
      expect.objectContaining({ title: "MRT and LRT stations", version: "2022-11-18", licence: "Singapore Open Data Licence version 1.0", stations: 168, exits: 507 }),
    ]);
  });

  it("shows the last mail this process sent after a test email", async () => {
    await sendTestMail(services, actors.master);
    const checks = await systemDiagnostics(deps(), actors.master);
    expect(checks.mail.last).toMatchObject({ ok: true, subject: "Condo Sites test email" });
  });

  it.each(["admin1ic", "admin2ic", "leader", "agent"] as const)("%s may not run diagnostics or clear caches", async (role) => {
    await expect(systemDiagnostics(deps(), actors[role])).rejects.toBeInstanceOf(ForbiddenError);
    expect(() => clearCaches(actors[role])).toThrow(ForbiddenError);
    await expect(sendTestMail(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
  });
});
