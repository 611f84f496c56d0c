import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { hasPermission } from "~/domain/permissions";
import { effectiveBranding } from "~/domain/site-branding";
import { BRANDING_MESSAGES, brandingSchema, type BrandingData } from "~/domain/schemas/branding";
import type { SiteBranding } from "~/domain/branding-read-models";
import type { SiteContext } from "~/domain/site-context";
import type { Database, Tx } from "../db/client";
import type { Storage } from "../storage";
import { brandingPreviews, realtors, realtorSiteBranding } from "../db/schema";
import { dropCached } from "../memory-cache";
import { authorize, type Actor } from "./actor";
import { recordRealtorAudit } from "./internal/audit-log";
import { isUploadIn } from "./profile";
import { brandedSiteTags } from "./internal/site-cache-tags";
import { ForbiddenError, NotFoundError } from "./errors";

export interface BrandingDeps {
  db: Database;
  /** Removes a logo upload the branding no longer uses. */
  storage: Storage;
}

const logoFolder = (realtorId: string) => `logos/${realtorId}`;

export const NO_BRANDING = "No branding to delete";

export type StoredBranding = Omit<typeof realtorSiteBranding.$inferSelect, "createdAt">;

export interface BrandingEditor {
  realtor: { id: string; fullName: string; isLeader: boolean; agentSiteUrl: string };
  /** The realtor's own branding row, or null before their first save. */
  own: StoredBranding | null;
  /** While there is no own row: the team leader's branding their site shows (decision record 059). */
  inherited: { leaderName: string; branding: StoredBranding } | null;
}

/** The branding editor is for a registered realtor: anyone else gets the spec's refusal. */
async function ownRealtor(db: Database | Tx, actor: Actor) {
  authorize(actor, "brandingEditing", BRANDING_MESSAGES.noRealtor);
  const [realtor] = await db
    .select({ id: realtors.id, fullName: realtors.fullName, isLeader: realtors.isLeader, agentSiteUrl: realtors.agentSiteUrl, reportsToId: realtors.reportsToId })
    .from(realtors)
    .where(eq(realtors.userId, actor.id));
  if (!realtor) throw new ForbiddenError(BRANDING_MESSAGES.noRealtor);
  return realtor;
}

/** What the editor starts from: the realtor's own branding, or what their site shows without it. */
export async function getBrandingEditor({ db }: Pick<BrandingDeps, "db">, actor: Actor): Promise<BrandingEditor> {
  const { reportsToId, ...realtor } = await ownRealtor(db, actor);
  const [own] = await db.select().from(realtorSiteBranding).where(eq(realtorSiteBranding.realtorId, realtor.id));
  let inherited: BrandingEditor["inherited"] = null;
  if (!own && reportsToId && reportsToId !== realtor.id) {
    const [leader] = await db
      .select({ leaderName: realtors.fullName, branding: realtorSiteBranding })
      .from(realtorSiteBranding)
      .innerJoin(realtors, eq(realtors.id, realtorSiteBranding.realtorId))
      .where(eq(realtorSiteBranding.realtorId, reportsToId));
    if (leader && effectiveBranding(null, leader.branding)) inherited = { leaderName: leader.leaderName, branding: withoutCreatedAt(leader.branding) };
  }
  return { realtor, own: own ? withoutCreatedAt(own) : null, inherited };
}

function withoutCreatedAt({ createdAt: _createdAt, ...branding }: typeof realtorSiteBranding.$inferSelect): StoredBranding {
  return branding;
}

function brandingValues(input: BrandingData) {
  return {
    primaryColor: input.primaryColor,
    secondaryColor: input.secondaryColor,
    accentColor: input.accentColor,
    backgroundColor: input.backgroundColor,
    textColor: input.textColor,
    fontFamily: input.fontFamily,
    headerStyle: input.headerStyle,
    buttonStyle: input.buttonStyle,
    layoutStyle: input.layoutStyle,
    logoUrl: input.logoUrl ?? null,
    customCss: input.customCss ?? null,
    isActive: input.isActive,
  };
}

/**
 * Save (spec part 2 §4): updates the realtor's one branding row, or creates it with their
 * realtor id; the draft preview goes, and the site shows the new look on its next request.
 */
