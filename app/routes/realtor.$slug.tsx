import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { BadgeCheck, Briefcase, Languages } from "lucide-react";
import { type MetaDescriptor, type ShouldRevalidateFunctionArgs } from "react-router";
import { RouteStatusScreen } from "~/components/status-screens";
import type { Route } from "./+types/realtor.$slug";
import { Badge } from "~/components/ui/badge";
import { externalProfileHref } from "~/domain/link-url";
import type { PublicRealtorProfile } from "~/domain/public-read-models";
import type { SiteContext } from "~/domain/site-context";
import { clipAtWord } from "~/domain/text";
import { ContactActions } from "~/features/enquiries/contact-actions";
import { EnquiryForm } from "~/features/enquiries/enquiry-form";
import { SocialLinks } from "~/features/enquiries/social-links";
import { OwnerAvatar } from "~/components/owner-avatar";
import { pageMeta, pageLocation, type PageLocation } from "~/features/seo/page-meta";
import { breadcrumbStructuredData } from "~/features/seo/structured-data";
import { RealtorStory } from "~/features/realtors/realtor-story";
import { TeamGrid } from "~/features/realtors/team-grid";
import { getPublicRealtorProfile, listLeaderTeam } from "#server/services/public-realtors";
import { enquiryAction } from "./enquiry-action.server";

/** A public page: the site's custom CSS applies (issue 30 item 10). */
export const handle = PUBLIC_PAGE_HANDLE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const realtor = await getPublicRealtorProfile(context.db, params.slug, context.site);
  const team = realtor.isLeader ? await listLeaderTeam(context.db, realtor.id) : [];
  return { realtor, team, seo: realtorSeo(context.site, pageLocation(context.siteOrigin, request), realtor) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const realtor = await getPublicRealtorProfile(context.db, params.slug, context.site);
  return enquiryAction(request, context, { realtorId: realtor.id, ownerName: realtor.fullName, ownerEmail: realtor.email });
}

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

const roleOf = (realtor: { isLeader: boolean }) => (realtor.isLeader ? "Team Leader" : "Property Agent");

