import { and, eq, ne } from "drizzle-orm";
import { hasPermission, type Role } from "~/domain/permissions";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { AUTH_MESSAGES, type ChangePasswordData } from "~/domain/schemas/auth";
import {
  PROFILE_TOASTS,
  type ContactInfoData,
  type PersonalInfoData,
  type ProfessionalInfoData,
} from "~/domain/schemas/profile";
import type { Database, Tx } from "../db/client";
import type { Storage } from "../storage";
import { agencies, realtors, sessions, userProfiles } from "../db/schema";
import { cacheTags } from "../cache-tags";
import { dropCached } from "../memory-cache";
import { callAuthEndpoint, errorMessageOf, type ForwardingContext } from "./accounts/auth-forwarding";
import { authorize, type Actor } from "./actor";
import { recordAdminAudit, recordRealtorAudit } from "./internal/audit-log";
import { InvalidError, NotFoundError } from "./errors";
import { publishedPostTags } from "./internal/site-cache-tags";

export interface ProfileDeps {
  db: Database;
}

export const REALTOR_PROFILE_MISSING = "Realtor profile not found";

export interface OwnRealtorProfile {
  id: string;
  isLeader: boolean;
  status: string;
  ceaNumber: string | null;
  agencyName: string;
  agentSiteUrl: string;
  realtorSlug: string;
  profileImageUrl: string | null;
  biography: string | null;
  yearsExperience: number | null;
  specializations: string[];
  languagesSpoken: string[];
  whatsappNumber: string | null;
  wechatId: string | null;
  telegramHandle: string | null;
  linkedinUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  updatedAt: Date;
}

export interface OwnProfile {
  id: string;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  role: Role;
  createdAt: Date;
  /** The later of the account's and the realtor record's last change. */
  updatedAt: Date;
  /** Agents' and leaders' professional and social details; null for administrators. */
  realtor: OwnRealtorProfile | null;
}

/** The signed-in user's own profile: nobody reads another's through this page. */
export async function getOwnProfile({ db }: ProfileDeps, actor: Actor): Promise<OwnProfile> {
  const [user] = await db
    .select({
      id: userProfiles.id,
      email: userProfiles.email,
      fullName: userProfiles.fullName,
      phoneNumber: userProfiles.phoneNumber,
      role: userProfiles.role,
      createdAt: userProfiles.createdAt,
      updatedAt: userProfiles.updatedAt,
    })
    .from(userProfiles)
    .where(eq(userProfiles.id, actor.id));
  if (!user) throw new NotFoundError(ACCESS_MESSAGES.profileDenied);
  const realtor = hasPermission(user.role, "realtorProfile") ? await ownRealtor(db, actor.id) : null;
  const updatedAt = realtor && realtor.updatedAt > user.updatedAt ? realtor.updatedAt : user.updatedAt;
  return { ...user, updatedAt, realtor };
}

async function ownRealtor(db: Database, userId: string): Promise<OwnRealtorProfile | null> {
  const [row] = await db
    .select({
      id: realtors.id,
      isLeader: realtors.isLeader,
      status: realtors.status,
      ceaNumber: realtors.ceaNumber,
      agencyName: agencies.name,
      agentSiteUrl: realtors.agentSiteUrl,
      realtorSlug: realtors.realtorSlug,
      profileImageUrl: realtors.profileImageUrl,
      biography: realtors.biography,
      yearsExperience: realtors.yearsExperience,
      specializations: realtors.specializations,
      languagesSpoken: realtors.languagesSpoken,
      whatsappNumber: realtors.whatsappNumber,
      wechatId: realtors.wechatId,
      telegramHandle: realtors.telegramHandle,
      linkedinUrl: realtors.linkedinUrl,
      facebookUrl: realtors.facebookUrl,
      instagramUrl: realtors.instagramUrl,
      updatedAt: realtors.updatedAt,
    })
    .from(realtors)
    .innerJoin(agencies, eq(agencies.id, realtors.agencyId))
    .where(eq(realtors.userId, userId));
  return row ?? null;
}

/**
 * Personal Information: the one place a name changes (decision record 055). The account's
 * name and phone and, for a realtor, the realtor record's copies (shown on their site) change
 * together in one transaction with the audit row.
 */
export async function updatePersonalInfo({ db }: ProfileDeps, actor: Actor, input: PersonalInfoData): Promise<void> {
  const phoneNumber = input.phoneNumber || null;
  const shownOn = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ fullName: userProfiles.fullName, phoneNumber: userProfiles.phoneNumber })
      .from(userProfiles)
      .where(eq(userProfiles.id, actor.id))
      .for("update");
    if (!before) throw new NotFoundError(ACCESS_MESSAGES.profileDenied);
    await tx.update(userProfiles).set({ fullName: input.fullName, phoneNumber }).where(eq(userProfiles.id, actor.id));
    const [realtor] = await tx
      .update(realtors)
      .set({ fullName: input.fullName, phoneNumber })
      .where(eq(realtors.userId, actor.id))
      .returning({ id: realtors.id });
    await recordOwnChange(tx, { ...actor, fullName: input.fullName }, realtor?.id ?? null, "personal", {
      before,
      after: { fullName: input.fullName, phoneNumber },
    });
    // A realtor's name and phone are on every page of their site; anyone's name is on their posts.
    return [...(realtor ? [cacheTags.site(realtor.id)] : []), ...(await publishedPostTags(tx, actor.id))];
  });
  dropCached(...shownOn);
}

