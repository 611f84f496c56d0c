import { and, asc, eq, ne, or } from "drizzle-orm";
import type { PublicRealtorProfile, PublicTeamMember } from "~/domain/public-read-models";
import type { SiteContext } from "~/domain/site-context";
import { isSlug } from "~/domain/slug";
import type { Database } from "../db/client";
import { agencies, realtors } from "../db/schema";
import { cacheTags } from "../cache-tags";
import { tagCurrentPage } from "../memory-cache";
import { isRecordId } from "~/domain/record-id";
import { NotFoundError } from "./errors";

const REALTOR_NOT_FOUND = "This realtor's page is not available";

type ProfileSite = Pick<SiteContext, "realtorId">;

/**
 * An active realtor's public profile by slug (or id). A realtor's own site shows only its owner's
 * profile and, on a leader's site, the leader's team (no site advertises a competitor); the
 * master, development and fallback sites show any active realtor (decision records 013, 045).
 */
export async function getPublicRealtorProfile(db: Database, slug: string, site: ProfileSite): Promise<PublicRealtorProfile> {
  // The spec names the path /realtor/{realtorId}: the id works as well as the slug.
  const key = slug.toLowerCase();
  // A key that is neither (a stray '%00', spaces) is not looked up: the page answers 404.
  if (!isRecordId(key) && !isSlug(key)) throw new NotFoundError(REALTOR_NOT_FOUND);
  const byKey = isRecordId(key) ? eq(realtors.id, key) : eq(realtors.realtorSlug, key);
  const conditions = [byKey, eq(realtors.status, "active")];
  if (site.realtorId) conditions.push(or(eq(realtors.id, site.realtorId), eq(realtors.reportsToId, site.realtorId))!);
  const [row] = await db
    .select({
      id: realtors.id,
      slug: realtors.realtorSlug,
      fullName: realtors.fullName,
      email: realtors.email,
      phoneNumber: realtors.phoneNumber,
      whatsappNumber: realtors.whatsappNumber,
      ceaNumber: realtors.ceaNumber,
      isLeader: realtors.isLeader,
      agencyName: agencies.name,
      agencyLicenceNumber: agencies.licenceNumber,
      profileImageUrl: realtors.profileImageUrl,
      biography: realtors.biography,
      yearsExperience: realtors.yearsExperience,
      specializations: realtors.specializations,
      languagesSpoken: realtors.languagesSpoken,
      wechatId: realtors.wechatId,
      telegramHandle: realtors.telegramHandle,
      linkedinUrl: realtors.linkedinUrl,
      facebookUrl: realtors.facebookUrl,
      instagramUrl: realtors.instagramUrl,
      agentSiteUrl: realtors.agentSiteUrl,
    })
    .from(realtors)
    .innerJoin(agencies, eq(agencies.id, realtors.agencyId))
    .where(and(...conditions))
    .limit(1);
  // Shown: dropped with the realtor's site. Not (yet): a realtor who becomes active drops siteHosts.
  tagCurrentPage(row ? cacheTags.site(row.id) : cacheTags.siteHosts);
  if (!row) throw new NotFoundError(REALTOR_NOT_FOUND);
  return row;
}

/**
 * A leader's active agents, by name: the team their pages show. Dropped with each agent's site
 * (their name, photo, details) and with the leader's (an agent joins or leaves the team).
 */
export async function listLeaderTeam(db: Database, leaderId: string): Promise<PublicTeamMember[]> {
  const team = await db
    .select({
      id: realtors.id,
      slug: realtors.realtorSlug,
      fullName: realtors.fullName,
      ceaNumber: realtors.ceaNumber,
      profileImageUrl: realtors.profileImageUrl,
      yearsExperience: realtors.yearsExperience,
      specializations: realtors.specializations,
      languagesSpoken: realtors.languagesSpoken,
    })
    .from(realtors)
    .where(and(eq(realtors.reportsToId, leaderId), ne(realtors.id, leaderId), eq(realtors.status, "active")))
    .orderBy(asc(realtors.fullName));
  tagCurrentPage(cacheTags.site(leaderId), ...team.map((member) => cacheTags.site(member.id)));
  return team;
}