/** A realtor's tags: a Person and its breadcrumb, their photo as the link preview. */
function realtorSeo(site: SiteContext, requested: PageLocation, realtor: PublicRealtorProfile): MetaDescriptor[] {
  // Canonical on the slug, also when the page was reached by the realtor's id.
  const location = { ...requested, path: `/realtor/${realtor.slug}` };
  const sameAs = [realtor.linkedinUrl, realtor.facebookUrl, realtor.instagramUrl].map(externalProfileHref).filter((href): href is string => Boolean(href));
  return pageMeta({
    ...location,
    siteName: site.siteName,
    indexable: site.indexable,
    type: "profile",
    title: `${realtor.fullName}, ${roleOf(realtor)} at ${realtor.agencyName} | ${site.siteName}`,
    description: realtor.biography ? clipAtWord(realtor.biography, 200) : `${realtor.fullName} is a CEA-registered ${roleOf(realtor).toLowerCase()} at ${realtor.agencyName}.`,
    keywords: [realtor.fullName, realtor.agencyName, realtor.ceaNumber ?? "", "Singapore property agent", ...realtor.specializations],
    image: realtor.profileImageUrl,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Person",
        name: realtor.fullName,
        jobTitle: roleOf(realtor),
        email: realtor.email,
        telephone: realtor.phoneNumber ?? undefined,
        description: realtor.biography ?? undefined,
        image: realtor.profileImageUrl ? new URL(realtor.profileImageUrl, location.origin).toString() : undefined,
        worksFor: { "@type": "RealEstateAgent", name: realtor.agencyName },
        knowsLanguage: realtor.languagesSpoken,
        knowsAbout: realtor.specializations,
        sameAs: sameAs.length ? sameAs : undefined,
        url: new URL(location.path, location.origin).toString(),
      },
      breadcrumbStructuredData(location.origin, [
        { name: "Home", path: "/" },
        { name: realtor.fullName, path: `/realtor/${realtor.slug}` },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.seo ?? [{ title: "Page Not Found" }, { name: "robots", content: "noindex,nofollow" }];

export default function RealtorProfile({ loaderData }: Route.ComponentProps) {
  const { realtor, team } = loaderData;
  const contacts = { ownerPhone: realtor.phoneNumber ?? "", ownerWhatsApp: realtor.whatsappNumber ?? realtor.phoneNumber ?? "", ownerEmail: realtor.email };
  return (
    <main>
      <section className="relative isolate overflow-hidden bg-slate-950 text-white">
        <div aria-hidden="true" className="absolute -right-20 -top-32 -z-10 size-[28rem] rounded-full bg-brand/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-40 left-0 -z-10 size-96 rounded-full bg-[var(--brand-accent,#10b981)]/20 blur-3xl" />
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 section-y-14 sm:flex-row sm:items-center sm:px-6 sm:section-y-20 lg:px-8">
          <OwnerAvatar name={realtor.fullName} image={realtor.profileImageUrl} priority className="size-32 text-3xl ring-4 ring-white/20 sm:size-40" />
          <div className="min-w-0">
            <Badge className="bg-white/15 text-white">{roleOf(realtor)}</Badge>
            <h1 className="mt-3 text-3xl font-semibold tracking-tight sm:text-5xl">{realtor.fullName}</h1>
            <p className="mt-2 text-lg text-white/80">{realtor.agencyName}</p>
            <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/80">
              {realtor.ceaNumber ? (
                <span className="inline-flex items-center gap-1.5">
                  <BadgeCheck className="size-4" aria-hidden="true" /> CEA {realtor.ceaNumber}
                </span>
              ) : null}
              {realtor.yearsExperience !== null ? (
                <span className="inline-flex items-center gap-1.5">
                  <Briefcase className="size-4" aria-hidden="true" /> {realtor.yearsExperience} years of experience
                </span>
              ) : null}
              {realtor.languagesSpoken.length ? (
                <span className="inline-flex items-center gap-1.5">
                  <Languages className="size-4" aria-hidden="true" /> {realtor.languagesSpoken.join(", ")}
                </span>
              ) : null}
            </div>
            <ContactActions owner={contacts} tone="dark" className="mt-7" />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_420px] lg:px-8">
        <div className="min-w-0 space-y-10">
          <RealtorStory
            realtor={{
              name: realtor.fullName,
              biography: realtor.biography,
              yearsExperience: realtor.yearsExperience,
              specializations: realtor.specializations,
              languagesSpoken: realtor.languagesSpoken,
            }}
          />
          <TeamGrid leaderName={realtor.fullName} team={team} />
          <section aria-labelledby="connect">
            <h2 id="connect" className="text-lg font-semibold text-slate-900">
              Connect
            </h2>
            <div className="mt-3">
              <SocialLinks profiles={realtor} ownerName={realtor.fullName} />
            </div>
          </section>
          <section aria-labelledby="registration" className="rounded-2xl border border-slate-200 bg-slate-50 p-5" data-testid="profile-registration">
            <h2 id="registration" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Registration
            </h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-500">CEA Registration No.</dt>
                <dd className="font-semibold text-slate-900">{realtor.ceaNumber ?? "Not given"}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Agency</dt>
                <dd className="font-semibold text-slate-900">{realtor.agencyName}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Agency Licence No.</dt>
                <dd className="font-semibold text-slate-900">{realtor.agencyLicenceNumber ?? "Not given"}</dd>
              </div>
            </dl>
          </section>
        </div>
        <aside aria-labelledby="contact-form-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-900/5">
            <h2 id="contact-form-title" className="text-lg font-semibold text-slate-900">
              Contact {realtor.fullName}
            </h2>
            <div className="mt-5">
              <EnquiryForm formId="enquiry-realtor" kind="contact" ownerName={realtor.fullName} submitLabel="Send Message" />
            </div>
          </div>
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteStatusScreen />;
}
