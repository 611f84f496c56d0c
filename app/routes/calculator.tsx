import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { Link, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/calculator";
import { calculatorFieldsFromQuery } from "~/domain/costs-calculator-input";
import type { SiteContext } from "~/domain/site-context";
import CostsCalculator from "~/features/calculator/costs-calculator";
import { pageMeta, pageLocation, type PageLocation } from "~/features/seo/page-meta";
import { breadcrumbStructuredData } from "~/features/seo/structured-data";
import { getProjectPricing } from "#server/services/public-project-page";
import { currentStampDutyRates } from "#server/services/stamp-duty-rates";
import { PageIntro } from "~/components/page-intro";

/** A public page: the site's custom CSS applies (issue 30 item 10). */
export const handle = PUBLIC_PAGE_HANDLE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = url.searchParams.get("project");
  const [rates, project] = await Promise.all([currentStampDutyRates(context.db), slug ? getProjectPricing(context.db, slug) : null]);
  const unitTypes = project?.unitTypes ?? [];
  const initial = calculatorFieldsFromQuery(url.searchParams, Object.fromEntries(unitTypes.map((unit) => [unit.id, unit.price])), project?.executiveCondominium ?? false);
  return { rates, project, unitTypes, initial, seo: calculatorSeo(context.site, pageLocation(context.siteOrigin, request)) };
}

function calculatorSeo(site: SiteContext, location: PageLocation): MetaDescriptor[] {
  return pageMeta({
    ...location,
    siteName: site.siteName,
    indexable: site.indexable,
    title: `Property Costs Calculator: Stamp Duty, Loan and TDSR | ${site.siteName}`,
    description: "Work out Buyer's and Additional Buyer's Stamp Duty, the loan you can take, cash and CPF upfront, the monthly instalment, TDSR and the progressive payments of a Singapore condominium.",
    keywords: ["stamp duty calculator Singapore", "ABSD calculator", "TDSR calculator", "progressive payment scheme", "condo loan calculator"],
    image: null,
    structuredData: [
      breadcrumbStructuredData(location.origin, [
        { name: "Home", path: "/" },
        { name: "Costs calculator", path: "/calculator" },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ title: "Property Costs Calculator" }];

export default function Calculator({ loaderData }: Route.ComponentProps) {
  const { rates, project, unitTypes, initial } = loaderData;
  return (
    <main>
      <PageIntro
        crumb="Costs calculator"
        title="Property costs calculator"
        lead={
          <>
            {project ? (
              <>
                For{" "}
                <Link to={`/condos/${project.slug}`} className="font-semibold text-brand hover:underline">
                  {project.name}
                </Link>
                :{" "}
              </>
            ) : null}
            stamp duties, the loan the limits allow, cash and CPF upfront, the monthly instalment, TDSR, and what you pay at each stage while the building goes up.
          </>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-lg shadow-slate-900/5 sm:p-8">
          <h2 className="sr-only">Your purchase and its costs</h2>
          {rates ? (
            <CostsCalculator rates={rates} initial={initial} unitTypes={unitTypes} projectSlug={project?.slug} askExecutiveCondominium={!project} />
          ) : (
            <p className="text-slate-600">The calculator's rates are being updated. Please check back shortly.</p>
          )}
        </div>
      </div>
    </main>
  );
}
