import { Check, GitCompareArrows, X } from "lucide-react";
import { Link } from "react-router";
import { browserProjectSet } from "~/components/browser-project-set";
import { cn } from "~/components/ui/cn";
import { COMPARE_LIMIT, COMPARE_SET, compareHref } from "~/domain/compare-set";

/**
 * The buyer's compare set (issue 34 item 3), kept in this browser. Without JavaScript every
 * "Compare" is a plain link to the compare page with that one project.
 */
const compareSet = browserProjectSet("condo-sites:compare", COMPARE_SET);
export const saveCompareSet = compareSet.save;
export const useCompareSet = compareSet.useSet;
export const useAdoptCompareSet = compareSet.useAdopt;

/** "Compare" on a card or a project page: adds the project to the set, or takes it out. */
export function CompareToggle({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const { on: chosen, href, toggle } = compareSet.useToggle(slug);
  return (
    <a
      href={href}
      data-track="compare"
      onClick={toggle}
      role="button"
      aria-pressed={chosen}
      aria-label={chosen ? `Remove ${name} from compare` : `Add ${name} to compare`}
      className={cn(
        "relative z-10 inline-flex h-10 items-center justify-center gap-1.5 rounded-[var(--radius-button,0.5rem)] border px-3 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2",
        chosen ? "border-brand bg-brand/10 text-brand" : "border-slate-300 bg-white text-slate-800 hover:border-brand hover:text-brand",
        className,
      )}
    >
      {chosen ? <Check className="size-4" aria-hidden="true" /> : <GitCompareArrows className="size-4" aria-hidden="true" />}
      {chosen ? "In compare" : "Compare"}
    </a>
  );
}

/**
 * The bar that appears once a project is chosen: how many, the way to the table, and clearing.
 * `aboveContactBar`: on a phone the project page keeps its contact bar at the bottom; the tray sits above it.
 */
export function CompareTray({ aboveContactBar = false }: { aboveContactBar?: boolean }) {
  const set = useCompareSet();
  if (set.length === 0) return null;
  return (
    <div role="region" aria-label="Compare set" className={cn("fixed left-4 z-40 flex", aboveContactBar ? "bottom-24 lg:bottom-4" : "bottom-4", "max-w-[calc(100%-6rem)] items-center gap-2 rounded-2xl bg-slate-900 p-2 pl-4 text-sm text-white shadow-xl shadow-slate-900/25")}>
      <span className="whitespace-nowrap font-medium">
        {set.length} of {COMPARE_LIMIT} chosen
      </span>
      <Link to={compareHref(set)} className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-xl bg-white px-3 font-semibold text-slate-900 hover:bg-slate-100">
        <GitCompareArrows className="size-4" aria-hidden="true" />
        Compare
      </Link>
      <button type="button" onClick={() => saveCompareSet([])} className="inline-flex size-9 items-center justify-center rounded-xl text-slate-300 hover:bg-white/10 hover:text-white" aria-label="Clear the compare set">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
