import { useLocation, useNavigation, useSearchParams } from "react-router";
import { isPageParam } from "~/domain/list-query";

/** A link to this page with some query parameters changed; a new filter resets every list to its first page. */
export function useQueryHref() {
  const [searchParams] = useSearchParams();
  return (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(searchParams);
    if (!Object.keys(changes).some(isPageParam)) {
      for (const key of [...next.keys()]) if (isPageParam(key)) next.delete(key);
    }
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
}

/** True while the router loads another state of this same page (a tab, a page, a search). */
export function useLoadingThisPage(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}
