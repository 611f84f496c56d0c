import type { Route } from "./+types/dashboard.leader";
import { DASHBOARD_TITLES } from "~/domain/permissions";
import { accountMeta } from "~/features/auth/account-meta";
import { RoleDashboard } from "~/features/auth/role-dashboard";
import { requireAllowedRoles } from "#server/guards";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(DASHBOARD_TITLES.leader, matches);

/** Limited to leader alone (spec part 3 §2): master is not added. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAllowedRoles(request, context, ["leader"]);
  return { user };
}

export default function LeaderDashboard({ loaderData }: Route.ComponentProps) {
  return <RoleDashboard role="leader" user={loaderData.user} />;
}
