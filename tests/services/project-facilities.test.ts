import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, facilities, facilityDetails, projectFacilities } from "#server/db/schema";
import { cacheTags } from "#server/cache-tags";
import { sharedCache } from "#server/memory-cache";
import type { Actor } from "#server/services/actor";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import { createFacilityOption, deleteFacilityOption, updateFacilityOption } from "#server/services/projects/facility-options";
import { addProjectFacility, getProjectFacilities, removeProjectFacility, saveFacilityDetails } from "#server/services/projects/project-facilities";
import { createProject } from "#server/services/projects/save-project";
import { getProjectPage } from "#server/services/public-project-page";
import type { Role } from "~/domain/permissions";
import {
  deleteFacilityOptionSchema,
  FACILITY_MESSAGES,
  facilityOptionSchema,
  projectFacilityDetailsSchema,
  updateFacilityOptionSchema,
} from "~/domain/schemas/facility";
import { createTestServices, type TestServices } from "../support/test-services";
import { submitForm } from "../domain/schemas/form-parsing";
import { demoActors } from "./admin-fixtures";
import { newProjectInput, projectAudit } from "./project-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let projectId: string;
let gymId: string;
let poolId: string;
const SLUG = "sembawang-shoreline";

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  ({ id: projectId } = await createProject(services, actors.master, await newProjectInput(services.db)));
  const byName = async (name: string) => (await services.db.select({ id: facilities.id }).from(facilities).where(eq(facilities.name, name)))[0].id;
  gymId = await byName("Gymnasium");
  poolId = await byName("50m Lap Pool");
});
afterAll(() => services.close());

const selectionOf = (facilityId: string) =>
  services.db
    .select({ id: projectFacilities.id })
    .from(projectFacilities)
    .where(and(eq(projectFacilities.projectId, projectId), eq(projectFacilities.facilityId, facilityId)));

const amenityNames = async () => (await getProjectPage(services.db, SLUG, null))!.facilities.map((facility) => facility.name);

describe("the facility grid", () => {
  it("lists every option by name, none selected for a new project", async () => {
    const view = await getProjectFacilities(services, actors.admin2ic, { slug: SLUG });
    const names = view.facilities.map((facility) => facility.name);
    expect(names[0]).toBe("24-Hour Security");
    expect(names.indexOf("Basement Car Park")).toBeLessThan(names.indexOf("Gymnasium"));
    expect(names).toContain("Gymnasium");
    expect(view.selectedCount).toBe(0);
    expect(view.facilities.every((facility) => !facility.selected && facility.details === null)).toBe(true);
  });
});

