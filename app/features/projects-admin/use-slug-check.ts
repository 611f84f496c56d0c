import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { SLUG_CHECK_DELAY_MS } from "~/domain/schemas/project";
import { isSlug } from "~/domain/slug";

export type SlugCheck = "idle" | "checking" | "available" | "taken";

/**
 * Asks the database whether a slug is free, 500 ms after the last change (part 3 §5). A slug
 * the schema already refuses, and the project's own stored slug, are not asked about.
 */
export function useSlugCheck(slug: string, { exceptId, storedSlug }: { exceptId?: string; storedSlug?: string }): SlugCheck {
  const fetcher = useFetcher<{ slug: string; available: boolean }>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const askable = isSlug(slug) && slug !== storedSlug;

  useEffect(() => {
    if (!askable) return;
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ slug });
      if (exceptId) query.set("exceptId", exceptId);
      void load.current(`/dashboard/project-management/slug-check?${query}`);
    }, SLUG_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [slug, exceptId, askable]);

  if (!askable) return "idle";
  if (fetcher.data?.slug !== slug) return "checking";
  return fetcher.data.available ? "available" : "taken";
}
