import { Search } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { formatNumber } from "~/domain/format";
import { isPageParam } from "~/domain/list-query";
import { useQueryHref } from "./url-state";

export interface UrlTab {
  value: string;
  label: string;
  count?: number;
}

/** Status tabs kept in the URL (?tab=), each with its count. */
export function UrlTabs({ tabs, current, param = "tab", label }: { tabs: UrlTab[]; current: string; param?: string; label: string }) {
  const href = useQueryHref();
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex w-max gap-1 rounded-xl bg-slate-100 p-1">
        {tabs.map((tab) => {
          const active = tab.value === current;
          return (
            <li key={tab.value}>
              <Link
                to={href({ [param]: tab.value })}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium transition-colors",
                  active ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
                )}
              >
                {tab.label}
                {tab.count !== undefined ? (
                  <span className={cn("rounded-full px-1.5 text-xs", active ? "bg-brand/10 text-brand" : "bg-slate-200 text-slate-600")}>
                    {formatNumber(tab.count)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A search box that submits as ?q= (GET, so it works before JavaScript and can be shared). */
export function UrlSearch({ placeholder, label, param = "q", className }: { placeholder: string; label: string; param?: string; className?: string }) {
  const [searchParams] = useSearchParams();
  const kept = [...searchParams.entries()].filter(([key]) => key !== param && !isPageParam(key));
  return (
    <Form method="get" role="search" className={cn("relative w-full sm:max-w-xs", className)}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={`search-${param}`} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        id={`search-${param}`}
        type="search"
        name={param}
        defaultValue={searchParams.get(param) ?? ""}
        placeholder={placeholder}
        className="pl-9"
        maxLength={200}
      />
    </Form>
  );
}

/**
 * A filter kept in the URL (?{param}=): a GET form whose select submits on change; its button
 * does the same before JavaScript loads. The other parameters ride along, the page resets.
 */
export function UrlSelect({
  param,
  label,
  allLabel,
  options,
  className,
}: {
  param: string;
  label: string;
  /** The choice that removes the filter ('All Types'). */
  allLabel: string;
  options: readonly string[];
  className?: string;
}) {
  const [searchParams] = useSearchParams();
  const kept = [...searchParams.entries()].filter(([key]) => key !== param && !isPageParam(key));
  return (
    <Form method="get" className={cn("flex w-full items-center gap-2 sm:w-56", className)}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={`filter-${param}`} className="sr-only">
        {label}
      </label>
      <div className="flex-1">
        <NativeSelect
          id={`filter-${param}`}
          name={param}
          defaultValue={searchParams.get(param) ?? ""}
          key={searchParams.get(param) ?? ""}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      </div>
      <noscript>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-2 text-sm">
          Filter
        </button>
      </noscript>
    </Form>
  );
}
