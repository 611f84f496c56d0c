import type { LucideIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { formatNumber } from "~/domain/format";

const TONES = {
  brand: "bg-brand/10 text-brand",
  emerald: "bg-emerald-100 text-emerald-700",
  amber: "bg-amber-100 text-amber-700",
  red: "bg-red-100 text-red-700",
  blue: "bg-blue-100 text-blue-700",
  slate: "bg-slate-100 text-slate-600",
  violet: "bg-violet-100 text-violet-700",
} as const;

/** A figure from the database with its label: the back office's summary tiles. */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone = "brand",
  hint,
}: {
  label: string;
  value: number | string;
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  hint?: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <span className={cn("hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex", TONES[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium leading-snug text-slate-500">{label}</p>
        <p className="text-2xl font-semibold tabular-nums text-slate-900">{typeof value === "number" ? formatNumber(value) : value}</p>
        {hint ? <p className="truncate text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  );
}

export function StatGrid({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn("grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4", className)}>{children}</div>;
}
