import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectImages } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, InvalidError } from "#server/services/errors";
import { deleteProject } from "#server/services/projects/delete-project";
import { uploadProjectFile } from "#server/services/projects/project-files";
import { createProject, updateProject } from "#server/services/projects/save-project";
import type { Role } from "~/domain/permissions";
import { updateProjectSchema } from "~/domain/schemas/project";
import { getEditableProject } from "#server/services/projects/project-editor";
import { submitForm } from "../domain/schemas/form-parsing";
import { projectUploadSchema } from "~/domain/schemas/project-media";
import { createTestServices, type TestServices } from "../support/test-services";
import { asFile, demoBrochure, photo, storedLocally } from "../server/storage-fixtures";
import { demoActors } from "./admin-fixtures";
import { newProjectInput, projectBySlug } from "./project-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
const draftId = "3f0c8a52-7d1e-4b8a-9c1d-2a6f5e4b3c21";

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

/** Where the local driver keeps the file behind an /uploads URL. */
const stored = (url: string) => storedLocally(services.storage, url);

async function upload(target: "banner" | "gallery" | "brochure", file: File, projectId = draftId, actor = actors.admin2ic) {
  return uploadProjectFile(services, actor, projectUploadSchema.parse({ projectId, target, file }));
}

describe("uploads for a project", () => {
  it("stores a picture as WebP copies under the project's folder and answers its largest copy", async () => {
    const banner = await upload("banner", asFile(await photo(2400, 1350), "banner.jpg", "image/jpeg"));
    expect(banner.url).toMatch(new RegExp(`^/uploads/projects/${draftId}/[0-9a-z]+-[0-9a-f]{16}-1600\\.webp$`));
    expect(banner).toMatchObject({ width: 1600, height: 900 });
    expect(stored(banner.url)).toBe(true);
  });

  it("refuses a file that is not of the kind, by its bytes, with the kind's message on the file field", async () => {
    const pdfAsImage = asFile(demoBrochure(), "banner.jpg", "image/jpeg");
    const failure = await upload("gallery", pdfAsImage).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidError);
    expect(failure).toMatchObject({ field: "file", message: "Please select a JPEG, PNG or WebP image" });
    const form = projectUploadSchema.safeParse({ projectId: draftId, target: "brochure", file: asFile(await photo(10, 10), "a.png", "image/png") });
    expect(form.success ? [] : form.error.issues.map((issue) => issue.message)).toEqual(["Please select a PDF file"]);
  });

  it("a realtor cannot upload", async () => {
    await expect(upload("banner", asFile(await photo(100, 100), "x.jpg", "image/jpeg"), draftId, actors.agent)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("the gallery and files of a saved project", () => {
  it("a new project takes the draft id its uploads were stored under, with its gallery in order and alt text", async () => {
    const banner = await upload("banner", asFile(await photo(1600, 900), "b.jpg", "image/jpeg"));
    const first = await upload("gallery", asFile(await photo(1200, 800), "1.jpg", "image/jpeg"));
    const second = await upload("gallery", asFile(await photo(800, 1200), "2.png", "image/png"));
    const brochure = await upload("brochure", asFile(demoBrochure(), "brochure.pdf", "application/pdf"));
    const input = await newProjectInput(services.db, {
      id: draftId,
      bannerImageUrl: banner.url,
      brochureUrl: brochure.url,
      images: [
        { url: second.url, altText: "Sky garden", width: second.width, height: second.height },
        { url: first.url, altText: "Lap pool", width: first.width, height: first.height },
      ],
    });
    const { id } = await createProject(services, actors.master, input);
    expect(id).toBe(draftId);
    const gallery = await services.db.select().from(projectImages).where(eq(projectImages.projectId, id)).orderBy(projectImages.sortOrder);
    expect(gallery.map((image) => [image.altText, image.sortOrder, image.width])).toEqual([["Sky garden", 0, 800], ["Lap pool", 1, 1200]]);
  });

  it("replacing the banner and dropping a picture deletes those files from storage after the save", async () => {
    const project = await projectBySlug(services.db, "sembawang-shoreline");
    const [kept, dropped] = await services.db.select().from(projectImages).where(eq(projectImages.projectId, project.id)).orderBy(projectImages.sortOrder);
    const newBanner = await upload("banner", asFile(await photo(1600, 900), "new.jpg", "image/jpeg"));
    const input = updateProjectSchema.parse({
      ...(await newProjectInput(services.db)),
      id: project.id,
      bannerImageUrl: newBanner.url,
      brochureUrl: project.brochureUrl,
      buildings: [],
      images: [{ url: kept.imageUrl, altText: "Sky garden, west side" }],
    });
    await updateProject(services, actors.admin1ic, input);
    expect(stored(project.bannerImageUrl!)).toBe(false);
    expect(stored(dropped.imageUrl)).toBe(false);
    expect(stored(kept.imageUrl)).toBe(true);
    expect(stored(newBanner.url)).toBe(true);
    expect(stored(project.brochureUrl!)).toBe(true);
    const gallery = await services.db.select().from(projectImages).where(eq(projectImages.projectId, project.id));
    expect(gallery.map((image) => image.altText)).toEqual(["Sky garden, west side"]);
  });

  it("deleting the project removes its folder from storage", async () => {
    const project = await projectBySlug(services.db, "sembawang-shoreline");
    await deleteProject(services, actors.master, { id: project.id });
    expect(stored(project.bannerImageUrl!)).toBe(false);
    expect(stored(project.brochureUrl!)).toBe(false);
    expect(existsSync(path.join(services.storage.localDirectory!, "projects", project.id))).toBe(false);
  });

  it("a wizard save keeps each picture's artist's-impression flag as stored, and the administrator can change it (decision record 068)", async () => {
    const project = await projectBySlug(services.db, "katong-tidewater");
    const flags = async () =>
      (await services.db.select().from(projectImages).where(eq(projectImages.projectId, project.id)).orderBy(projectImages.sortOrder)).map(
        (image) => image.isArtistImpression,
      );
    const seeded = await flags();
    expect(seeded.length).toBeGreaterThan(1);
    expect(seeded.every(Boolean)).toBe(true);

    // The form as the wizard posts it: every field as text, a ticked box as 'on', an unticked one absent.
    const post = async (ticked: (index: number) => boolean) => {
      const editable = await getEditableProject(services, actors.admin1ic, { id: project.id });
      const fields: Record<string, string> = { id: project.id };
      for (const [key, value] of Object.entries(editable.values)) fields[key] = String(value);
      editable.images.forEach((image, index) => {
        fields[`images[${index}].url`] = image.url;
        fields[`images[${index}].altText`] = image.altText ?? "";
        if (ticked(index) && image.isArtistImpression) fields[`images[${index}].isArtistImpression`] = "on";
      });
      const parsed = submitForm(updateProjectSchema, fields);
      expect(parsed.errors).toEqual({});
      await updateProject(services, actors.admin1ic, parsed.value as never);
    };

    await post(() => true);
    expect(await flags()).toEqual(seeded);
    await post((index) => index !== 1);
    expect(await flags()).toEqual(seeded.map((flag, index) => index !== 1 && flag));
    expect((await getEditableProject(services, actors.admin1ic, { id: project.id })).images.map((image) => image.isArtistImpression)).toEqual(
      seeded.map((_, index) => index !== 1),
    );
  });

  it("a delete that committed reports success when storage then fails, and logs the failure (decision record 070)", async () => {
    const { id } = await createProject(services, actors.master, await newProjectInput(services.db, { slug: "storage-down-heights" }));
    const logged: unknown[][] = [];
    const failingStorage = { ...services.storage, deleteFolder: () => Promise.reject(new Error("bucket unreachable")) };
    const result = await deleteProject({ db: services.db, storage: failingStorage, logger: { error: (...args: unknown[]) => logged.push(args) } }, actors.admin2ic, { id });
    expect(result).toEqual({ name: "Sembawang Shoreline" });
    expect(await projectBySlug(services.db, "storage-down-heights")).toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(logged[0][0]).toMatchObject({ projectId: id, folder: `projects/${id}`, err: expect.objectContaining({ message: "bucket unreachable" }) });
  });
});
