import type { Route } from "./+types/dashboard.admin1ic";
import { DASHBOARD_TITLES } from "~/domain/permissions";
import { accountMeta } from "~/features/auth/account-meta";
import { RoleDashboard } from "~/features/auth/role-dashboard";
import { requireAllowedRoles } from "#server/guards";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(DASHBOARD_TITLES.admin1ic, matches);

/** Limited to admin1ic alone (spec part 3 §2): master is not added. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAllowedRoles(request, context, ["admin1ic"]);
  return { user };
}

export default function Admin1icDashboard({ loaderData }: Route.ComponentProps) {
  return <RoleDashboard role="admin1ic" user={loaderData.user} />;
}
