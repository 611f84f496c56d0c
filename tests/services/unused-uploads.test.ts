import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs, unitTypes } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { savePost } from "#server/services/blog-posts";
import { saveBranding, uploadLogo } from "#server/services/branding";
import { updateAvatar } from "#server/services/profile";
import { uploadProjectFile } from "#server/services/projects/project-files";
import { createProject } from "#server/services/projects/save-project";
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from "#server/services/unused-uploads";
import type { Role } from "~/domain/permissions";
import { postSchema } from "~/domain/schemas/blog-post";
import { brandingSchema } from "~/domain/schemas/branding";
import { projectUploadSchema, type PROJECT_UPLOAD_TARGETS } from "~/domain/schemas/project-media";
import type { UploadKindName } from "~/domain/upload-kinds";
import { createTestServices, type TestServices } from "../support/test-services";
import { asFile, demoBrochure, photo, storedLocally } from "../server/storage-fixtures";
import { demoActors } from "./admin-fixtures";
import { newProjectInput } from "./project-fixtures";

// Issue 30 item 8 (decision record 106, amended): every kind of upload that no record ends up
// using is removed once older than the grace period, not only project files; what a record shows
// (decision record 110: also a post's text, a logo, a site's custom CSS) stays.

let services: TestServices;
let actors: Record<Role, Actor>;
const DAY_MS = 24 * 60 * 60_000;
const WITHIN_GRACE = () => new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS - DAY_MS);
const LATER = () => new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + DAY_MS);

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

const stored = (url: string) => storedLocally(services.storage, url);
const jpeg = async (name = "picture.jpg") => asFile(await photo(900, 900), name, "image/jpeg");

async function projectFile(projectId: string, target: keyof typeof PROJECT_UPLOAD_TARGETS) {
  const file = target === "brochure" ? asFile(demoBrochure(), "brochure.pdf", "application/pdf") : await jpeg();
  return uploadProjectFile(services, actors.admin2ic, projectUploadSchema.parse({ projectId, target, file }));
}

async function postShowing(url: string) {
  return savePost(services, actors.agent, postSchema.parse({ title: `Shown ${crypto.randomUUID().slice(0, 8)}`, body: `![Shown](http://agent.localhost${url})` }), "publish");
}

interface Uploads {
  /** Uploads a record uses or shows: kept. */
  used: string[];
  /** Uploads no record names: removed after the grace period. */
  unused: string[];
}

/** Each stored kind, uploaded through the service that stores it (csvImport is read, never stored). */
const SCENARIOS: Record<Exclude<UploadKindName, "csvImport">, () => Promise<Uploads>> = {
  async avatar() {
    const { url: used } = await updateAvatar(services, actors.leader, { avatar: await jpeg("me.jpg") });
    // An avatar whose save failed and whose removal failed too.
    const { url: unused } = await services.storage.put("avatar", await jpeg("me.jpg"), { folder: `avatars/${actors.leader.id}` });
    return { used: [used], unused: [unused] };
  },
  async logo() {
    const saved = await uploadLogo(services, actors.agent, { logo: await jpeg("logo.jpg") });
    await saveBranding(services, actors.agent, brandingSchema.parse({ logoUrl: `http://agent.localhost${saved.url}` }));
    const neverSaved = await uploadLogo(services, actors.agent, { logo: await jpeg("logo.jpg") });
    const shownInAPost = await uploadLogo(services, actors.agent, { logo: await jpeg("logo.jpg") });
    await postShowing(shownInAPost.url);
    return { used: [saved.url, shownInAPost.url], unused: [neverSaved.url] };
  },
  async postCover() {
    const post = await savePost(services, actors.agent, postSchema.parse({ title: "With a cover", body: "Text", featuredImage: await jpeg("cover.jpg") }), "keep");
    const [{ featuredImageUrl: used }] = await services.db.select({ featuredImageUrl: blogs.featuredImageUrl }).from(blogs).where(eq(blogs.id, post.id));
    const { url: unused } = await services.storage.put("postCover", await jpeg("cover.jpg"), { folder: `posts/${actors.agent.id}` });
    return { used: [used!], unused: [unused] };
  },
  async projectImage() {
    const id = crypto.randomUUID();
    const [banner, picture, replaced, abandoned] = [await projectFile(id, "banner"), await projectFile(id, "gallery"), await projectFile(id, "banner"), await projectFile(crypto.randomUUID(), "gallery")];
    await createProject(
      services,
      actors.master,
      await newProjectInput(services.db, { id, slug: `kept-${id.slice(0, 8)}`, name: `Kept ${id.slice(0, 8)}`, bannerImageUrl: banner.url, images: [{ url: picture.url, altText: "Pool" }] }),
    );
    const [unitType] = await services.db.select().from(unitTypes).limit(1);
    const floorPlan = await projectFile(unitType.projectId, "floorPlan");
    await services.db.update(unitTypes).set({ floorPlanUrl: floorPlan.url }).where(eq(unitTypes.id, unitType.id));
    // A floor plan picked in a dialog that was then cancelled.
    const cancelledFloorPlan = await projectFile(unitType.projectId, "floorPlan");
    return { used: [banner.url, picture.url, floorPlan.url], unused: [replaced.url, abandoned.url, cancelledFloorPlan.url] };
  },
  async brochure() {
    const id = crypto.randomUUID();
    const [kept, abandoned] = [await projectFile(id, "brochure"), await projectFile(id, "brochure")];
    await createProject(services, actors.master, await newProjectInput(services.db, { id, slug: `brochure-${id.slice(0, 8)}`, name: `Brochure ${id.slice(0, 8)}`, brochureUrl: kept.url }));
    return { used: [kept.url], unused: [abandoned.url] };
  },
};

describe("the sweep for unused uploads covers every kind (issue 30 item 8)", () => {
  it.each(Object.entries(SCENARIOS))("%s: what a record uses or shows stays, what none uses goes once past the grace period", async (_kind, scenario) => {
    const { used, unused } = await scenario();
    expect([...used, ...unused].every(stored)).toBe(true);

    await sweepUnusedUploads(services, WITHIN_GRACE());
    expect([...used, ...unused].map(stored)).toEqual([...used, ...unused].map(() => true));

    const { failed } = await sweepUnusedUploads(services, LATER());
    expect(failed).toBe(0);
    expect(used.map(stored)).toEqual(used.map(() => true));
    expect(unused.map(stored)).toEqual(unused.map(() => false));
  });

});
