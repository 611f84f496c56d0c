import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, projectImages, projects, unitTypes } from "#server/db/schema";
import { cacheTags } from "#server/cache-tags";
import { sharedCache } from "#server/memory-cache";
import type { Actor } from "#server/services/actor";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import { deleteProject } from "#server/services/projects/delete-project";
import { getEditableProject } from "#server/services/projects/project-editor";
import { listProjects } from "#server/services/projects/project-list";
import { createProject, updateProject } from "#server/services/projects/save-project";
import { isSlugAvailable } from "#server/services/projects/slug-availability";
import { createStakeholder, listStakeholders } from "#server/services/projects/stakeholders";
import { searchListedProjects } from "#server/services/project-search";
import { EMPTY_LISTING_FILTERS } from "~/domain/listing-filters";
import type { Role } from "~/domain/permissions";
import { createProjectSchema, PROJECT_MESSAGES, updateProjectSchema } from "~/domain/schemas/project";
import { createTestServices, type TestServices } from "../support/test-services";
import { submitForm } from "../domain/schemas/form-parsing";
import { demoActors, ghostActor } from "./admin-fixtures";
import { buildingsOf, newProjectInput, projectAudit, projectBySlug } from "./project-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
const listAll = { page: 1, q: "", sort: "name", dir: "asc", tab: "all" } as const;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

