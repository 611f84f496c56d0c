import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { formatNumber } from "~/domain/format";
import { pageCount } from "~/domain/list-query";
import { paginationWindow } from "~/domain/pagination";
import { useQueryHref } from "./url-state";

const pageLink = "inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium";

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  /** The query parameter of this list's page, when a screen has two lists (?agentsPage=). */
  param?: string;
  /** The name of the pager's navigation landmark, unique on the screen. */
  label?: string;
}

/** 'Showing 21–40 of 57', Previous, up to five page numbers, Next; every state is a URL. */
export function Pagination({ page, pageSize, total, param = "page", label = "Pages" }: Paging) {
  const href = useQueryHref();
  const pages = pageCount(total, pageSize);
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row">
      <p className="text-sm text-slate-600">
        Showing <span className="font-medium text-slate-900">{formatNumber(first)}</span>–
        <span className="font-medium text-slate-900">{formatNumber(last)}</span> of{" "}
        <span className="font-medium text-slate-900">{formatNumber(total)}</span>
      </p>
      {pages > 1 ? (
        <nav aria-label={label} className="flex items-center gap-1">
          <PagerLink to={href({ [param]: page - 1 })} disabled={page <= 1} label="Previous">
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </PagerLink>
          {paginationWindow(page, pages).map((number) => (
            <Link
              key={number}
              to={href({ [param]: number })}
              aria-current={number === page ? "page" : undefined}
              className={cn(pageLink, number === page ? "bg-brand text-white" : "text-slate-700 hover:bg-slate-100")}
            >
              {number}
            </Link>
          ))}
          <PagerLink to={href({ [param]: page + 1 })} disabled={page >= pages} label="Next">
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </PagerLink>
        </nav>
      ) : null}
    </div>
  );
}

function PagerLink({ to, disabled, label, children }: { to: string; disabled: boolean; label: string; children: React.ReactNode }) {
  if (disabled) {
    return (
      <span aria-disabled="true" aria-label={label} className={cn(pageLink, "gap-1 text-slate-300")}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} className={cn(pageLink, "gap-1 text-slate-700 hover:bg-slate-100")}>
      {children}
    </Link>
  );
}