/** Professional Information of the signed-in agent or leader; shown on their site's about and profile pages. */
export async function updateProfessionalInfo(deps: ProfileDeps, actor: Actor, input: ProfessionalInfoData): Promise<void> {
  await updateOwnRealtor(deps, actor, "professional", {
    biography: input.biography || null,
    yearsExperience: input.yearsExperience ?? null,
    specializations: input.specializations,
    languagesSpoken: input.languagesSpoken,
  });
}

/** Contact & Social Media of the signed-in agent or leader. */
export async function updateContactInfo(deps: ProfileDeps, actor: Actor, input: ContactInfoData): Promise<void> {
  await updateOwnRealtor(deps, actor, "contact", {
    whatsappNumber: input.whatsappNumber || null,
    wechatId: input.wechatId || null,
    telegramHandle: input.telegramHandle || null,
    linkedinUrl: input.linkedinUrl || null,
    facebookUrl: input.facebookUrl || null,
    instagramUrl: input.instagramUrl || null,
  });
}

type RealtorChanges = Partial<typeof realtors.$inferInsert>;

async function updateOwnRealtor({ db }: ProfileDeps, actor: Actor, section: "professional" | "contact", changes: RealtorChanges) {
  authorize(actor, "realtorProfile");
  const realtorId = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(realtors).where(eq(realtors.userId, actor.id)).for("update");
    if (!before) throw new NotFoundError(REALTOR_PROFILE_MISSING);
    await tx.update(realtors).set(changes).where(eq(realtors.id, before.id));
    const changed = Object.entries(changes)
      .filter(([key, value]) => JSON.stringify(before[key as keyof typeof before] ?? null) !== JSON.stringify(value))
      .map(([key]) => key);
    await recordOwnChange(tx, actor, before.id, section, { changed });
    return before.id;
  });
  dropCached(cacheTags.site(realtorId));
}

/** An uploaded file of `folder` (ours to delete), not a typed-in address or a demo picture. */
export function isUploadIn(url: string | null | undefined, folder: string): url is string {
  return Boolean(url?.includes(`/${folder}/`));
}

/**
 * The avatar of the signed-in agent or leader (spec part 2 §2.7): checked by its bytes and
 * stored as square WebP copies by the storage module, then set on the realtor record in one
 * transaction with the audit row. The photo it replaces is removed after the commit; if the
 * write fails, the new upload is removed instead.
 */
export async function updateAvatar(
  { db, storage }: ProfileDeps & { storage: Storage },
  actor: Actor,
  input: { avatar: File },
): Promise<{ url: string }> {
  authorize(actor, "realtorProfile");
  const folder = `avatars/${actor.id}`;
  const [realtor] = await db.select({ id: realtors.id }).from(realtors).where(eq(realtors.userId, actor.id));
  if (!realtor) throw new NotFoundError(REALTOR_PROFILE_MISSING);
  const upload = await storage.put("avatar", input.avatar, { folder, field: "avatar" });
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [before] = await tx.select({ url: realtors.profileImageUrl }).from(realtors).where(eq(realtors.id, realtor.id)).for("update");
      await tx.update(realtors).set({ profileImageUrl: upload.url }).where(eq(realtors.id, realtor.id));
      await recordOwnChange(tx, actor, realtor.id, "avatar", { before: before?.url ?? null, after: upload.url });
      return before?.url ?? null;
    });
  } catch (error) {
    await storage.delete(upload.url).catch(() => false);
    throw error;
  }
  if (isUploadIn(previous, folder)) await storage.delete(previous).catch(() => false);
  dropCached(cacheTags.site(realtor.id));
  return { url: upload.url };
}

/**
 * Change password (spec part 2 §5) through better-auth's own endpoint, so its current-password
 * check, hashing and rate limit apply; then every other session of the account ends, in one
 * transaction with the audit row (decision record 056). This browser stays signed in.
 */
export async function changeOwnPassword(
  { db, forwarding }: ProfileDeps & { forwarding: ForwardingContext },
  actor: Actor,
  input: ChangePasswordData,
): Promise<{ otherSessionsEnded: number }> {
  const session = await forwarding.auth.api.getSession({ headers: forwarding.request.headers });
  if (!session || session.user.id !== actor.id) throw new NotFoundError(ACCESS_MESSAGES.profileDenied);
  const { response, json } = await callAuthEndpoint(forwarding, "/change-password", {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    revokeOtherSessions: false,
  });
  if (!response.ok) {
    if (json?.code === "INVALID_PASSWORD") throw new InvalidError(AUTH_MESSAGES.currentPasswordIncorrect, { field: "currentPassword" });
    throw new InvalidError(errorMessageOf(json) ?? PROFILE_TOASTS.passwordFailed);
  }
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, actor.id), ne(sessions.token, session.session.token)))
      .returning({ id: sessions.id });
    const [realtor] = await tx.select({ id: realtors.id }).from(realtors).where(eq(realtors.userId, actor.id));
    await recordOwnChange(tx, actor, realtor?.id ?? null, "password", { otherSessionsEnded: ended.length });
    return { otherSessionsEnded: ended.length };
  });
}

type OwnSection = "personal" | "professional" | "contact" | "password" | "avatar";

/** A realtor's own change goes to the realtor audit log; an administrator's to the administration log. */
async function recordOwnChange(tx: Tx, actor: Actor, realtorId: string | null, section: OwnSection, details: Record<string, unknown>) {
  if (hasPermission(actor.role, "realtorProfile")) {
    await recordRealtorAudit(tx, actor, { realtorId, action: "updated", category: section, details: { selfService: true, ...details } });
    return;
  }
  await recordAdminAudit(tx, actor, {
    entity: "admin_user",
    entityId: actor.id,
    entityLabel: actor.fullName,
    action: section === "password" ? "password_changed" : "profile_updated",
    details,
  });
}
