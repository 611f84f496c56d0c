import { eq, sql } from "drizzle-orm";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { brandingPreviews, realtorAuditLog, realtors, realtorSiteBranding } from "#server/db/schema";
import { clearLocalCaches } from "#server/memory-cache";
import type { Actor } from "#server/services/actor";
import { brandingPreviewFor, deleteBranding, getBrandingEditor, saveBranding, storeBrandingPreview, uploadLogo } from "#server/services/branding";
import { ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import { resolveSite } from "#server/tenancy";
import type { Role } from "~/domain/permissions";
import { BRANDING_PRESETS, brandingSchema } from "~/domain/schemas/branding";
import { actorOf } from "../support/actors";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { makeUser } from "./public-fixtures";
import { withAuditRefused } from "./self-service-fixtures";
import { asFile, photo, svgLogo } from "../server/storage-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let siti: Actor;
let weijie: Actor;
const tenancy = { appDomain: "localhost", devHostMarkers: ["preview"] };
const DENIED = "Access Denied: You must be a registered realtor to access branding settings.";
const purple = brandingSchema.parse(BRANDING_PRESETS.find((preset) => preset.name === "Purple Modern")!.colours);
const orange = brandingSchema.parse({ ...BRANDING_PRESETS.find((preset) => preset.name === "Orange Warm")!.colours, fontFamily: "Lato", buttonStyle: "pill" });

async function brandingRowOf(actor: Actor) {
  return services.db
    .select({ branding: realtorSiteBranding })
    .from(realtorSiteBranding)
    .innerJoin(realtors, eq(realtors.id, realtorSiteBranding.realtorId))
    .where(eq(realtors.userId, actor.id))
    .then((rows) => rows.map((row) => row.branding));
}

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  siti = await actorOf(services.db, "siti@demo.sg");
  weijie = await actorOf(services.db, "weijie@demo.sg");
});
afterAll(() => services.close());
beforeEach(() => clearLocalCaches());

describe("who may use the branding editor (spec part 2 §2.8, §6)", () => {
  it.each(["master", "admin1ic", "admin2ic"] as const)("%s gets the spec's refusal on every branding call, and nothing is written", async (role) => {
    for (const call of [
      () => getBrandingEditor(services, actors[role]),
      () => saveBranding(services, actors[role], purple),
      () => deleteBranding(services, actors[role]),
      () => storeBrandingPreview(services, actors[role], purple),
      async () => uploadLogo(services, actors[role], { logo: asFile(svgLogo(), "logo.svg", "image/svg+xml") }),
    ]) {
      const failure = await call().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ForbiddenError);
      expect((failure as Error).message).toBe(DENIED);
    }
    expect(await services.db.select().from(brandingPreviews)).toHaveLength(0);
  });

  it("an agent account without a realtor record is not a registered realtor", async () => {
    const user = await makeUser(services.db, "agent");
    const actor = { id: user.id, email: user.email, fullName: user.fullName, role: "agent" as const };
    await expect(getBrandingEditor(services, actor)).rejects.toThrow(DENIED);
    await expect(saveBranding(services, actor, purple)).rejects.toThrow(DENIED);
  });
});

