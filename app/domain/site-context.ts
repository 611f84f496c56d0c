import type { SiteBranding } from "~/domain/branding-read-models";

/** What every page knows about the site it is served on (spec part 1 §1, §3 "Site context"). */
/** "unavailable": the host belongs to a realtor who is pending approval or suspended. */
export type SiteKind = "master" | "leader" | "agent" | "development" | "fallback" | "unavailable";

export interface SiteContext {
  host: string;
  kind: SiteKind;
  /** The spec's site type: agent, or otherwise leader; master on the main domain. */
  type: "master" | "leader" | "agent";
  isMainDomain: boolean;
  isDevelopmentHost: boolean;
  siteName: string;
  description: string;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string;
  ownerWhatsApp: string;
  ownerImage: string | null;
  agencyName: string;
  /** The agency's CEA estate agent licence number; '' when not known. */
  agencyLicenceNumber: string;
  ceaNumber: string;
  realtorId: string | null;
  ownerUserId: string | null;
  realtorSlug: string | null;
  profile: {
    biography: string | null;
    yearsExperience: number | null;
    specializations: string[];
    languagesSpoken: string[];
  };
  branding: SiteBranding | null;
  /** Whether search engines may index this host (active permission with allow_indexing). */
  indexable: boolean;
}

export const FALLBACK_SITE_NAME = "Premium Properties Singapore";

/** The owner's agency, or null when the owner is the business itself (the master site). */
/**
 * What every page's frame shows of its site, sent with every page's data: all but the owner's
 * profile (the about page's own) and the custom CSS text (sent finished, on public pages only).
 */
export type ShellSite = Omit<SiteContext, "profile">;

export function shellSiteOf({ profile: _profile, ...site }: SiteContext): ShellSite {
  return site.branding ? { ...site, branding: { ...site.branding, customCss: null } } : site;
}

export function ownerAgency(site: Pick<SiteContext, "ownerName" | "agencyName">): string | null {
  return site.agencyName && site.agencyName !== site.ownerName ? site.agencyName : null;
}

/** A realtor's own site: its pages carry the realtor's registration and the agency's licence. */
export function isRealtorSite(site: Pick<SiteContext, "kind">): boolean {
  return site.kind === "leader" || site.kind === "agent";
}

/** Realtor sites (and the development leader site) publish their owner's WhatsApp number. */
export function publishesWhatsApp(site: Pick<SiteContext, "kind" | "ownerWhatsApp">): boolean {
  return (site.kind === "leader" || site.kind === "agent" || site.kind === "development") && Boolean(site.ownerWhatsApp);
}

/**
 * The pages a visitor reads on a site, as opposed to the account and dashboard pages that work on
 * every host (a pending realtor signs in on their own domain to learn they are not approved yet).
 * The page cache keeps exactly these paths.
 */
export const VISITOR_PATH = /^\/(?:|about|calculator|condos|condos\/[^/]+|compare|shortlist|blog|blog\/[^/]+|realtor\/[^/]+|sitemap|sitemap\.xml|sitemaps\/[^/]+\.xml|robots\.txt)$/;

export function isVisitorPath(pathname: string): boolean {
  return VISITOR_PATH.test(pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1"));
}

const emptyProfile = { biography: null, yearsExperience: null, specializations: [], languagesSpoken: [] };

/**
 * A pending or suspended realtor's host: no persona and no contact details that would reach no
 * one; its visitor pages answer 503 'not available yet' (decision record 079).
 */
export function unavailableSite(host: string): SiteContext {
  return {
    ...fallbackSite(host),
    kind: "unavailable",
    siteName: "Site not available yet",
    description: "This site is not available yet.",
    ownerName: "",
    ownerEmail: "",
    ownerPhone: "",
    ownerWhatsApp: "",
    agencyName: "",
  };
}

export function fallbackSite(host: string): SiteContext {
  return {
    host,
    kind: "fallback",
    type: "leader",
    isMainDomain: false,
    isDevelopmentHost: false,
    siteName: FALLBACK_SITE_NAME,
    description:
      "Discover Singapore's finest new launch condominiums with trusted, personalised advice.",
    ownerName: "Property Consultant",
    ownerEmail: "enquiries@example.com",
    ownerPhone: "+65 6000 0000",
    ownerWhatsApp: "+65 9000 0000",
    ownerImage: null,
    agencyName: "Premium Properties",
    agencyLicenceNumber: "",
    ceaNumber: "",
    realtorId: null,
    ownerUserId: null,
    realtorSlug: null,
    profile: emptyProfile,
    branding: null,
    indexable: false,
  };
}

export function masterSite(host: string): SiteContext {
  return {
    ...fallbackSite(host),
    kind: "master",
    type: "master",
    isMainDomain: true,
    siteName: "Condo Sites Singapore",
    description:
      "Singapore's premium condominium launches, curated for home buyers and the realtors who serve them.",
    ownerName: "Condo Sites Singapore",
    ownerEmail: "hello@condosites.sg",
    ownerPhone: "+65 6100 2026",
    ownerWhatsApp: "+65 8100 2026",
    agencyName: "Condo Sites Singapore",
  };
}

/** The spec's fake leader context for preview, staging and IP hosts: no lookup is made. */
export function developmentSite(host: string): SiteContext {
  return {
    ...fallbackSite(host),
    kind: "development",
    type: "leader",
    isDevelopmentHost: true,
    siteName: "Development Leader Site",
    description: "A development preview of a team leader's personalised condominium site.",
    ownerName: "Development Leader",
    ownerEmail: "leader@demo.sg",
    ownerPhone: "+65 9123 4567",
    ownerWhatsApp: "+65 9123 4567",
    agencyName: "Development Agency",
    ceaNumber: "R000000",
  };
}
