import { hasPermission, isRole, type Permission, type Role } from "~/domain/permissions";

/** Where each role's back office lives, and the Admin menu: what the matrix allows, laid out. */
export type AdminMenuEntry = {
  label: string;
  path: string;
  /** null: shown to every signed-in user. */
  permission: Permission | null;
};

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { label: "Agency Management", path: "/dashboard/agency-management", permission: "agencyManagement" },
  { label: "Realtor Management", path: "/dashboard/realtor-management", permission: "userManagement" },
  { label: "Project Management", path: "/dashboard/project-management", permission: "projectManagement" },
  { label: "Approval Management", path: "/dashboard/approval-management", permission: "agencyApproval" },
  { label: "User Management", path: "/dashboard/user-management", permission: "adminManagement" },
  { label: "Audit Trail", path: "/dashboard/audit-trail", permission: "auditViewing" },
  { label: "System Admin", path: "/dashboard/system-admin", permission: "systemAdmin" },
  { label: "Site Management", path: "/dashboard/site-management", permission: "siteManagement" },
  { label: "Database test", path: "/dashboard/database-test", permission: null },
];

/** Entries of the Admin menu a signed-in user with this role sees. */
export function adminMenuFor(role: string | null | undefined): AdminMenuEntry[] {
  return ADMIN_MENU.filter((entry) => entry.permission === null || hasPermission(role, entry.permission));
}

/** null when the role is unknown: the dashboard then shows its access-denied text instead. */
export function dashboardPathFor(role: string | null | undefined): string | null {
  return isRole(role) ? `/dashboard/${role}` : null;
}

export function profilePathFor(role: string | null | undefined): string | null {
  return isRole(role) ? `/dashboard/${role}/profile` : null;
}

export function brandingPathFor(role: string | null | undefined): string | null {
  return isRole(role) && hasPermission(role, "brandingEditing") ? `/dashboard/${role}/branding` : null;
}

export const DASHBOARD_TITLES: Readonly<Record<Role, string>> = {
  master: "Master Dashboard",
  admin1ic: "Admin 1-in-Charge Dashboard",
  admin2ic: "Admin 2-in-Charge Dashboard",
  leader: "Leader Dashboard",
  agent: "Agent Dashboard",
};
