import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectBuildings } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, InvalidError } from "#server/services/errors";
import { createProject } from "#server/services/projects/save-project";
import { getSitePlan, saveSitePlan } from "#server/services/projects/site-plan";
import { getProjectPage } from "#server/services/public-project-page";
import { hasPermission, ROLES, type Role } from "~/domain/permissions";
import { SITE_PLAN_MESSAGES, sitePlanSchema } from "~/domain/schemas/site-plan";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { buildingsOf, newProjectInput, projectAudit } from "./project-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let projectId: string;
let block1: string;
let block2: string;
const SLUG = "sembawang-shoreline";
const PICTURE = { imageUrl: "https://cdn.example.com/site-plan.webp", imageWidth: 1600, imageHeight: 1000 };

const plan = (input: Record<string, unknown>) => sitePlanSchema.parse({ projectId, ...input });

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  ({ id: projectId } = await createProject(services, actors.master, await newProjectInput(services.db)));
  [{ id: block1 }, { id: block2 }] = await buildingsOf(services.db, projectId);
});
afterAll(() => services.close());

describe("site plan", () => {
  it("a project without a picture shows no site plan", async () => {
    expect((await getProjectPage(services.db, SLUG, null)).sitePlan).toBeNull();
    expect((await getSitePlan(services, actors.admin1ic, { slug: SLUG })).image).toBeNull();
  });

  it("refuses every role without project management, writing nothing", async () => {
    const refused = ROLES.filter((role) => !hasPermission(role, "projectManagement"));
    expect(refused.length).toBeGreaterThan(0);
    for (const role of refused) {
      await expect(getSitePlan(services, actors[role], { slug: SLUG })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(saveSitePlan(services, actors[role], plan({ ...PICTURE, markers: [{ buildingId: block1, x: 0.5, y: 0.5 }] }))).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect((await getSitePlan(services, actors.master, { slug: SLUG })).image).toBeNull();
    expect((await projectAudit(services.db, projectId)).filter((row) => row.action === "site plan updated")).toHaveLength(0);
  });

  it("one save stores the picture and the markers with one audit row naming each block's move; the public page shows them", async () => {
    await saveSitePlan(services, actors.admin2ic, plan({ ...PICTURE, markers: [{ buildingId: block1, x: "0.25", y: "0.4" }] }));
    const editor = await getSitePlan(services, actors.admin2ic, { slug: SLUG });
    expect(editor.image).toEqual({ url: PICTURE.imageUrl, width: 1600, height: 1000 });
    expect(editor.blocks.map(({ buildingNumber, x, y }) => ({ buildingNumber, x, y }))).toEqual([
      { buildingNumber: 1, x: 0.25, y: 0.4 },
      { buildingNumber: 2, x: null, y: null },
    ]);
    const page = await getProjectPage(services.db, SLUG, null);
    expect(page.sitePlan).toEqual({ url: PICTURE.imageUrl, width: 1600, height: 1000, markers: [{ buildingNumber: 1, x: 0.25, y: 0.4 }] });

    await saveSitePlan(services, actors.admin1ic, plan({ ...PICTURE, markers: [{ buildingId: block2, x: 0.7, y: 0.1 }] }));
    const audit = (await projectAudit(services.db, projectId)).filter((row) => row.action === "site plan updated");
    expect(audit).toHaveLength(2);
    expect(audit[0].details).toEqual({ picture: { from: null, to: PICTURE.imageUrl }, blocks: [{ block: 1, from: null, to: { x: 0.25, y: 0.4 } }] });
    expect(audit[1].performedByEmail).toBe(actors.admin1ic.email);
    expect(audit[1].details).toEqual({
      blocks: [
        { block: 1, from: { x: 0.25, y: 0.4 }, to: null },
        { block: 2, from: null, to: { x: 0.7, y: 0.1 } },
      ],
    });
    expect((await getProjectPage(services.db, SLUG, null)).sitePlan?.markers).toEqual([{ buildingNumber: 2, x: 0.7, y: 0.1 }]);
  });

  it("a marker off the picture, twice for one block, or without a picture is refused with its message", () => {
    const messages = (input: Record<string, unknown>) => sitePlanSchema.safeParse({ projectId, ...input }).error?.issues.map((issue) => issue.message);
    expect(messages({ ...PICTURE, markers: [{ buildingId: block1, x: 1.2, y: 0.5 }] })).toEqual([SITE_PLAN_MESSAGES.placeInvalid]);
    expect(messages({ ...PICTURE, markers: [{ buildingId: block1, x: 0.2, y: 0.5 }, { buildingId: block1, x: 0.3, y: 0.5 }] })).toEqual([SITE_PLAN_MESSAGES.duplicateBlock]);
    expect(messages({ markers: [{ buildingId: block1, x: 0.2, y: 0.5 }] })).toEqual([SITE_PLAN_MESSAGES.noImageForMarkers]);
  });

  it("a block of another project is refused and nothing changes", async () => {
    const { id: otherId } = await createProject(services, actors.master, await newProjectInput(services.db, { name: "Other Shore", slug: "other-shore" }));
    const [{ id: foreign }] = await buildingsOf(services.db, otherId);
    await expect(saveSitePlan(services, actors.master, plan({ ...PICTURE, markers: [{ buildingId: foreign, x: 0.5, y: 0.5 }] }))).rejects.toMatchObject(
      new InvalidError(SITE_PLAN_MESSAGES.blockNotFound, { field: "markers" }),
    );
    const [row] = await services.db.select({ x: projectBuildings.sitePlanX }).from(projectBuildings).where(eq(projectBuildings.id, block2));
    expect(row.x).toBe(0.7);
  });

  it("removing the picture removes the section and every marker", async () => {
    await saveSitePlan(services, actors.master, plan({}));
    expect((await getProjectPage(services.db, SLUG, null)).sitePlan).toBeNull();
    expect((await getSitePlan(services, actors.master, { slug: SLUG })).blocks.every((block) => block.x === null && block.y === null)).toBe(true);
  });
});
