import { data } from "react-router";
import { NotFoundScreen } from "~/components/status-screens";

// Throwing keeps the HTTP status 404; this route's own boundary renders the spec's page inside
// the site's frame, with this route's page title.
export function loader() {
  throw data(null, { status: 404 });
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
