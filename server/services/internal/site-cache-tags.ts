import { and, eq, isNull, ne } from "drizzle-orm";
import { isAdminRole } from "~/domain/permissions";
import { normaliseHost } from "~/domain/site-url";
import type { Database, Tx } from "../../db/client";
import { blogs, realtors, realtorSiteBranding, sitePermissions, userProfiles } from "../../db/schema";
import { cacheTags } from "../../cache-tags";

/*
 * The tags a write drops (server/cache-tags.ts) when what it changed shows beyond one row: read
 * inside the write's transaction, dropped after its commit.
 */

type Reader = Database | Tx;

/** A host as the tenancy keys its cached answers (lower case, without 'www.'). */
export function hostTag(host: string): string {
  return cacheTags.host(normaliseHost(host));
}

/**
 * An author's published posts: the lists and post pages of their own site and of the master
 * site (which shows every post), and of every realtor's site when the author is an administrator.
 */
export function postTags(author: { id: string; role: string }): string[] {
  const tags = [cacheTags.posts(author.id), cacheTags.posts(null)];
  if (isAdminRole(author.role)) tags.push(cacheTags.adminPosts);
  return tags;
}

/** postTags of a user who has a published post (their name shows on it), else none. */
export async function publishedPostTags(db: Reader, userId: string): Promise<string[]> {
  const [author] = await db
    .select({ id: userProfiles.id, role: userProfiles.role })
    .from(userProfiles)
    .innerJoin(blogs, and(eq(blogs.userId, userProfiles.id), eq(blogs.isPublished, true)))
    .where(eq(userProfiles.id, userId))
    .limit(1);
  return author ? postTags(author) : [];
}

/**
 * What a change of a realtor's status, hosts or team shows on: their site on every host of
 * theirs (and those hosts' indexing answers), their leader's site (its team), and which hosts are
 * live sites (the fallback and 'not available' answers, the trusted origins).
 */
export async function realtorSiteTags(
  db: Reader,
  realtor: { id: string; userId: string; agentSiteUrl: string; reportsToId: string | null },
): Promise<string[]> {
  const permissions = await db.select({ host: sitePermissions.siteUrl }).from(sitePermissions).where(eq(sitePermissions.ownerId, realtor.userId));
  const tags = [cacheTags.site(realtor.id), cacheTags.siteHosts, hostTag(realtor.agentSiteUrl), ...permissions.map((row) => hostTag(row.host))];
  if (realtor.reportsToId && realtor.reportsToId !== realtor.id) tags.push(cacheTags.site(realtor.reportsToId));
  return [...new Set(tags)];
}

/**
 * A realtor's branding shows on their site and on the sites of the agents reporting to them that
 * have none of their own (effectiveBranding, decision record 059).
 */
export async function brandedSiteTags(db: Reader, realtorId: string): Promise<string[]> {
  const inheriting = await db
    .select({ id: realtors.id })
    .from(realtors)
    .leftJoin(realtorSiteBranding, eq(realtorSiteBranding.realtorId, realtors.id))
    .where(and(eq(realtors.reportsToId, realtorId), ne(realtors.id, realtorId), isNull(realtorSiteBranding.id)));
  return [cacheTags.site(realtorId), ...inheriting.map((row) => cacheTags.site(row.id))];
}

/** An agency's name and licence show on the sites of its realtors. */
export async function agencySiteTags(db: Reader, agencyId: string): Promise<string[]> {
  const members = await db.select({ id: realtors.id }).from(realtors).where(eq(realtors.agencyId, agencyId));
  return members.map((row) => cacheTags.site(row.id));
}
