import { ChevronRight } from "lucide-react";
import { Link, useMatches } from "react-router";

/**
 * A route module's `handle.breadcrumb`: its label in the trail, or a function of its loader data
 * when one module serves two pages ('Add New Leader', 'Add New Agent').
 */
export interface BreadcrumbHandle {
  breadcrumb: string | ((loaderData: unknown) => string | null);
}

function breadcrumbOf(handle: unknown, loaderData: unknown): string | null {
  if (typeof handle !== "object" || handle === null || !("breadcrumb" in handle)) return null;
  const value = (handle as BreadcrumbHandle).breadcrumb;
  if (typeof value === "function") return value(loaderData);
  return typeof value === "string" ? value : null;
}

/** Dashboard › Section › Page, from the matched routes' handles. */
export function Breadcrumbs() {
  const trail = useMatches().flatMap((match) => {
    const label = breadcrumbOf(match.handle, match.loaderData);
    return label ? [{ label, to: match.pathname }] : [];
  });
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => (
          <li key={crumb.to} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight className="size-3.5 text-slate-400" aria-hidden="true" /> : null}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-700">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to} className="hover:text-brand hover:underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
