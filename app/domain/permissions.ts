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

export const PERMISSIONS = [
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
export type Permission = (typeof PERMISSIONS)[number];

const ADMIN1IC_WITHHELD: readonly Permission[] = ["systemAdmin", "siteManagement", "adminManagement"];

/** Spec part 1 §6: the single source of who may do what. Menus hide, services refuse. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  master: PERMISSIONS,
  admin1ic: PERMISSIONS.filter((permission) => !ADMIN1IC_WITHHELD.includes(permission)),
  admin2ic: [
    "agencyManagement",
    "projectManagement",
    "projectViewing",
    "userManagement",
    "realtorSuspension",
    "auditViewing",
  ],
  leader: ["projectViewing"],
  agent: ["projectViewing"],
};

export function permissionsFor(role: string | null | undefined): readonly Permission[] {
  return isRole(role) ? ROLE_PERMISSIONS[role] : [];
}

export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  return permissionsFor(role).includes(permission);
}

/** Approval Management: administrators see the pending requests; only approvers act (part 2 §2.5). */
export function canViewApprovals(role: string | null | undefined): boolean {
  return isAdminRole(role);
}

/** Home page 'Master Admin' button. */
export function canSeeMasterAdminButton(role: string | null | undefined): boolean {
  return role === "master";
}

/** 'Customise Brand' menu entry and the branding editor: realtors only (spec part 1 §6, part 2 §6). */
export function canUseBrandingEditor(role: string | null | undefined): boolean {
  return isRealtorRole(role);
}

/** Professional and social profile sections and the avatar: realtors only (spec part 2 §6). */
export function canEditRealtorProfile(role: string | null | undefined): boolean {
  return isRealtorRole(role);
}

/** Admin Override panel and System Diagnostics are master-only role rules, not matrix permissions. */
export function canUseAdminOverride(role: string | null | undefined): boolean {
  return role === "master";
}

export function canSeeSystemDiagnostics(role: string | null | undefined): boolean {
  return role === "master";
}

/**
 * The dev mailbox shows everyone's mail, reset and invite links included: master users only, on
 * every database. Where a request comes from says nothing about who sent it: a proxy on the same
 * machine makes every visitor look local (issue 30 item 5).
 */
export function canReadDevMailbox(role: string | null | undefined): boolean {
  return role === "master";
}

/** User Management lists the administrators to every administrator; only master changes them (part 2 §2.6). */
export function canViewAdminUsers(role: string | null | undefined): boolean {
  return isAdminRole(role);
}

/** The costs calculator's stamp duty and loan rates: a master-only role rule (decision record 042). */
export function canUpdateStampDutyRates(role: string | null | undefined): boolean {
  return role === "master";
}

/** Part 2 §6: nobody edits or deletes a master row, even master. */
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

/**
 * The enquiries inbox (issue 16): realtors see their own sites' enquiries, a leader also those
 * of the agents reporting to them; administrators with userManagement see every enquiry.
 */
export function canUseEnquiryInbox(role: string | null | undefined): boolean {
  return isRealtorRole(role) || hasPermission(role, "userManagement");
}

export const ENQUIRY_INBOX_ROLES: readonly Role[] = ROLES.filter(canUseEnquiryInbox);

export function seesAllEnquiries(role: string | null | undefined): boolean {
  return hasPermission(role, "userManagement");
}

/**
 * How the acting user stands to one enquiry. The owner is the realtor whose site received it;
 * an enquiry of the master site (no realtor) is owned by the administrators who see it.
 */
export type EnquiryRelation = "owner" | "team-leader" | "administrator" | "none";

export function enquiryRelation(input: {
  role: string | null | undefined;
  /** The acting user's realtor record, if any. */
  actorRealtorId: string | null;
  enquiryRealtorId: string | null;
  /** The leader the receiving realtor reports to. */
  ownerReportsToId: string | null;
}): EnquiryRelation {
  const { role, actorRealtorId, enquiryRealtorId, ownerReportsToId } = input;
  if (isRealtorRole(role) && actorRealtorId) {
    if (enquiryRealtorId === actorRealtorId) return "owner";
    if (role === "leader" && enquiryRealtorId !== null && ownerReportsToId === actorRealtorId) return "team-leader";
  }
  if (seesAllEnquiries(role)) return enquiryRealtorId === null ? "owner" : "administrator";
  return "none";
}

/**
 * What each relation may do: the owner answers the enquiry (status, notes) and deletes it on
 * the buyer's request; a leader reads the team's; an administrator reads any and deletes any
 * on request (a buyer may write to the platform rather than the realtor).
 */
export function enquiryRights(relation: EnquiryRelation): { view: boolean; manage: boolean; erase: boolean } {
  return {
    view: relation !== "none",
    manage: relation === "owner",
    erase: relation === "owner" || relation === "administrator",
  };
}

/** Blog posts: every signed-in role writes its own (spec part 1 §2 "/dashboard/blogs"). */
export function canWritePosts(role: string | null | undefined): boolean {
  return isRole(role);
}

export const POST_AUTHOR_ROLES: readonly Role[] = ROLES.filter(canWritePosts);

/** Administrators with userManagement may take any realtor's post off the sites. */
export function canUnpublishAnyPost(role: string | null | undefined): boolean {
  return hasPermission(role, "userManagement");
}

/** A route with an allowed-roles list passes the listed roles only; master is not automatic. */
export function passesAllowedRoles(userRole: string | null | undefined, allowedRoles: readonly Role[]): boolean {
  return isRole(userRole) && allowedRoles.includes(userRole);
}

/** What a dashboard page asks of the signed-in user: a matrix permission, or one of some roles. */
export type PageAccess = { permission: Permission } | { roles: readonly Role[] };

export function canAccess(role: string | null | undefined, access: PageAccess): boolean {
  return "permission" in access ? hasPermission(role, access.permission) : passesAllowedRoles(role, access.roles);
}