describe("who manages projects", () => {
  it.each(["leader", "agent"] as const)("a %s can neither read nor change projects in the service", async (role) => {
    const actor = actors[role];
    const existing = await projectBySlug(services.db, "katong-tidewater");
    const input = await newProjectInput(services.db, { slug: `sneaky-${role}` });
    await expect(listProjects(services, actor, listAll)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createProject(services, actor, input)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateProject(services, actor, { ...input, id: existing.id, slug: existing.slug })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteProject(services, actor, { id: existing.id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getEditableProject(services, actor, { id: existing.id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(isSlugAvailable(services, actor, { slug: "anything" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listStakeholders(services, actor, "developer")).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createStakeholder(services, actor, "developer", { name: "Sneaky Land" })).rejects.toBeInstanceOf(ForbiddenError);
    expect(await projectBySlug(services.db, `sneaky-${role}`)).toBeUndefined();
    expect((await projectBySlug(services.db, "katong-tidewater")).name).toBe(existing.name);
  });

  it("master, admin1ic and admin2ic list every project", async () => {
    const total = await services.db.$count(projects);
    for (const role of ["master", "admin1ic", "admin2ic"] as const) {
      const list = await listProjects(services, actors[role], listAll);
      expect(list.overall).toBe(total);
      expect(list.total).toBe(total);
    }
  });
});

describe("the project list", () => {
  it("searches name, slug and neighbourhood case-insensitively, in SQL", async () => {
    expect((await listProjects(services, actors.master, { ...listAll, q: "KATONG TIDE" })).rows.map((row) => row.slug)).toEqual(["katong-tidewater"]);
    expect((await listProjects(services, actors.master, { ...listAll, q: "tidewater" })).rows.map((row) => row.slug)).toEqual(["katong-tidewater"]);
    const byNeighbourhood = await listProjects(services, actors.master, { ...listAll, q: "tiong bahru" });
    expect(byNeighbourhood.rows.length).toBeGreaterThan(0);
    expect(byNeighbourhood.rows.every((row) => /tiong bahru/i.test(`${row.name} ${row.neighbourhood}`))).toBe(true);
  });

  it("says when nothing matches, and keeps the overall count for the Total Projects card", async () => {
    const none = await listProjects(services, actors.master, { ...listAll, q: "no such project" });
    expect(none).toMatchObject({ rows: [], total: 0 });
    expect(none.overall).toBe(await services.db.$count(projects));
  });

  it("pages in SQL: 20 rows a page", async () => {
    const first = await listProjects(services, actors.master, listAll);
    expect(first.rows.length).toBe(Math.min(20, first.total));
    const second = await listProjects(services, actors.master, { ...listAll, page: 2 });
    expect(second.rows.length).toBe(Math.max(0, first.total - 20));
    expect(second.rows.some((row) => first.rows.some((other) => other.id === row.id))).toBe(false);
  });
});

describe("creating a project", () => {
  it("writes the project and its buildings in one transaction, blocks from their count, with an audit row", async () => {
    const input = await newProjectInput(services.db);
    const { id } = await createProject(services, actors.admin2ic, input);
    const row = await projectBySlug(services.db, "sembawang-shoreline");
    expect(row).toMatchObject({ id, name: "Sembawang Shoreline", numberOfBlocks: 2, percentageSold: 12.5, district: "District 27", urbanPlanningRegion: "North" });
    expect((await buildingsOf(services.db, id)).map((b) => [b.buildingNumber, b.postalCode])).toEqual([[1, "757713"], [2, "757714"]]);
    const [audit] = await projectAudit(services.db, id);
    expect(audit).toMatchObject({ entityType: "project", action: "created", entityLabel: "Sembawang Shoreline", performedByEmail: "admin2@demo.sg" });
  });

  it("drops the public caches, so the listing shows the new project on the next visit", async () => {
    const page = sharedCache<string>("public-pages-probe", 60_000);
    page.set("/condos", "stale listing", [cacheTags.projectLists]);
    await createProject(services, actors.master, await newProjectInput(services.db, { name: "Punggol Quay", slug: "punggol-quay" }));
    expect(page.get("/condos")).toBeUndefined();
    const listed = await searchListedProjects(services.db, { ...EMPTY_LISTING_FILTERS, q: "Punggol Quay" });
    expect(listed.projects.map((project) => project.slug)).toEqual(["punggol-quay"]);
  });

  it("refuses a taken slug with 'This slug is already taken' on the slug field, and writes nothing", async () => {
    const before = await services.db.$count(projects);
    const failure = await createProject(services, actors.master, await newProjectInput(services.db, { slug: "katong-tidewater" })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({ field: "slug", message: "This slug is already taken" });
    expect(await services.db.$count(projects)).toBe(before);
  });

  it("the slug check answers from the database, and a project's own slug is free for it", async () => {
    const own = await projectBySlug(services.db, "katong-tidewater");
    expect(await isSlugAvailable(services, actors.admin1ic, { slug: "katong-tidewater" })).toBe(false);
    expect(await isSlugAvailable(services, actors.admin1ic, { slug: "katong-tidewater", exceptId: own.id })).toBe(true);
    expect(await isSlugAvailable(services, actors.admin1ic, { slug: "a-brand-new-slug" })).toBe(true);
    expect(await isSlugAvailable(services, actors.admin1ic, { slug: "Not A Slug" })).toBe(false);
  });

  it("a developer that no longer exists is a field error, not a crash", async () => {
    const input = await newProjectInput(services.db, { slug: "ghost-developer", developerId: "6c1f2f8e-3b1a-4c55-9a57-0f6f4a1d2e10" });
    await expect(createProject(services, actors.master, input)).rejects.toMatchObject({ field: "developerId", message: PROJECT_MESSAGES.developerUnknown });
    await expect(createProject(services, actors.master, { ...input, developerId: "not-an-id" })).rejects.toBeInstanceOf(InvalidError);
    expect(await projectBySlug(services.db, "ghost-developer")).toBeUndefined();
  });

  it("a failure half way (the audit row cannot be written) leaves neither project nor buildings", async () => {
    const input = await newProjectInput(services.db, { slug: "half-written" });
    await expect(createProject(services, ghostActor("master"), input)).rejects.toThrow();
    expect(await projectBySlug(services.db, "half-written")).toBeUndefined();
  });
});

describe("the wizard's rules, as the action parses the form", () => {
  it("reports every required field with the spec's message and writes nothing", () => {
    const result = submitForm(createProjectSchema, {});
    expect(result.ok).toBe(false);
    expect(result.errors).toMatchObject({
      name: ["Project name is required"],
      slug: ["Slug is required"],
      status: ["Status is required"],
      propertyType: ["Property type is required"],
      fullAddress: ["Full address is required"],
      district: ["District is required"],
      neighbourhood: ["Neighbourhood is required"],
      coreRegion: ["Core region is required"],
      urbanPlanningRegion: ["Urban planning region is required"],
      tenure: ["Tenure is required"],
      totalUnits: ["Total units must be at least 1"],
      developerId: ["Developer is required"],
      buildings: ["At least one building is required"],
    });
  });

  it("checks bounds and formats with the spec's messages", () => {
    const result = submitForm(createProjectSchema, {
      postalCode: "12345",
      percentageSold: "101",
      latitude: "91",
      longitude: "-181",
      topYearActual: "2051",
      bannerImageUrl: "not a url",
      maxStoreys: "0",
      totalCarParks: "-1",
      siteAreaSqft: "-5",
      district: "District 29",
      "buildings[0].buildingNumber": "0",
      "buildings[0].postalCode": "12",
      "buildings[1].buildingNumber": "3",
      "buildings[1].postalCode": "123456",
      "buildings[2].buildingNumber": "3",
      "buildings[2].postalCode": "123456",
    });
    expect(result.errors).toMatchObject({
      postalCode: ["Please enter a valid 6-digit Singapore postal code"],
      percentageSold: ["Percentage sold must be between 0 and 100"],
      latitude: ["Latitude must be between -90 and 90"],
      longitude: ["Longitude must be between -180 and 180"],
      topYearActual: ["TOP year must be between 2020 and 2050"],
      bannerImageUrl: ["Please enter a valid URL"],
      maxStoreys: ["Max storeys must be at least 1"],
      totalCarParks: ["Total car parks must be 0 or more"],
      siteAreaSqft: ["Site area must be 0 or more"],
      district: ["Please choose a district from District 1 to District 28"],
      "buildings[0].buildingNumber": ["Please enter a valid building number"],
      "buildings[0].postalCode": ["Please enter a valid 6-digit Singapore postal code"],
      "buildings[2].buildingNumber": ["Building number 3 already exists"],
    });
    expect(submitForm(createProjectSchema, { postalCode: "12a456" }).errors.postalCode).toEqual(["Invalid postal code format"]);
  });

  it("an architect of 'none' and empty dates become absent", () => {
    const result = submitForm(updateProjectSchema, {
      id: "6c1f2f8e-3b1a-4c55-9a57-0f6f4a1d2e10", name: "A", slug: "a", status: "Planning", propertyType: "Landed",
      fullAddress: "1 Road", district: "9", neighbourhood: "Orchard", coreRegion: "CCR", urbanPlanningRegion: "Central Region",
      tenure: "Freehold", developerId: "6c1f2f8e-3b1a-4c55-9a57-0f6f4a1d2e11", totalUnits: "10", architectId: "none", launchDate: "",
    });
    expect(result.ok).toBe(true);
    expect(result.value).toMatchObject({ architectId: undefined, launchDate: undefined, district: "District 9", urbanPlanningRegion: "Central" });
  });
});

describe("editing a project", () => {
  it("opens with the stored values and buildings, and saves changed fields with before and after in the audit", async () => {
    const { id } = await createProject(services, actors.master, await newProjectInput(services.db, { name: "Yishun Meadow", slug: "yishun-meadow" }));
    const editable = await getEditableProject(services, actors.admin1ic, { id });
    expect(editable.values).toMatchObject({ name: "Yishun Meadow", slug: "yishun-meadow", totalUnits: 320, district: "District 27" });
    expect(editable.buildings.map((b) => [b.buildingNumber, b.unitTypeCount])).toEqual([[1, 0], [2, 0]]);

    const input = updateProjectSchema.parse({ ...(await newProjectInput(services.db)), id, name: "Yishun Meadow Residences", slug: "yishun-meadow", totalUnits: 330, buildings: [] });
    await updateProject(services, actors.admin1ic, input);
    expect(await projectBySlug(services.db, "yishun-meadow")).toMatchObject({ name: "Yishun Meadow Residences", totalUnits: 330, numberOfBlocks: 2 });
    const updated = (await projectAudit(services.db, id)).find((row) => row.action === "updated");
    expect(updated?.details).toMatchObject({ changes: { name: { from: "Yishun Meadow", to: "Yishun Meadow Residences" }, totalUnits: { from: 320, to: 330 } } });
  });

  it("new buildings that come along must not repeat a number the project has", async () => {
    const existing = await projectBySlug(services.db, "yishun-meadow");
    const input = updateProjectSchema.parse({ ...(await newProjectInput(services.db)), id: existing.id, slug: "yishun-meadow", buildings: [{ buildingNumber: 2, postalCode: "760001" }] });
    await expect(updateProject(services, actors.master, input)).rejects.toMatchObject({
      message: "Building number 2 already exists for this project",
      field: "buildings[0].buildingNumber",
    });
    const added = updateProjectSchema.parse({ ...input, buildings: [{ buildingNumber: 3, postalCode: "760003" }] });
    await updateProject(services, actors.master, added);
    expect((await projectBySlug(services.db, "yishun-meadow")).numberOfBlocks).toBe(3);
  });

  it("refuses another project's slug, and a project that does not exist", async () => {
    const existing = await projectBySlug(services.db, "yishun-meadow");
    const input = updateProjectSchema.parse({ ...(await newProjectInput(services.db)), id: existing.id, slug: "katong-tidewater", buildings: [] });
    await expect(updateProject(services, actors.master, input)).rejects.toMatchObject({ field: "slug", message: "This slug is already taken" });
    await expect(updateProject(services, actors.master, { ...input, id: "6c1f2f8e-3b1a-4c55-9a57-0f6f4a1d2e10", slug: "nowhere" })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("deleting a project", () => {
  it("removes the project with its buildings, unit types and images; enquiries stay without it; the audit row remains", async () => {
    const project = await projectBySlug(services.db, "katong-tidewater");
    expect(await services.db.$count(unitTypes, eq(unitTypes.projectId, project.id))).toBeGreaterThan(0);
    const enquiriesBefore = await services.db.$count(enquiries, eq(enquiries.projectId, project.id));
    expect(enquiriesBefore).toBeGreaterThan(0);
    const totalEnquiries = await services.db.$count(enquiries);

    await deleteProject(services, actors.admin2ic, { id: project.id });
    expect(await projectBySlug(services.db, "katong-tidewater")).toBeUndefined();
    expect(await buildingsOf(services.db, project.id)).toEqual([]);
    expect(await services.db.$count(unitTypes, eq(unitTypes.projectId, project.id))).toBe(0);
    expect(await services.db.$count(projectImages, eq(projectImages.projectId, project.id))).toBe(0);
    expect(await services.db.$count(enquiries)).toBe(totalEnquiries);
    const [audit] = (await projectAudit(services.db, project.id)).filter((row) => row.action === "deleted");
    expect(audit).toMatchObject({ entityLabel: project.name, performedByEmail: "admin2@demo.sg" });
    await expect(deleteProject(services, actors.admin2ic, { id: project.id })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("developers and architects", () => {
  it("an administrator adds a developer from the picker; names are unique", async () => {
    const created = await createStakeholder(services, actors.admin2ic, "developer", { name: "Woodlands Crest Land", description: "North-side developer" });
    expect((await listStakeholders(services, actors.admin2ic, "developer")).map((d) => d.name)).toContain("Woodlands Crest Land");
    await expect(createStakeholder(services, actors.master, "developer", { name: "Woodlands Crest Land" })).rejects.toMatchObject({
      field: "name",
      message: "A developer with this name already exists",
    });
    const [audit] = await projectAudit(services.db, created.id);
    expect(audit).toMatchObject({ action: "developer created", entityLabel: "Woodlands Crest Land" });
  });

  it("architects are listed by name", async () => {
    await createStakeholder(services, actors.master, "architect", { name: "Aardvark Atelier" });
    const names = (await listStakeholders(services, actors.master, "architect")).map((a) => a.name);
    expect(names[0]).toBe("Aardvark Atelier");
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});
