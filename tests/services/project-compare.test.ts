import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { clearLocalCaches } from "#server/memory-cache";
import { compareListedProjects } from "#server/services/project-compare";
import { createTestDatabase } from "../support/test-database";
import { addUnitTypes, furnishProject, makeProject } from "./public-fixtures";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const furnished = await makeProject(handle.db, { name: "Compare Furnished" });
  await furnishProject(handle.db, furnished.id);
  const plain = await makeProject(handle.db, { name: "Compare Plain", tenure: "Freehold" });
  await addUnitTypes(handle.db, plain.id, [{ bedrooms: 2, priceDollars: 900_000 }]);
  await makeProject(handle.db, { name: "Compare Planned", status: "Planning" });
  clearLocalCaches();
});
afterAll(() => handle.close());

describe("the compare page's projects", () => {
  it("are the listed projects of the set in its order, side by side, the cheapest price marked", async () => {
    const result = await compareListedProjects(handle.db, ["compare-plain", "compare-furnished"]);
    expect(result.projects.map((project) => project.name)).toEqual(["Compare Plain", "Compare Furnished"]);
    const price = result.rows.find((row) => row.key === "price")!;
    expect(price.cells.map((cell) => cell.best)).toEqual([true, false]);
    expect(result.rows.find((row) => row.key === "tenure")!.differs).toBe(true);
    expect(result.missing).toEqual([]);
  });

  it("leave out a project that is not listed or does not exist, and name it, so an old link still opens", async () => {
    const result = await compareListedProjects(handle.db, ["compare-planned", "no-such-project", "compare-plain"]);
    expect(result.projects.map((project) => project.name)).toEqual(["Compare Plain"]);
    expect(result.missing).toEqual(["compare-planned", "no-such-project"]);
  });
});
