export const ROLES = ["master", "admin1ic", "admin2ic", "leader", "agent"] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES = ["master", "admin1ic", "admin2ic"] as const satisfies readonly Role[];
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const REALTOR_ROLES = ["leader", "agent"] as const satisfies readonly Role[];
export type RealtorRole = (typeof REALTOR_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);
}

export function isRealtorRole(value: unknown): value is RealtorRole {
  return typeof value === "string" && (REALTOR_ROLES as readonly string[]).includes(value);
}

/** Spec part 1 §6: the thirteen permissions of its table. */
export const SPEC_PERMISSIONS = [
  "systemAdmin",
  "agencyManagement",
  "agencyApproval",
  "projectManagement",
  "projectViewing",
  "userManagement",
  "realtorApproval",
  "siteManagement",
  "adminManagement",
  "realtorSuspension",
  "realtorDeletion",
  "auditViewing",
  "auditExporting",
] as const;

/**
 * The allow decisions stated elsewhere (spec parts 2 and 3, the issues, decision records), each a
 * cell of the same matrix so that no service or screen tests a role by name (decision record 129).
 * Ownership comes as own/team/any sets: `enquiriesOwn` is the realtor's own site's enquiries,
 * `postsOwn` the author's own posts; the services turn them into their queries' where.
 */
export const WORKSPACE_PERMISSIONS = [
  "adminPortal",
  "adminDashboard",
  "platformActivity",
  "realtorDashboard",
  "masterAdminLink",
  "approvalViewing",
  "adminUserViewing",
  "adminOverride",
  "systemDiagnostics",
  "devMailbox",
  "stampDutyRates",
  "brandingEditing",
  "realtorProfile",
  "enquiryInbox",
  "enquiriesOwn",
  "enquiriesTeam",
  "enquiriesAny",
  "enquiriesAssignTeam",
  "enquiriesAssignMasterSite",
  "enquiryRouting",
  "postsOwn",
  "postsUnpublishAny",
  "viewingCalendar",
  "personalDataExport",
  "personalDataErasure",
  "jobQueueViewing",
  /** Run the buyer alerts that are due now, from System Admin (decision record 151). */
  "buyerAlertsRun",
  "responseTimeTarget",
  "enquiryTasks",
  "siteAnalyticsOwn",
  "siteAnalyticsTeam",
  "siteAnalyticsAny",
] as const;

export const PERMISSIONS = [...SPEC_PERMISSIONS, ...WORKSPACE_PERMISSIONS] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ADMINS = ADMIN_ROLES;
const REALTORS = REALTOR_ROLES;
const MASTER: readonly Role[] = ["master"];
const MASTER_ADMIN1IC: readonly Role[] = ["master", "admin1ic"];

/**
 * Who holds each permission: the single source of who may do what. Menus hide, services refuse.
 * Master is not automatic: the branding editor and the realtor profile are realtors' only.
 */