export async function saveBranding({ db, storage }: BrandingDeps, actor: Actor, input: BrandingData): Promise<{ created: boolean }> {
  const values = brandingValues(input);
  const { created, realtorId, replacedLogo, shownOn } = await db.transaction(async (tx) => {
    const realtor = await ownRealtor(tx, actor);
    const [before] = await tx.select().from(realtorSiteBranding).where(eq(realtorSiteBranding.realtorId, realtor.id)).for("update");
    if (before) await tx.update(realtorSiteBranding).set(values).where(eq(realtorSiteBranding.id, before.id));
    else await tx.insert(realtorSiteBranding).values({ realtorId: realtor.id, ...values });
    await tx.delete(brandingPreviews).where(eq(brandingPreviews.realtorId, realtor.id));
    const changed = before
      ? Object.entries(values)
          .filter(([key, value]) => before[key as keyof typeof values] !== value)
          .map(([key]) => key)
      : Object.keys(values);
    await recordRealtorAudit(tx, actor, {
      realtorId: realtor.id,
      action: "updated",
      category: "branding",
      details: { selfService: true, branding: before ? "updated" : "created", changed },
    });
    return {
      created: !before,
      realtorId: realtor.id,
      replacedLogo: before && before.logoUrl !== values.logoUrl ? before.logoUrl : null,
      shownOn: await brandedSiteTags(tx, realtor.id),
    };
  });
  dropCached(...shownOn);
  if (isUploadIn(replacedLogo, logoFolder(realtorId))) await storage.delete(replacedLogo).catch(() => false);
  return { created };
}

/** Removes the realtor's branding: their site returns to their leader's branding, or the default look. */
export async function deleteBranding({ db, storage }: BrandingDeps, actor: Actor): Promise<void> {
  const { realtorId, logoUrl, shownOn } = await db.transaction(async (tx) => {
    const realtor = await ownRealtor(tx, actor);
    const [deleted] = await tx
      .delete(realtorSiteBranding)
      .where(eq(realtorSiteBranding.realtorId, realtor.id))
      .returning({ id: realtorSiteBranding.id, logoUrl: realtorSiteBranding.logoUrl });
    if (!deleted) throw new NotFoundError(NO_BRANDING);
    await tx.delete(brandingPreviews).where(eq(brandingPreviews.realtorId, realtor.id));
    await recordRealtorAudit(tx, actor, {
      realtorId: realtor.id,
      action: "updated",
      category: "branding",
      details: { selfService: true, branding: "deleted" },
    });
    return { realtorId: realtor.id, logoUrl: deleted.logoUrl, shownOn: await brandedSiteTags(tx, realtor.id) };
  });
  dropCached(...shownOn);
  if (isUploadIn(logoUrl, logoFolder(realtorId))) await storage.delete(logoUrl).catch(() => false);
}

/**
 * A logo for the editor (spec part 2 §7): checked by its bytes and stored as WebP copies (an SVG
 * is rasterised, decision record 048). Only its address is returned: it becomes the draft's logo
 * URL, and the branding uses it once saved.
 */
export async function uploadLogo({ db, storage }: BrandingDeps, actor: Actor, input: { logo: File }): Promise<{ url: string }> {
  const realtor = await ownRealtor(db, actor);
  const upload = await storage.put("logo", input.logo, { folder: logoFolder(realtor.id), field: "logo" });
  return { url: upload.url };
}

/**
 * Keeps the editor's unsaved draft for the live preview (decision record 057). It was parsed by
 * the branding schema, so its custom CSS has passed the same sanitiser as a save.
 */
export async function storeBrandingPreview({ db }: Pick<BrandingDeps, "db">, actor: Actor, draft: BrandingData): Promise<{ version: string }> {
  const realtor = await ownRealtor(db, actor);
  const updatedAt = new Date();
  await db
    .insert(brandingPreviews)
    .values({ realtorId: realtor.id, draft, updatedAt })
    .onConflictDoUpdate({ target: brandingPreviews.realtorId, set: { draft, updatedAt } });
  // A fresh version per draft, even for two drafts stored within one millisecond.
  return { version: randomUUID().slice(0, 8) };
}

/**
 * The draft to render a site with, for its signed-in owner only; null for anyone else, for a
 * site without an owner, or when there is no draft. The stored draft is parsed again, so a row
 * that was tampered with renders nothing it could not have saved.
 */
export async function brandingPreviewFor(
  { db }: Pick<BrandingDeps, "db">,
  actor: Actor,
  site: Pick<SiteContext, "realtorId" | "ownerUserId">,
): Promise<SiteBranding | null> {
  if (!site.realtorId || site.ownerUserId !== actor.id || !hasPermission(actor.role, "brandingEditing")) return null;
  const [row] = await db.select({ draft: brandingPreviews.draft }).from(brandingPreviews).where(eq(brandingPreviews.realtorId, site.realtorId));
  const parsed = row ? brandingSchema.safeParse(row.draft) : null;
  if (!parsed?.success) return null;
  const { isActive, ...branding } = brandingValues(parsed.data);
  return isActive ? branding : null;
}
