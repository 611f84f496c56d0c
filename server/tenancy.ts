import { and, eq, inArray, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { effectiveBranding } from "~/domain/site-branding";
import {
  developmentSite,
  fallbackSite,
  masterSite,
  unavailableSite,
  type SiteContext,
} from "~/domain/site-context";
import { isDevelopmentHost, normaliseHost } from "~/domain/site-url";
import type { Database } from "./db/client";
import { agencies, realtorSiteBranding, realtors, sitePermissions } from "./db/schema";
import { cacheTags } from "./cache-tags";
import { sharedCache } from "./memory-cache";
import { realtorsOfHost } from "./services/accounts/live-site-hosts";

export interface TenancyOptions {
  appDomain: string;
  devHostMarkers: string[];
}

export type HostClass = "master" | "development" | "lookup";

/** Which rule of part 1 §1 applies to a host, before any database lookup. */
export function classifyHost(rawHost: string, options: TenancyOptions): HostClass {
  const host = normaliseHost(rawHost);
  if (host === normaliseHost(options.appDomain)) return "master";
  if (isDevelopmentHost(host, options.devHostMarkers)) return "development";
  return "lookup";
}

const leaderBranding = alias(realtorSiteBranding, "leader_branding");

// Dropped by tag when its realtor or host changes (decision record 127): the time only bounds the rest.
const siteCache = sharedCache<SiteContext>("site-context", 5 * 60_000);
const INDEXING_TTL_MS = 5 * 60_000;
const indexingCache = sharedCache<boolean>("site-indexing", INDEXING_TTL_MS);

export async function resolveSite(
  db: Database,
  rawHost: string,
  options: TenancyOptions,
): Promise<SiteContext> {
  const host = normaliseHost(rawHost);
  const cached = siteCache.get(host);
  if (cached) return cached;
  // A failed lookup is thrown, never cached and never answered with another site's persona:
  // while the database is away the host may well be a realtor's (decision record 089).
  const site = await loadSite(db, host, options);
  siteCache.set(host, site, siteTags(host, site));
  return site;
}

/** A site context, and every page of it, is dropped with its realtor's site, or the master's, or when hosts change hands. */
export function siteTags(host: string, site: SiteContext): string[] {
  const owner = site.realtorId ? cacheTags.site(site.realtorId) : site.kind === "master" ? cacheTags.masterSite : cacheTags.siteHosts;
  return [cacheTags.host(host), owner];
}

/**
 * The site context cached for this host, without a lookup: what the page cache keys a page by
 * before the app runs. Undefined when it is not cached (the app resolves it then).
 */
export function cachedSiteOf(rawHost: string): SiteContext | undefined {
  return siteCache.get(normaliseHost(rawHost));
}

async function loadSite(db: Database, host: string, options: TenancyOptions): Promise<SiteContext> {
  switch (classifyHost(host, options)) {
    case "master":
      return masterSite(host);
    case "development":
      return developmentSite(host);
    case "lookup":
      return (await findRealtorSite(db, host, options)) ?? ((await isInactiveRealtorHost(db, host)) ? unavailableSite(host) : fallbackSite(host));
  }
}

/** Whether the host is the site of a realtor who is not active (pending approval or suspended). */
async function isInactiveRealtorHost(db: Database, host: string): Promise<boolean> {
  const [row] = await db
    .select({ id: realtors.id })
    .from(realtors)
    .where(and(ne(realtors.status, "active"), inArray(realtors.id, realtorsOfHost(db, host, false))))
    .limit(1);
  return Boolean(row);
}

async function findRealtorSite(db: Database, host: string, options: TenancyOptions): Promise<SiteContext | null> {
  const [row] = await db
    .select({ realtor: realtors, agencyName: agencies.name, agencyLicenceNumber: agencies.licenceNumber, own: realtorSiteBranding, leaders: leaderBranding })
    .from(realtors)
    .innerJoin(agencies, eq(agencies.id, realtors.agencyId))
    .leftJoin(realtorSiteBranding, eq(realtorSiteBranding.realtorId, realtors.id))
    .leftJoin(leaderBranding, eq(leaderBranding.realtorId, realtors.reportsToId))
    .where(and(eq(realtors.status, "active"), inArray(realtors.id, realtorsOfHost(db, host, true))))
    .limit(1);
  if (!row) return null;
  const { realtor } = row;
  const branding = effectiveBranding(row.own, row.leaders);
  const type = realtor.isLeader ? "leader" : "agent";
  return {
    ...fallbackSite(host),
    kind: type,
    type,
    siteName: `${realtor.fullName} | ${row.agencyName}`,
    description: `New launch and premium condominiums in Singapore with ${realtor.fullName}, ${
      realtor.isLeader ? "Team Leader" : "Property Agent"
    } at ${row.agencyName}.`,
    ownerName: realtor.fullName,
    ownerEmail: realtor.email,
    ownerPhone: realtor.phoneNumber ?? "",
    ownerWhatsApp: realtor.whatsappNumber ?? realtor.phoneNumber ?? "",
    ownerImage: realtor.profileImageUrl,
    agencyName: row.agencyName,
    agencyLicenceNumber: row.agencyLicenceNumber ?? "",
    ceaNumber: realtor.ceaNumber ?? "",
    realtorId: realtor.id,
    ownerUserId: realtor.userId,
    realtorSlug: realtor.realtorSlug,
    profile: {
      biography: realtor.biography,
      yearsExperience: realtor.yearsExperience,
      specializations: realtor.specializations ?? [],
      languagesSpoken: realtor.languagesSpoken ?? [],
    },
    branding: branding
      ? {
          primaryColor: branding.primaryColor,
          secondaryColor: branding.secondaryColor,
          accentColor: branding.accentColor,
          backgroundColor: branding.backgroundColor,
          textColor: branding.textColor,
          fontFamily: branding.fontFamily,
          headerStyle: branding.headerStyle,
          buttonStyle: branding.buttonStyle,
          layoutStyle: branding.layoutStyle,
          logoUrl: branding.logoUrl,
          customCss: branding.customCss,
        }
      : null,
    indexable: await isIndexable(db, host, options),
  };
}

/** Part 1 §4: only an active permission with allow_indexing makes a host indexable; never the master. */
export async function isIndexable(
  db: Database,
  rawHost: string,
  options: TenancyOptions,
): Promise<boolean> {
  const host = normaliseHost(rawHost);
  if (classifyHost(host, options) === "master") return false;
  return indexingCache.getOrLoad(host, async () => {
    const [row] = await db
      .select({ allowIndexing: sitePermissions.allowIndexing })
      .from(sitePermissions)
      .where(and(eq(sitePermissions.siteUrl, host), eq(sitePermissions.isActive, true)))
      .limit(1);
    return row?.allowIndexing ?? false;
  }, { tags: () => [cacheTags.host(host)] });
}
