import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";

interface PageIntroProps {
  /** The page's name in a breadcrumb back to the home page. */
  crumb?: string;
  /** A short line above the title instead of the breadcrumb. */
  kicker?: string;
  title: ReactNode;
  lead: ReactNode;
  /** What follows the lead inside the band (the listing's search form). */
  children?: ReactNode;
  className?: string;
}

/** The band that opens a public page: where it is, its title and what it offers. */
export function PageIntro({ crumb, kicker, title, lead, children, className }: PageIntroProps) {
  return (
    <header className={cn("border-b border-slate-200/70 bg-gradient-to-b from-brand/[0.07] to-transparent", className)}>
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16 lg:px-8">
        {crumb ? (
          <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
            <ol className="flex items-center gap-2">
              <li>
                <Link to="/" className="hover:text-slate-900">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-medium text-slate-800">
                {crumb}
              </li>
            </ol>
          </nav>
        ) : null}
        {kicker ? <p className="text-xs font-semibold uppercase tracking-[0.18em] text-brand">{kicker}</p> : null}
        <h1 className={cn("text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl", crumb ? "mt-4" : "mt-2")}>{title}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{lead}</p>
        {children}
      </div>
    </header>
  );
}
