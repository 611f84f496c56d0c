import { data } from "react-router";

// Throwing keeps the HTTP status 404 and lets the root ErrorBoundary render the spec's page.
export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found" }, { name: "robots", content: "noindex,nofollow" }];
}

export default function NotFound() {
  return null;
}