describe("ticking and unticking a facility", () => {
  it("ticking inserts project_facilities, counts as selected, shows under Amenities and drops the caches", async () => {
    const probe = sharedCache<string>("facilities-test-probe", 60_000);
    probe.set("page", "stale", [cacheTags.project(projectId)]);
    await expect(addProjectFacility(services, actors.admin1ic, { projectId, facilityId: gymId })).resolves.toMatchObject({ name: "Gymnasium" });
    expect(probe.get("page")).toBeUndefined();
    expect(await selectionOf(gymId)).toHaveLength(1);
    const view = await getProjectFacilities(services, actors.admin1ic, { slug: SLUG });
    expect(view.selectedCount).toBe(1);
    expect(view.facilities.find((facility) => facility.id === gymId)).toMatchObject({ selected: true, details: null });
    expect(await amenityNames()).toEqual(["Gymnasium"]);
    expect((await projectAudit(services.db, projectId)).some((entry) => entry.action === "facility added")).toBe(true);
  });

  it("ticking it twice is a conflict, and leaves one row", async () => {
    await expect(addProjectFacility(services, actors.master, { projectId, facilityId: gymId })).rejects.toBeInstanceOf(ConflictError);
    expect(await selectionOf(gymId)).toHaveLength(1);
  });

  it("an unknown facility or project is not found", async () => {
    const missing = "6c1f2f8e-3b1a-4c55-9a57-0f6f4a1d2e10";
    await expect(addProjectFacility(services, actors.master, { projectId, facilityId: missing })).rejects.toBeInstanceOf(NotFoundError);
    await expect(addProjectFacility(services, actors.master, { projectId: missing, facilityId: gymId })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("unticking deletes the selection and its details, and it is gone from Amenities", async () => {
    await addProjectFacility(services, actors.master, { projectId, facilityId: poolId });
    await saveFacilityDetails(services, actors.master, projectFacilityDetailsSchema.parse({ projectId, facilityId: poolId, operatingHours: "7am – 10pm" }));
    const [selection] = await selectionOf(poolId);
    await expect(removeProjectFacility(services, actors.admin2ic, { projectId, facilityId: poolId })).resolves.toMatchObject({ name: "50m Lap Pool" });
    expect(await selectionOf(poolId)).toHaveLength(0);
    expect(await services.db.select().from(facilityDetails).where(eq(facilityDetails.projectFacilityId, selection.id))).toHaveLength(0);
    expect(await amenityNames()).toEqual(["Gymnasium"]);
    expect((await projectAudit(services.db, projectId)).some((entry) => entry.action === "facility removed")).toBe(true);
  });

  it("unticking one that is not selected says so", async () => {
    await expect(removeProjectFacility(services, actors.master, { projectId, facilityId: poolId })).rejects.toMatchObject({ message: FACILITY_MESSAGES.notSelected });
  });
});

describe("Configure Details", () => {
  it("booking_required is false by default and every other field optional", async () => {
    const result = submitForm(projectFacilityDetailsSchema, { projectId, facilityId: gymId });
    expect(result.ok).toBe(true);
    await saveFacilityDetails(services, actors.admin2ic, projectFacilityDetailsSchema.parse(result.value));
    const gym = (await getProjectFacilities(services, actors.admin2ic, { slug: SLUG })).facilities.find((facility) => facility.id === gymId)!;
    expect(gym.details).toEqual({
      description: null,
      operatingHours: null,
      capacity: null,
      specifications: null,
      maintenanceSchedule: null,
      bookingRequired: false,
      ageRestrictions: null,
      additionalCharges: null,
    });
  });

  it("capacity must be 0 or more: 'Capacity must be 0 or more'", () => {
    expect(submitForm(projectFacilityDetailsSchema, { projectId, facilityId: gymId, capacity: "-1" }).errors).toEqual({ capacity: ["Capacity must be 0 or more"] });
    expect(submitForm(projectFacilityDetailsSchema, { projectId, facilityId: gymId, capacity: "0" }).ok).toBe(true);
  });

  it("stores every facility_details field, replaces them on the next save, and the project page shows them", async () => {
    const form = {
      projectId,
      facilityId: gymId,
      description: "Air-conditioned gym on level 2",
      operatingHours: "6am – 11pm",
      capacity: "25",
      specifications: "Technogym cardio line",
      maintenanceSchedule: "Mondays 9am – 11am",
      bookingRequired: "true",
      ageRestrictions: "16 and above",
      additionalCharges: "None",
    };
    await saveFacilityDetails(services, actors.master, projectFacilityDetailsSchema.parse(submitForm(projectFacilityDetailsSchema, form).value));
    const [gym] = (await getProjectPage(services.db, SLUG, null))!.facilities;
    expect(gym).toMatchObject({
      name: "Gymnasium",
      description: "Air-conditioned gym on level 2",
      operatingHours: "6am – 11pm",
      capacity: 25,
      specifications: "Technogym cardio line",
      maintenanceSchedule: "Mondays 9am – 11am",
      bookingRequired: true,
      ageRestrictions: "16 and above",
      additionalCharges: "None",
    });
    await saveFacilityDetails(services, actors.master, projectFacilityDetailsSchema.parse({ projectId, facilityId: gymId, capacity: 30 }));
    const [row] = await services.db.select().from(facilityDetails).where(eq(facilityDetails.projectFacilityId, (await selectionOf(gymId))[0].id));
    expect(row).toMatchObject({ capacity: 30, description: null, bookingRequired: false });
    expect((await projectAudit(services.db, projectId)).filter((entry) => entry.action === "facility details updated")).toHaveLength(4);
  });

  it("details of a facility the project does not offer are refused", async () => {
    await expect(saveFacilityDetails(services, actors.master, projectFacilityDetailsSchema.parse({ projectId, facilityId: poolId }))).rejects.toMatchObject({
      message: FACILITY_MESSAGES.notSelected,
    });
  });
});

describe("adding a facility option", () => {
  it("adds a named option with an icon key from the list; the name is unique", async () => {
    const created = await createFacilityOption(services, actors.admin1ic, facilityOptionSchema.parse({ name: "Sky Lounge", iconClass: "garden", description: "Level 30" }));
    expect(created.name).toBe("Sky Lounge");
    const again = await createFacilityOption(services, actors.master, facilityOptionSchema.parse({ name: "Sky Lounge" })).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ConflictError);
    expect(again).toMatchObject({ field: "name", message: "A facility with this name already exists" });
    const view = await getProjectFacilities(services, actors.master, { slug: SLUG });
    expect(view.facilities.find((facility) => facility.name === "Sky Lounge")).toMatchObject({ iconClass: "garden", selected: false });
  });

  it("the name is required and the icon is one of pool, gym, bbq, security, parking, garden or default", () => {
    expect(submitForm(facilityOptionSchema, { name: "" }).errors).toEqual({ name: ["Facility name is required"] });
    expect(submitForm(facilityOptionSchema, { name: "Spa", iconClass: "rocket" }).errors).toEqual({ iconClass: ["Please choose an icon from the list"] });
    expect(facilityOptionSchema.parse({ name: "Spa" }).iconClass).toBe("default");
  });
});

describe("editing and deleting a facility option (decision record 107)", () => {
  const optionRow = async (id: string) => (await services.db.select().from(facilities).where(eq(facilities.id, id)))[0];
  const auditOf = (action: string) => services.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
  const missing = "6c1f2f8e-3b1a-4c55-9a57-0f6f4a1d2e10";

  it("a rename, icon and description show on every project offering it, with an audit row of before and after", async () => {
    const { id } = await createFacilityOption(services, actors.admin1ic, facilityOptionSchema.parse({ name: "Roof Terace", iconClass: "default" }));
    await addProjectFacility(services, actors.admin1ic, { projectId, facilityId: id });
    const probe = sharedCache<string>("facility-options-test-probe", 60_000);
    probe.set("page", "stale", [cacheTags.projectOptions]);
    const renamed = updateFacilityOptionSchema.parse({ id, name: "Roof Terrace", iconClass: "bbq", description: "Level 36, with barbecue pits" });
    await expect(updateFacilityOption(services, actors.admin2ic, renamed)).resolves.toEqual({ name: "Roof Terrace" });
    expect(probe.get("page")).toBeUndefined();
    expect(await optionRow(id)).toMatchObject({ name: "Roof Terrace", iconClass: "bbq", description: "Level 36, with barbecue pits" });
    expect(await amenityNames()).toEqual(["Gymnasium", "Roof Terrace"]);
    const [entry] = await auditOf("facility option updated");
    expect(entry).toMatchObject({ entityLabel: "Roof Terrace", details: { facilityId: id, before: { name: "Roof Terace", iconClass: "default" }, after: { name: "Roof Terrace", iconClass: "bbq" } } });
  });

  it("a name another option has is refused on the name field and changes nothing; an unknown option is not found", async () => {
    const [terrace] = await services.db.select().from(facilities).where(eq(facilities.name, "Roof Terrace"));
    const clash = await updateFacilityOption(services, actors.master, updateFacilityOptionSchema.parse({ id: terrace.id, name: "Gymnasium" })).catch((error: unknown) => error);
    expect(clash).toBeInstanceOf(ConflictError);
    expect(clash).toMatchObject({ field: "name", message: FACILITY_MESSAGES.nameTaken });
    expect((await optionRow(terrace.id)).name).toBe("Roof Terrace");
    await expect(updateFacilityOption(services, actors.master, updateFacilityOptionSchema.parse({ id: missing, name: "Nowhere" }))).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteFacilityOption(services, actors.master, { id: missing })).rejects.toBeInstanceOf(NotFoundError);
    expect(submitForm(updateFacilityOptionSchema, { id: terrace.id, name: " " }).errors).toEqual({ name: ["Facility name is required"] });
    expect(submitForm(deleteFacilityOptionSchema, {}).errors).toEqual({ id: [FACILITY_MESSAGES.facilityRequired] });
  });

  it("an option a project offers cannot be deleted: the message says how many; unticked, it is deleted with an audit row", async () => {
    const [terrace] = await services.db.select().from(facilities).where(eq(facilities.name, "Roof Terrace"));
    const refused = await deleteFacilityOption(services, actors.admin1ic, { id: terrace.id }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidError);
    expect(refused).toMatchObject({ message: "This facility is offered by 1 project: untick it there before deleting it" });
    expect(await optionRow(terrace.id)).toBeDefined();
    expect(await auditOf("facility option deleted")).toHaveLength(0);

    await removeProjectFacility(services, actors.admin1ic, { projectId, facilityId: terrace.id });
    await expect(deleteFacilityOption(services, actors.admin1ic, { id: terrace.id })).resolves.toEqual({ name: "Roof Terrace" });
    expect(await optionRow(terrace.id)).toBeUndefined();
    expect(await amenityNames()).toEqual(["Gymnasium"]);
    expect(await auditOf("facility option deleted")).toEqual([expect.objectContaining({ entityLabel: "Roof Terrace", details: expect.objectContaining({ facilityId: terrace.id }) })]);
  });
});

describe("who manages facilities", () => {
  it.each(["leader", "agent"] as const)("a %s cannot read the grid, tick, untick, configure or add an option", async (role) => {
    await expect(getProjectFacilities(services, actors[role], { slug: SLUG })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(addProjectFacility(services, actors[role], { projectId, facilityId: poolId })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(removeProjectFacility(services, actors[role], { projectId, facilityId: gymId })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(saveFacilityDetails(services, actors[role], projectFacilityDetailsSchema.parse({ projectId, facilityId: gymId }))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createFacilityOption(services, actors[role], facilityOptionSchema.parse({ name: `By ${role}` }))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateFacilityOption(services, actors[role], updateFacilityOptionSchema.parse({ id: poolId, name: `Renamed by ${role}` }))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteFacilityOption(services, actors[role], deleteFacilityOptionSchema.parse({ id: poolId }))).rejects.toBeInstanceOf(ForbiddenError);
    expect((await services.db.select().from(facilities).where(eq(facilities.id, poolId)))[0].name).toBe("50m Lap Pool");
    expect(await amenityNames()).toEqual(["Gymnasium"]);
  });
});
