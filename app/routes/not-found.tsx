import { NotFoundScreen } from "~/components/status-screens";
import { NotFoundError } from "#server/services/errors";

// Throwing keeps the HTTP status 404; this route's own boundary renders the spec's page inside
// the site's frame, with this route's page title.
export function loader() {
  throw new NotFoundError("Page not found");
}

export function meta() {
  return [{ title: "Page Not Found" }, { name: "robots", content: "noindex,nofollow" }];
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <NotFoundScreen />;
}
