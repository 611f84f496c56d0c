import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** A public section's eyebrow, heading, lead and optional 'View All' link. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  viewAll,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  viewAll?: { to: string; label: string } | null;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-brand">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {lead ? <p className="mt-2 text-base leading-relaxed text-slate-600">{lead}</p> : null}
      </div>
      {viewAll ? (
        <Link
          to={viewAll.to}
          aria-label={viewAll.label}
          className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
        >
          View All
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
