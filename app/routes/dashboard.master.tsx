import type { Route } from "./+types/dashboard.master";
import { DASHBOARD_TITLES } from "~/components/dashboard-paths";
import { accountMeta } from "~/features/auth/account-meta";
import { AdminFigureCards, LatestAudit, PendingCallout } from "~/features/dashboards/admin-figures";
import { RoleDashboard } from "~/features/dashboards/role-dashboard";
import { requireAccess } from "#server/guards";
import { latestAuditEntries, platformCounts } from "#server/services/dashboards";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(DASHBOARD_TITLES.master, matches);

/** Limited to master alone (spec part 3 §2): master is not added. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: ["master"] });
  const [figures, audit] = await Promise.all([platformCounts(context, user), latestAuditEntries(context, user)]);
  return { user, figures, audit };
}

export default function MasterDashboard({ loaderData }: Route.ComponentProps) {
  const { user, figures, audit } = loaderData;
  return (
    <RoleDashboard role="master" user={user}>
      <AdminFigureCards role="master" figures={figures} />
      <PendingCallout agencies={figures.pendingAgencies} realtors={figures.pendingRealtors} />
      <LatestAudit entries={audit} />
    </RoleDashboard>
  );
}
