import * as z from "zod";
import { booleanField, recordId } from "~/domain/schemas/fields";
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

const permissionId = recordId(SITE_PERMISSION_MESSAGES.permissionRequired);

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
  ownerId: recordId(SITE_PERMISSION_MESSAGES.ownerRequired),
});
export type CreateSitePermissionData = z.output<typeof createSitePermissionSchema>;

/** Single-site validation on the Site Validation tab. */
export const validateSiteSchema = z.object({
  siteUrl: websiteUrlField(),
});
export type ValidateSiteData = z.output<typeof validateSiteSchema>;

/** Sites validated per request of 'Validate All Sites': the browser asks batch after batch and shows progress. */
export const VALIDATION_BATCH_SIZE = 8;

/** The next batch of 'Validate All Sites': the sites after `after` in host order ('' for the first). */
export const validateBatchSchema = z.object({
  after: z.string().trim().max(253).default(""),
});
export type ValidateBatchData = z.output<typeof validateBatchSchema>;

/** The indexing manager's list: sortable columns and tabs by indexing state. */
export const INDEXING_SORTS = ["site", "owner", "validated"] as const;
export const INDEXING_TABS = ["all", "indexed", "not-indexed"] as const;

/** A row of the indexing manager: an active site permission and its owner. */
export interface IndexingRow {
  id: string;
  siteUrl: string;
  siteType: SiteType;
  allowIndexing: boolean;
  ownerName: string;
  ownerEmail: string;
  lastValidated: Date | null;
}

/** Part 2 §8's toasts of the indexing manager. */
export const INDEXING_TOASTS = {
  enabled: "Site indexing enabled successfully",
  disabled: "Site indexing disabled successfully",
  failed: "Failed to update indexing permission",
} as const;

export const SITE_PERMISSION_NOT_FOUND = "Site permission not found";

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
