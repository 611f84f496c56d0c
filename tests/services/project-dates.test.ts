import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, developers, projects } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { InvalidError } from "#server/services/errors";
import { importProjectsCsv } from "#server/services/projects/project-csv";
import { createProject, updateProject } from "#server/services/projects/save-project";
import type { Role } from "~/domain/permissions";
import { createProjectSchema, updateProjectSchema } from "~/domain/schemas/project";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { newProjectInput, projectBySlug } from "./project-fixtures";

// Issue 30 item 11: an estimated TOP before the launch, or a construction start after TOP, was
// saved. The wizard (its form and its save) and the CSV import refuse them with a message on the date.

const TOP_BEFORE_LAUNCH = "Estimated TOP date cannot be before the launch date";
const CONSTRUCTION_AFTER_TOP = "Construction start date cannot be after the TOP date";

let services: TestServices;
let actors: Record<Role, Actor>;
let developerName: string;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  [{ name: developerName }] = await services.db.select({ name: developers.name }).from(developers).limit(1);
});
afterAll(() => services.close());

async function counts() {
  const [[{ projectCount }], [{ auditCount }]] = await Promise.all([
    services.db.select({ projectCount: count() }).from(projects),
    services.db.select({ auditCount: count() }).from(adminAuditLog),
  ]);
  return { projectCount, auditCount };
}

const issuesOn = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.filter((issue) => /Date|topDate/.test(String(issue.path[0]))).map((issue) => [issue.path[0], issue.message]);

describe("project dates that contradict each other", () => {
  it("the wizard's schema refuses them on the date's field; consistent dates pass", async () => {
    const input = { ...(await newProjectInput(services.db, { slug: "dated-heights" })) };
    expect(issuesOn(createProjectSchema.safeParse({ ...input, launchDate: "2026-03-01", topDateEstimate: "2025-12-31" }))).toEqual([["topDateEstimate", TOP_BEFORE_LAUNCH]]);
    expect(issuesOn(createProjectSchema.safeParse({ ...input, constructionStartDate: "2030-01-01", topDateEstimate: "2029-06-30" }))).toEqual([
      ["constructionStartDate", CONSTRUCTION_AFTER_TOP],
    ]);
    expect(issuesOn(createProjectSchema.safeParse({ ...input, constructionStartDate: "2025-01-01", topDateEstimate: undefined, topDateActual: "2024-06-30" }))).toEqual([
      ["constructionStartDate", CONSTRUCTION_AFTER_TOP],
    ]);
    expect(issuesOn(updateProjectSchema.safeParse({ ...input, id: crypto.randomUUID(), launchDate: "2026-03-01", topDateEstimate: "2025-12-31" }))).toEqual([
      ["topDateEstimate", TOP_BEFORE_LAUNCH],
    ]);
    expect(issuesOn(createProjectSchema.safeParse({ ...input, launchDate: "2025-03-15", constructionStartDate: "2025-06-01", topDateEstimate: "2029-06-30" }))).toEqual([]);
  });

  it("the wizard's save refuses them too: nothing is written", async () => {
    const before = await counts();
    const input = await newProjectInput(services.db, { slug: "dated-court" });
    const refused = await createProject(services, actors.master, { ...input, launchDate: "2026-03-01", topDateEstimate: "2025-12-31" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidError);
    expect(refused).toMatchObject({ message: TOP_BEFORE_LAUNCH, field: "topDateEstimate" });
    expect(await counts()).toEqual(before);
    expect(await projectBySlug(services.db, "dated-court")).toBeUndefined();

    const { id } = await createProject(services, actors.master, { ...input, launchDate: "2025-03-15", topDateEstimate: "2029-06-30" });
    const saved = await counts();
    const edited = updateProject(services, actors.admin1ic, { ...input, id, buildings: [], images: [], constructionStartDate: "2030-01-01", topDateEstimate: "2029-06-30" });
    await expect(edited).rejects.toMatchObject({ message: CONSTRUCTION_AFTER_TOP, field: "constructionStartDate" });
    expect(await counts()).toEqual(saved);
    const [row] = await services.db.select().from(projects).where(eq(projects.id, id));
    expect(row.constructionStartDate).toBeNull();
  });

  it("the CSV import names the row, the column and the message, and writes nothing", async () => {
    const header = "slug,name,status,property_type,full_address,postal_code,district,neighbourhood,core_region,urban_planning_region,tenure,developer,total_units,buildings,launch_date,top_date_estimate,construction_start_date";
    const line = (slug: string, dates: string) => `${slug},Project ${slug},Selling,Condominium,"1 ${slug} Road",238801,D09,Orchard,CCR,Central Region,Freehold,${developerName},120,1:238801,${dates}`;
    const file = new File(
      [[header, line("good-dates-park", "2025-03-15,2029-06-30,2025-06-01"), line("top-first-park", "2026-03-01,2025-12-31,"), line("late-start-park", ",2029-06-30,2030-01-01")].join("\r\n")],
      "projects.csv",
      { type: "text/csv" },
    );
    const before = await counts();
    for (const dryRun of [true, false]) {
      const result = await importProjectsCsv(services, actors.master, { file, dryRun });
      expect(result).toMatchObject({ imported: false, invalidRows: 2 });
      expect(result.rows.map((entry) => [entry.line, entry.errors])).toEqual([
        [2, []],
        [3, [{ column: "top_date_estimate", message: TOP_BEFORE_LAUNCH }]],
        [4, [{ column: "construction_start_date", message: CONSTRUCTION_AFTER_TOP }]],
      ]);
    }
    expect(await counts()).toEqual(before);
    expect(await projectBySlug(services.db, "good-dates-park")).toBeUndefined();
  });
});
