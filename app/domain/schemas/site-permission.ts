import * as z from "zod";
import { booleanField, requiredText } from "~/domain/schemas/fields";
import { websiteUrlField } from "~/domain/schemas/realtor";

export const SITE_TYPES = ["leader", "agent"] as const;
export type SiteType = (typeof SITE_TYPES)[number];

/** The master site is always exactly one and never indexable. */
export const MASTER_SITE_COUNT = 1;

export const SITE_PERMISSION_MESSAGES = {
  permissionRequired: "Site permission is required",
  ownerRequired: "Owner is required",
  siteTypeRequired: "Site type is required",
} as const;

const permissionId = requiredText(SITE_PERMISSION_MESSAGES.permissionRequired);

/** Allow or stop search engines indexing a site. An absent value means off (spec default no-index). */
export const toggleIndexingSchema = z.object({
  permissionId,
  allowIndexing: booleanField(),
});
export type ToggleIndexingData = z.output<typeof toggleIndexingSchema>;

/** Activate or deactivate (Reactivate) a site permission. */
export const toggleActiveSchema = z.object({
  permissionId,
  isActive: booleanField(),
});
export type ToggleActiveData = z.output<typeof toggleActiveSchema>;

/** 'Fix Domain': create the missing permission for a realtor's site. Created active. */
export const createSitePermissionSchema = z.object({
  siteUrl: websiteUrlField(),
  siteType: z.enum(SITE_TYPES, { error: SITE_PERMISSION_MESSAGES.siteTypeRequired }),
  ownerId: requiredText(SITE_PERMISSION_MESSAGES.ownerRequired),
});
export type CreateSitePermissionData = z.output<typeof createSitePermissionSchema>;

/** Single-site validation on the Site Validation tab. */
export const validateSiteSchema = z.object({
  siteUrl: websiteUrlField(),
});
export type ValidateSiteData = z.output<typeof validateSiteSchema>;

export type DomainBadge = "Domain Active" | "Domain Inactive" | "No Permission";

/** Realtor list badge (spec part 2 §4). */
export function domainBadge(hasPermission: boolean, permissionActive: boolean): DomainBadge {
  if (!hasPermission) return "No Permission";
  return permissionActive ? "Domain Active" : "Domain Inactive";
}

/** Total sites on the overview: every leader and agent site plus the one master site. */
export function totalSites(leaderSites: number, agentSites: number): number {
  return leaderSites + agentSites + MASTER_SITE_COUNT;
}
