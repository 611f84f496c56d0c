import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { CompareTray } from "~/components/compare-set";
import { Building2, LayoutGrid, Map as MapIcon, SearchX } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useNavigation, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/condos";
import { EmptyState } from "~/components/empty-state";
import { LoadFailure } from "~/components/load-failure";
import { hasPermission } from "~/domain/permissions";
import { LOAD_FAILURE_MESSAGES } from "~/domain/public-listing";
import { ProjectCard } from "~/components/project-card";
import { Button } from "~/components/ui/button";
import { filterChips, hasActiveFilters, LISTING_PAGE_SIZE, listingPageLinks, listingQuery, parseListingFilters, totalPages, type ListingFilters } from "~/domain/listing-filters";
import type { SiteContext } from "~/domain/site-context";
import { ListingChips, ListingSearchForm, type ListingFacetCounts } from "~/features/projects/listing-search-form";
import { cn } from "~/components/ui/cn";
import { ProjectGridSkeleton } from "~/components/project-grid-skeleton";
import { pageMeta, pageLocation, type PageLocation } from "~/features/seo/page-meta";
import { breadcrumbStructuredData } from "~/features/seo/structured-data";
import { siteOgImage } from "#server/og-image/og-image";
import { getOptionalUser } from "#server/guards";
import { mapListedProjects, searchListedProjects } from "#server/services/project-search";
import { PageIntro } from "~/components/page-intro";

/** The map view's code, map library and all, loads only in map view (issue 34 item 2). */
const ListingMap = lazy(() => import("~/features/projects/listing-map").then((module) => ({ default: module.ListingMap })));

/** A public page: the site's custom CSS applies (issue 30 item 10). */
export const handle = PUBLIC_PAGE_HANDLE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = parseListingFilters(new URL(request.url).searchParams);
  const [user, result] = await Promise.all([getOptionalUser(request, context), searchListedProjects(context.db, requested)]);
  const map =
    result.filters.view === "map"
      ? { ...(await mapListedProjects(context.db, result.filters)), tiles: { tileUrl: context.config.map.tileUrl, attribution: context.config.map.attribution } }
      : null;
  return {
    ...result,
    map,
    showMasterAdmin: hasPermission(user?.role, "masterAdminLink"),
    seo: listingSeo(context.site, pageLocation(context.siteOrigin, request), result.filters),
  };
}

