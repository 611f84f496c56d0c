import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvStream } from "#server/csv/csv-export";
import { parseCsvImport } from "#server/csv/csv-import";
import { adminAuditLog, developers, projectImages, projects } from "#server/db/schema";
import { cacheTags } from "#server/cache-tags";
import { sharedCache } from "#server/memory-cache";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, InvalidError } from "#server/services/errors";
import { importProjectsCsv, projectsCsvExport, projectsCsvTemplate, type ProjectCsvFile } from "#server/services/projects/project-csv";
import { createProject } from "#server/services/projects/save-project";
import { hasPermission, ROLES, type Role } from "~/domain/permissions";
import { PROJECT_CSV_COLUMNS, PROJECT_CSV_MESSAGES, PROJECT_IMPORT_ROW_LIMIT } from "~/domain/schemas/project-csv";
import { BUILDING_MESSAGES } from "~/domain/schemas/building";
import { PROJECT_MESSAGES } from "~/domain/schemas/project";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { buildingsOf, newProjectInput, projectBySlug } from "./project-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let developerName: string;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  [{ name: developerName }] = await services.db.select({ name: developers.name }).from(developers).limit(1);
});
afterAll(() => services.close());

const HEADER = "slug,name,status,property_type,full_address,postal_code,district,neighbourhood,core_region,urban_planning_region,tenure,developer,total_units,percentage_sold,buildings";

/** A row of the HEADER columns for a new project; `overrides` by column name. */
function row(slug: string, overrides: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    slug,
    name: `Project ${slug}`,
    status: "Selling",
    property_type: "Condominium",
    full_address: `"1 ${slug} Road, Singapore"`,
    postal_code: "238801",
    district: "D09",
    neighbourhood: "Orchard",
    core_region: "CCR",
    urban_planning_region: "Central Region",
    tenure: "Freehold",
    developer: developerName,
    total_units: "120",
    percentage_sold: "10",
    buildings: "1:238801; 2:238802:3 Orchard Turn",
    ...overrides,
  };
  return HEADER.split(",").map((column) => values[column]).join(",");
}

const csvFile = (lines: string[], name = "projects.csv") => new File([lines.join("\r\n")], name, { type: "text/csv" });
const importFile = (actor: Actor, file: File, dryRun: boolean) => importProjectsCsv(services, actor, { file, dryRun });

async function counts() {
  const [[{ projectCount }], [{ auditCount }]] = await Promise.all([
    services.db.select({ projectCount: count() }).from(projects),
    services.db.select({ auditCount: count() }).from(adminAuditLog),
  ]);
  return { projectCount, auditCount };
}

async function text(file: ProjectCsvFile): Promise<string> {
  return new Response(csvStream(file.columns, file.rows)).text();
}

