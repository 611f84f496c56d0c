import type { Route } from "./+types/dashboard.admin1ic";
import { DASHBOARD_TITLES } from "~/components/dashboard-paths";
import { accountMeta } from "~/features/auth/account-meta";
import { AdminFigureCards, PendingCallout } from "~/features/dashboards/admin-figures";
import { RoleDashboard } from "~/features/dashboards/role-dashboard";
import { requireAccess } from "#server/guards";
import { platformCounts } from "#server/services/dashboards";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(DASHBOARD_TITLES.admin1ic, matches);

/** Limited to admin1ic alone (spec part 3 §2): master is not added. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: ["admin1ic"] });
  return { user, figures: await platformCounts(context, user) };
}

export default function Admin1icDashboard({ loaderData }: Route.ComponentProps) {
  const { user, figures } = loaderData;
  return (
    <RoleDashboard role="admin1ic" user={user}>
      <AdminFigureCards role="admin1ic" figures={figures} />
      <PendingCallout agencies={figures.pendingAgencies} realtors={figures.pendingRealtors} />
    </RoleDashboard>
  );
}
