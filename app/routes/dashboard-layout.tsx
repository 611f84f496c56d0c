import { Outlet } from "react-router";
import type { Route } from "./+types/dashboard-layout";
import { Breadcrumbs, type BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { DashboardPills, DashboardSidebar, dashboardNavGroups } from "~/components/dashboard/dashboard-nav";
import { isRole } from "~/domain/permissions";
import { requireUser } from "#server/guards";

export const handle: BreadcrumbHandle = { breadcrumb: "Dashboard" };

/** The frame of every dashboard page. Each child loader still guards itself: layout loaders run in parallel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { role: isRole(user.role) ? user.role : null };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const groups = loaderData.role ? dashboardNavGroups(loaderData.role) : [];
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-50/70">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:px-8 lg:py-10">
        <DashboardSidebar groups={groups} />
        <main className="min-w-0">
          <DashboardPills groups={groups} />
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
