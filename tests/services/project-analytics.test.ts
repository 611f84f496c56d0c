import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, siteVisitEvents } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { ForbiddenError } from "#server/services/errors";
import { projectAnalytics } from "#server/services/projects/project-analytics";
import { rollUpSiteVisits } from "#server/site-analytics/visit-rollup";
import { hasPermission, ROLES, type Role } from "~/domain/permissions";
import { formatProjectConversion } from "~/domain/site-analytics";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { projectBySlug } from "./project-fixtures";

// Issue 36 item 4: each project's views on every site, its enquiries and their conversion over
// 30 days, for the roles that manage projects only.

let services: TestServices;
let actors: Record<Role, Actor>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

async function enquire(slug: string, kind: "contact" | "register-interest" | "book-viewing", daysAgo: number) {
  const project = await projectBySlug(services.db, slug);
  const at = new Date(Date.now() - daysAgo * DAY);
  await services.db.insert(enquiries).values({
    kind, name: "Test Buyer", email: "buyer@example.com", projectId: project.id, siteHost: "localhost", consentAt: at, createdAt: at,
  });
}

async function view(slug: string, daysAgo: number, times: number, realtorId: string | null = null) {
  const at = new Date(Date.now() - daysAgo * DAY);
  await services.db.insert(siteVisitEvents).values(
    Array.from({ length: times }, (_, n) => ({ realtorId, kind: "view", path: `/condos/${slug}`, projectSlug: slug, visitorHash: `h${n}`, source: "direct", device: "mobile", occurredAt: at })),
  );
}

describe("project analytics", () => {
  it("counts the last 30 days' views on every site, enquiries and conversion per project, from the raw events and then from the rollups alike", async () => {
    await view("eunos-lumina", 0, 3);
    await view("eunos-lumina", 2, 5);
    await view("eunos-lumina", 31, 7);
    await enquire("eunos-lumina", "book-viewing", 1);
    await enquire("eunos-lumina", "register-interest", 29);
    await enquire("eunos-lumina", "contact", 31);
    const raw = await projectAnalytics(services, actors.admin2ic);
    expect(raw.topProjects.find((project) => project.slug === "eunos-lumina")).toMatchObject({ name: "Eunos Lumina", views: 8, enquiries: 2, conversion: 0.25 });
    expect(raw.windowDays).toBe(30);
    await rollUpSiteVisits(services.db, { rawDays: 1 });
    expect(await projectAnalytics(services, actors.admin2ic)).toEqual(raw);
  });

  it("shows a project enquired about without counted views with no conversion, and over 100% as such", () => {
    expect(formatProjectConversion(null)).toBe("—");
    expect(formatProjectConversion(1.5)).toBe("over 100%");
    expect(formatProjectConversion(0.125)).toBe("12.5%");
  });

  it.each(ROLES)("a %s reads it only with projectManagement", async (role) => {
    if (hasPermission(role, "projectManagement")) expect((await projectAnalytics(services, actors[role])).windowDays).toBe(30);
    else await expect(projectAnalytics(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
  });
});
