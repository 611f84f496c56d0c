import type { Route } from "./+types/dashboard.agent";
import { DASHBOARD_TITLES } from "~/domain/permissions";
import { accountMeta } from "~/features/auth/account-meta";
import { RoleDashboard } from "~/features/auth/role-dashboard";
import { requireAllowedRoles } from "#server/guards";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(DASHBOARD_TITLES.agent, matches);

/** Limited to agent alone (spec part 3 §2): master is not added. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAllowedRoles(request, context, ["agent"]);
  return { user };
}

export default function AgentDashboard({ loaderData }: Route.ComponentProps) {
  return <RoleDashboard role="agent" user={loaderData.user} />;
}
