import type { Route } from "./+types/dashboard.admin2ic";
import { DASHBOARD_TITLES } from "~/components/dashboard-paths";
import { accountMeta } from "~/features/auth/account-meta";
import { AdminFigureCards, PendingCallout } from "~/features/dashboards/admin-figures";
import { RoleDashboard } from "~/features/dashboards/role-dashboard";
import { requireAccess } from "#server/guards";
import { platformCounts } from "#server/services/dashboards";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(DASHBOARD_TITLES.admin2ic, matches);

/** Limited to admin2ic alone (spec part 3 §2): master is not added. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: ["admin2ic"] });
  return { user, figures: await platformCounts(context, user) };
}

export default function Admin2icDashboard({ loaderData }: Route.ComponentProps) {
  const { user, figures } = loaderData;
  return (
    <RoleDashboard role="admin2ic" user={user}>
      <AdminFigureCards role="admin2ic" figures={figures} />
      <PendingCallout agencies={figures.pendingAgencies} realtors={figures.pendingRealtors} />
    </RoleDashboard>
  );
}
