import { lazy, Suspense } from "react";
import { isRouteErrorResponse } from "react-router";
import { isRouteFailure, type RouteFailure } from "~/domain/failure";
import { ErrorScreen, NotFoundScreen } from "./status-screens";

// Refused pages and unavailable sites are rare: their screens (and the role texts) load only when shown.
const GuardScreen = lazy(() => import("./guard-screen").then((module) => ({ default: module.GuardScreen })));
const SiteUnavailableScreen = lazy(() => import("./site-unavailable-screen").then((module) => ({ default: module.SiteUnavailableScreen })));

/** What the root loader throws for a suspended realtor's site: a page state, not a service failure. */
export const SITE_UNAVAILABLE = "site-unavailable";

/** The failure a route error carries when a service refused (server/failure-response.ts), else null. */
export function routeFailureOf(error: unknown): RouteFailure | null {
  return isRouteErrorResponse(error) && isRouteFailure(error.data) ? error.data : null;
}

/** The screen for any route error: sign in, access denied, not found, site unavailable, or the error screen. */
export function RouteErrorContent({ error }: { error: unknown }) {
  const failure = routeFailureOf(error);
  if (failure && (failure.failure === "unauthenticated" || failure.failure === "forbidden"))
    return (
      <Suspense fallback={null}>
        <GuardScreen failure={failure} />
      </Suspense>
    );
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen />;
    if (error.data === SITE_UNAVAILABLE)
      return (
        <Suspense fallback={null}>
          <SiteUnavailableScreen />
        </Suspense>
      );
  }
  return <ErrorScreen />;
}
