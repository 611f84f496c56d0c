import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitTypes } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { uploadProjectFile } from "#server/services/projects/project-files";
import { createProject } from "#server/services/projects/save-project";
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from "#server/services/unused-uploads";
import type { Role } from "~/domain/permissions";
import { projectUploadSchema, type PROJECT_UPLOAD_TARGETS } from "~/domain/schemas/project-media";
import { createTestServices, type TestServices } from "../support/test-services";
import { asFile, demoBrochure, localFileOf, photo, storedLocally } from "../server/storage-fixtures";
import { demoActors } from "./admin-fixtures";
import { newProjectInput } from "./project-fixtures";

// Decision record 106: project uploads no project refers to are removed from storage once older
// than the grace period; everything a project uses, anything younger and any file whose name
// storage did not make stays. Other kinds: tests/services/unused-uploads.test.ts.

let services: TestServices;
let actors: Record<Role, Actor>;
const DAY_MS = 24 * 60 * 60_000;
const savedId = "6a1d0c3e-2b4f-4c5d-8e9f-0a1b2c3d4e5f";
const abandonedDraftId = "9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e";

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

const fileOf = (url: string) => localFileOf(services.storage, url);
const stored = (url: string) => storedLocally(services.storage, url);

async function upload(projectId: string, target: keyof typeof PROJECT_UPLOAD_TARGETS) {
  const file = target === "brochure" ? asFile(demoBrochure(), "brochure.pdf", "application/pdf") : asFile(await photo(1600, 900), "picture.jpg", "image/jpeg");
  return uploadProjectFile(services, actors.admin2ic, projectUploadSchema.parse({ projectId, target, file }));
}

describe("the sweep for unused project uploads", () => {
  it("keeps every file a project uses, removes the unused ones once past the grace period, and leaves younger ones", async () => {
    const banner = await upload(savedId, "banner");
    const brochure = await upload(savedId, "brochure");
    const picture = await upload(savedId, "gallery");
    const replacedBeforeTheSave = await upload(savedId, "banner");
    const abandoned = await upload(abandonedDraftId, "gallery");
    await createProject(
      services,
      actors.master,
      await newProjectInput(services.db, {
        id: savedId,
        bannerImageUrl: banner.url,
        brochureUrl: brochure.url,
        images: [{ url: picture.url, altText: "Lap pool", width: picture.width, height: picture.height }],
      }),
    );
    const [unitType] = await services.db.select().from(unitTypes).limit(1);
    const floorPlan = await upload(unitType.projectId, "floorPlan");
    await services.db.update(unitTypes).set({ floorPlanUrl: floorPlan.url }).where(eq(unitTypes.id, unitType.id));
    const unusedFloorPlan = await upload(unitType.projectId, "floorPlan");
    const used = [banner, brochure, picture, floorPlan];
    const unused = [replacedBeforeTheSave, abandoned, unusedFloorPlan];

    expect(await sweepUnusedUploads(services, new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS - DAY_MS))).toEqual({ removed: 0, failed: 0 });
    expect([...used, ...unused].every((file) => stored(file.url))).toBe(true);

    const result = await sweepUnusedUploads(services, new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + DAY_MS));
    expect(result.failed).toBe(0);
    expect(result.removed).toBeGreaterThanOrEqual(unused.length);
    expect(used.map((file) => stored(file.url))).toEqual([true, true, true, true]);
    expect(unused.map((file) => stored(file.url))).toEqual([false, false, false]);
    // Every copy of a picture goes with it, the smaller ones included.
    for (const file of unused) {
      const folder = path.dirname(fileOf(file.url));
      const upload = path.basename(fileOf(file.url)).replace(/(-\d+\.webp|\.pdf)$/, "");
      expect(existsSync(folder) ? readdirSync(folder).filter((name) => name.startsWith(upload)) : []).toEqual([]);
    }
  });

  it("leaves alone files whose names it did not make itself, in any folder", async () => {
    const root = services.storage.localDirectory!;
    const avatar = path.join(root, "avatars", "someone", "portrait-400.webp");
    const foreign = path.join(root, "projects", savedId, "notes-from-an-operator.txt");
    const atTheTop = path.join(root, "0000001-0123456789abcdef-400.webp");
    for (const file of [avatar, foreign, atTheTop]) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, "kept");
    }
    await sweepUnusedUploads(services, new Date(Date.now() + 365 * DAY_MS));
    expect(existsSync(avatar)).toBe(true);
    expect(existsSync(foreign)).toBe(true);
    expect(existsSync(atTheTop)).toBe(true);
  });
});
