import type { Route } from "./+types/dashboard.leader";
import { DASHBOARD_TITLES } from "~/components/dashboard-paths";
import { accountMeta } from "~/features/auth/account-meta";
import { RealtorFigureCards } from "~/features/dashboards/realtor-figures";
import { RoleDashboard } from "~/features/dashboards/role-dashboard";
import { requireAccess } from "#server/guards";
import { siteHomeUrl } from "#server/services/accounts/account-links";
import { realtorDashboard } from "#server/services/dashboards";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(DASHBOARD_TITLES.leader, matches);

/** Limited to leader alone (spec part 3 §2): master is not added. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: ["leader"] });
  const figures = await realtorDashboard(context, user);
  return { user, figures: { ...figures, siteHref: siteHomeUrl(context.config.appUrl, figures.siteUrl) } };
}

export default function LeaderDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <RoleDashboard role="leader" user={loaderData.user}>
      <RealtorFigureCards figures={loaderData.figures} />
    </RoleDashboard>
  );
}
