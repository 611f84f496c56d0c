import { Building2, SearchX, X } from "lucide-react";
import { Form, Link, useNavigation, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/condos";
import { LoadFailure } from "~/components/load-failure";
import { LOAD_FAILURE_MESSAGES } from "~/domain/public-listing";
import { ProjectCard } from "~/components/project-card";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import type { ProjectSummary } from "~/domain/public-read-models";
import { URBAN_PLANNING_REGIONS, URBAN_PLANNING_REGION_LABELS } from "~/domain/singapore";
import type { SiteContext } from "~/domain/site-context";
import { stripControlCharacters } from "~/domain/text";
import { ProjectGridSkeleton } from "~/features/projects/project-grid-skeleton";
import { pageMeta, requestLocation, type RequestLocation } from "~/features/seo/page-meta";
import { breadcrumbStructuredData } from "~/features/seo/structured-data";
import { getOptionalUser } from "#server/guards";
import { searchListedProjects } from "#server/services/public-projects";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The search box shows what was searched: without the control characters the service drops.
  const q = stripControlCharacters(url.searchParams.get("q") ?? "").trim();
  const region = stripControlCharacters(url.searchParams.get("region") ?? "").trim();
  const [user, result] = await Promise.all([getOptionalUser(request, context), searchListedProjects(context.db, { q, region })]);
  return {
    q,
    region,
    isMaster: user?.role === "master",
    ...result,
    seo: listingSeo(context.site, requestLocation(request), region, result.projects),
  };
}

/** The listing's tags: the region in the title when one is chosen, the first card's banner as the image. */
function listingSeo(site: SiteContext, location: RequestLocation, region: string, projects: ProjectSummary[]): MetaDescriptor[] {
  const where = region ? ` in ${region}` : "";
  return pageMeta({
    ...location,
    siteName: site.siteName,
    indexable: site.indexable,
    title: `Condominium Listings${where} | ${site.siteName}`,
    description: `Browse new launch and selling condominiums${where} in Singapore with ${site.ownerName}: prices, unit types, facilities and showflat appointments.`,
    keywords: ["Singapore condo listings", "new launch condos", "condominium for sale", region || "Singapore districts"],
    image: projects[0]?.bannerImageUrl ?? null,
    structuredData: [
      breadcrumbStructuredData(location.origin, [
        { name: "Home", path: "/" },
        { name: "Condos", path: "/condos" },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ title: "Condominium Listings" }];

function regionLabel(region: string): string {
  return URBAN_PLANNING_REGION_LABELS[region as keyof typeof URBAN_PLANNING_REGION_LABELS] ?? region;
}

function ListingHeader({ q, region }: { q: string; region: string }) {
  const isRegionOption = (URBAN_PLANNING_REGIONS as readonly string[]).includes(region);
  return (
    <header className="relative isolate overflow-hidden border-b border-slate-200/70 bg-gradient-to-b from-brand/[0.07] to-transparent">
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16 lg:px-8">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <ol className="flex items-center gap-2">
            <li>
              <Link to="/" className="hover:text-slate-900">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-800">
              Condos
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">Condominium Listings</h1>
        <p className="mt-2 max-w-2xl text-slate-600">New launches and projects now selling across Singapore, newest first.</p>
        <Form method="get" role="search" className="mt-8 grid gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[1fr_14rem_auto]">
          <div>
            <label htmlFor="listing-q" className="sr-only">
              Search by project name, district or neighbourhood
            </label>
            <Input id="listing-q" name="q" type="search" defaultValue={q} placeholder="Name, district or neighbourhood" className="h-11" />
          </div>
          <div>
            <label htmlFor="listing-region" className="sr-only">
              Region
            </label>
            <NativeSelect id="listing-region" name="region" defaultValue={region} className="h-11">
              <option value="">All regions</option>
              {URBAN_PLANNING_REGIONS.map((option) => (
                <option key={option} value={option}>
                  {URBAN_PLANNING_REGION_LABELS[option]}
                </option>
              ))}
              {region && !isRegionOption ? <option value={region}>{region}</option> : null}
            </NativeSelect>
          </div>
          <Button type="submit" size="lg" className="h-11">
            Search
          </Button>
        </Form>
      </div>
    </header>
  );
}

function EmptyState({ searching, isMaster }: { searching: boolean; isMaster: boolean }) {
  return (
    <div className="mx-auto max-w-lg rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center" data-testid="listing-empty">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand/10 text-brand">
        {searching ? <SearchX className="size-7" aria-hidden="true" /> : <Building2 className="size-7" aria-hidden="true" />}
      </span>
      <h2 className="mt-5 text-xl font-semibold text-slate-900">{searching ? "No matching projects found" : "No Projects Available"}</h2>
      <p className="mt-2 text-slate-600">{searching ? "Try adjusting your search terms." : "Check back soon for new property listings."}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {searching ? (
          <Button asChild variant="outline">
            <Link to="/condos">Show all projects</Link>
          </Button>
        ) : null}
        {isMaster ? (
          <Button asChild>
            <Link to="/dashboard/project-management">Manage Projects</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export default function Condos({ loaderData }: Route.ComponentProps) {
  const { q, region, projects, total, isMaster } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/condos";
  const searching = Boolean(q || region);

  return (
    <main>
      <ListingHeader key={`${q}|${region}`} q={q} region={region} />
      <section aria-labelledby="listing-results" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="listing-results" className="sr-only">
          Projects
        </h2>
        {searching && !loading ? (
          <div className="mb-6 flex flex-wrap items-center gap-2 text-sm">
            <p className="text-slate-600" role="status">
              {total} {total === 1 ? "project" : "projects"} found
            </p>
            {q ? (
              <Link
                to={region ? `/condos?region=${encodeURIComponent(region)}` : "/condos"}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700 hover:bg-slate-200"
                aria-label={`Remove search for ${q}`}
              >
                “{q}” <X className="size-3.5" aria-hidden="true" />
              </Link>
            ) : null}
            {region ? (
              <Link
                to={q ? `/condos?q=${encodeURIComponent(q)}` : "/condos"}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700 hover:bg-slate-200"
                aria-label={`Remove filter ${regionLabel(region)}`}
              >
                {regionLabel(region)} <X className="size-3.5" aria-hidden="true" />
              </Link>
            ) : null}
          </div>
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
            {total > projects.length ? (
              <p className="mt-8 text-center text-sm text-slate-600">
                Showing the {projects.length} newest of {total} projects. Search by name or district to narrow the list.
              </p>
            ) : null}
          </>
        ) : (
          <EmptyState searching={searching} isMaster={isMaster} />
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