describe("saving branding (spec part 2 §4)", () => {
  it("the leader's first save creates their one row; the site shows the new colour on its next request", async () => {
    expect((await resolveSite(services.db, "leader.localhost", tenancy)).branding).toBeNull();
    expect(await saveBranding(services, actors.leader, purple)).toEqual({ created: true });
    const [row] = await brandingRowOf(actors.leader);
    expect(row).toMatchObject({ primaryColor: "#8B5CF6", backgroundColor: "#FAF5FF", fontFamily: "Inter", isActive: true });
    const site = await resolveSite(services.db, "leader.localhost", tenancy);
    expect(site.branding).toMatchObject({ primaryColor: "#8B5CF6", accentColor: "#EC4899" });
  });

  it("a second save updates the same row, never a second one, and records what changed", async () => {
    expect(await saveBranding(services, actors.leader, { ...purple, headerStyle: "classic", layoutStyle: "compact" })).toEqual({ created: false });
    const rows = await brandingRowOf(actors.leader);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ headerStyle: "classic", layoutStyle: "compact" });
    const audits = await services.db.select().from(realtorAuditLog).where(eq(realtorAuditLog.userId, actors.leader.id));
    const branding = audits.filter((row) => row.reasonCategory === "branding").map((row) => row.additionalDetails);
    expect(branding).toEqual([
      expect.objectContaining({ branding: "created" }),
      expect.objectContaining({ branding: "updated", changed: ["headerStyle", "layoutStyle"] }),
    ]);
  });

  it("custom CSS is stored sanitised: nothing that loads from elsewhere or runs script survives", async () => {
    const input = brandingSchema.parse({ ...purple, customCss: 'h1{letter-spacing:-.01em}\n@import url("https://evil.example/x.css");\nbody{background:url(https://evil.example/p.gif)}</style><script>alert(1)</script>' });
    await saveBranding(services, actors.leader, input);
    const [row] = await brandingRowOf(actors.leader);
    expect(row.customCss).toContain("h1{letter-spacing:-.01em}");
    expect(row.customCss).not.toMatch(/evil\.example|@import|</);
  });

  it("a typed logo URL is kept; removing it clears it", async () => {
    await saveBranding(services, actors.leader, brandingSchema.parse({ ...purple, logoUrl: "https://cdn.example.sg/rachel-logo.png" }));
    expect((await brandingRowOf(actors.leader))[0].logoUrl).toBe("https://cdn.example.sg/rachel-logo.png");
    await saveBranding(services, actors.leader, purple);
    expect((await brandingRowOf(actors.leader))[0].logoUrl).toBeNull();
  });

  it("a failure half way (the audit row refused) leaves no branding row behind", async () => {
    const failure = await withAuditRefused(services.db, "realtor_audit_log", () => saveBranding(services, siti, orange));
    expect(failure).toBeInstanceOf(Error);
    expect(await brandingRowOf(siti)).toHaveLength(0);
  });
});

