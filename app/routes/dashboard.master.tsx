import type { Route } from "./+types/dashboard.master";
import { DASHBOARD_TITLES } from "~/domain/permissions";
import { accountMeta } from "~/features/auth/account-meta";
import { RoleDashboard } from "~/features/auth/role-dashboard";
import { requireAllowedRoles } from "#server/guards";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(DASHBOARD_TITLES.master, matches);

/** Limited to master alone (spec part 3 §2): master is not added. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAllowedRoles(request, context, ["master"]);
  return { user };
}

export default function MasterDashboard({ loaderData }: Route.ComponentProps) {
  return <RoleDashboard role="master" user={loaderData.user} />;
}
