import type { Route } from "./+types/api.leaders";
import { leaderListQuerySchema } from "~/domain/schemas/auth";
import { listAgencyLeaders } from "#server/services/accounts/list-signup-options";

/** The sign-up form's team-leader list: active leaders of one agency (names only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { agencyId } = leaderListQuerySchema.parse({ agencyId: new URL(request.url).searchParams.get("agencyId") });
  const leaders = agencyId ? await listAgencyLeaders(context.db, agencyId) : [];
  return Response.json(
    { leaders },
    // Spec part 1 §9: the leader list may be a few minutes old.
    { headers: { "Cache-Control": "private, max-age=60" } },
  );
}