export const PERMISSION_HOLDERS: Readonly<Record<Permission, readonly Role[]>> = {
  // Spec part 1 §6.
  systemAdmin: MASTER,
  agencyManagement: ADMINS,
  agencyApproval: MASTER_ADMIN1IC,
  projectManagement: ADMINS,
  projectViewing: ROLES,
  userManagement: ADMINS,
  realtorApproval: MASTER_ADMIN1IC,
  siteManagement: MASTER,
  adminManagement: MASTER,
  realtorSuspension: ADMINS,
  realtorDeletion: MASTER_ADMIN1IC,
  auditViewing: ADMINS,
  auditExporting: MASTER_ADMIN1IC,
  /** Signs in through the administrator portal, on the main domain and development hosts (decision 080). */
  adminPortal: ADMINS,
  /** The administrators' dashboards and their platform figures. */
  adminDashboard: ADMINS,
  /** The master dashboard's latest administrative actions. */
  platformActivity: MASTER,
  /** A leader's or agent's own dashboard figures (a leader's team included). */
  realtorDashboard: REALTORS,
  /** Home page 'Master Admin' button. */
  masterAdminLink: MASTER,
  /** Approval Management: administrators see the pending requests; only approvers act (part 2 §2.5). */
  approvalViewing: ADMINS,
  /** User Management lists the administrators to every administrator; adminManagement changes them (part 2 §2.6). */
  adminUserViewing: ADMINS,
  /** The Admin Override panel of Site Management. */
  adminOverride: MASTER,
  /** System Administration's diagnostics. */
  systemDiagnostics: MASTER,
  /**
   * The dev mailbox shows everyone's mail, reset and invite links included: master users only, on
   * every database. Where a request comes from says nothing about who sent it (issue 30 item 5).
   */
  devMailbox: MASTER,
  /** The costs calculator's stamp duty and loan rates (decision record 042). */
  stampDutyRates: MASTER,
  /** 'Customise Brand' and the branding editor: realtors only (spec part 1 §6, part 2 §6). */
  brandingEditing: REALTORS,
  /** Professional and social profile sections and the avatar: realtors only (spec part 2 §6). */
  realtorProfile: REALTORS,
  /** The enquiries inbox (issue 16): for whoever holds enquiriesOwn, enquiriesTeam or enquiriesAny. */
  enquiryInbox: ROLES,
  /** The enquiries of the realtor's own site: read, answered (status, notes), deleted on the buyer's request. */
  enquiriesOwn: REALTORS,
  /** A leader reads the enquiries of the agents reporting to them. */
  enquiriesTeam: ["leader"],
  /** Every enquiry read and deleted on request; the administrators' queue (no owner) answered as one's own. */
  enquiriesAny: ADMINS,
  /** A leader gives the team's enquiries (owned by the leader or an agent reporting to them) to one of the team (issue 35 item 1). */
  enquiriesAssignTeam: ["leader"],
  /** Administrators give a master-site enquiry to any active realtor or back to their queue; a realtor's own site's stay in its team. */
  enquiriesAssignMasterSite: ADMINS,
  /** The rule that routes master-site enquiries (round robin among the project's realtors, then a chosen realtor or the queue). */
  enquiryRouting: MASTER,
  /** Blog posts: every signed-in role writes, publishes and deletes its own (spec part 1 §2 "/dashboard/blogs"). */
  postsOwn: ROLES,
  /** Takes any realtor's post off the sites, audited and mailed to the author. */
  postsUnpublishAny: ADMINS,
  /** The private feed of the realtor's own showflat bookings, for Google or Apple Calendar (issue 35 item 5). */
  viewingCalendar: REALTORS,
  /** "Download my data": the realtor's own archive under the PDPA (issue 37 item 5). */
  personalDataExport: REALTORS,
  /** Deletes a realtor's personal data on request, beside part 2's permanent delete (decision record 135). */
  personalDataErasure: MASTER,
  /** System Administration's "Background jobs" panel (decision record 134). */
  jobQueueViewing: MASTER,
  buyerAlertsRun: MASTER,
  /** A leader sets the team's first-response target and office hours, and reads the team's response times (issue 35 item 3). */
  responseTimeTarget: ["leader"],
  /** Follow-up tasks on the enquiries one owns, today's and overdue list (a leader's includes the team's) and the morning digest (issue 35 item 4). */
  enquiryTasks: REALTORS,
  /** Visits, sources, contact clicks and conversion of the realtor's own site (issue 36 item 3). */
  siteAnalyticsOwn: REALTORS,
  /** A leader's figures for each team member's site and the team total. */
  siteAnalyticsTeam: ["leader"],
  /** Every site's figures, the platform total and the top sites. */
  siteAnalyticsAny: MASTER,
};

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = Object.fromEntries(
  ROLES.map((role) => [role, PERMISSIONS.filter((permission) => PERMISSION_HOLDERS[permission].includes(role))]),
) as unknown as Readonly<Record<Role, readonly Permission[]>>;

export function permissionsFor(role: string | null | undefined): readonly Permission[] {
  return isRole(role) ? ROLE_PERMISSIONS[role] : [];
}

