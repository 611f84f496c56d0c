import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencies, projects } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { updateAgency } from "#server/services/agencies";
import { savePost } from "#server/services/blog-posts";
import { saveBranding } from "#server/services/branding";
import { deleteProject } from "#server/services/projects/delete-project";
import { uploadProjectFile } from "#server/services/projects/project-files";
import { createProject, updateProject } from "#server/services/projects/save-project";
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from "#server/services/unused-uploads";
import type { Role } from "~/domain/permissions";
import { updateAgencySchema } from "~/domain/schemas/agency";
import { brandingSchema } from "~/domain/schemas/branding";
import { postSchema } from "~/domain/schemas/blog-post";
import { updateProjectSchema } from "~/domain/schemas/project";
import { projectUploadSchema } from "~/domain/schemas/project-media";
import { createTestServices, type TestServices } from "../support/test-services";
import { asFile, photo, storedLocally } from "../server/storage-fixtures";
import { demoActors } from "./admin-fixtures";
import { newProjectInput } from "./project-fixtures";

// Decision record 110: a project's picture that a blog post shows, or another project uses, stays
// in storage when the project drops it or is deleted; it goes once nothing names it any more.

let services: TestServices;
let actors: Record<Role, Actor>;
const LATER = () => new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + 24 * 60 * 60_000);

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

const stored = (url: string) => storedLocally(services.storage, url);

async function picture(projectId: string) {
  return uploadProjectFile(services, actors.admin2ic, projectUploadSchema.parse({ projectId, target: "gallery", file: asFile(await photo(1600, 900), "pool.jpg", "image/jpeg") }));
}

/** A project with these pictures in its gallery, saved under the draft id they were uploaded for. */
async function projectWith(id: string, slug: string, urls: string[]) {
  const input = await newProjectInput(services.db, { id, slug, name: slug, images: urls.map((url) => ({ url, altText: "Pool deck" })) });
  return createProject(services, actors.master, input);
}

async function galleryNow(projectId: string, urls: string[], bannerImageUrl?: string) {
  const [row] = await services.db.select().from(projects).where(eq(projects.id, projectId));
  const input = updateProjectSchema.parse({
    ...(await newProjectInput(services.db, { slug: row!.slug, name: row!.name })),
    id: projectId,
    bannerImageUrl,
    buildings: [],
    images: urls.map((url) => ({ url, altText: "Pool deck" })),
  });
  await updateProject(services, actors.admin1ic, input);
}

async function postShowing(url: string, actor = actors.leader) {
  // Copied from the public page: the absolute address of a smaller copy.
  const copied = `http://leader.localhost${url.replace(/-\d+\.webp$/, "-960.webp")}`;
  return savePost(services, actor, postSchema.parse({ title: `Pool deck ${Math.random().toString(36).slice(2, 8)}`, body: `Our pick:\n\n![The pool deck](${copied})` }), "publish");
}

describe("project pictures a blog post shows", () => {
  it("stay when the project drops them, and go with the sweep once the post no longer shows them", async () => {
    const id = "2c9d1e4f-6a7b-4c8d-9e0f-1a2b3c4d5e60";
    const [shown, notShown] = [await picture(id), await picture(id)];
    await projectWith(id, "pool-deck-residences", [shown.url, notShown.url]);
    const post = await postShowing(shown.url);

    await galleryNow(id, []);
    expect(stored(shown.url)).toBe(true);
    expect(stored(notShown.url)).toBe(false);

    await sweepUnusedUploads(services, LATER());
    expect(stored(shown.url)).toBe(true);

    await savePost(services, actors.leader, postSchema.parse({ id: post.id, title: "Pool deck, text only", body: "The pool deck is 50 m long." }), "keep");
    await sweepUnusedUploads(services, LATER());
    expect(stored(shown.url)).toBe(false);
  });

  it("stay when the project is deleted, while the rest of its folder goes", async () => {
    const id = "3d0e2f5a-7b8c-4d9e-8f1a-2b3c4d5e6f71";
    const [shown, notShown] = [await picture(id), await picture(id)];
    await projectWith(id, "lagoon-edge-residences", [shown.url, notShown.url]);
    await postShowing(shown.url, actors.agent);

    await deleteProject(services, actors.master, { id });
    expect(stored(shown.url)).toBe(true);
    expect(stored(notShown.url)).toBe(false);
  });

  it("a deleted project nothing shows leaves no folder behind", async () => {
    const id = "4e1f3a6b-8c9d-4e0f-9a1b-3c4d5e6f7a82";
    const only = await picture(id);
    await projectWith(id, "quiet-grove-residences", [only.url]);
    await deleteProject(services, actors.master, { id });
    expect(stored(only.url)).toBe(false);
    expect(existsSync(path.join(services.storage.localDirectory!, "projects", id))).toBe(false);
  });
});

describe("a picture two projects use", () => {
  it("stays when one of them drops it", async () => {
    const first = "5f2a4b7c-9d0e-4f1a-8b2c-4d5e6f7a8b93";
    const second = "6a3b5c8d-0e1f-4a2b-9c3d-5e6f7a8b9ca4";
    const shared = await picture(first);
    await projectWith(first, "twin-towers-one", [shared.url]);
    await projectWith(second, "twin-towers-two", [shared.url]);

    await galleryNow(first, []);
    expect(stored(shared.url)).toBe(true);
    await galleryNow(second, []);
    expect(stored(shared.url)).toBe(false);
  });
});

describe("an upload outside project folders", () => {
  it("is not removed when a project that pointed at it drops it", async () => {
    const id = "7b4c6d9e-1f2a-4b3c-8d4e-6f7a8b9cadb5";
    const cover = await services.storage.put("postCover", asFile(await photo(1600, 900), "cover.jpg", "image/jpeg"), { folder: `posts/${actors.leader.id}` });
    await projectWith(id, "borrowed-cover-residences", []);
    await galleryNow(id, [], cover.url);
    await galleryNow(id, []);
    expect(stored(cover.url)).toBe(true);
  });
});

describe("project pictures pasted as a logo or into a site's custom CSS", () => {
  const absolute = (url: string) => `http://leader.localhost${url}`;
  async function agencyLogo(url: string | undefined) {
    const [agency] = await services.db.select().from(agencies).orderBy(agencies.id).limit(1);
    await updateAgency(services, actors.admin2ic, updateAgencySchema.parse({ id: agency!.id, name: agency!.name, licenceNumber: agency!.licenceNumber ?? undefined, logoUrl: url && absolute(url) }));
  }
  const siteLogo = (url: string | undefined) => saveBranding(services, actors.leader, brandingSchema.parse({ logoUrl: url && absolute(url) }));
  const customCss = (url: string | undefined) =>
    saveBranding(services, actors.agent, brandingSchema.parse({ customCss: url ? `.hero { background-image: url("${url}"); }` : "" }));

  it.each([
    ["an agency's logo", agencyLogo],
    ["a site's logo", siteLogo],
    ["a site's custom CSS", customCss],
  ])("stay while %s shows them, and go with the sweep after", async (_place, paste) => {
    const id = crypto.randomUUID();
    const pasted = await picture(id);
    await projectWith(id, `pasted-${id.slice(0, 8)}`, [pasted.url]);
    await paste(pasted.url);

    await galleryNow(id, []);
    expect(stored(pasted.url)).toBe(true);
    await sweepUnusedUploads(services, LATER());
    expect(stored(pasted.url)).toBe(true);

    await paste(undefined);
    await sweepUnusedUploads(services, LATER());
    expect(stored(pasted.url)).toBe(false);
  });
});
