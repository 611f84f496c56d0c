import { ChevronDown, X } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import {
  BEDROOM_OPTIONS,
  bedroomLabel,
  districtLabel,
  filterChips,
  LINE_CHOICES,
  LISTING_REGIONS,
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  listingQuery,
  parseListingFilters,
  PRICE_BANDS,
  priceBandLabel,
  regionLabel,
  STATION_DISTANCES,
  stationDistanceLabel,
  type ListingFilters,
} from "~/domain/listing-filters";
import { STATUS_FILTERS, statusFilterLabel } from "~/domain/project-status";
import { DISTRICTS } from "~/domain/districts";
import { CORE_REGION_LABELS, type CoreRegion } from "~/domain/singapore";

/** How many listed projects each option would show, given the other filters (the server counts). */
export type ListingFacetCounts = Record<"region" | "district" | "type" | "tenure" | "top" | "beds" | "price" | "status" | "near" | "line", Record<string, number>>;

interface Option {
  value: string;
  label: string;
  count: number;
}

function FilterSelect({ name, label, value, anyLabel, options, onChange }: { name: string; label: string; value: string; anyLabel: string; options: Option[]; onChange: (form: HTMLFormElement | null) => void }) {
  const id = `listing-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500">
        {label}
      </label>
      <NativeSelect id={id} name={name} defaultValue={value} onChange={(event) => onChange(event.currentTarget.form)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.count === 0 && option.value !== value}>
            {option.label} ({option.count})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * A filter of several choices: a native disclosure of checkboxes, so it opens, and its choices
 * travel as repeated parameters, without JavaScript. Nothing applies until Apply (or Search): a
 * buyer ticks several districts before the list changes.
 */
function FilterChecklist({ name, label, anyLabel, selected, options }: { name: string; label: string; anyLabel: string; selected: readonly string[]; options: Option[] }) {
  const id = `listing-${name}`;
  const summary = selected.length === 0 ? anyLabel : selected.length === 1 ? (options.find((option) => option.value === selected[0])?.label ?? anyLabel) : `${selected.length} selected`;
  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500">
        {label}
      </span>
      <details className="group relative" data-testid={`${id}-choices`}>
        <summary
          aria-describedby={`${id}-label`}
          className="flex h-10 cursor-pointer list-none items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand [&::-webkit-details-marker]:hidden"
        >
          <span className="truncate">
            <span className="sr-only">{label}: </span>
            {summary}
          </span>
          <ChevronDown className="size-4 shrink-0 text-slate-500 transition group-open:rotate-180" aria-hidden="true" />
        </summary>
        <fieldset className="z-30 mt-1 w-full min-w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg lg:absolute">
          <legend className="sr-only">{label}</legend>
          <div className="max-h-64 overflow-y-auto">
            {options.map((option) => {
              const checked = selected.includes(option.value);
              return (
                <label key={option.value} className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-2 text-sm text-slate-800 hover:bg-slate-50 has-[:disabled]:cursor-default has-[:disabled]:text-slate-400">
                  <input type="checkbox" name={name} value={option.value} defaultChecked={checked} disabled={option.count === 0 && !checked} className="size-4 rounded border-slate-300 accent-brand" />
                  <span className="flex-1">{option.label}</span>
                  <span className="text-xs tabular-nums text-slate-500">{option.count}</span>
                </label>
              );
            })}
          </div>
          <Button type="submit" size="sm" className="mt-2 w-full">
            Apply
          </Button>
        </fieldset>
      </details>
    </div>
  );
}

const byKeys = (counts: Record<string, number>, selected: string | null, sort: (a: string, b: string) => number = (a, b) => a.localeCompare(b)) =>
  [...new Set([...Object.keys(counts), ...(selected ? [selected] : [])])].sort(sort).map((value) => ({ value, label: value, count: counts[value] ?? 0 }));

/**
 * The listing's search box, filters with their counts and sort: one GET form, so every state is
 * a URL and it all works before JavaScript loads. With JavaScript a changed filter applies at once.
 */
export function ListingSearchForm({ filters, facets }: { filters: ListingFilters; facets: ListingFacetCounts }) {
  const navigate = useNavigate();
  // With JavaScript the form goes to its canonical URL (no empty fields, one order of choices):
  // the address a buyer shares and the page cache keys are the same for the same choices.
  const go = (form: HTMLFormElement) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
    void navigate(`/condos${listingQuery(parseListingFilters(fields))}`, { preventScrollReset: true });
  };
  const apply = (form: HTMLFormElement | null) => {
    if (form) go(form);
  };
  const activeCount = filterChips(filters).length;
  const count = (facet: keyof ListingFacetCounts, value: string) => facets[facet][value] ?? 0;

  return (
    <Form
      method="get"
      role="search"
      action="/condos"
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget);
      }}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      {filters.view === "map" ? <input type="hidden" name="view" value="map" /> : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div>
          <label htmlFor="listing-q" className="sr-only">
            Search by project name, district or neighbourhood
          </label>
          <Input
            id="listing-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Name, district (D9), area, freehold, EC…"
            className="h-11"
          />
        </div>
        <Button type="submit" size="lg" className="h-11">
          Search
        </Button>
      </div>

      {/* A checkbox without a name toggles the filters on phones with no script; it is never submitted. Wide
          screens always show the filters, so there it is gone with its label rather than an unlabelled stop for the keyboard. */}
      <input type="checkbox" id="listing-filters-toggle" className="peer sr-only lg:hidden" defaultChecked={activeCount > 0} />
      <label
        htmlFor="listing-filters-toggle"
        className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand lg:hidden"
      >
        Filters and sort{activeCount ? ` (${activeCount})` : ""}
        <ChevronDown className="size-4" aria-hidden="true" />
      </label>
      <div className="mt-3 hidden gap-3 border-t border-slate-100 pt-3 peer-checked:grid sm:grid-cols-2 lg:grid lg:grid-cols-5" data-testid="listing-filters">
        <FilterChecklist
          name="region"
          label="Region"
          anyLabel="All regions"
          selected={filters.region}
          options={LISTING_REGIONS.map((region) => ({
            value: region,
            label: CORE_REGION_LABELS[region as CoreRegion] ?? regionLabel(region),
            count: count("region", region),
          }))}
        />
        <FilterChecklist
          name="district"
          label="District"
          anyLabel="All districts"
          selected={filters.district.map(String)}
          options={DISTRICTS.filter((d) => count("district", String(d.number)) > 0 || filters.district.includes(d.number)).map((d) => ({
            value: String(d.number),
            label: districtLabel(d.number),
            count: count("district", String(d.number)),
          }))}
        />
        <FilterSelect name="type" label="Property type" value={filters.type ?? ""} anyLabel="All types" onChange={apply} options={byKeys(facets.type, filters.type)} />
        <FilterSelect name="tenure" label="Tenure" value={filters.tenure ?? ""} anyLabel="Any tenure" onChange={apply} options={byKeys(facets.tenure, filters.tenure)} />
        <FilterSelect
          name="top"
          label="TOP year"
          value={filters.top === null ? "" : String(filters.top)}
          anyLabel="Any year"
          onChange={apply}
          options={byKeys(facets.top, filters.top === null ? null : String(filters.top), (a, b) => Number(a) - Number(b)).map((option) => ({ ...option, label: `TOP ${option.value}` }))}
        />
        <FilterChecklist
          name="beds"
          label="Bedrooms"
          anyLabel="Any size"
          selected={filters.beds.map(String)}
          options={BEDROOM_OPTIONS.map((beds) => ({ value: String(beds), label: bedroomLabel(beds), count: count("beds", String(beds)) }))}
        />
        <FilterSelect
          name="price"
          label="Starting price"
          value={filters.price ?? ""}
          anyLabel="Any price"
          onChange={apply}
          options={PRICE_BANDS.map((band) => ({ value: band.key, label: priceBandLabel(band), count: count("price", band.key) }))}
        />
        <FilterChecklist
          name="status"
          label="Sales status"
          anyLabel="Any status"
          selected={filters.status}
          options={STATUS_FILTERS.map((entry) => ({ value: entry.key, label: statusFilterLabel(entry.key), count: count("status", entry.key) }))}
        />
        <FilterSelect
          name="near"
          label="Near a station"
          value={filters.near === null ? "" : String(filters.near)}
          anyLabel="Any distance"
          onChange={apply}
          options={STATION_DISTANCES.map((metres) => ({ value: String(metres), label: stationDistanceLabel(metres), count: count("near", String(metres)) }))}
        />
        <FilterSelect
          name="line"
          label="On the line"
          value={filters.line ?? ""}
          anyLabel="Any line"
          onChange={apply}
          options={LINE_CHOICES.map((choice) => ({ value: choice.key, label: choice.name, count: count("line", choice.key) }))}
        />
        <div>
          <label htmlFor="listing-sort" className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500">
            Sort by
          </label>
          <NativeSelect id="listing-sort" name="sort" defaultValue={filters.sort} onChange={(event) => apply(event.currentTarget.form)}>
            {LISTING_SORTS.filter((sort) => sort !== "relevance" || filters.q).map((sort) => (
              <option key={sort} value={sort}>
                {LISTING_SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </Form>
  );
}

/** The applied search and filters as chips, each a link that removes it. */
export function ListingChips({ filters }: { filters: ListingFilters }) {
  const chip = "inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700 hover:bg-slate-200";
  const chips = filterChips(filters);
  return (
    <>
      {filters.q ? (
        <Link to={`/condos${listingQuery(filters, { q: "" })}`} className={chip} aria-label={`Remove search for ${filters.q}`} preventScrollReset>
          “{filters.q}” <X className="size-3.5" aria-hidden="true" />
        </Link>
      ) : null}
      {chips.map(({ key, label, without }) => (
        <Link key={`${key}:${label}`} to={`/condos${listingQuery(filters, without)}`} className={chip} aria-label={`Remove filter ${label}`} preventScrollReset>
          {label} <X className="size-3.5" aria-hidden="true" />
        </Link>
      ))}
      {chips.length + (filters.q ? 1 : 0) > 1 ? (
        <Link to="/condos" className="font-semibold text-brand hover:underline">
          Clear all
        </Link>
      ) : null}
    </>
  );
}
