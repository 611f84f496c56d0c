import type { RealtorRow } from "~/domain/realtor-read-models";

/**
 * What the dashboards read: the figures `server/services/dashboards.ts` counts and the dashboard
 * components render, declared once here because components may not import from `server/`.
 */

/** The administrators' dashboards and System Administration (part 2 §2.1): real counts. */
export interface PlatformCounts {
  agencies: number;
  activeAgencies: number;
  projects: number;
  leaders: number;
  agents: number;
  pendingAgencies: number;
  pendingRealtors: number;
}

/** One of the latest administrative actions on the master dashboard. */
export interface AuditHighlight {
  id: string;
  at: Date;
  by: string;
  summary: string;
}

/** A leader's or agent's own figures (issue 10); a leader also sees their team. */
export interface RealtorDashboard extends Pick<RealtorRow, "fullName" | "isLeader" | "status"> {
  siteUrl: string;
  indexing: { active: boolean; allowIndexing: boolean } | null;
  team: Pick<RealtorRow, "id" | "fullName" | "email" | "status" | "agentSiteUrl">[];
  enquiriesThisMonth: number;
  /** Enquiries per month, oldest first, the current month last ('2026-06'). */
  enquiriesByMonth: { month: string; count: number }[];
  posts: { published: number; drafts: number };
}

/** The figures as the leader's and agent's dashboards render them: with the address of their site. */
export interface RealtorFigures extends RealtorDashboard {
  siteHref: string;
}
