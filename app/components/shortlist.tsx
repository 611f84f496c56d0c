import { Heart } from "lucide-react";
import { Link } from "react-router";
import { browserProjectSet } from "~/components/browser-project-set";
import { cn } from "~/components/ui/cn";
import { SHORTLIST_SET, shortlistHref } from "~/domain/shortlist";

/**
 * The buyer's shortlist (issue 34 item 4), kept in this browser like the compare set. Without
 * JavaScript "Save" is a plain link to the shortlist page with that project.
 */
const shortlist = browserProjectSet("condo-sites:shortlist", SHORTLIST_SET);
export const saveShortlist = shortlist.save;
export const useShortlist = shortlist.useSet;
export const currentShortlist = shortlist.current;

/** One tap saves the project, another takes it out. `compact`: the round button at the corner of a card's picture. */
export function SaveToggle({ slug, name, compact = false, className }: { slug: string; name: string; compact?: boolean; className?: string }) {
  const { on: saved, href, toggle } = shortlist.useToggle(slug);
  return (
    <a
      href={href}
      data-track="shortlist"
      onClick={toggle}
      role="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from shortlist` : `Save ${name} to shortlist`}
      className={cn(
        "z-10 inline-flex items-center justify-center gap-1.5 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand",
        compact
          ? "absolute bottom-3 right-3 size-10 rounded-full bg-white/95 text-slate-700 shadow-md hover:text-rose-600"
          : cn("relative h-10 rounded-[var(--radius-button,0.5rem)] border px-3", saved ? "border-rose-300 bg-rose-50 text-rose-700" : "border-slate-300 bg-white text-slate-800 hover:border-rose-300 hover:text-rose-700"),
        className,
      )}
    >
      <Heart className={cn(compact ? "size-5" : "size-4", saved && "fill-rose-600 text-rose-600")} aria-hidden="true" />
      {compact ? null : saved ? "Saved" : "Save"}
    </a>
  );
}

/** The header's way to the shortlist, with how many are saved. */
export function ShortlistLink() {
  const set = useShortlist();
  return (
    <Link
      to={shortlistHref(set)}
      aria-label={set.length ? `Shortlist, ${set.length} saved` : "Shortlist"}
      className="relative inline-flex size-9 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-rose-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <Heart className={cn("size-5", set.length > 0 && "fill-rose-600 text-rose-600")} aria-hidden="true" />
      {set.length ? (
        <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 flex min-w-4 items-center justify-center rounded-full bg-rose-600 px-1 text-[10px] font-bold leading-4 text-white">
          {set.length}
        </span>
      ) : null}
    </Link>
  );
}
