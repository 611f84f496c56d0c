import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/** A public page's "nothing here yet" panel: its icon, a heading, a line of help and what to do next. */
export function EmptyState({
  icon: Icon,
  iconClassName = "bg-brand/10 text-brand",
  title,
  testId,
  children,
  actions,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  testId: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center" data-testid={testId}>
      <span className={cn("mx-auto flex size-14 items-center justify-center rounded-2xl", iconClassName)}>
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{children}</p>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
