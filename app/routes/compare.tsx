import { GitCompareArrows, Plus, Trophy, X } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/compare";
import { useAdoptCompareSet } from "~/components/compare-set";
import { EmptyState } from "~/components/empty-state";
import { PageIntro } from "~/components/page-intro";
import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { COMPARE_LIMIT, compareHref, parseCompareSlugs, withoutCompared } from "~/domain/compare-set";
import type { CompareRow, ComparedProject } from "~/domain/project-compare";
import { pageLocation, pageMeta } from "~/features/seo/page-meta";
import { compareListedProjects } from "#server/services/project-compare";

/** A public page: the site's custom CSS applies. */
export const handle = PUBLIC_PAGE_HANDLE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const slugs = parseCompareSlugs(new URL(request.url).searchParams);
  const comparison = await compareListedProjects(context.db, slugs);
  const location = pageLocation(context.siteOrigin, request);
  return {
    ...comparison,
    seo: pageMeta({
      ...location,
      siteName: context.site.siteName,
      // A comparison is a buyer's own set: useful to share, never a page to rank.
      indexable: false,
      title: comparison.projects.length ? `Compare ${comparison.projects.map((project) => project.name).join(" vs ")} | ${context.site.siteName}` : `Compare projects | ${context.site.siteName}`,
      description: `Singapore condominiums side by side with ${context.site.ownerName}: price from, psf, tenure, TOP, units, nearest MRT, schools and facilities.`,
      keywords: ["compare condos", "Singapore new launch comparison"],
      image: comparison.projects[0]?.photoUrl ?? null,
      structuredData: [],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ title: "Compare projects" }];

const BEST_WORDS: Partial<Record<CompareRow["key"], string>> = { price: "Lowest", psf: "Lowest", station: "Nearest" };

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { projects, rows, missing } = loaderData;
  const slugs = projects.map((project) => project.slug);
  useAdoptCompareSet(slugs);

  return (
    <main>
      <PageIntro
        crumb="Compare"
        title="Compare projects"
        lead={`Up to ${COMPARE_LIMIT} projects side by side. Rows where they differ are marked; the lowest price and psf and the nearest station stand out. Share this page's address to share the comparison.`}
      />
      <section aria-labelledby="compare-table" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="compare-table" className="sr-only">
          Comparison
        </h2>
        {missing.length ? (
          <p role="status" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {missing.length === 1 ? "One project in this link is" : `${missing.length} projects in this link are`} no longer listed and left out.
          </p>
        ) : null}
        {projects.length === 0 ? (
          <EmptyCompare />
        ) : (
          <>
            <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="compare-scroller">
              <table className="w-full min-w-[40rem] border-collapse text-sm">
                <caption className="sr-only">Projects compared, one column each</caption>
                <thead>
                  <tr>
                    <td className="sticky left-0 z-10 w-36 bg-white p-3 sm:w-44" />
                    {projects.map((project) => (
                      <ProjectHeading key={project.slug} project={project} others={withoutCompared(slugs, project.slug)} />
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key} className={cn("border-t border-slate-100", row.differs && "bg-amber-50/40")}>
                      <th scope="row" className={cn("sticky left-0 z-10 p-3 text-left align-top font-medium text-slate-700", row.differs ? "bg-amber-50" : "bg-white")}>
                        {row.label}
                        {row.differs ? <span className="mt-1 block text-[11px] font-semibold uppercase tracking-wide text-amber-700">Differs</span> : null}
                      </th>
                      {row.cells.map((cell, at) => (
                        <td key={projects[at].slug} className="p-3 align-top text-slate-900">
                          {cell.text}
                          {cell.best ? (
                            <span className="ml-1.5 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-semibold text-emerald-800">
                              <Trophy className="size-3" aria-hidden="true" />
                              {BEST_WORDS[row.key]}
                            </span>
                          ) : null}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {projects.length < COMPARE_LIMIT ? (
              <p className="mt-6 text-sm text-slate-600">
                <Link to="/condos" className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
                  <Plus className="size-4" aria-hidden="true" />
                  Add a project
                </Link>{" "}
                from the listing with its Compare button.
              </p>
            ) : null}
          </>
        )}
      </section>
    </main>
  );
}

function ProjectHeading({ project, others }: { project: ComparedProject; others: string[] }) {
  return (
    <th scope="col" className="min-w-44 p-3 text-left align-top font-normal">
      <div className="overflow-hidden rounded-xl bg-slate-100">
        {project.photoUrl ? <img src={project.photoUrl} alt="" width={320} height={200} loading="lazy" className="aspect-[8/5] w-full object-cover" /> : <div className="aspect-[8/5]" />}
      </div>
      <Link to={`/condos/${project.slug}`} className="mt-2 block font-semibold text-slate-900 hover:text-brand">
        {project.name}
      </Link>
      <span className="block text-xs text-slate-500">{project.location}</span>
      <Link to={compareHref(others)} className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-slate-500 hover:text-red-700" aria-label={`Remove ${project.name} from the comparison`}>
        <X className="size-3" aria-hidden="true" />
        Remove
      </Link>
    </th>
  );
}

function EmptyCompare() {
  return (
    <EmptyState
      icon={GitCompareArrows}
      title="Nothing to compare yet"
      testId="compare-empty"
      actions={
        <Button asChild>
          <Link to="/condos">Browse projects</Link>
        </Button>
      }
    >
      Choose Compare on up to {COMPARE_LIMIT} projects in the listing or on their pages, then come back here.
    </EmptyState>
  );
}
