import {
  CalendarDays,
  ChartLine,
  Building2,
  ClipboardCheck,
  Database,
  FileClock,
  Inbox,
  Newspaper,
  Globe,
  LayoutDashboard,
  Palette,
  Server,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { SITE_ANALYTICS_ROLES } from "~/domain/site-analytics";
import { NavLink } from "react-router";
import { menusFor } from "~/components/admin-menus";
import { cn } from "~/components/ui/cn";
import { hasPermission, type Role } from "~/domain/permissions";
import { brandingPathFor, profilePathFor } from "~/components/dashboard-paths";

const ICONS: Record<string, LucideIcon> = {
  "/dashboard": LayoutDashboard,
  "/dashboard/realtor-management": Users,
  "/dashboard/agency-management": Building2,
  "/dashboard/approval-management": ClipboardCheck,
  "/dashboard/project-management": Building2,
  "/dashboard/user-management": ShieldCheck,
  "/dashboard/audit-trail": FileClock,
  "/dashboard/system-admin": Server,
  "/dashboard/site-management": Globe,
  "/dashboard/database-test": Database,
};

interface NavGroup {
  label: string;
  items: { label: string; to: string; icon: LucideIcon }[];
}

/** The dashboard's sections for one role, read from the permission matrix (menus hide, services refuse). */
export function dashboardNavGroups(role: Role): NavGroup[] {
  const profile = profilePathFor(role);
  const branding = brandingPathFor(role);
  const own: NavGroup = {
    label: "My account",
    items: [
      { label: "Overview", to: `/dashboard/${role}`, icon: LayoutDashboard },
      ...(profile ? [{ label: "Profile", to: profile, icon: UserRound }] : []),
      ...(branding ? [{ label: "Customise Brand", to: branding, icon: Palette }] : []),
      ...(hasPermission(role, "enquiryInbox") ? [{ label: "Enquiries", to: "/dashboard/enquiries", icon: Inbox }] : []),
      ...(hasPermission(role, "viewingCalendar") ? [{ label: "Viewings", to: "/dashboard/viewings", icon: CalendarDays }] : []),
      ...(SITE_ANALYTICS_ROLES.includes(role) ? [{ label: "Site analytics", to: "/dashboard/analytics", icon: ChartLine }] : []),
      ...(hasPermission(role, "postsOwn") ? [{ label: "Blog Posts", to: "/dashboard/blogs", icon: Newspaper }] : []),
    ],
  };
  const menus = menusFor({ role }).map((menu) => ({
    label: menu.label === "BAU" ? "Business" : "Administration",
    items: menu.items.map((item) => ({ ...item, icon: ICONS[item.to] ?? LayoutDashboard })),
  }));
  return [own, ...menus];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand",
    isActive ? "bg-brand/10 text-brand" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
  );

/** Sidebar on large screens. */
export function DashboardSidebar({ groups }: { groups: NavGroup[] }) {
  return (
    <nav aria-label="Dashboard" className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] overflow-y-auto lg:block">
      {groups.map((group) => (
        <div key={group.label} className="mb-6">
          <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{group.label}</p>
          <ul className="grid gap-0.5">
            {group.items.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} end={label === "Overview"} className={linkClass} prefetch="intent">
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The same sections as a row of pills that scrolls sideways on phones and tablets. */
export function DashboardPills({ groups }: { groups: NavGroup[] }) {
  const items = groups.flatMap((group) => group.items);
  return (
    <nav aria-label="Dashboard sections" className="-mx-4 mb-4 overflow-x-auto px-4 pb-1 lg:hidden">
      <ul className="flex w-max gap-2">
        {items.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={label === "Overview"}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-1.5 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium",
                  isActive ? "border-brand bg-brand text-white" : "border-slate-200 bg-white text-slate-700",
                )
              }
            >
              <Icon className="size-3.5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
