import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { cookieHeaders } from "#server/flash";
import { signOut } from "#server/services/accounts/password-sign-in";

/**
 * Spec part 1 §4: sign-out ends the session, then goes to the root of the host it happened on
 * (a tenant's own root, or the master site's /).
 */
export async function action({ request, context }: Route.ActionArgs) {
  throw redirect("/", { headers: cookieHeaders(await signOut(context.auth, request)) });
}

/** Signing out changes state, so only the POST of the Log out button does it. */
export function loader() {
  throw redirect("/");
}
