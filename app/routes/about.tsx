import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { ArrowRight } from "lucide-react";
import { Link, useRouteLoaderData, type MetaDescriptor, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/about";
import { isRealtorSite, ownerAgency, type ShellSite, type SiteContext } from "~/domain/site-context";
import { ContactActions } from "~/features/enquiries/contact-actions";
import { EnquiryForm } from "~/features/enquiries/enquiry-form";
import { OwnerCard, type OwnerCardData } from "~/features/enquiries/owner-card";
import { OwnerServices } from "~/features/enquiries/owner-services";
import { pageMeta, pageLocation, type PageLocation } from "~/features/seo/page-meta";
import { personStructuredData } from "~/features/seo/structured-data";
import { RealtorStory } from "~/features/realtors/realtor-story";
import { TeamGrid } from "~/features/realtors/team-grid";
import { siteOgImage } from "#server/og-image/og-image";
import { listLeaderTeam } from "#server/services/public-realtors";
import { enquiryAction } from "./enquiry-action.server";

/** A public page: the site's custom CSS applies (issue 30 item 10). */
export const handle = PUBLIC_PAGE_HANDLE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.site;
  const team = site.type === "leader" && site.realtorId ? await listLeaderTeam(context.db, site.realtorId) : [];
  return { site, team, seo: aboutSeo(site, pageLocation(context.siteOrigin, request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return enquiryAction(request, context);
}

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

function roleLabel(site: ShellSite): string | null {
  if (site.kind === "master" || site.kind === "fallback") return null;
  return site.type === "agent" ? "Property Agent" : "Team Leader";
}

/** The owner's card; without a profile (the error page has only the frame's site) its details are left out. */
function ownerOf(site: ShellSite, profile?: SiteContext["profile"]): OwnerCardData {
  return {
    name: site.ownerName,
    image: site.ownerImage,
    agencyName: ownerAgency(site),
    roleLabel: roleLabel(site),
    ceaNumber: site.ceaNumber,
    phone: site.ownerPhone,
    email: site.ownerEmail,
    biography: profile?.biography ?? null,
    yearsExperience: profile?.yearsExperience ?? null,
    specializations: profile?.specializations ?? [],
    languagesSpoken: profile?.languagesSpoken ?? [],
  };
}

/** The owner as a Person, with the site's card (their photo and colours) as the link preview. */
function aboutSeo(site: SiteContext, location: PageLocation): MetaDescriptor[] {
  return pageMeta({
    ...location,
    siteName: site.siteName,
    indexable: site.indexable,
    type: "profile",
    title: `About ${site.siteName}`,
    description: `${site.ownerName}${roleLabel(site) ? `, ${roleLabel(site)}` : ""}${ownerAgency(site) ? ` at ${ownerAgency(site)}` : ""}${site.ceaNumber ? ` (CEA ${site.ceaNumber})` : ""}: your trusted partner in Singapore's premium property market.`,
    keywords: [site.ownerName, site.agencyName, site.ceaNumber, "Singapore property agent", "new launch condo specialist", ...site.profile.specializations],
    image: siteOgImage(site),
    structuredData: [personStructuredData(site, location.origin, "/about")],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ title: "About" }];

function Intro({ site }: { site: SiteContext }) {
  return (
    <header className="border-b border-slate-200/70 bg-gradient-to-b from-brand/[0.07] to-transparent">
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-12 sm:px-6 sm:pt-16 lg:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-brand">About</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 text-balance sm:text-5xl">About {site.siteName}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">Your trusted partner in Singapore&apos;s premium property market.</p>
      </div>
    </header>
  );
}

function ContactSection({ site, withForm }: { site: ShellSite; withForm: boolean }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24 rounded-3xl bg-slate-950 p-6 text-white shadow-xl sm:p-10">
      <h2 id="contact-title" className="text-2xl font-semibold tracking-tight">
        Get in touch
      </h2>
      <p className="mt-2 max-w-xl text-white/75">Call, message or email {site.ownerName} for prices, floor plans and viewings.</p>
      <ContactActions owner={site} tone="dark" className="mt-6" />
      {withForm ? (
        <div className="mt-8 rounded-2xl bg-white p-5 text-slate-900 sm:p-6">
          <h3 className="text-lg font-semibold">Send a message</h3>
          <div className="mt-4">
            <EnquiryForm formId="enquiry-about" kind="contact" ownerName={site.ownerName} submitLabel="Send Message" />
          </div>
        </div>
      ) : null}
    </section>
  );
}

/**
 * A realtor's About page leads with the realtor in their own words (biography, experience,
 * languages, specialisations) and, for a leader, their team; the other sites keep the owner
 * card with the spec's agent-only profile (issue 18).
 */
export default function About({ loaderData }: Route.ComponentProps) {
  const { site, team } = loaderData;
  const realtor = isRealtorSite(site);
  return (
    <main>
      <Intro site={site} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[380px_minmax(0,1fr)] lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <OwnerCard owner={ownerOf(site, site.profile)} showProfile={!realtor && site.type === "agent"} />
          {site.realtorSlug ? (
            <Link to={`/realtor/${site.realtorSlug}`} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
              View {site.ownerName}&apos;s full profile
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
        <div className="min-w-0 space-y-12">
          {realtor ? <RealtorStory realtor={{ name: site.ownerName, ...site.profile }} /> : null}
          <TeamGrid leaderName={site.ownerName} team={team} />
          <OwnerServices />
          <ContactSection site={site} withForm />
        </div>
      </div>
    </main>
  );
}

/** Spec part 1 §8: 'Unable to load content' with a simplified page of the owner's details. */
export function ErrorBoundary() {
  const root = useRouteLoaderData("root") as { site: ShellSite } | undefined;
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
        <h1 className="font-semibold text-amber-900">Unable to load content</h1>
        <p className="text-sm text-amber-800">Please try again later</p>
      </div>
      {root ? (
        <>
          <OwnerCard owner={ownerOf(root.site)} showProfile={false} />
          <ContactSection site={root.site} withForm={false} />
        </>
      ) : null}
    </main>
  );
}