describe("who may export and import projects", () => {
  const refused = ROLES.filter((role) => !hasPermission(role, "projectManagement"));

  it.each(refused)("a %s is refused by the service: no export, no template, no import, nothing written", async (role) => {
    const before = await counts();
    expect(() => projectsCsvExport(services, actors[role], "2026-01-01")).toThrow(ForbiddenError);
    await expect(projectsCsvTemplate(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(importFile(actors[role], csvFile([HEADER, row(`sneaky-${role}`)]), true)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(importFile(actors[role], csvFile([HEADER, row(`sneaky-${role}`)]), false)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await counts()).toEqual(before);
  });

  it("the roles that refuse are exactly the non-administrators", () => {
    expect(refused).toEqual(["leader", "agent"]);
  });
});

describe("the dry run", () => {
  it("previews each row (create or update by slug) and writes nothing", async () => {
    const before = await counts();
    const preview = await importFile(actors.admin2ic, csvFile([HEADER, row("dry-run-gardens"), row("katong-tidewater", { name: "Katong Tidewater" })]), true);
    expect(preview).toMatchObject({ imported: false, creates: 1, updates: 1, invalidRows: 0, fileName: "projects.csv" });
    expect(preview.rows).toEqual([
      { line: 2, slug: "dry-run-gardens", name: "Project dry-run-gardens", action: "create", errors: [], notes: [] },
      { line: 3, slug: "katong-tidewater", name: "Katong Tidewater", action: "update", errors: [], notes: [PROJECT_CSV_MESSAGES.existingBuildingsKept([1, 2])] },
    ]);
    expect(await counts()).toEqual(before);
    expect(await projectBySlug(services.db, "dry-run-gardens")).toBeUndefined();
  });
});

describe("a refused row", () => {
  it("one bad row fails the whole import, naming its line, column and the wizard's message; nothing is written", async () => {
    const before = await counts();
    const file = csvFile([HEADER, row("all-good-heights"), row("bad-units-court", { total_units: "0", postal_code: "12a456" }), row("also-good-villas")]);
    for (const dryRun of [true, false]) {
      const result = await importFile(actors.master, file, dryRun);
      expect(result).toMatchObject({ imported: false, invalidRows: 1 });
      expect(result.rows[1]).toEqual({
        line: 3,
        slug: "bad-units-court",
        name: "Project bad-units-court",
        action: "create",
        errors: [
          { column: "postal_code", message: PROJECT_MESSAGES.postalCodeFormat },
          { column: "total_units", message: PROJECT_MESSAGES.totalUnitsMin },
        ],
        notes: [],
      });
      expect(result.rows[0].errors).toEqual([]);
    }
    expect(await counts()).toEqual(before);
    expect(await projectBySlug(services.db, "all-good-heights")).toBeUndefined();
  });

  it("names unknown developers, bad buildings, a missing building, repeated slugs and required fields", async () => {
    const result = await importFile(
      actors.master,
      csvFile([
        HEADER,
        row("unknown-dev-place", { developer: "Nobody Land" }),
        row("bad-building-place", { buildings: "1:2388" }),
        row("no-building-place", { buildings: "" }),
        row("shapeless-building-place", { buildings: "tower one" }),
        row("unknown-dev-place"),
        row("", { name: "" }),
      ]),
      true,
    );
    expect(result.rows.map((entry) => [entry.line, entry.errors])).toEqual([
      [2, [{ column: "developer", message: PROJECT_CSV_MESSAGES.unknownStakeholder("developer", "Nobody Land") }]],
      [3, [{ column: "buildings", message: PROJECT_CSV_MESSAGES.building(1, BUILDING_MESSAGES.postalCodeInvalid) }]],
      [4, [{ column: "buildings", message: PROJECT_MESSAGES.buildingRequired }]],
      [5, [{ column: "buildings", message: PROJECT_CSV_MESSAGES.buildingFormat("tower one") }]],
      [6, [{ column: "slug", message: PROJECT_CSV_MESSAGES.duplicateSlug(2) }]],
      [
        7,
        [
          { column: "name", message: PROJECT_MESSAGES.nameRequired },
          { column: "slug", message: PROJECT_MESSAGES.slugRequired },
        ],
      ],
    ]);
    expect(result.invalidRows).toBe(6);
  });

  it("refuses a file with an unknown column, without a slug column, without rows, with too many rows, or not CSV, on the file field", async () => {
    const refusal = (file: File) => importFile(actors.master, file, true).catch((error: unknown) => error);
    expect(await refusal(csvFile(["slug,colour", "a,red"]))).toMatchObject({ field: "file", message: PROJECT_CSV_MESSAGES.unknownColumns(["colour"]) });
    expect(await refusal(csvFile(["name", "A"]))).toMatchObject({ message: PROJECT_CSV_MESSAGES.slugColumnMissing });
    expect(await refusal(csvFile([HEADER]))).toMatchObject({ message: PROJECT_CSV_MESSAGES.noRows });
    const tooMany = ["slug", ...Array.from({ length: PROJECT_IMPORT_ROW_LIMIT + 1 }, (_, index) => `row-${index}`)];
    expect(await refusal(csvFile(tooMany))).toMatchObject({ field: "file", message: PROJECT_CSV_MESSAGES.tooManyRows });
    const pdf = await refusal(new File(["%PDF-1.4\n"], "projects.csv", { type: "text/csv" }));
    expect(pdf).toBeInstanceOf(InvalidError);
    expect(pdf).toMatchObject({ message: "Please select a CSV file" });
  });
});

describe("importing", () => {
  it("creates new slugs and updates existing ones in one transaction, with audit rows and fresh public pages", async () => {
    const katong = await projectBySlug(services.db, "katong-tidewater");
    const galleryBefore = await services.db.select().from(projectImages).where(eq(projectImages.projectId, katong.id)).orderBy(projectImages.sortOrder);
    const page = sharedCache<string>("public-pages-probe", 60_000);
    page.set("/condos", "stale listing", [cacheTags.projectLists]);
    // Only three columns for the update: the others keep what is stored.
    const file = csvFile(["Slug,Percentage Sold,Buildings", `katong-tidewater,87.5,"1:${"437844"}; 9:437849"`], "katong.csv");
    const result = await importFile(actors.admin1ic, file, false);
    expect(result).toMatchObject({ imported: true, creates: 0, updates: 1, invalidRows: 0 });
    const after = await projectBySlug(services.db, "katong-tidewater");
    expect(after).toMatchObject({ id: katong.id, name: katong.name, percentageSold: 87.5, developerId: katong.developerId, bannerImageUrl: katong.bannerImageUrl });
    // Building 1 exists and is left alone; 9 is new.
    expect((await buildingsOf(services.db, katong.id)).map((building) => building.buildingNumber)).toContain(9);
    const galleryAfter = await services.db.select().from(projectImages).where(eq(projectImages.projectId, katong.id)).orderBy(projectImages.sortOrder);
    expect(galleryAfter.map((image) => [image.imageUrl, image.altText, image.isArtistImpression])).toEqual(
      galleryBefore.map((image) => [image.imageUrl, image.altText, image.isArtistImpression]),
    );
    expect(page.get("/condos")).toBeUndefined();

    const created = await importFile(actors.master, csvFile([HEADER, row("csv-new-residences"), row("katong-tidewater", { name: "Katong Tidewater", percentage_sold: "90", buildings: "" })]), false);
    expect(created).toMatchObject({ imported: true, creates: 1, updates: 1 });
    const fresh = await projectBySlug(services.db, "csv-new-residences");
    expect(fresh).toMatchObject({ name: "Project csv-new-residences", district: "District 9", urbanPlanningRegion: "Central", numberOfBlocks: 2, totalUnits: 120 });
    expect((await buildingsOf(services.db, fresh.id)).map((building) => [building.buildingNumber, building.postalCode, building.buildingAddress])).toEqual([
      [1, "238801", null],
      [2, "238802", "3 Orchard Turn"],
    ]);
    expect((await projectBySlug(services.db, "katong-tidewater")).percentageSold).toBe(90);
    const audit = await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "imported"));
    expect(audit.at(-1)).toMatchObject({ entityType: "project", performedByEmail: actors.master.email, details: { file: "projects.csv", created: ["csv-new-residences"], updated: ["katong-tidewater"] } });
    const [createdAudit] = await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, fresh.id));
    expect(createdAudit).toMatchObject({ action: "created" });
  });
});

