import { Filter, X } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";

export interface FilterSelect {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  /** The label of the 'any' choice ('All actions'). */
  anyLabel: string;
}

/**
 * The filters of a log as a GET form: they live in the URL (shareable, back button works,
 * no JavaScript needed), and applying them starts again at page 1.
 */
export function AuditFilters({
  log,
  selects,
  dateFrom,
  dateTo,
  search,
  searchPlaceholder,
  clearHref,
}: {
  log: string;
  selects: FilterSelect[];
  dateFrom: string | undefined;
  dateTo: string | undefined;
  search: string | undefined;
  searchPlaceholder: string;
  clearHref: string;
}) {
  const filtered = Boolean(dateFrom || dateTo || search || selects.some((select) => select.value));
  return (
    <Form method="get" role="search" aria-label="Filter audit entries" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <input type="hidden" name="log" value={log} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {selects.map((select) => (
          <div key={select.name} className="grid gap-1.5">
            <Label htmlFor={`filter-${select.name}`}>{select.label}</Label>
            <NativeSelect id={`filter-${select.name}`} name={select.name} defaultValue={select.value ?? "all"}>
              <option value="all">{select.anyLabel}</option>
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        <div className="grid gap-1.5">
          <Label htmlFor="filter-dateFrom">From date</Label>
          <Input id="filter-dateFrom" type="date" name="dateFrom" defaultValue={dateFrom} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-dateTo">To date</Label>
          <Input id="filter-dateTo" type="date" name="dateTo" defaultValue={dateTo} />
        </div>
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="filter-search">Search</Label>
          <Input id="filter-search" type="search" name="search" defaultValue={search} placeholder={searchPlaceholder} maxLength={200} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit">
          <Filter aria-hidden="true" />
          Apply Filters
        </Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link to={clearHref}>
              <X aria-hidden="true" />
              Clear
            </Link>
          </Button>
        ) : null}
      </div>
      <p className="mt-3 text-xs text-slate-500">Dates are whole days in Singapore time.</p>
    </Form>
  );
}