describe("an agent without branding of their own shows their leader's (decision record 059)", () => {
  it("Tan Wei Jie's site shows no branding while his leader Siti has none, then hers once she saves", async () => {
    expect((await resolveSite(services.db, "weijie.localhost", tenancy)).branding).toBeNull();
    await saveBranding(services, siti, orange);
    const site = await resolveSite(services.db, "weijie.localhost", tenancy);
    expect(site.branding).toMatchObject({ primaryColor: "#F97316", fontFamily: "Lato", buttonStyle: "pill" });
    expect(site.ownerName).toBe("Tan Wei Jie");
  });

  it("the editor starts an agent from the leader's branding and says whose it is", async () => {
    const editor = await getBrandingEditor(services, weijie);
    expect(editor.own).toBeNull();
    expect(editor.inherited).toMatchObject({ leaderName: "Siti Rahman", branding: { primaryColor: "#F97316" } });
  });

  it("once the agent saves their own, their site shows theirs; deleting it returns to the leader's", async () => {
    await saveBranding(services, weijie, purple);
    expect((await resolveSite(services.db, "weijie.localhost", tenancy)).branding).toMatchObject({ primaryColor: "#8B5CF6" });
    expect((await getBrandingEditor(services, weijie)).inherited).toBeNull();
    await deleteBranding(services, weijie);
    expect(await brandingRowOf(weijie)).toHaveLength(0);
    expect((await resolveSite(services.db, "weijie.localhost", tenancy)).branding).toMatchObject({ primaryColor: "#F97316" });
  });

  it("an agent's own branding switched off shows the default look, not the leader's", async () => {
    await saveBranding(services, weijie, { ...purple, isActive: false });
    expect((await resolveSite(services.db, "weijie.localhost", tenancy)).branding).toBeNull();
    await deleteBranding(services, weijie);
  });

  it("a leader's editor never inherits: leaders report to themselves", async () => {
    expect((await getBrandingEditor(services, siti)).inherited).toBeNull();
  });

  it("deleting when there is nothing to delete is not found", async () => {
    await expect(deleteBranding(services, weijie)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("logo upload (spec part 2 §5, §7)", () => {
  async function logosOf(actor: Actor) {
    const [realtor] = await services.db.select({ id: realtors.id }).from(realtors).where(eq(realtors.userId, actor.id));
    const folder = path.join(services.storage.localDirectory!, "logos", realtor.id);
    return existsSync(folder) ? readdirSync(folder) : [];
  }

  it("an SVG logo is stored as WebP copies; only its address comes back, for the draft", async () => {
    const before = await brandingRowOf(actors.agent);
    const { url } = await uploadLogo(services, actors.agent, { logo: asFile(svgLogo(), "logo.svg", "image/svg+xml") });
    expect(url).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\/[0-9a-z]+-[0-9a-f]{16}-\d+\.webp$/);
    expect(await logosOf(actors.agent)).toHaveLength(3);
    expect(await brandingRowOf(actors.agent)).toEqual(before);
  });

  it("a file over 2 MB is refused with 'File size must be less than 2MB'", async () => {
    const big = asFile(new Uint8Array(2 * 1024 * 1024 + 1), "logo.png", "image/png");
    const failure = await uploadLogo(services, actors.leader, { logo: big }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidError);
    expect(failure).toMatchObject({ message: "File size must be less than 2MB", field: "logo" });
  });

  it("a file that is not an image by its bytes is refused with 'Please select an image file'", async () => {
    const html = asFile(new TextEncoder().encode("<html><script>alert(1)</script></html>"), "logo.png", "image/png");
    await expect(uploadLogo(services, actors.leader, { logo: html })).rejects.toThrow("Please select an image file");
    expect(await logosOf(actors.leader)).toEqual([]);
  });

  it("saving another logo removes the uploaded one it replaces; deleting the branding removes its logo; a typed address is never touched", async () => {
    const first = await uploadLogo(services, actors.leader, { logo: asFile(await photo(400, 200, "png"), "logo.png", "image/png") });
    await saveBranding(services, actors.leader, { ...purple, logoUrl: first.url });
    const second = await uploadLogo(services, actors.leader, { logo: asFile(await photo(400, 200), "logo.jpg", "image/jpeg") });
    await saveBranding(services, actors.leader, { ...purple, logoUrl: second.url });
    const files = await logosOf(actors.leader);
    expect(files).toHaveLength(3);
    expect(files.every((name) => second.url.includes(name.replace(/-\d+\.webp$/, "")))).toBe(true);
    await saveBranding(services, actors.leader, { ...purple, logoUrl: "https://cdn.example.sg/logo.png" });
    expect(await logosOf(actors.leader)).toEqual([]);
    await deleteBranding(services, actors.leader);
    expect(await brandingRowOf(actors.leader)).toHaveLength(0);
    await saveBranding(services, actors.leader, purple);
  });
});

describe("the live preview draft (decision record 057)", () => {
  it("the owner's own site renders the draft; nobody else sees it", async () => {
    const site = await resolveSite(services.db, "agent.localhost", tenancy);
    await storeBrandingPreview(services, actors.agent, orange);
    expect(await brandingPreviewFor(services, actors.agent, site)).toMatchObject({ primaryColor: "#F97316", fontFamily: "Lato" });
    expect(await brandingPreviewFor(services, actors.leader, site)).toBeNull();
    expect(await brandingPreviewFor(services, actors.master, site)).toBeNull();
    const leaderSite = await resolveSite(services.db, "leader.localhost", tenancy);
    expect(await brandingPreviewFor(services, actors.agent, leaderSite)).toBeNull();
    // The saved branding stays as it was until Save.
    expect((await resolveSite(services.db, "agent.localhost", tenancy)).branding).toMatchObject({ primaryColor: "#0F766E" });
  });

  it("each change overwrites the one draft; saving removes it", async () => {
    const site = await resolveSite(services.db, "agent.localhost", tenancy);
    const first = await storeBrandingPreview(services, actors.agent, purple);
    const second = await storeBrandingPreview(services, actors.agent, orange);
    expect(second.version).not.toBe(first.version);
    expect(await services.db.select().from(brandingPreviews)).toHaveLength(1);
    await saveBranding(services, actors.agent, orange);
    expect(await brandingPreviewFor(services, actors.agent, site)).toBeNull();
  });

  it("a draft row written around the service is parsed again: its CSS is sanitised and bad values render nothing", async () => {
    const site = await resolveSite(services.db, "agent.localhost", tenancy);
    await services.db.insert(brandingPreviews).values({ realtorId: site.realtorId!, draft: { ...orange, customCss: '@import url("https://evil.example/x.css");p{color:red}' } });
    const draft = await brandingPreviewFor(services, actors.agent, site);
    expect(draft?.customCss).toContain("p{color:red}");
    expect(draft?.customCss).not.toContain("evil.example");
    await services.db.update(brandingPreviews).set({ draft: { ...orange, primaryColor: "red;}body{display:none" } }).where(sql`true`);
    expect(await brandingPreviewFor(services, actors.agent, site)).toBeNull();
  });
});
