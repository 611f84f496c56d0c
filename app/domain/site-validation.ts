import type { RealtorStatus } from "~/domain/schemas/realtor";
import type { SiteType } from "~/domain/schemas/site-permission";

/** Result texts of part 2 §8 and the finding of each check. */
export const SITE_VALIDATION_MESSAGES = {
  valid: "Site is valid",
  notFound: "Site not found in database",
  noRealtor: "No realtor associated with this site",
  noRealtorError: "No realtor found for this site URL",
  failed: "Error validating site",
  platformDomain: "This is the platform's own domain, not a realtor site",
  realtorPending: "The realtor's account is pending approval",
  realtorSuspended: "The realtor's account is suspended",
  noPermission: "No site permission exists for this site",
  permissionInactive: "The site permission is inactive",
  permissionOwner: "The site permission belongs to another account",
  indexingOff: "Search engines may not index this site (indexing is off)",
  siteTypeMismatch: (stored: SiteType, actual: SiteType) =>
    `The site permission is for ${stored === "leader" ? "a leader" : "an agent"} site but the realtor is ${actual === "leader" ? "a team leader" : "an agent"}`,
  dnsElsewhere: (found: string[], expected: string[]) => `The domain points to ${found.join(", ")}, not to this platform (${expected.join(", ")})`,
  dnsNoRecords: "The domain has no DNS records",
  dnsUnreachable: (detail: string) => `DNS could not be checked: ${detail}`,
} as const;

/** Toasts of part 2 §8 for single and bulk validation. */
export const SITE_VALIDATION_TOASTS = {
  valid: "Site Valid",
  issues: "Site Issues Found",
  failed: "Validation Failed",
  bulkComplete: "Bulk Validation Complete",
  bulkFailed: "Bulk Validation Failed",
  noSites: "No Sites Found",
} as const;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** 'Found 2 errors and 1 warning'. */
export function issuesSummary(errors: number, warnings: number): string {
  return `Found ${plural(errors, "error")} and ${plural(warnings, "warning")}`;
}

/** '3/4 sites passed'. */
export function bulkSummary(passed: number, total: number): string {
  return `${passed}/${total} sites passed`;
}

/** What the name servers said about a host, against the platform's expected target. */
export type DnsOutcome =
  | { status: "points-here"; found: string[] }
  | { status: "elsewhere"; found: string[]; expected: string[] }
  | { status: "no-records" }
  | { status: "unreachable"; detail: string }
  | { status: "not-configured" }
  | { status: "local" };

/** What the database and DNS say about one host; the rules below judge it. */
export interface SiteFacts {
  host: string;
  isPlatformDomain: boolean;
  realtor: { fullName: string; status: RealtorStatus; isLeader: boolean; userId: string } | null;
  permission: { siteType: SiteType; isActive: boolean; allowIndexing: boolean; ownerId: string } | null;
  /** null when there was nothing to ask DNS about. */
  dns: DnsOutcome | null;
}

export type CheckOutcome = "pass" | "fail" | "warn" | "skip";

export interface SiteCheck {
  label: string;
  outcome: CheckOutcome;
  detail: string;
}

/** Part 2 §3's validation result, with the checks behind it as its details. */
export interface SiteValidationResult {
  siteUrl: string;
  isValid: boolean;
  message: string;
  siteType: SiteType | null;
  realtorName: string | null;
  errors: string[];
  warnings: string[];
  details: SiteCheck[];
}

/** A judged site and when it was judged (stored as last_validated). */
export type SiteValidation = SiteValidationResult & { validatedAt: Date };

const DNS_SKIP_DETAIL = {
  "not-configured": "Not checked: no expected target is set (SITE_DNS_TARGET)",
  local: "Not checked: a .localhost name always points at this machine",
} as const;

/**
 * Judges one site: the platform's own domain is never a realtor site; a realtor must own it and
 * be active; an active permission must exist and belong to that realtor; indexing off and a
 * site type that disagrees with the realtor are warnings; DNS pointing elsewhere or nowhere is an
 * error, and DNS that cannot be asked is a warning.
 */
export function assessSite(facts: SiteFacts): SiteValidationResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  const details: SiteCheck[] = [{ label: "Address", outcome: "pass", detail: `https://${facts.host}` }];
  const fail = (label: string, message: string) => {
    errors.push(message);
    details.push({ label, outcome: "fail", detail: message });
  };
  const warn = (label: string, message: string) => {
    warnings.push(message);
    details.push({ label, outcome: "warn", detail: message });
  };
  const pass = (label: string, detail: string) => details.push({ label, outcome: "pass", detail });
  const { realtor, permission } = facts;
  const siteType: SiteType | null = permission?.siteType ?? (realtor ? (realtor.isLeader ? "leader" : "agent") : null);
  const result = (message: string | null): SiteValidationResult => ({
    siteUrl: facts.host,
    isValid: errors.length === 0,
    message: message ?? (errors.length === 0 ? SITE_VALIDATION_MESSAGES.valid : issuesSummary(errors.length, warnings.length)),
    siteType,
    realtorName: realtor?.fullName ?? null,
    errors,
    warnings,
    details,
  });

  if (facts.isPlatformDomain) {
    fail("Address", SITE_VALIDATION_MESSAGES.platformDomain);
    return result(null);
  }
  if (!realtor && !permission) {
    fail("Realtor", SITE_VALIDATION_MESSAGES.noRealtorError);
    fail("Site permission", SITE_VALIDATION_MESSAGES.noPermission);
    return result(SITE_VALIDATION_MESSAGES.notFound);
  }

  if (!realtor) fail("Realtor", SITE_VALIDATION_MESSAGES.noRealtorError);
  else if (realtor.status === "pending") fail("Realtor", SITE_VALIDATION_MESSAGES.realtorPending);
  else if (realtor.status === "suspended") fail("Realtor", SITE_VALIDATION_MESSAGES.realtorSuspended);
  else pass("Realtor", `${realtor.fullName}, active`);

  if (!permission) fail("Site permission", SITE_VALIDATION_MESSAGES.noPermission);
  else if (realtor && permission.ownerId !== realtor.userId) fail("Site permission", SITE_VALIDATION_MESSAGES.permissionOwner);
  else if (!permission.isActive) fail("Site permission", SITE_VALIDATION_MESSAGES.permissionInactive);
  else pass("Site permission", "Active");

  if (permission && realtor) {
    const actual: SiteType = realtor.isLeader ? "leader" : "agent";
    if (permission.siteType !== actual) warn("Site type", SITE_VALIDATION_MESSAGES.siteTypeMismatch(permission.siteType, actual));
  }

  if (permission) {
    if (permission.allowIndexing) pass("Indexing", "Search engines may index this site");
    else warn("Indexing", SITE_VALIDATION_MESSAGES.indexingOff);
  }

  const { dns } = facts;
  if (!dns) details.push({ label: "DNS", outcome: "skip", detail: "Not checked" });
  else if (dns.status === "points-here") pass("DNS", `Points to this platform (${dns.found.join(", ")})`);
  else if (dns.status === "elsewhere") fail("DNS", SITE_VALIDATION_MESSAGES.dnsElsewhere(dns.found, dns.expected));
  else if (dns.status === "no-records") fail("DNS", SITE_VALIDATION_MESSAGES.dnsNoRecords);
  else if (dns.status === "unreachable") warn("DNS", SITE_VALIDATION_MESSAGES.dnsUnreachable(dns.detail));
  else details.push({ label: "DNS", outcome: "skip", detail: DNS_SKIP_DETAIL[dns.status] });

  return result(realtor ? null : SITE_VALIDATION_MESSAGES.noRealtor);
}
