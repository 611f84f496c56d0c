import { rolesWith, type Role } from "~/domain/permissions";

/** The dashboard's periods in days (issue 36 item 3). */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** Who opens the analytics screen: a realtor for their sites, master for every one. */
export const SITE_ANALYTICS_ROLES: readonly Role[] = [...new Set([...rolesWith("siteAnalyticsOwn"), ...rolesWith("siteAnalyticsAny")])];

/** The screen's query: ?days=7|30|90 (30 otherwise) and ?site=<realtor id>|master (every visible site otherwise). */
export function parseAnalyticsQuery(params: URLSearchParams): { days: AnalyticsPeriod; site: string | null } {
  const days = Number(params.get("days"));
  const site = params.get("site")?.trim() || null;
  return { days: (ANALYTICS_PERIODS as readonly number[]).includes(days) ? (days as AnalyticsPeriod) : 30, site };
}

/** Conversion as the screen shows it: "2.5%". */
export const formatConversion = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * A project's conversion as the administrators' card shows it: "—" with no counted view (enquiries
 * can come from visitors the counter does not see), "over 100%" when enquiries outnumber views.
 */
export const formatProjectConversion = (share: number | null) => (share === null ? "—" : share > 1 ? "over 100%" : formatConversion(share));
