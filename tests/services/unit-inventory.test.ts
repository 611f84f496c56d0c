import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvStream } from "#server/csv/csv-export";
import { adminAuditLog, projectUnits, unitTypes } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, InvalidError } from "#server/services/errors";
import { importPriceList, priceListCsvExport, priceListCsvTemplate } from "#server/services/projects/price-list-csv";
import { createProject } from "#server/services/projects/save-project";
import { changeUnits, getBlockInventory } from "#server/services/projects/unit-inventory";
import { createUnitType } from "#server/services/projects/unit-types";
import { searchListedProjects } from "#server/services/project-search";
import { getProjectPage } from "#server/services/public-project-page";
import { hasPermission, ROLES, type Role } from "~/domain/permissions";
import { createUnitTypeSchema } from "~/domain/schemas/unit-type";
import { unitChangeSchema } from "~/domain/schemas/unit-inventory";
import { cardPriceText, projectUnitsText } from "~/domain/project-text";
import { EMPTY_LISTING_FILTERS } from "~/domain/listing-filters";
import { elevationChartHtml } from "~/domain/elevation-chart-html";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { buildingsOf, newProjectInput, projectAudit, projectBySlug } from "./project-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let projectId: string;
let block1: string;
let block2: string;
const SLUG = "sembawang-shoreline";
const HEADER = "block,stack,floor,unit_type,size_sqft,price,status";

const csvFile = (lines: string[], name = "price-list.csv") => new File([lines.join("\r\n")], name, { type: "text/csv" });
const importLines = (actor: Actor, lines: string[], dryRun: boolean) => importPriceList(services, actor, { slug: SLUG, file: csvFile([HEADER, ...lines]), dryRun });

/** Block 1: stacks 01 (2 Bedroom) and 02 (3 Bedroom) on floors 2 to 4; block 2: stack 01 on floor 2. */
const PRICE_LIST = [
  "1,01,2,2 Bedroom,700,1400000,available",
  "1,01,3,2 Bedroom,700,1420000,available",
  "1,01,4,2 Bedroom,700,1440000,reserved",
  "1,02,2,3 Bedroom,1000,2000000,available",
  "1,02,3,3 Bedroom,1000,2050000,sold",
  "1,02,4,3 Bedroom,1000,2100000,available",
  "2,01,2,2 Bedroom,720,1390000,sold",
];

async function unitsOf(buildingId: string) {
  return services.db
    .select({ stack: projectUnits.stack, floor: projectUnits.floor, priceCents: projectUnits.priceCents, status: projectUnits.status })
    .from(projectUnits)
    .where(eq(projectUnits.buildingId, buildingId))
    .orderBy(asc(projectUnits.stack), asc(projectUnits.floor));
}

async function unitCount() {
  const [{ units }] = await services.db.select({ units: count() }).from(projectUnits).where(eq(projectUnits.projectId, projectId));
  return units;
}

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  ({ id: projectId } = await createProject(services, actors.master, await newProjectInput(services.db)));
  [{ id: block1 }, { id: block2 }] = await buildingsOf(services.db, projectId);
  for (const [name, bedrooms, price, psf] of [
    ["2 Bedroom", 2, 1_500_000, 2_100],
    ["3 Bedroom", 3, 2_200_000, 1_900],
  ] as const) {
    await createUnitType(
      services,
      actors.master,
      createUnitTypeSchema.parse({ projectId, buildingId: block1, name, bedrooms, bathrooms: 2, areaSqftMin: 600, areaSqftMax: 1200, totalCountOfType: 10, indicativePriceFrom: price, pricePsfFrom: psf }),
    );
  }
});
afterAll(() => services.close());

describe("without an inventory", () => {
  it("the card and header take the price from and its psf from one unit type, and count the project's units", async () => {
    const page = await getProjectPage(services.db, SLUG, null);
    expect(page.priceFromCents).toBe(150_000_000);
    expect(page.priceFromPsfCents).toBe(210_000);
    expect(cardPriceText(page)).toBe("From S$1.5M (S$2,100 psf)");
    expect(projectUnitsText(page)).toBe("320 units");
    expect(page.availability).toBeNull();
  });
});

