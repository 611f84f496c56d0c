import { CompareToggle, CompareTray } from "~/components/compare-set";
import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { SaveToggle } from "~/components/shortlist";
import { ArrowLeft, Building2, CalendarCheck, CalendarClock, Home as HomeIcon, MapPin, Sparkles, Tag } from "lucide-react";
import { lazy, Suspense } from "react";
import { preload } from "react-dom";
import { isRouteErrorResponse, Link, useRouteError, type MetaDescriptor, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/condos.$slug";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ErrorScreen } from "~/components/status-screens";
import { buyerProjectStatus, projectStatusLabel } from "~/domain/project-status";
import type { PublicProjectPage } from "~/domain/public-read-models";
import { calculatorFieldsFromQuery } from "~/domain/costs-calculator-input";
import { publishesWhatsApp, type SiteContext } from "~/domain/site-context";
import { lowerFirst } from "~/domain/text";
import { EnquiryDialog } from "~/features/enquiries/enquiry-dialog";
import { CostsCalculatorSection } from "~/features/calculator/costs-calculator-section";
import { EnquiryForm } from "~/features/enquiries/enquiry-form";

import { INLINE_ENQUIRY_HREF, INLINE_VISIT_HREF, inlineEnquiryKind } from "~/domain/inline-enquiry";
import { ProjectCarousel } from "~/features/projects/project-carousel";
import { responsiveSource } from "~/components/project-image";
import { ProjectTabs } from "~/features/projects/project-tabs";
import { ProjectSitePlan } from "~/features/projects/project-site-plan";
import { cardPriceText, priceFromText, projectLocationLine, projectUnitsText, showflatVisitPrompt, topText } from "~/domain/project-text";
import { pageMeta, pageLocation, type PageLocation } from "~/features/seo/page-meta";
import { breadcrumbStructuredData, projectStructuredData } from "~/features/seo/structured-data";
import { projectOgImage } from "#server/og-image/og-image";
import { getOptionalUser } from "#server/guards";
import { calculatorUnitTypes, getProjectPage } from "#server/services/public-project-page";
import { currentStampDutyRates } from "#server/services/stamp-duty-rates";
import { railStationDataset } from "#server/open-data/rail-stations";
import { enquiryAction } from "./enquiry-action.server";

/** A public page: the site's custom CSS applies (issue 30 item 10). */
export const handle = PUBLIC_PAGE_HANDLE;

// The phone's contact bar is plain links in the server's HTML; the code that moves it out of a
// form's way is a chunk of its own, so the page's first load stays within its budget.
// The availability charts are a chunk of their own too, fetched only by a page that has an inventory.
const ProjectAvailabilitySection = lazy(() =>
  import("~/features/projects/project-availability").then((module) => ({ default: module.ProjectAvailabilitySection })),
);
const PhoneContactBar = lazy(() => import("~/features/enquiries/phone-contact-bar").then((module) => ({ default: module.PhoneContactBar })));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  const [project, rates] = await Promise.all([getProjectPage(context.db, params.slug, user), currentStampDutyRates(context.db)]);
  const url = new URL(request.url);
  const inlineKind = inlineEnquiryKind(url);
  const units = calculatorUnitTypes(project.unitTypes);
  const calculator = rates
    ? {
        rates,
        unitTypes: units,
        initial: calculatorFieldsFromQuery(url.searchParams, Object.fromEntries(units.map((unit) => [unit.id, unit.price])), project.propertyType === "Executive Condominium"),
      }
    : null;
  return {
    site: context.site,
    project,
    inlineKind,
    calculator,
    mapTiles: { tileUrl: context.config.map.tileUrl, attribution: `${context.config.map.attribution} · ${railStationDataset().mapCredit}` },
    seo: projectSeo(context.site, pageLocation(context.siteOrigin, request), project),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return enquiryAction(request, context);
}

/** An enquiry changes nothing this page shows: keep its data after one is sent. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

/**
 * The project's tags: an ApartmentComplex and its breadcrumb, the project's card in the site's colours as the link preview;
 * not indexed while unlisted. Canonical on the stored slug, as posts and realtor profiles are:
 * '/condos/THE-MARINA-LUMIERE' opens the page and names '/condos/the-marina-lumiere' as the original.
 */
function projectSeo(site: SiteContext, requested: PageLocation, project: PublicProjectPage): MetaDescriptor[] {
  const location = { ...requested, path: `/condos/${project.slug}` };
  const price = priceFromText(project);
  const description =
    project.shortDescription ??
    `${project.name}, a ${project.tenure.toLowerCase()} ${project.propertyType.toLowerCase()} in ${project.neighbourhood}, ${project.district}: ${lowerFirst(projectUnitsText(project))}${price ? `, ${lowerFirst(price)}` : ""}.`;
  return pageMeta({
    ...location,
    siteName: site.siteName,
    indexable: site.indexable && project.listed,
    title: `${project.name} | ${project.neighbourhood} Condo | ${site.siteName}`,
    description,
    keywords: [project.name, `${project.name} price`, `${project.neighbourhood} condo`, project.district, `${project.urbanPlanningRegion} Region`, project.developerName ?? "", "new launch condo Singapore"],
    image: project.listed ? projectOgImage(site, project) : null,
    imageAlt: `${project.name}, ${lowerFirst(cardPriceText(project))}`,
    structuredData: [
      projectStructuredData(
        {
          name: project.name,
          slug: project.slug,
          description,
          fullAddress: project.fullAddress,
          postalCode: project.postalCode,
          district: project.district,
          latitude: project.latitude,
          longitude: project.longitude,
          images: project.photos.map((photo) => responsiveSource(photo.url, 1600).src),
          totalUnits: project.totalUnits,
          lowestPriceDollars: project.priceFromCents !== null ? project.priceFromCents / 100 : null,
          priceText: price,
          soldOut: project.inventoryUnits > 0 && project.inventoryAvailable === 0,
          developerName: project.developerName,
          salesStatus: buyerProjectStatus(project.status, project),
        },
        location.origin,
        site,
      ),
      breadcrumbStructuredData(location.origin, [
        { name: "Home", path: "/" },
        { name: "Condos", path: "/condos" },
        { name: project.name, path: `/condos/${project.slug}` },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.seo ?? [{ title: "Project Not Found" }, { name: "robots", content: "noindex,nofollow" }];

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
        <span className="absolute left-0 top-0 flex size-10 items-center justify-center rounded-xl bg-brand/10 text-brand">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function Breadcrumb({ name }: { name: string }) {
  return (
    <div className="border-b border-slate-200/70 bg-white">
      {/* One line whatever the font: a brand font arriving late must not wrap it and push the page down. */}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 text-sm whitespace-nowrap sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb" className="min-w-0 text-slate-500">
          <ol className="flex min-w-0 items-center gap-2">
            <li>
              <Link to="/" className="hover:text-slate-900">
                Home
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <Link to="/condos" className="hover:text-slate-900">
                Condos
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="truncate font-medium text-slate-800">
              {name}
            </li>
          </ol>
        </nav>
        <Link to="/condos" className="inline-flex shrink-0 items-center gap-1 font-medium text-brand hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Condos
        </Link>
      </div>
    </div>
  );
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { site, project, inlineKind, calculator, mapTiles } = loaderData;
  const hero = project.photos[0] ? responsiveSource(project.photos[0].url, 1600) : null;
  if (hero) preload(hero.src, { as: "image", fetchPriority: "high", imageSrcSet: hero.srcSet, imageSizes: "100vw" });

  return (
    <main>
      <CompareTray aboveContactBar />
      <Breadcrumb name={project.name} />
      <ProjectCarousel photos={project.photos} name={project.name} />

      <div className="relative z-10 mx-auto -mt-20 max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className="rounded-3xl border border-slate-200/80 bg-white p-6 shadow-xl shadow-slate-900/10 sm:p-8">
          {!project.listed ? (
            <Alert variant="warning" className="mb-5">
              <AlertDescription>
                Preview: this project is not listed on the public site while its status is {project.status}. Visitors get “Project Not Found”.
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div className="min-w-0">
              <div className="flex flex-wrap gap-2">
                <Badge data-testid="status-badge">{projectStatusLabel(project.status, project)}</Badge>
                <Badge variant="secondary">{project.propertyType}</Badge>
                <Badge variant="outline">{project.tenure}</Badge>
              </div>
              <h1 className="mt-3 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{project.name}</h1>
              <p className="mt-2 flex items-start gap-1.5 text-slate-600">
                <MapPin className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                {projectLocationLine(project)} · {project.urbanPlanningRegion} Region
              </p>
              <a
                href={`/alerts?project=${project.slug}`}
                className="mt-2 inline-block text-sm font-medium text-brand underline-offset-4 hover:underline"
              >
                Email me price and availability changes
              </a>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
              <EnquiryDialog
                kind="register-interest"
                title="Register Interest"
                description={`Get the price list, floor plans and launch updates for ${project.name} from ${site.ownerName}.`}
                ownerName={site.ownerName}
                projectSlug={project.slug}
                projectName={project.name}
                fallbackHref={INLINE_ENQUIRY_HREF}
                className={cn(buttonVariants({ size: "lg" }))}
              >
                <Sparkles aria-hidden="true" />
                Register Interest
              </EnquiryDialog>
              <EnquiryDialog
                kind="book-viewing"
                title="Book Showflat Visit"
                description={showflatVisitPrompt(site.ownerName, project.name)}
                ownerName={site.ownerName}
                projectSlug={project.slug}
                projectName={project.name}
                fallbackHref={INLINE_VISIT_HREF}
                className={cn(buttonVariants({ size: "lg", variant: "outline" }))}
              >
                <CalendarCheck aria-hidden="true" />
                Book Showflat Visit
              </EnquiryDialog>
              <CompareToggle slug={project.slug} name={project.name} className="h-11" />
              <SaveToggle slug={project.slug} name={project.name} className="h-11" />
            </div>
          </div>
          <dl className="mt-8 grid gap-5 border-t border-slate-100 pt-6 sm:grid-cols-2 lg:grid-cols-4">
            <Fact icon={<Tag className="size-5" aria-hidden="true" />} label="Price" value={cardPriceText(project)} />
            <Fact icon={<CalendarClock className="size-5" aria-hidden="true" />} label="Completion" value={topText(project.topYearActual)} />
            <Fact icon={<HomeIcon className="size-5" aria-hidden="true" />} label={project.inventoryUnits > 0 ? "Availability" : "Total units"} value={projectUnitsText(project)} />
            <Fact icon={<Building2 className="size-5" aria-hidden="true" />} label="Developer" value={project.developerName ?? "To be announced"} />
          </dl>
        </header>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:px-8">
        <div className="min-w-0 space-y-10">
          {project.shortDescription || project.highlights.length ? (
            <section aria-labelledby="overview-title">
              <h2 id="overview-title" className="text-2xl font-semibold tracking-tight text-slate-900">
                Overview
              </h2>
              {project.shortDescription ? <p className="mt-3 text-base leading-relaxed text-slate-700">{project.shortDescription}</p> : null}
              {project.highlights.length ? (
                <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                  {project.highlights.map((highlight) => (
                    <li key={highlight} className="flex items-start gap-2 text-sm text-slate-700">
                      <Sparkles className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                      {highlight}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}
          {project.sitePlan ? (
            <ProjectSitePlan sitePlan={project.sitePlan} projectName={project.name} chartBlocks={project.availability?.blocks.map((block) => block.buildingNumber) ?? []} />
          ) : null}
          {project.availability ? (
            <Suspense fallback={null}>
              <ProjectAvailabilitySection availability={project.availability} />
            </Suspense>
          ) : null}
          <section aria-label="Project details">
            <ProjectTabs project={project} site={site} mapTiles={mapTiles} enquiryButton={EnquiryDialog} />
          </section>
        </div>

        <aside id="enquire" aria-labelledby="enquire-title" className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-900/5">
            <h2 id="enquire-title" className="text-lg font-semibold text-slate-900">
              {inlineKind === "book-viewing" ? `Book a showflat visit at ${project.name}` : `Enquire about ${project.name}`}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {inlineKind === "book-viewing" ? showflatVisitPrompt(site.ownerName, project.name) : `${site.ownerName} usually replies within a few hours.`}
            </p>
            <div className="mt-5">
              <EnquiryForm formId="enquiry-project" kind={inlineKind} ownerName={site.ownerName} projectSlug={project.slug} projectName={project.name} />
            </div>
          </div>
        </aside>
      </div>

      {calculator ? (
        <section id="costs" aria-labelledby="costs-title" className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-12 sm:px-6 lg:px-8">
          <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-lg shadow-slate-900/5 sm:p-8">
            <h2 id="costs-title" className="text-2xl font-semibold tracking-tight text-slate-900">
              What {project.name} costs you
            </h2>
            <p className="mt-1 max-w-3xl text-slate-600">
              Stamp duties, the loan you can take, cash and CPF upfront, the monthly instalment and the payments while it is built. Choose a unit type or type a price.
            </p>
            <div className="mt-6">
              <CostsCalculatorSection
                key={calculator.initial.unit}
                rates={calculator.rates}
                initial={calculator.initial}
                unitTypes={calculator.unitTypes}
                projectSlug={project.slug}
                askExecutiveCondominium={false}
              />
            </div>
          </div>
        </section>
      ) : null}
      <Suspense fallback={null}>
        <PhoneContactBar
          whatsapp={publishesWhatsApp(site) ? site.ownerWhatsApp : ""}
          ownerName={site.ownerName}
          projectName={project.name}
          enquireHref={INLINE_ENQUIRY_HREF}
        />
      </Suspense>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm" data-testid="project-not-found">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand/10 text-brand">
            <Building2 className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Project Not Found</h1>
          <p className="mt-2 text-slate-600">This project is not available. It may have sold out or the link may be mistyped.</p>
          <Button asChild className="mt-6">
            <Link to="/condos">
              <ArrowLeft aria-hidden="true" />
              Back to Condos
            </Link>
          </Button>
        </div>
      </main>
    );
  }
  return <ErrorScreen />;
}
