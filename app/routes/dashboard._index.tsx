import { ShieldAlert } from "lucide-react";
import { redirect } from "react-router";
import type { Route } from "./+types/dashboard._index";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { dashboardPathFor } from "~/components/dashboard-paths";
import { accountMeta } from "~/features/auth/account-meta";
import { requireUser } from "#server/guards";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Dashboard", matches);

/** Any signed-in role; a known role goes on to its own dashboard (a server redirect replaces the entry). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const path = dashboardPathFor(user.role);
  if (path) throw redirect(path);
  return { role: String(user.role) };
}

export default function DashboardRedirect({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <ShieldAlert className="mx-auto size-10 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{ACCESS_MESSAGES.unknownDashboard}</h1>
      <p className="mt-3 text-slate-600">Your role: {loaderData.role || "Unknown"}</p>
    </main>
  );
}
