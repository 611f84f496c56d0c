import type { LucideIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";

/** The frame of every account screen: an icon, the spec's title, a card and links under it. */
export function AuthLayout({
  icon: Icon,
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  icon: LucideIcon;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-brand/10 via-white to-white" />
      <div
        aria-hidden="true"
        className="absolute -top-32 left-1/2 -z-10 h-80 w-[56rem] max-w-[200%] -translate-x-1/2 rounded-full bg-brand/15 blur-3xl"
      />
      <div className={cn("mx-auto px-4 py-12 sm:px-6 sm:py-20", wide ? "max-w-2xl" : "max-w-md")}>
        <div className="text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand text-white shadow-lg shadow-brand/25">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description ? <p className="mt-2 text-base text-slate-600">{description}</p> : null}
        </div>
        <div className="mt-8 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xl shadow-slate-900/5 sm:p-8">{children}</div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </main>
  );
}
