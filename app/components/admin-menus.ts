import { adminMenuFor } from "~/components/dashboard-paths";
import type { ShellUser } from "~/components/shell-user";
import type { NavItem } from "~/components/site-nav";

// Which entries of the one admin menu list sit under BAU (day-to-day work) and which under Admin.
const BAU_PATHS = [
  "/dashboard/realtor-management",
  "/dashboard/agency-management",
  "/dashboard/approval-management",
  "/dashboard/project-management",
];
const ADMIN_PATHS = [
  "/dashboard/user-management",
  "/dashboard/audit-trail",
  "/dashboard/system-admin",
  "/dashboard/site-management",
  "/dashboard/database-test",
];

function visibleEntries(paths: string[], role: string): NavItem[] {
  const entries = adminMenuFor(role);
  return paths.flatMap((path) => {
    const entry = entries.find((candidate) => candidate.path === path);
    return entry ? [{ label: entry.label, to: entry.path }] : [];
  });
}

export interface NavMenu {
  label: "BAU" | "Admin";
  items: NavItem[];
}

/** The BAU and Admin menus of a signed-in user; a menu with nothing to show is left out. */
export function menusFor(user: Pick<ShellUser, "role"> | null): NavMenu[] {
  if (!user) return [];
  const menus: NavMenu[] = [
    { label: "BAU", items: visibleEntries(BAU_PATHS, user.role) },
    { label: "Admin", items: visibleEntries(ADMIN_PATHS, user.role) },
  ];
  return menus.filter((menu) => menu.items.length > 0);
}
