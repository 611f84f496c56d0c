import { redirect } from "react-router";
import type { Route } from "./+types/project-management-redirect";

/** /project-management/… is the spec's name for the dashboard screen: send it there, sub-view and query kept. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/dashboard${url.pathname}${url.search}`, 301);
}
