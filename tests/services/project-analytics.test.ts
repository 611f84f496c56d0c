import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { ForbiddenError } from "#server/services/errors";
import { projectAnalytics } from "#server/services/projects/project-analytics";
import type { Role } from "~/domain/permissions";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { projectBySlug } from "./project-fixtures";

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

describe("project analytics", () => {
  it("counts the last 30 days' project enquiries by project and by kind; older ones and general ones do not count", async () => {
    const before = await projectAnalytics(services, actors.admin2ic);
    await enquire("eunos-lumina", "book-viewing", 1);
    await enquire("eunos-lumina", "book-viewing", 2);
    await enquire("eunos-lumina", "register-interest", 29);
    await enquire("eunos-lumina", "contact", 31);
    const after = await projectAnalytics(services, actors.admin2ic);
    expect(after.total).toBe(before.total + 3);
    expect(after.byKind["book-viewing"]).toBe(before.byKind["book-viewing"] + 2);
    expect(after.byKind.contact).toBe(before.byKind.contact);
    expect(after.topProjects[0]).toMatchObject({ name: "Eunos Lumina", total: 3, byKind: { "book-viewing": 2, "register-interest": 1, contact: 0 } });
    expect(after.windowDays).toBe(30);
  });

  it.each(["leader", "agent"] as const)("a %s is refused", async (role) => {
    await expect(projectAnalytics(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
  });
});
