import type { PublicFacility } from "~/domain/facility-read-models";
import type { KeyDistance, NearbyAmenity, NearbySchool, NearbyTransport } from "~/domain/location-read-models";
import type { PublicUnitType } from "~/domain/unit-type-read-models";
import type { ProjectAvailability } from "~/domain/unit-inventory-read-models";

/**
 * What the public pages read: the shapes `server/services/public-*.ts` return and the
 * components render. Declared once here because components may not import from `server/`.
 * Types only: the queries that fill them stay in the services.
 */

/** A project card: the columns of the listing read (spec part 1 §7). */
export interface ProjectSummary {
  id: string;
  name: string;
  slug: string;
  status: string;
  propertyType: string;
  district: string;
  neighbourhood: string;
  urbanPlanningRegion: string;
  bannerImageUrl: string | null;
  totalUnits: number;
  /** The price 'From' (cents): the cheapest available unit's, or without an inventory the cheapest unit type's. */
  priceFromCents: number | null;
  /** The psf (cents) of that same unit, or of that same unit type. */
  priceFromPsfCents: number | null;
  /** The units of its inventory, and how many are available: 0 and 0 without an inventory. */
  inventoryUnits: number;
  inventoryAvailable: number;
}

/** One district or planning region with its newest projects (spec part 1 §2, home page). */
export interface ProjectGroup {
  /** The district or region as stored, or 'Other' when the projects have none. */
  name: string;
  total: number;
  projects: ProjectSummary[];
}

/** A hero carousel photo: the banner first, then the project images. */
export interface ProjectPhoto {
  url: string;
  /** Also the gallery's caption. */
  alt: string;
  /** A rendering, captioned 'Artist's impression'. */
  artistImpression: boolean;
}

/** A project's site plan as its page shows it: the picture, and the placed blocks' markers as fractions of its width and height. */
export interface PublicSitePlan {
  url: string;
  width: number;
  height: number;
  markers: { buildingNumber: number; x: number; y: number }[];
}

/** A project page's data: the project and every relation of spec part 1 §3. */
export interface PublicProjectPage {
  id: string;
  name: string;
  slug: string;
  status: string;
  /** Whether visitors may see it (Launch or Selling); administrators also preview the others. */
  listed: boolean;
  propertyType: string;
  shortDescription: string | null;
  fullAddress: string;
  postalCode: string | null;
  district: string;
  neighbourhood: string;
  urbanPlanningRegion: string;
  coreRegion: string;
  tenure: string;
  totalUnits: number;
  percentageSold: number;
  topYearActual: number | null;
  topDateEstimate: string | null;
  launchYear: number | null;
  bannerImageUrl: string | null;
  brochureUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  siteAreaSqft: number | null;
  numberOfBlocks: number | null;
  maxStoreys: number | null;
  totalCarParks: number | null;
  highlights: string[];
  developerName: string | null;
  architectName: string | null;
  photos: ProjectPhoto[];
  unitTypes: PublicUnitType[];
  facilities: PublicFacility[];
  transport: NearbyTransport[];
  schools: NearbySchool[];
  amenities: NearbyAmenity[];
  keyDistances: KeyDistance[];
  /** As a card's (ProjectSummary): the price from, its own psf, and the inventory's counts. */
  priceFromCents: number | null;
  priceFromPsfCents: number | null;
  inventoryUnits: number;
  inventoryAvailable: number;
  /** The elevation charts, balance and "as of": null without an inventory. */
  availability: ProjectAvailability | null;
  /** Null when the project has no site-plan picture (the section is not shown). */
  sitePlan: PublicSitePlan | null;
}

/** A published post as the blog list and the home page show it (spec part 1 §2, Blog). */
export interface PublicPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImageUrl: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
  authorName: string;
}

/** A post as its page shows it: the HTML and description stored when it was saved, null on a row never rendered. */
export interface PublicPost extends PublicPostSummary {
  bodyHtml: string | null;
  bodySummary: string | null;
}

/** An active realtor's public profile at /realtor/{slug} (spec part 1 §2). */
export interface PublicRealtorProfile {
  id: string;
  slug: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  ceaNumber: string | null;
  isLeader: boolean;
  agencyName: string;
  /** The agency's CEA estate agent licence number. */
  agencyLicenceNumber: string | null;
  profileImageUrl: string | null;
  biography: string | null;
  yearsExperience: number | null;
  specializations: string[];
  languagesSpoken: string[];
  wechatId: string | null;
  telegramHandle: string | null;
  linkedinUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  agentSiteUrl: string;
}

/** An active agent of a leader's team, as the leader's pages show them (issue 18). */
export interface PublicTeamMember {
  id: string;
  slug: string;
  fullName: string;
  ceaNumber: string | null;
  profileImageUrl: string | null;
  yearsExperience: number | null;
  specializations: string[];
  languagesSpoken: string[];
}
