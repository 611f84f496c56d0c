import { CALCULATOR_QUERY_PARAMS } from "./costs-calculator-input";
import { COMPARE_QUERY_PARAM } from "./compare-set";
import { INLINE_VISIT_PARAM } from "./inline-enquiry";
import { LISTING_QUERY_PARAMS } from "./listing-filters";
import { SHORTLIST_QUERY_PARAM } from "./shortlist";
import { VISITOR_PATH } from "./site-context";

/**
 * The query parameters each public page reads. The page cache keys a page by these alone, and
 * renders it from the URL they make: any other parameter (a campaign tag, a random one) neither
 * makes a page of its own nor passes the cache (decision record 127).
 */
function queryParamsReadBy(path: string): readonly string[] {
  if (path === "/condos") return LISTING_QUERY_PARAMS;
  if (path === "/calculator") return ["project", ...CALCULATOR_QUERY_PARAMS];
  if (path.startsWith("/condos/")) return [INLINE_VISIT_PARAM, ...CALCULATOR_QUERY_PARAMS];
  if (path === "/blog") return ["page"];
  if (path === "/compare") return [COMPARE_QUERY_PARAM];
  if (path === "/shortlist") return [SHORTLIST_QUERY_PARAM];
  return [];
}

/**
 * A public page's URL as the cache keys and renders it: the path without a trailing slash, and
 * only the parameters the page reads, sorted by name. Null for anything else (an API call, a
 * dashboard page, a client-side navigation's `.data` request).
 */
export function cachedPageUrl(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const path = rawPath.length > 1 && rawPath.endsWith("/") ? rawPath.slice(0, -1) : rawPath;
  // '.data' requests are client-side navigations: React Router's single fetch, not a page.
  if (!VISITOR_PATH.test(path) || path.endsWith(".data")) return null;
  const read = queryParamsReadBy(path);
  if (queryAt === -1 || read.length === 0) return path;
  const given = new URLSearchParams(rawUrl.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const name of [...read].sort()) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