describe("buildings a project already has", () => {
  it("the preview says which of the file's differing buildings stay as they are, and the import leaves them", async () => {
    const katong = await projectBySlug(services.db, "katong-tidewater");
    const stored = await buildingsOf(services.db, katong.id);
    const [first] = stored;
    const file = () => csvFile(["slug,buildings", `katong-tidewater,"${first.buildingNumber}:${first.postalCode}:${first.buildingAddress ?? ""}; ${first.buildingNumber + 40}:437899"`]);
    expect((await importFile(actors.admin1ic, file(), true)).rows[0].notes).toEqual([]);

    const changed = csvFile(["slug,buildings", `katong-tidewater,"${first.buildingNumber}:409999:Somewhere Else"`]);
    const preview = await importFile(actors.admin1ic, changed, true);
    expect(preview.rows[0]).toMatchObject({ action: "update", errors: [], notes: [`Building ${first.buildingNumber} already exists: its postal code and address stay as they are. Change them in the project's Buildings dialog.`] });
    await importFile(actors.admin1ic, changed, false);
    expect((await buildingsOf(services.db, katong.id)).find((building) => building.id === first.id)).toMatchObject({ postalCode: first.postalCode, buildingAddress: first.buildingAddress });
  });

  it("names several kept buildings in one note", () => {
    expect(PROJECT_CSV_MESSAGES.existingBuildingsKept([1, 2, 3])).toBe(
      "Buildings 1, 2 and 3 already exist: their postal codes and addresses stay as they are. Change them in the project's Buildings dialog.",
    );
  });
});

describe("Export All Projects", () => {
  it("downloads every project's main fields in the import's columns, which import back as updates without errors", async () => {
    const csv = await text(projectsCsvExport(services, actors.admin2ic, "2026-11-24"));
    const parsed = parseCsvImport(csv);
    expect(parsed.columns).toEqual(PROJECT_CSV_COLUMNS.map((column) => column.header));
    expect(parsed.rows).toHaveLength(await services.db.$count(projects));
    const katong = await projectBySlug(services.db, "katong-tidewater");
    const [katongDeveloper] = await services.db.select().from(developers).where(eq(developers.id, katong.developerId));
    const katongRow = parsed.rows.find((entry) => entry.values.slug === "katong-tidewater")!.values;
    expect(katongRow).toMatchObject({ name: katong.name, status: katong.status, district: katong.district, developer: katongDeveloper.name, total_units: String(katong.totalUnits) });
    expect(katongRow.buildings).toMatch(/^1:\d{6}/);
    expect(parsed.rows.map((entry) => entry.values.slug)).toEqual([...parsed.rows.map((entry) => entry.values.slug)].sort());

    const roundTrip = await importFile(actors.master, new File([csv], "export.csv", { type: "text/csv" }), true);
    expect(roundTrip.invalidRows).toBe(0);
    expect(roundTrip.updates).toBe(parsed.rows.length);
    // Its buildings are the stored ones: nothing to warn about.
    expect(roundTrip.rows.flatMap((entry) => entry.notes)).toEqual([]);
  });

  it("neutralises a cell that would run as a spreadsheet formula", async () => {
    await createProject(services, actors.master, await newProjectInput(services.db, { name: "=HYPERLINK(\"http://evil.example\",\"Click\")", slug: "formula-court" }));
    const csv = await text(projectsCsvExport(services, actors.master, "2026-11-24"));
    const formulaRow = parseCsvImport(csv).rows.find((entry) => entry.values.slug === "formula-court")!;
    expect(formulaRow.values.name).toBe("'=HYPERLINK(\"http://evil.example\",\"Click\")");
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("the template holds every column and an example row that a dry run accepts", async () => {
    const template = await projectsCsvTemplate(services, actors.admin1ic);
    const csv = await text(template);
    expect(template.filename).toBe("projects-import-template.csv");
    const preview = await importFile(actors.admin1ic, new File([csv], "template.csv", { type: "text/csv" }), true);
    expect(preview).toMatchObject({ invalidRows: 0, creates: 1, imported: false });
  });
});
