import { ArrowDown, ArrowUp, ArrowUpDown, Inbox, X } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Checkbox } from "~/components/ui/checkbox";
import { cn } from "~/components/ui/cn";
import { Skeleton } from "~/components/ui/skeleton";
import { bulkChips } from "~/domain/list-query";
import { Pagination, type Paging } from "./pagination";
import { useLoadingThisPage, useQueryHref } from "./url-state";

export interface Column<Row> {
  key: string;
  header: string;
  /** The ?sort= value of this column, when the server can sort by it. */
  sortKey?: string;
  className?: string;
  cell: (row: Row) => React.ReactNode;
}

export interface BulkSelection<Row> {
  /** The name a chip shows for a selected row. */
  nameOf: (row: Row) => string;
  /** Rows that cannot be selected (a master row, say). */
  canSelect?: (row: Row) => boolean;
  /** The bulk bar's buttons for the selected rows; `clear` empties the selection. */
  actions: (selected: Row[], clear: () => void) => React.ReactNode;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: { title: string; description?: string; action?: React.ReactNode };
  paging?: Paging;
  selection?: BulkSelection<Row>;
  /** Placeholder rows while this page's next state loads. */
  loadingRows?: number;
}

/**
 * The one table of the back office: server-sorted columns (?sort=&dir=), server paging, row
 * selection with the spec's bulk bar, placeholder rows while loading and an empty row. Below
 * the md breakpoint each row becomes a card with the column names as labels.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty, paging, selection, loadingRows = 5 }: DataTableProps<Row>) {
  const loading = useLoadingThisPage();
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const selectable = useMemo(
    () => (selection ? rows.filter((row) => selection.canSelect?.(row) ?? true) : []),
    [rows, selection],
  );
  const selected = selectable.filter((row) => selectedKeys.has(rowKey(row)));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  const clear = () => setSelectedKeys(new Set());
  const toggle = (key: string) =>
    setSelectedKeys((keys) => {
      const next = new Set(keys);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {selection && selected.length > 0 ? <BulkBar names={selected.map(selection.nameOf)} onClear={clear}>{selection.actions(selected, clear)}</BulkBar> : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500 md:table-header-group">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 px-4 py-3">
                <Checkbox
                  aria-label="Select all rows on this page"
                  checked={allSelected}
                  disabled={selectable.length === 0}
                  onChange={() => setSelectedKeys(allSelected ? new Set() : new Set(selectable.map(rowKey)))}
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn("px-4 py-3 font-semibold", column.className)}>
                {column.sortKey ? <SortLink label={column.header} sortKey={column.sortKey} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100" aria-busy={loading || undefined}>
          {loading
            ? Array.from({ length: loadingRows }, (_, index) => (
                <tr key={index} className="block md:table-row" data-testid="placeholder-row">
                  {selection ? <td className="hidden px-4 py-4 md:table-cell" /> : null}
                  {columns.map((column) => (
                    <td key={column.key} className="block px-4 py-2 md:table-cell md:py-4">
                      <Skeleton className="h-4 w-full max-w-40" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => {
                const key = rowKey(row);
                const canSelect = selection ? (selection.canSelect?.(row) ?? true) : false;
                return (
                  <tr key={key} className={cn("block p-4 md:table-row md:p-0", selectedKeys.has(key) && "bg-brand/5")}>
                    {selection ? (
                      <td className="float-right md:float-none md:table-cell md:w-10 md:px-4 md:py-3">
                        {canSelect ? (
                          <Checkbox aria-label={`Select ${selection.nameOf(row)}`} checked={selectedKeys.has(key)} onChange={() => toggle(key)} />
                        ) : null}
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        data-label={column.header}
                        className={cn(
                          "flex items-start justify-between gap-4 py-1 text-slate-700 before:shrink-0 before:text-xs before:font-medium before:uppercase before:tracking-wide before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:align-middle md:before:content-none",
                          column.className,
                        )}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
          {!loading && rows.length === 0 ? (
            <tr className="block md:table-row">
              <td colSpan={columns.length + (selection ? 1 : 0)} className="block px-6 py-14 text-center md:table-cell">
                <Inbox className="mx-auto size-10 text-slate-300" aria-hidden="true" />
                <p className="mt-3 font-semibold text-slate-900">{empty.title}</p>
                {empty.description ? <p className="mt-1 text-sm text-slate-500">{empty.description}</p> : null}
                {empty.action ? <div className="mt-4">{empty.action}</div> : null}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {paging ? <Pagination {...paging} /> : null}
    </div>
  );
}

function SortLink({ label, sortKey }: { label: string; sortKey: string }) {
  const [searchParams] = useSearchParams();
  const href = useQueryHref();
  const active = searchParams.get("sort") === sortKey;
  const dir = active && searchParams.get("dir") === "asc" ? "desc" : "asc";
  const Icon = !active ? ArrowUpDown : searchParams.get("dir") === "desc" ? ArrowDown : ArrowUp;
  return (
    <Link
      to={href({ sort: sortKey, dir })}
      className="inline-flex items-center gap-1 hover:text-slate-900"
      aria-label={`Sort by ${label}`}
    >
      {label}
      <Icon className={cn("size-3.5", active ? "text-brand" : "text-slate-300")} aria-hidden="true" />
    </Link>
  );
}

/** The spec's bulk selection bar: chips of at most five names, then '+N more'. */
function BulkBar({ names, onClear, children }: { names: string[]; onClear: () => void; children: React.ReactNode }) {
  const { shown, more } = bulkChips(names);
  return (
    <div role="region" aria-label="Bulk actions" className="flex flex-col gap-3 border-b border-brand/20 bg-brand/5 px-4 py-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-900">{names.length} selected</span>
        {shown.map((name, index) => (
          <span key={`${name}-${index}`} className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
            {name}
          </span>
        ))}
        {more > 0 ? <span className="text-xs font-medium text-slate-600">+{more} more</span> : null}
        <button type="button" onClick={onClear} className="inline-flex items-center gap-1 text-xs text-slate-600 hover:text-slate-900">
          <X className="size-3" aria-hidden="true" />
          Clear
        </button>
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