/** The listing's tags: the region in the title when one is chosen, the site's card as the image. */
function listingSeo(site: SiteContext, location: PageLocation, filters: ListingFilters): MetaDescriptor[] {
  // One place in the title: the first district chosen, else the first region.
  const chips = filterChips(filters);
  const place = (chips.find((chip) => chip.key === "district") ?? chips.find((chip) => chip.key === "region"))?.label ?? "";
  const where = place ? ` in ${place}` : "";
  return pageMeta({
    ...location,
    siteName: site.siteName,
    indexable: site.indexable,
    title: `Condominium Listings${where} | ${site.siteName}`,
    description: `Browse new launch and selling condominiums${where} in Singapore with ${site.ownerName}: prices, unit types, facilities and showflat appointments.`,
    keywords: ["Singapore condo listings", "new launch condos", "condominium for sale", place || "Singapore districts"],
    image: siteOgImage(site),
    structuredData: [
      breadcrumbStructuredData(location.origin, [
        { name: "Home", path: "/" },
        { name: "Condos", path: "/condos" },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ title: "Condominium Listings" }];

function ListingHeader({ filters, facets }: { filters: ListingFilters; facets: ListingFacetCounts }) {
  return (
    <PageIntro
      crumb="Condos"
      title="Condominium Listings"
      lead="New launches and projects now selling across Singapore: search by name, district or area, and narrow by price, size and TOP."
      // Above the results: the filters' choice lists open over the cards.
      className="relative isolate z-20"
    >
      <ListingSearchForm filters={filters} facets={facets} />
    </PageIntro>
  );
}

function Pagination({ filters, total }: { filters: ListingFilters; total: number }) {
  const pages = totalPages(total);
  if (pages <= 1) return null;
  const link = (page: number) => `/condos${listingQuery(filters, { page })}`;
  const item = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold";
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {filters.page > 1 ? (
        <Link to={link(filters.page - 1)} className={`${item} border-slate-300 text-slate-800 hover:bg-slate-50`} rel="prev">
          Previous
        </Link>
      ) : null}
      {listingPageLinks(filters.page, pages).map((page, i) =>
        page === null ? (
          <span key={`gap-${i}`} className="px-1 text-sm text-slate-500" aria-hidden="true">
            …
          </span>
        ) : page === filters.page ? (
          <span key={page} aria-current="page" className={`${item} border-brand bg-brand text-white`}>
            {page}
          </span>
        ) : (
          <Link key={page} to={link(page)} className={`${item} border-slate-300 text-slate-800 hover:bg-slate-50`} aria-label={`Page ${page}`}>
            {page}
          </Link>
        ),
      )}
      {filters.page < pages ? (
        <Link to={link(filters.page + 1)} className={`${item} border-slate-300 text-slate-800 hover:bg-slate-50`} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** List or map: a pair of links that keep the search, the filters and the sort. */
function ViewSwitch({ filters }: { filters: ListingFilters }) {
  const option = (view: ListingFilters["view"], label: string, Icon: typeof MapIcon) => (
    <Link
      to={`/condos${listingQuery(filters, { view, page: view === "map" ? 1 : filters.page })}`}
      aria-current={filters.view === view ? "page" : undefined}
      preventScrollReset
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-lg px-3 font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand",
        filters.view === view ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
  return (
    <nav aria-label="Results view" className="order-last ml-auto inline-flex rounded-xl bg-slate-100 p-1">
      {option("list", "List", LayoutGrid)}
      {option("map", "Map", MapIcon)}
    </nav>
  );
}

function ListingEmpty({ searching, showMasterAdmin }: { searching: boolean; showMasterAdmin: boolean }) {
  return (
    <EmptyState
      icon={searching ? SearchX : Building2}
      title={searching ? "No matching projects found" : "No Projects Available"}
      testId="listing-empty"
      actions={
        searching || showMasterAdmin ? (
          <>
            {searching ? (
              <Button asChild variant="outline">
                <Link to="/condos">Show all projects</Link>
              </Button>
            ) : null}
            {showMasterAdmin ? (
              <Button asChild>
                <Link to="/dashboard/project-management">Manage Projects</Link>
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {searching ? "Try adjusting your search terms." : "Check back soon for new property listings."}
    </EmptyState>
  );
}

export default function Condos({ loaderData }: Route.ComponentProps) {
  const { filters, facets, projects, total, showMasterAdmin, map } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/condos";
  const searching = Boolean(filters.q) || hasActiveFilters(filters);
  const first = (filters.page - 1) * LISTING_PAGE_SIZE + 1;

  return (
    <main>
      <CompareTray />
      <ListingHeader key={listingQuery(filters)} filters={filters} facets={facets} />
      <section aria-labelledby="listing-results" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="listing-results" className="sr-only">
          Projects
        </h2>
        <div className="mb-6 flex flex-wrap items-center gap-2 text-sm">
          <ViewSwitch filters={filters} />
          {!loading && (searching || total > projects.length) ? (
            <>
              <p className="mr-2 text-slate-600" role="status">
                {total} {total === 1 ? "project" : "projects"} found
                {total > projects.length && projects.length ? ` · showing ${first}–${first + projects.length - 1}` : ""}
              </p>
              <ListingChips filters={filters} />
              {searching ? (
                <Link to={`/alerts?search=${encodeURIComponent(listingQuery(filters, { view: "list" }).slice(1))}`} className="font-medium text-brand underline-offset-4 hover:underline">
                  Email me new launches for this search
                </Link>
              ) : null}
            </>
          ) : null}
        </div>
        {map ? (
          <Suspense fallback={<div className="mb-8 h-[26rem] rounded-2xl border border-slate-200 bg-slate-100 sm:h-[32rem]" />}>
            <ListingMap projects={map.projects} tiles={map.tiles} unplaced={map.unplaced} />
          </Suspense>
        ) : null}
        {loading ? (
          <ProjectGridSkeleton />
        ) : projects.length ? (
          <>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="listing-grid">
              {projects.map((project, index) => (
                <ProjectCard key={project.id} project={project} priority={index === 0} />
              ))}
            </div>
            <Pagination filters={filters} total={total} />
          </>
        ) : (
          <ListingEmpty searching={searching} showMasterAdmin={showMasterAdmin} />
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-7xl px-4 section-y-16 sm:px-6 lg:px-8">
      <LoadFailure title={LOAD_FAILURE_MESSAGES.projectsTitle} description={LOAD_FAILURE_MESSAGES.projects} asPageHeading />
    </main>
  );
}
