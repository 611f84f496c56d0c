import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitTypes } from "#server/db/schema";
import { cacheTags } from "#server/cache-tags";
import { sharedCache } from "#server/memory-cache";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import { deleteBuilding } from "#server/services/projects/buildings";
import { uploadProjectFile } from "#server/services/projects/project-files";
import { createProject } from "#server/services/projects/save-project";
import { createUnitType, deleteUnitType, getUnitMix, updateUnitType } from "#server/services/projects/unit-types";
import { getProjectPage } from "#server/services/public-project-page";
import { formatPriceFromCents } from "~/domain/format";
import type { Role } from "~/domain/permissions";
import { projectUploadSchema } from "~/domain/schemas/project-media";
import { createUnitTypeSchema, UNIT_TYPE_MESSAGES, updateUnitTypeSchema, type FacingDirection } from "~/domain/schemas/unit-type";
import { psfRangeText } from "~/domain/unit-type-text";
import { createTestServices, type TestServices } from "../support/test-services";
import { submitForm } from "../domain/schemas/form-parsing";
import { asFile, photo, storedLocally } from "../server/storage-fixtures";
import { demoActors } from "./admin-fixtures";
import { buildingsOf, newProjectInput, projectAudit, projectBySlug } from "./project-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let projectId: string;
let buildingId: string;
const SLUG = "sembawang-shoreline";

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  ({ id: projectId } = await createProject(services, actors.master, await newProjectInput(services.db)));
  [{ id: buildingId }] = await buildingsOf(services.db, projectId);
});
afterAll(() => services.close());

/** The form as the dialog posts it: strings, dollars. */
function form(fields: Record<string, string | string[]> = {}) {
  return {
    projectId,
    name: "3 Bedroom Premium",
    buildingId,
    bedrooms: "3",
    bathrooms: "2",
    areaSqftMin: "1066",
    areaSqftMax: "1141",
    totalCountOfType: "40",
    indicativePriceFrom: "1288000",
    pricePsfFrom: "1850",
    pricePsfTo: "2100.5",
    maintenanceFeePsf: "0.35",
    floorRangeMin: "3",
    floorRangeMax: "18",
    facingDirection: ["North", "Southeast"],
    hasStudy: "on",
    ...fields,
  };
}

function parsed(fields: Record<string, string | string[]> = {}) {
  const result = submitForm(createUnitTypeSchema, form(fields));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return createUnitTypeSchema.parse(result.value);
}

const rowsOf = () => services.db.select().from(unitTypes).where(eq(unitTypes.projectId, projectId));

