import type { Route } from "./+types/dashboard.admin2ic";
import { DASHBOARD_TITLES } from "~/domain/permissions";
import { accountMeta } from "~/features/auth/account-meta";
import { RoleDashboard } from "~/features/auth/role-dashboard";
import { requireAllowedRoles } from "#server/guards";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(DASHBOARD_TITLES.admin2ic, matches);

/** Limited to admin2ic alone (spec part 3 §2): master is not added. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAllowedRoles(request, context, ["admin2ic"]);
  return { user };
}

export default function Admin2icDashboard({ loaderData }: Route.ComponentProps) {
  return <RoleDashboard role="admin2ic" user={loaderData.user} />;
}
