import { ArrowRight, LayoutGrid, Palette, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { ShellUser } from "~/components/shell-user";
import { RoleBadge } from "~/components/account-identity";
import { type Role } from "~/domain/permissions";
import { adminMenuFor, brandingPathFor, DASHBOARD_TITLES, profilePathFor } from "~/components/dashboard-paths";
import { roleLabel } from "~/domain/role-labels";

const AREA_DESCRIPTIONS: Record<string, string> = {
  "/dashboard/agency-management": "Agencies and their approval status",
  "/dashboard/realtor-management": "Team leaders and agents",
  "/dashboard/project-management": "Projects, unit mix and facilities",
  "/dashboard/approval-management": "Pending agencies and realtors",
  "/dashboard/user-management": "Administrator accounts",
  "/dashboard/audit-trail": "Actions on realtor accounts",
  "/dashboard/system-admin": "Platform overview and diagnostics",
  "/dashboard/site-management": "Realtor sites and search indexing",
  "/dashboard/database-test": "Check the database connection",
};

/** The frame of /dashboard/{role}: the spec's title, who is signed in, their figures, and where they can go. */
export function RoleDashboard({ role, user, children }: { role: Role; user: ShellUser; children?: React.ReactNode }) {
  const profile = profilePathFor(role);
  const branding = brandingPathFor(role);
  const shortcuts = [
    ...(profile ? [{ label: "Profile", description: "Your details and password", to: profile, icon: UserRound }] : []),
    ...(branding ? [{ label: "Customise Brand", description: "Colours, logo and fonts of your site", to: branding, icon: Palette }] : []),
    ...adminMenuFor(role).map((entry) => ({
      label: entry.label,
      description: AREA_DESCRIPTIONS[entry.path] ?? entry.label,
      to: entry.path,
      icon: LayoutGrid,
    })),
  ];
  return (
    <div>
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand">{roleLabel(role)}</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{DASHBOARD_TITLES[role]}</h1>
          <p className="mt-2 text-slate-600">Welcome back, {user.fullName}.</p>
        </div>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <span className="truncate">{user.email}</span>
          <RoleBadge role={user.role} />
        </div>
      </div>
      {children}
      <h2 className="mt-10 text-sm font-semibold uppercase tracking-wider text-slate-500">Shortcuts</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shortcuts.map(({ label, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-500">{description}</span>
              </span>
              <ArrowRight className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
