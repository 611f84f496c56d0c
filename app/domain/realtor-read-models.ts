import type { REALTOR_STATUS_TABS, RealtorStatus } from "~/domain/schemas/realtor";

/**
 * What Realtor Management reads: the shapes `server/services/realtors/*` return and the screen
 * renders, declared once here because components may not import from `server/`.
 */

export type RealtorTab = (typeof REALTOR_STATUS_TABS)[number];

export interface RealtorStats {
  activeLeaders: number;
  activeAgents: number;
  /** Tab counts: leaders and agents together. */
  tabs: Record<RealtorTab, number>;
}

/** One row of the Team Leaders or Agents list (part 2 §3, derived fields of the list). */
export interface RealtorRow {
  id: string;
  userId: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  ceaNumber: string | null;
  agentSiteUrl: string;
  status: RealtorStatus;
  isLeader: boolean;
  yearsExperience: number | null;
  profileImageUrl: string | null;
  /** Null for a realtor never approved (pending, or suspended by a rejection). */
  approvedAt: Date | null;
  createdAt: Date;
  agency: { id: string; name: string };
  /** An agent's leader; null for a leader (it reports to itself) and for an agent without one. */
  reportsTo: { id: string; fullName: string; email: string; status: RealtorStatus } | null;
  /** The site permission matched by owner and site URL, behind the domain badge. */
  permission: { id: string; isActive: boolean } | null;
  /** For a leader: the active agents reporting to it. */
  activeAgents: number;
}

/** The add and edit forms' choices, and the bulk reassign list. */
export interface RealtorFormOptions {
  agencies: { id: string; name: string }[];
  /** Active team leaders (part 2 §7). */
  leaders: LeaderChoice[];
}

export interface LeaderChoice {
  id: string;
  fullName: string;
  email: string;
  agencyId: string;
  agencyName: string;
}

/** What a permanent deletion would meet, for its confirm dialog. */
export interface DeletionCheck {
  realtor: { id: string; fullName: string; isLeader: boolean };
  /** A warning only (part 2 §5): the assignments go with the realtor. */
  projectAssignments: number;
  /** Posts of the account, deleted with it. */
  blogPosts: number;
  /** Active agents reporting to a leader: they block the deletion. */
  reportingAgents: { id: string; fullName: string }[];
  blocked: boolean;
}

/** What deleting a realtor's personal data (PDPA) would meet, for master's dialog. */
export interface ErasureCheck {
  realtor: { id: string; fullName: string; agentSiteUrl: string };
  /** Their team leader: only then may the enquiries be handed to a leader. */
  leader: { id: string; fullName: string } | null;
  /** Posts of the account, kept unpublished or removed. */
  posts: number;
  /** Enquiries that came in through their site. */
  siteEnquiries: number;
  /** Leads of other sites that they own, which go to the leader or the administrators' queue whatever master chooses. */
  otherLeads: number;
}
