import { isSlug } from "~/domain/slug";

/**
 * A buyer's set of projects as a URL carries it (compare, shortlist): `?p=slug-a,slug-b` (or `p`
 * repeated). Zod-free and table-free: every card's buttons use it in the browser.
 */
export interface ProjectSetKind {
  /** The page that shows the set: '/compare', '/shortlist'. */
  path: string;
  limit: number;
}

/** Both pages' one query parameter: the set's slugs. */
export const PROJECT_SET_QUERY_PARAM = "p";

/** Known-shaped slugs, lower-cased, each once, at most the kind's limit. What means nothing is dropped, as the listing does. */
export function parseProjectSet(kind: ProjectSetKind, params: URLSearchParams): string[] {
  const slugs = params
    .getAll(PROJECT_SET_QUERY_PARAM)
    .flatMap((value) => value.split(","))
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => isSlug(slug));
  return [...new Set(slugs)].slice(0, kind.limit);
}

/** The set's page address; the bare path for none. */
export function projectSetHref(kind: ProjectSetKind, slugs: readonly string[]): string {
  return slugs.length ? `${kind.path}?${PROJECT_SET_QUERY_PARAM}=${slugs.slice(0, kind.limit).join(",")}` : kind.path;
}

/** A set with this project added at the end (the oldest dropped when full). */
export function withProject(kind: ProjectSetKind, slugs: readonly string[], slug: string): string[] {
  if (slugs.includes(slug)) return [...slugs];
  return [...slugs, slug].slice(-kind.limit);
}

export function withoutProject(slugs: readonly string[], slug: string): string[] {
  return slugs.filter((entry) => entry !== slug);
}