describe("adding a unit type", () => {
  it("stores the price typed in dollars as cents, PSF and maintenance fee in cents, with its audit row", async () => {
    const created = await createUnitType(services, actors.admin2ic, parsed());
    const [row] = (await rowsOf()).filter((unit) => unit.id === created.id);
    expect(row).toMatchObject({
      name: "3 Bedroom Premium",
      bedrooms: 3,
      bathrooms: 2,
      hasStudy: true,
      areaSqftMin: 1066,
      areaSqftMax: 1141,
      totalCountOfType: 40,
      indicativePriceFrom: 128_800_000,
      pricePsfFrom: 185_000,
      pricePsfTo: 210_050,
      maintenanceFeePsf: 35,
      floorRangeMin: 3,
      floorRangeMax: 18,
      facingDirection: ["North", "Southeast"],
    });
    expect(formatPriceFromCents(row.indicativePriceFrom)).toBe("S$1,288,000");
    expect(psfRangeText(row.pricePsfFrom, row.pricePsfTo)).toBe("S$ 1,850 – 2,100.5 psf");
    expect((await projectAudit(services.db, projectId)).some((entry) => entry.action === "unit type created")).toBe(true);
  });

  it("the public page shows it with the new fields, and the public caches were dropped", async () => {
    const probe = sharedCache<string>("unit-mix-test-probe", 60_000);
    probe.set("page", "stale", [cacheTags.project(projectId)]);
    // A unit type's price and bedrooms show on the listing's cards and filters too.
    probe.set("listing", "stale", [cacheTags.projectLists]);
    await createUnitType(services, actors.master, parsed({ name: "1 Bedroom", bedrooms: "1", bathrooms: "1", areaSqftMin: "484", areaSqftMax: "527", indicativePriceFrom: "" }));
    expect(probe.get("page")).toBeUndefined();
    expect(probe.get("listing")).toBeUndefined();
    const page = await getProjectPage(services.db, SLUG, null);
    const premium = page!.unitTypes.find((unit) => unit.name === "3 Bedroom Premium")!;
    expect(premium).toMatchObject({ indicativePriceFrom: 128_800_000, pricePsfTo: 210_050, floorRangeMin: 3, floorRangeMax: 18, facingDirection: ["North", "Southeast"] });
    // Smallest layout first; no price reads 'Price on request'.
    expect(page!.unitTypes[0]).toMatchObject({ name: "1 Bedroom", indicativePriceFrom: null });
    expect(formatPriceFromCents(page!.unitTypes[0].indicativePriceFrom)).toBe("Price on request");
  });

  it("the form defaults and the unit mix summary: types, units, price and size ranges", async () => {
    const { unitTypes: list, summary, buildings, project } = await getUnitMix(services, actors.admin1ic, { slug: SLUG });
    expect(project).toMatchObject({ id: projectId, name: "Sembawang Shoreline" });
    expect(buildings.map((b) => b.buildingNumber)).toEqual([1, 2]);
    expect(list.map((unit) => unit.name)).toEqual(["1 Bedroom", "3 Bedroom Premium"]);
    expect(list[1]).toMatchObject({ buildingNumber: 1 });
    expect(summary).toEqual({ types: 2, units: 80, priceFromCents: 128_800_000, priceToCents: 128_800_000, areaSqftMin: 484, areaSqftMax: 1141 });
  });

  it("refuses a building of another project on the building field", async () => {
    const other = await projectBySlug(services.db, "eunos-lumina");
    const [foreign] = await buildingsOf(services.db, other.id);
    const failure = await createUnitType(services, actors.master, parsed({ buildingId: foreign.id })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidError);
    expect(failure).toMatchObject({ field: "buildingId", message: UNIT_TYPE_MESSAGES.buildingNotInProject });
    // An id that is not a UUID never reaches the database: the schema refuses it on the field.
    const malformed = submitForm(createUnitTypeSchema, form({ buildingId: "building-1" }));
    expect(malformed.ok).toBe(false);
    expect(malformed.errors).toMatchObject({ buildingId: [UNIT_TYPE_MESSAGES.buildingRequired] });
  });

  it("with no buildings: 'No buildings available. Please add at least one building before creating unit types.'", async () => {
    const { id } = await createProject(services, actors.master, await newProjectInput(services.db, { name: "Bare Site", slug: "bare-site", buildings: [{ buildingNumber: 1, postalCode: "757700" }] }));
    const [only] = await buildingsOf(services.db, id);
    await deleteBuilding(services, actors.master, { id: only.id });
    const failure = await createUnitType(services, actors.master, { ...parsed(), projectId: id, buildingId: only.id }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidError);
    expect((failure as Error).message).toBe("No buildings available. Please add at least one building before creating unit types.");
    expect((await getUnitMix(services, actors.master, { slug: "bare-site" })).buildings).toEqual([]);
  });

  it("an unknown project is not found", async () => {
    await expect(createUnitType(services, actors.master, { ...parsed(), projectId: "6c1f2f8e-3b1a-4c55-9a57-0f6f4a1d2e10" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(getUnitMix(services, actors.master, { slug: "no-such-project" })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("every rule of part 3 §5, in the spec's words, before anything is stored", () => {
  const cases: [string, Record<string, string | string[]>, string, string][] = [
    ["name", { name: " " }, "name", "Unit type name is required"],
    ["building", { buildingId: "" }, "buildingId", "Building selection is required"],
    ["bedrooms", { bedrooms: "-1" }, "bedrooms", "Bedrooms must be 0 or more"],
    ["bathrooms", { bathrooms: "0" }, "bathrooms", "Bathrooms must be at least 1"],
    ["minimum area", { areaSqftMin: "0" }, "areaSqftMin", "Minimum area must be at least 1 sqft"],
    ["maximum area", { areaSqftMax: "0" }, "areaSqftMax", "Maximum area must be at least 1 sqft"],
    ["area order", { areaSqftMin: "700", areaSqftMax: "699" }, "areaSqftMax", "Maximum area must be greater than or equal to minimum area"],
    ["total count", { totalCountOfType: "0" }, "totalCountOfType", "Total count must be at least 1"],
    ["price", { indicativePriceFrom: "-1000" }, "indicativePriceFrom", "Price must be 0 or more"],
    ["PSF from", { pricePsfFrom: "-1" }, "pricePsfFrom", "Price PSF must be 0 or more"],
    ["PSF to", { pricePsfTo: "-1" }, "pricePsfTo", "Price PSF must be 0 or more"],
    ["maintenance fee", { maintenanceFeePsf: "-0.01" }, "maintenanceFeePsf", "Maintenance fee must be 0 or more"],
    ["balcony", { balconySqft: "-1" }, "balconySqft", "Balcony area must be 0 or more"],
    ["AC ledge", { airConLedgeSqft: "-1" }, "airConLedgeSqft", "AC ledge area must be 0 or more"],
    ["household shelter", { householdShelterSqft: "-1" }, "householdShelterSqft", "Household shelter area must be 0 or more"],
    ["minimum floor", { floorRangeMin: "0" }, "floorRangeMin", "Minimum floor must be at least 1"],
    ["maximum floor", { floorRangeMax: "0" }, "floorRangeMax", "Maximum floor must be at least 1"],
    ["floor order", { floorRangeMin: "10", floorRangeMax: "9" }, "floorRangeMax", "Maximum floor must be greater than or equal to minimum floor"],
    ["facing", { facingDirection: ["Up"] }, "facingDirection", "Please choose facing directions from the list"],
  ];
  it.each(cases)("%s", async (_rule, fields, field, message) => {
    const before = (await rowsOf()).length;
    const result = submitForm(createUnitTypeSchema, form(fields));
    expect(result.ok).toBe(false);
    expect(Object.entries(result.errors).find(([path]) => path === field || path.startsWith(`${field}[`))?.[1]).toEqual([message]);
    expect((await rowsOf()).length).toBe(before);
  });

  it("the database holds the same rules should a write skip the schema", async () => {
    const base = { projectId, buildingId, name: "Raw", areaSqftMin: 500, areaSqftMax: 600 };
    // A direction the column's type refuses too, as a raw write could still send it.
    const up = ["Up"] as unknown as FacingDirection[];
    for (const bad of [{ bathrooms: 0 }, { bedrooms: -1 }, { areaSqftMax: 400 }, { totalCountOfType: 0 }, { floorRangeMin: 5, floorRangeMax: 4 }, { indicativePriceFrom: -1 }, { facingDirection: up }]) {
      await expect(services.db.insert(unitTypes).values({ ...base, ...bad })).rejects.toThrow();
    }
  });
});

describe("editing and deleting a unit type", () => {
  const stored = (url: string) => storedLocally(services.storage, url);
  const floorPlan = async () =>
    (await uploadProjectFile(services, actors.admin2ic, projectUploadSchema.parse({ projectId, target: "floorPlan", file: asFile(await photo(900, 700), "plan.png", "image/png") }))).url;

  it("saves every field, keeps it in its project, and deletes a replaced floor plan from storage", async () => {
    const [premium] = (await rowsOf()).filter((unit) => unit.name === "3 Bedroom Premium");
    const first = await floorPlan();
    const update = (fields: Record<string, string | string[]>) => {
      const result = submitForm(updateUnitTypeSchema, { ...form(fields), id: premium.id });
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return updateUnitTypeSchema.parse(result.value);
    };
    await updateUnitType(services, actors.admin1ic, update({ floorPlanUrl: first, indicativePriceFrom: "1350000", facingDirection: "South", hasStudy: "false" }));
    let [row] = (await rowsOf()).filter((unit) => unit.id === premium.id);
    expect(row).toMatchObject({ floorPlanUrl: first, indicativePriceFrom: 135_000_000, facingDirection: ["South"], hasStudy: false });

    const second = await floorPlan();
    await updateUnitType(services, actors.admin1ic, update({ floorPlanUrl: second }));
    [row] = (await rowsOf()).filter((unit) => unit.id === premium.id);
    expect(row.floorPlanUrl).toBe(second);
    expect(stored(first)).toBe(false);
    expect(stored(second)).toBe(true);
    expect((await projectAudit(services.db, projectId)).some((entry) => entry.action === "unit type updated")).toBe(true);
  });

  it("deletes it, its floor plan and its place on the public page", async () => {
    const [premium] = (await rowsOf()).filter((unit) => unit.name === "3 Bedroom Premium");
    await deleteUnitType(services, actors.master, { id: premium.id });
    expect((await rowsOf()).map((unit) => unit.name)).toEqual(["1 Bedroom"]);
    expect(stored(premium.floorPlanUrl!)).toBe(false);
    expect((await getProjectPage(services.db, SLUG, null))!.unitTypes.map((unit) => unit.name)).toEqual(["1 Bedroom"]);
    expect((await projectAudit(services.db, projectId)).some((entry) => entry.action === "unit type deleted")).toBe(true);
    await expect(deleteUnitType(services, actors.master, { id: premium.id })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("who manages unit types", () => {
  it.each(["leader", "agent"] as const)("a %s cannot read, add, edit or delete unit types", async (role) => {
    const [unit] = await rowsOf();
    await expect(getUnitMix(services, actors[role], { slug: SLUG })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createUnitType(services, actors[role], parsed())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateUnitType(services, actors[role], { ...parsed(), id: unit.id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteUnitType(services, actors[role], { id: unit.id })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await rowsOf()).map((row) => row.name)).toEqual(["1 Bedroom"]);
  });
});