describe("price list import", () => {
  it("refuses every role without project management, writing nothing", async () => {
    for (const role of ROLES.filter((role) => !hasPermission(role, "projectManagement"))) {
      await expect(importLines(actors[role], PRICE_LIST, false)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(priceListCsvTemplate(services, actors[role], { slug: SLUG })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(priceListCsvExport(services, actors[role], { slug: SLUG, day: "2026-11-28" })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(getBlockInventory(services, actors[role], { slug: SLUG })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(changeUnits(services, actors[role], unitChangeSchema.parse({ buildingId: block1, stack: "01", status: "sold" }))).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect(await unitCount()).toBe(0);
  });

  it("a file with one bad row writes nothing and says what is wrong on each line", async () => {
    const before = (await projectAudit(services.db, projectId)).length;
    const result = await importLines(actors.admin2ic, [...PRICE_LIST, "3,01,2,2 Bedroom,700,1400000,available", "1,01,2,Loft,0,abc,gone", "1,01,3,2 Bedroom,700,1400000,available"], false);
    expect(result.imported).toBe(false);
    expect(result.invalidRows).toBe(3);
    const errorsOn = (line: number) => result.rows.find((row) => row.line === line)!.errors;
    expect(errorsOn(9)).toEqual([{ column: "block", message: "No block 3 in this project: add it in the project's Buildings first" }]);
    expect(errorsOn(10).map((error) => error.column)).toEqual(["size_sqft", "price", "status"]);
    expect(errorsOn(11)).toEqual([{ column: "stack", message: "This unit is already on line 3 of the file" }]);
    expect(await unitCount()).toBe(0);
    expect(await projectAudit(services.db, projectId)).toHaveLength(before);
  });

  it("a dry run says what each row would do and writes nothing", async () => {
    const result = await importLines(actors.admin2ic, PRICE_LIST, true);
    expect(result).toMatchObject({ imported: false, creates: 7, updates: 0, invalidRows: 0 });
    expect(result.rows[0]).toMatchObject({ slug: "Block 1 #02-01", name: "2 Bedroom · S$1,400,000 · Available", action: "create" });
    expect(await unitCount()).toBe(0);
  });

  it("imports every unit in one go with an audit row, and the unit types' and project's figures follow from the units", async () => {
    const result = await importLines(actors.admin2ic, PRICE_LIST, false);
    expect(result).toMatchObject({ imported: true, creates: 7 });
    expect(await unitCount()).toBe(7);
    const [audit] = (await projectAudit(services.db, projectId)).filter((row) => row.action === "price list imported");
    expect(audit.performedByEmail).toBe(actors.admin2ic.email);
    expect((audit.details as { created: unknown[] }).created).toContainEqual({ block: 1, unit: "#02-01", priceCents: [null, 140_000_000], status: [null, "available"] });

    const types = await services.db.select().from(unitTypes).where(eq(unitTypes.projectId, projectId)).orderBy(asc(unitTypes.bedrooms));
    expect(types.map((type) => [type.areaSqftMin, type.areaSqftMax, type.totalCountOfType, type.indicativePriceFrom, type.pricePsfFrom, type.pricePsfTo])).toEqual([
      [700, 720, 4, 140_000_000, 200_000, 202_900],
      [1000, 1000, 3, 200_000_000, 200_000, 210_000],
    ]);

    const page = await getProjectPage(services.db, SLUG, null);
    expect(projectUnitsText(page)).toBe("4 of 7 units available");
    // The cheapest available unit (#02-01, S$1.4M, 700 sqft) and its own psf.
    expect(cardPriceText(page)).toBe("From S$1.4M (S$2,000 psf)");
    expect(page.availability!.balance).toEqual([
      { name: "2 Bedroom", bedrooms: 2, available: 2, total: 4, priceFromCents: 140_000_000, priceToCents: 142_000_000, psfFromCents: 200_000, psfToCents: 202_900 },
      { name: "3 Bedroom", bedrooms: 3, available: 2, total: 3, priceFromCents: 200_000_000, priceToCents: 210_000_000, psfFromCents: 200_000, psfToCents: 210_000 },
    ]);
    const [chart] = page.availability!.blocks;
    expect(chart).toMatchObject({ buildingNumber: 1, stacks: ["01", "02"], floors: [4, 3, 2] });
    const html = elevationChartHtml(chart, page.availability!.unitTypes);
    expect(html).toContain('aria-label="#04-01, 2 Bedroom, reserved"');
    expect(html).toContain('data-u="0,700,140000000" aria-label="#02-01, 2 Bedroom, 1.4M, available"');
  });

  it("exports the price list in the columns it imports", async () => {
    const file = await priceListCsvExport(services, actors.admin1ic, { slug: SLUG, day: "2026-11-28" });
    const text = await new Response(csvStream(file.columns, file.rows)).text();
    expect(text.replace(/^\uFEFF/, "").split("\r\n").slice(0, 2)).toEqual([HEADER, "1,01,2,2 Bedroom,700,1400000,available"]);
  });
});

describe("the grid's changes", () => {
  it("marks a whole stack sold in one statement, with one audit row naming each unit from what to what, and the cards count it", async () => {
    const before = await getProjectPage(services.db, SLUG, null);
    const { updated } = await changeUnits(services, actors.admin1ic, unitChangeSchema.parse({ buildingId: block1, stack: "01", status: "sold" }));
    expect(updated).toBe(3);
    expect((await unitsOf(block1)).filter((unit) => unit.stack === "01").map((unit) => unit.status)).toEqual(["sold", "sold", "sold"]);
    expect((await unitsOf(block2)).map((unit) => unit.status)).toEqual(["sold"]);
    const [audit] = await services.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entityId, projectId), eq(adminAuditLog.action, "units updated")));
    expect(audit.details).toEqual({
      block: 1,
      units: [
        { unit: "#02-01", status: ["available", "sold"] },
        { unit: "#03-01", status: ["available", "sold"] },
        { unit: "#04-01", status: ["reserved", "sold"] },
      ],
    });
    const after = await getProjectPage(services.db, SLUG, null);
    expect(projectUnitsText(after)).toBe("2 of 7 units available");
    expect(cardPriceText(after)).toBe("From S$2M (S$2,000 psf)");
    expect(new Date(after.availability!.asOf).getTime()).toBeGreaterThanOrEqual(new Date(before.availability!.asOf).getTime());
    const listing = await searchListedProjects(services.db, { ...EMPTY_LISTING_FILTERS, q: "Sembawang" });
    expect(listing.projects.find((project) => project.id === projectId)).toMatchObject({ inventoryUnits: 7, inventoryAvailable: 2, priceFromCents: 200_000_000, priceFromPsfCents: 200_000 });
  });

  it("sets a price on a range of floors of one stack, leaving the others", async () => {
    await changeUnits(services, actors.admin2ic, unitChangeSchema.parse({ buildingId: block1, stack: "02", floorFrom: "3", floorTo: "4", price: "2300000" }));
    expect((await unitsOf(block1)).filter((unit) => unit.stack === "02").map((unit) => unit.priceCents)).toEqual([200_000_000, 230_000_000, 230_000_000]);
  });

  it("sells the last available units: the project says sold out", async () => {
    const inventory = await getBlockInventory(services, actors.admin2ic, { slug: SLUG, buildingNumber: 1 });
    const open = inventory.units.filter((unit) => unit.status === "available").map((unit) => unit.id);
    await changeUnits(services, actors.admin2ic, unitChangeSchema.parse({ buildingId: block1, unitIds: open, status: "sold" }));
    const page = await getProjectPage(services.db, SLUG, null);
    expect(projectUnitsText(page)).toBe("All 7 units sold");
    expect(cardPriceText(page)).toBe("Sold out");
  });

  it("refuses a choice that matches no unit of the block, and a change with nothing to set", async () => {
    await expect(changeUnits(services, actors.admin2ic, unitChangeSchema.parse({ buildingId: block2, stack: "09", status: "sold" }))).rejects.toBeInstanceOf(InvalidError);
    expect(unitChangeSchema.safeParse({ buildingId: block1, stack: "01" }).error?.issues[0].message).toBe("Choose a price or a status to set");
    expect(unitChangeSchema.safeParse({ buildingId: block1, status: "sold" }).error?.issues[0].message).toBe("Choose the units to change");
  });

  it("keeps the project row's own figures for the admin screens", async () => {
    expect((await projectBySlug(services.db, SLUG)).totalUnits).toBe(320);
  });
});
