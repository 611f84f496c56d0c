import { isSlug } from "~/domain/slug";

/** The compare set as its URL carries it (issue 34 item 3): light enough for every card's button in the browser. */

/** The compare page's one query parameter: the set's slugs. */
export const COMPARE_QUERY_PARAM = "p";

/** Up to four projects side by side (issue 34 item 3); more would not fit a phone's width twice. */
export const COMPARE_LIMIT = 4;

/**
 * The compare set from its URL, `/compare?p=slug-a,slug-b` (or `p` repeated): known-shaped slugs,
 * lower-cased, each once, at most four. What means nothing is dropped, as the listing does.
 */
export function parseCompareSlugs(params: URLSearchParams): string[] {
  const slugs = params
    .getAll(COMPARE_QUERY_PARAM)
    .flatMap((value) => value.split(","))
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => isSlug(slug));
  return [...new Set(slugs)].slice(0, COMPARE_LIMIT);
}

/** The compare page's address for a set; `/compare` for none. */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length ? `/compare?${COMPARE_QUERY_PARAM}=${slugs.slice(0, COMPARE_LIMIT).join(",")}` : "/compare";
}

/** A set with this project added at the end (the oldest dropped when full), or taken out. */
export function withCompared(slugs: readonly string[], slug: string): string[] {
  if (slugs.includes(slug)) return [...slugs];
  return [...slugs, slug].slice(-COMPARE_LIMIT);
}
export function withoutCompared(slugs: readonly string[], slug: string): string[] {
  return slugs.filter((entry) => entry !== slug);
}
