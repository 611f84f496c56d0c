import { formatNumber } from "~/domain/format";

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A small bar chart of counts per month ('2026-06'), drawn with CSS; the numbers are in the markup for screen readers. */
export function MonthlyBars({ data, label }: { data: { month: string; count: number }[]; label: string }) {
  const max = Math.max(1, ...data.map((point) => point.count));
  return (
    <figure>
      <figcaption className="sr-only">{label}</figcaption>
      <ol className="flex h-36 items-end gap-2 sm:gap-3">
        {data.map((point) => {
          const name = MONTH_NAMES[Number(point.month.slice(5, 7)) - 1] ?? point.month;
          return (
            <li key={point.month} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
              <span className="text-xs font-medium tabular-nums text-slate-700">{formatNumber(point.count)}</span>
              <span
                aria-hidden="true"
                className="w-full max-w-10 rounded-t-md bg-brand/80"
                style={{ height: `${Math.max(4, (point.count / max) * 100)}%` }}
              />
              <span className="text-xs text-slate-500">
                {name}
                <span className="sr-only">
                  {" "}
                  {point.month.slice(0, 4)}: {point.count} enquiries
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