export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  return permissionsFor(role).includes(permission);
}

/** The roles holding one permission: a route's allowed roles, a list of choices. */
export function rolesWith(permission: Permission): readonly Role[] {
  return PERMISSION_HOLDERS[permission];
}

/** Part 2 §6: nobody edits or deletes a master row, even master. The row-dependent half of adminManagement. */
export function canEditAdminUser(actorRole: string | null | undefined, targetRole: string | null | undefined): boolean {
  return hasPermission(actorRole, "adminManagement") && targetRole !== "master";
}

/**
 * Part 2 §2.3: the roles that see 'Leader Management Enabled' and 'Agent Management Enabled'
 * (master and admin1ic): they add, edit, suspend, approve and permanently delete realtors.
 */
export function managesRealtorsFully(role: string | null | undefined): boolean {
  return (["userManagement", "realtorSuspension", "realtorApproval", "realtorDeletion"] as const).every((permission) =>
    hasPermission(role, permission),
  );
}

export const ENQUIRY_INBOX_ROLES: readonly Role[] = rolesWith("enquiryInbox");

/**
 * How the acting user stands to one enquiry. The owner is the realtor who works it (the site's
 * realtor, or whom routing or a leader gave it to); an enquiry without one is in the
 * administrators' queue and theirs to answer.
 */
export type EnquiryRelation = "owner" | "team-leader" | "administrator" | "none";

export function enquiryRelation(input: {
  role: string | null | undefined;
  /** The acting user's realtor record, if any. */
  actorRealtorId: string | null;
  enquiryOwnerId: string | null;
  /** The leader the owner reports to. */
  ownerReportsToId: string | null;
}): EnquiryRelation {
  const { role, actorRealtorId, enquiryOwnerId, ownerReportsToId } = input;
  if (actorRealtorId && enquiryOwnerId === actorRealtorId && hasPermission(role, "enquiriesOwn")) return "owner";
  if (actorRealtorId && enquiryOwnerId !== null && ownerReportsToId === actorRealtorId && hasPermission(role, "enquiriesTeam")) {
    return "team-leader";
  }
  if (hasPermission(role, "enquiriesAny")) return enquiryOwnerId === null ? "owner" : "administrator";
  return "none";
}

export interface EnquiryRights {
  view: boolean;
  manage: boolean;
  erase: boolean;
  assign: boolean;
}

/**
 * What each relation may do: the owner answers the enquiry (stage, notes, replies) and deletes
 * it on the buyer's request; a leader reads the team's and gives it to one of the team; an
 * administrator reads any, deletes any on request (a buyer may write to the platform rather
 * than the realtor) and gives a master-site enquiry to a realtor or back to the queue.
 */
export function enquiryRights(relation: EnquiryRelation, { role, masterSite }: { role: string | null | undefined; masterSite: boolean }): EnquiryRights {
  const leads = (relation === "owner" || relation === "team-leader") && hasPermission(role, "enquiriesAssignTeam");
  return {
    view: relation !== "none",
    manage: relation === "owner",
    erase: relation === "owner" || relation === "administrator",
    assign: leads || (masterSite && relation !== "none" && hasPermission(role, "enquiriesAssignMasterSite")),
  };
}

export const POST_AUTHOR_ROLES: readonly Role[] = rolesWith("postsOwn");

/** A route with an allowed-roles list passes the listed roles only; master is not automatic. */
export function passesAllowedRoles(userRole: string | null | undefined, allowedRoles: readonly Role[]): boolean {
  return isRole(userRole) && allowedRoles.includes(userRole);
}

/** What a dashboard page asks of the signed-in user: a matrix permission, or one of some roles. */
export type PageAccess = { permission: Permission } | { roles: readonly Role[] };

export function canAccess(role: string | null | undefined, access: PageAccess): boolean {
  return "permission" in access ? hasPermission(role, access.permission) : passesAllowedRoles(role, access.roles);
}
