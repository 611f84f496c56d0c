import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectBuildings, unitTypes } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { ConflictError, ForbiddenError, NotFoundError } from "#server/services/errors";
import { createBuilding, deleteBuilding, updateBuilding } from "#server/services/projects/buildings";
import { createProject } from "#server/services/projects/save-project";
import type { Role } from "~/domain/permissions";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors, ghostActor } from "./admin-fixtures";
import { buildingsOf, newProjectInput, projectAudit, projectBySlug } from "./project-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let projectId: string;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  ({ id: projectId } = await createProject(services, actors.master, await newProjectInput(services.db)));
});
afterAll(() => services.close());

const blocks = async () => (await projectBySlug(services.db, "sembawang-shoreline")).numberOfBlocks;

describe("adding a building", () => {
  it("adds it with its audit row, and number_of_blocks follows the count", async () => {
    const building = await createBuilding(services, actors.admin2ic, { projectId, buildingNumber: 3, postalCode: "757715", buildingAddress: "12 Sembawang Road" });
    expect(building).toMatchObject({ projectId, buildingNumber: 3, postalCode: "757715" });
    expect(await blocks()).toBe(3);
    expect((await projectAudit(services.db, projectId)).some((row) => row.action === "building created")).toBe(true);
  });

  it("refuses a number the project already has: 'Building number {n} already exists for this project'", async () => {
    const failure = await createBuilding(services, actors.master, { projectId, buildingNumber: 1, postalCode: "757799" }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({ field: "buildingNumber", message: "Building number 1 already exists for this project" });
    expect(await buildingsOf(services.db, projectId)).toHaveLength(3);
  });

  it("the same number in another project is fine", async () => {
    const other = await projectBySlug(services.db, "eunos-lumina");
    const numbers = (await buildingsOf(services.db, other.id)).map((b) => b.buildingNumber);
    expect(numbers).toContain(1);
    const { id } = await createProject(services, actors.master, await newProjectInput(services.db, { name: "Second Site", slug: "second-site" }));
    await expect(createBuilding(services, actors.master, { projectId: id, buildingNumber: 3, postalCode: "757715" })).resolves.toMatchObject({ buildingNumber: 3 });
  });

  it("a project that does not exist is not found", async () => {
    await expect(
      createBuilding(services, actors.master, { projectId: "6c1f2f8e-3b1a-4c55-9a57-0f6f4a1d2e10", buildingNumber: 1, postalCode: "123456" }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("editing a building", () => {
  it("keeps its own number, and refuses the number of another building of the project", async () => {
    const [first, second] = await buildingsOf(services.db, projectId);
    await updateBuilding(services, actors.admin1ic, { id: first.id, buildingNumber: 1, postalCode: "757700", buildingAddress: "Tower A" });
    expect((await buildingsOf(services.db, projectId))[0]).toMatchObject({ postalCode: "757700", buildingAddress: "Tower A" });
    await expect(updateBuilding(services, actors.admin1ic, { id: second.id, buildingNumber: 1, postalCode: "757714" })).rejects.toMatchObject({
      message: "Building number 1 already exists for this project",
    });
    expect((await buildingsOf(services.db, projectId))[1].buildingNumber).toBe(2);
  });
});

describe("deleting a building", () => {
  it("is refused while unit types are assigned, saying how many", async () => {
    const [first] = await buildingsOf(services.db, projectId);
    await services.db.insert(unitTypes).values([
      { projectId, buildingId: first.id, name: "2 Bedroom", areaSqftMin: 700, areaSqftMax: 750 },
      { projectId, buildingId: first.id, name: "3 Bedroom", areaSqftMin: 950, areaSqftMax: 1000 },
    ]);
    const failure = await deleteBuilding(services, actors.master, { id: first.id }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as Error).message).toBe(
      "Cannot delete building: 2 unit type(s) are assigned to this building. Please reassign or delete the unit types first.",
    );
    expect(await services.db.$count(projectBuildings, eq(projectBuildings.id, first.id))).toBe(1);
  });

  it("deletes a building without unit types; number_of_blocks follows", async () => {
    const third = (await buildingsOf(services.db, projectId)).find((b) => b.buildingNumber === 3)!;
    await deleteBuilding(services, actors.admin2ic, { id: third.id });
    expect((await buildingsOf(services.db, projectId)).map((b) => b.buildingNumber)).toEqual([1, 2]);
    expect(await blocks()).toBe(2);
  });

  it("a failure half way leaves the building in place", async () => {
    const [, second] = await buildingsOf(services.db, projectId);
    await expect(deleteBuilding(services, ghostActor("master"), { id: second.id })).rejects.toThrow();
    expect(await buildingsOf(services.db, projectId)).toHaveLength(2);
  });
});

describe("who manages buildings", () => {
  it.each(["leader", "agent"] as const)("a %s cannot add, edit or delete a building", async (role) => {
    const [first] = await buildingsOf(services.db, projectId);
    await expect(createBuilding(services, actors[role], { projectId, buildingNumber: 9, postalCode: "757709" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateBuilding(services, actors[role], { id: first.id, buildingNumber: 8, postalCode: "757708" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteBuilding(services, actors[role], { id: first.id })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await buildingsOf(services.db, projectId)).map((b) => b.buildingNumber)).toEqual([1, 2]);
  });
});
