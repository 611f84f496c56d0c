import type { Route } from "./+types/dashboard.leader";
import { DASHBOARD_TITLES } from "~/components/dashboard-paths";
import { accountMeta } from "~/features/auth/account-meta";
import { RealtorFigureCards } from "~/features/dashboards/realtor-figures";
import { RoleDashboard } from "~/features/dashboards/role-dashboard";
import { ResponseTimeCard } from "~/features/enquiry-inbox/response-time-card";
import { TeamResponseTimes } from "~/features/enquiry-inbox/team-response-times";
import { RESPONSE_TIME_MESSAGES, responseTimeSchema } from "~/domain/schemas/response-time";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { siteHomeUrl } from "#server/services/accounts/account-links";
import { realtorDashboard } from "#server/services/dashboards";
import { saveResponseTimeTarget, teamResponseTimes } from "#server/services/enquiry-response-time";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(DASHBOARD_TITLES.leader, matches);

/** Limited to leader alone (spec part 3 §2): master is not added. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: ["leader"] });
  const [figures, responseTimes] = await Promise.all([realtorDashboard(context, user), teamResponseTimes(context, user)]);
  return { user, figures: { ...figures, siteHref: siteHomeUrl(context.config.appUrl, figures.siteUrl) }, responseTimes };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "responseTimeTarget" });
  return handleIntents(request, context, {
    "response-time": intent({
      schema: responseTimeSchema,
      failureTitle: RESPONSE_TIME_MESSAGES.failed,
      run: async (input) => {
        await saveResponseTimeTarget(context, user, input);
        return { title: RESPONSE_TIME_MESSAGES.saved };
      },
    }),
  });
}

export default function LeaderDashboard({ loaderData }: Route.ComponentProps) {
  const { target, members, pastTarget } = loaderData.responseTimes;
  return (
    <RoleDashboard role="leader" user={loaderData.user}>
      <RealtorFigureCards figures={loaderData.figures} />
      <TeamResponseTimes targetMinutes={target.targetMinutes} saved={target.saved} members={members} pastTarget={pastTarget} />
      <ResponseTimeCard {...target} />
    </RoleDashboard>
  );
}
