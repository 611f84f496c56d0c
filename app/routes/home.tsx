import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { ArrowRight, BadgeCheck, LayoutDashboard, Search, ShieldCheck } from "lucide-react";
import { preload } from "react-dom";
import { data, Form, Link, type AppLoadContext, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/home";
import { LoadFailure } from "~/components/load-failure";
import { ProjectCard } from "~/components/project-card";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { hasPermission } from "~/domain/permissions";
import { HOME_POST_COUNT, LOAD_FAILURE_MESSAGES } from "~/domain/public-listing";
import { districtFor } from "~/domain/districts";
import { districtNumber, URBAN_PLANNING_REGION_LABELS, type UrbanPlanningRegion } from "~/domain/singapore";
import { ownerAgency, type SiteContext } from "~/domain/site-context";
import { BlogCard } from "~/features/blog/blog-card";
import { ContactBand } from "~/features/enquiries/contact-band";
import { OwnerAvatar } from "~/components/owner-avatar";
import { ProjectGroups } from "~/features/projects/project-groups";
import { responsiveSource } from "~/components/project-image";
import { SectionHeading } from "~/features/projects/section-heading";
import { pageMeta, pageLocation, type PageLocation } from "~/features/seo/page-meta";
import { ownerStructuredData } from "~/features/seo/structured-data";
import { siteOgImage } from "#server/og-image/og-image";
import { getOptionalUser } from "#server/guards";
import { listPublishedPosts } from "#server/services/public-blogs";
import { countListedProjects, listFeaturedProjects, listProjectGroups } from "#server/services/public-projects";

/** A public page: the site's custom CSS applies (issue 30 item 10). */
export const handle = PUBLIC_PAGE_HANDLE;

const FALLBACK_HERO = "/demo/projects/towers-dusk-01-1600.webp";

/** The part's data, or null once its failure is logged: one failing part leaves the rest of the page. */
async function loadPart<T>(logger: AppLoadContext["logger"], part: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    logger.error({ err: error }, `home: ${part} failed to load`);
    return null;
  }
}

async function loadProjects(db: AppLoadContext["db"]) {
  const [listedCount, featured, byDistrict, byRegion] = await Promise.all([
    countListedProjects(db),
    listFeaturedProjects(db),
    listProjectGroups(db, "district"),
    listProjectGroups(db, "region"),
  ]);
  return { listedCount, featured, byDistrict, byRegion };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, site, logger } = context;
  const [user, projects, blog] = await Promise.all([
    getOptionalUser(request, context),
    loadPart(logger, "projects", () => loadProjects(db)),
    loadPart(logger, "blog posts", () => listPublishedPosts(db, site, { limit: HOME_POST_COUNT })),
  ]);
  const featured = projects?.featured ?? [];
  const body = {
    site,
    signedIn: user !== null,
    showMasterAdmin: hasPermission(user?.role, "masterAdminLink"),
    projectsFailed: projects === null,
    listedCount: projects?.listedCount ?? null,
    featured,
    byDistrict: projects?.byDistrict ?? [],
    byRegion: projects?.byRegion ?? [],
    blogFailed: blog === null,
    posts: blog?.posts ?? [],
    totalPosts: blog?.total ?? 0,
    heroImage: featured.find((project) => project.bannerImageUrl)?.bannerImageUrl ?? FALLBACK_HERO,
    seo: homeSeo(site, pageLocation(context.siteOrigin, request)),
  };
  // A page with a failed part is not kept by the public page cache (server/page-cache.ts).
  return projects && blog ? body : data(body, { headers: { "Cache-Control": "no-store" } });
}

// React Router adds the cookies of every level itself; only the loader's cache rule is passed on.
export const headers: Route.HeadersFunction = ({ loaderHeaders }): HeadersInit => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? [["Cache-Control", cacheControl]] : [];
};

/** Home page tags: the owner as a RealEstateAgent and the site as a WebSite, the site's card as the image. */
function homeSeo(site: SiteContext, location: PageLocation): MetaDescriptor[] {
  return pageMeta({
    ...location,
    siteName: site.siteName,
    indexable: site.indexable,
    title: `${site.siteName} | New Launch Condos in Singapore`,
    description: site.description,
    keywords: ["Singapore new launch condo", "condominium", "property agent", site.ownerName, site.agencyName, "CEA registered"],
    image: siteOgImage(site),
    structuredData: [
      ownerStructuredData(site, location.origin),
      { "@context": "https://schema.org", "@type": "WebSite", name: site.siteName, url: `${location.origin}/` },
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ title: "Condo Sites Singapore" }];

function describeDistrict(name: string): string | null {
  return districtFor(name)?.name ?? null;
}

function districtListing(name: string): string | null {
  const district = districtNumber(name);
  return district === null ? null : `/condos?district=${district}`;
}

/** Spec part 1 §2: a region group's listing is /condos with the region parameter. */
function regionListing(name: string): string {
  return `/condos?region=${encodeURIComponent(name)}`;
}

function describeRegion(name: string): string | null {
  return URBAN_PLANNING_REGION_LABELS[name as UrbanPlanningRegion] ?? null;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site, signedIn, showMasterAdmin, projectsFailed, listedCount, featured, byDistrict, byRegion, blogFailed, posts, totalPosts, heroImage } = loaderData;
  const hero = responsiveSource(heroImage, 1600);
  preload(hero.src, { as: "image", fetchPriority: "high", imageSrcSet: hero.srcSet, imageSizes: "100vw" });
  const isRealtorSite = site.kind === "leader" || site.kind === "agent" || site.kind === "development";

  return (
    <main>
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-slate-950 text-white">
        <img
          src={hero.src}
          srcSet={hero.srcSet}
          sizes="100vw"
          alt=""
          width={1600}
          height={1000}
          fetchPriority="high"
          className="absolute inset-0 -z-20 size-full object-cover opacity-70"
        />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/95 via-slate-950/70 to-slate-950/20" />
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-32 bg-gradient-to-t from-slate-950/60 to-transparent" />
        <div className="mx-auto grid max-w-7xl gap-10 px-4 section-y-16 sm:px-6 sm:section-y-24 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:px-8 lg:section-y-28">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-medium tracking-wide text-white/90 backdrop-blur">
              <span className="size-1.5 rounded-full bg-[var(--brand-accent,#34d399)]" aria-hidden="true" />
              New launches across Singapore
            </p>
            <h1 id="hero-title" className="mt-5 text-4xl font-semibold leading-[1.08] tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {site.siteName}
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-white/80 sm:text-lg">{site.description}</p>

            <Form method="get" action="/condos" role="search" className="mt-8 flex max-w-xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-2xl shadow-black/30 sm:flex-row">
              <label htmlFor="hero-search" className="sr-only">
                Search projects by name, district or neighbourhood
              </label>
              <div className="relative flex-1">
                <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
                <input
                  id="hero-search"
                  name="q"
                  type="search"
                  placeholder="Project, district or neighbourhood"
                  className="h-12 w-full rounded-xl border-0 bg-transparent pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                />
              </div>
              <Button type="submit" size="lg" className="h-12">
                Search
              </Button>
            </Form>

            <div className="mt-6 flex flex-wrap gap-3">
              {signedIn ? (
                <>
                  <Button asChild size="lg" variant="inverse">
                    <Link to="/dashboard">
                      <LayoutDashboard aria-hidden="true" />
                      Go to Dashboard
                    </Link>
                  </Button>
                  {showMasterAdmin ? (
                    <Button asChild size="lg" className="border border-white/30 bg-white/10 backdrop-blur hover:bg-white/20">
                      <Link to="/dashboard/master">
                        <ShieldCheck aria-hidden="true" />
                        Master Admin
                      </Link>
                    </Button>
                  ) : null}
                </>
              ) : (
                <>
                  <Button asChild size="lg" variant="inverse">
                    <Link to="/auth">
                      Get Started
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild size="lg" className="border border-white/30 bg-white/10 backdrop-blur hover:bg-white/20">
                    <Link to="/about">
                      Learn More<span className="sr-only"> about {site.siteName}</span>
                    </Link>
                  </Button>
                </>
              )}
            </div>
          </div>

          <aside aria-label="Your property consultant" className="rounded-3xl border border-white/15 bg-white/10 p-6 shadow-2xl backdrop-blur-md sm:p-7">
            <div className="flex items-center gap-4">
              <OwnerAvatar name={site.ownerName} image={site.ownerImage} className="size-16 ring-2 ring-white/40 sm:size-20" />
              <div className="min-w-0">
                <p className="text-xs font-medium uppercase tracking-[0.16em] text-white/70">
                  {isRealtorSite ? (site.type === "agent" ? "Property Agent" : "Team Leader") : "Your property partner"}
                </p>
                <p className="mt-1 truncate text-xl font-semibold">{site.ownerName}</p>
                {ownerAgency(site) ? <p className="truncate text-sm text-white/75">{ownerAgency(site)}</p> : null}
              </div>
            </div>
            <dl className="mt-6 grid grid-cols-2 gap-3 text-sm">
              {listedCount !== null ? (
                <div className="rounded-2xl bg-white/10 p-3">
                  <dt className="text-white/70">Listed projects</dt>
                  <dd className="mt-0.5 text-lg font-semibold">{listedCount}</dd>
                </div>
              ) : null}
              <div className="rounded-2xl bg-white/10 p-3">
                <dt className="text-white/70">{site.ceaNumber ? "CEA Reg. No." : "Coverage"}</dt>
                <dd className="mt-0.5 text-lg font-semibold">{site.ceaNumber || "Islandwide"}</dd>
              </div>
            </dl>
            <p className="mt-5 flex items-center gap-2 text-sm text-white/80">
              <BadgeCheck className="size-4 text-[var(--brand-accent,#34d399)]" aria-hidden="true" />
              Direct developer pricing, no extra fees
            </p>
          </aside>
        </div>
      </section>

      <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 section-y-16 sm:px-6 sm:section-y-20 lg:px-8">
        <SectionHeading
          id="featured-title"
          eyebrow="Handpicked"
          title="Featured Projects"
          lead="The newest condominium launches now open for preview and sale."
          viewAll={{ to: "/condos", label: "View All condominium listings" }}
        />
        {projectsFailed ? (
          <LoadFailure description={LOAD_FAILURE_MESSAGES.projects} className="mt-10" />
        ) : featured.length ? (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featured.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
        ) : (
          <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <p className="font-semibold text-slate-900">No Projects Available</p>
            <p className="mt-1 text-sm text-slate-600">Check back soon for new property listings.</p>
          </div>
        )}
      </section>

      {byDistrict.length || byRegion.length ? (
        <section aria-labelledby="explore-title" className="border-y border-slate-200/70 bg-slate-50/80">
          <div className="mx-auto max-w-7xl px-4 section-y-16 sm:px-6 sm:section-y-20 lg:px-8">
            <SectionHeading
              id="explore-title"
              eyebrow="Explore Singapore"
              title="Find projects where you want to live"
              lead="Browse the latest launches by postal district or by URA planning region."
            />
            <Tabs defaultValue="district" className="mt-8">
              <TabsList className="flex h-auto w-full bg-white shadow-sm ring-1 ring-slate-200 sm:inline-flex sm:w-auto">
                <TabsTrigger value="district" className="flex-1 whitespace-normal data-[state=active]:bg-brand data-[state=active]:text-white sm:flex-none">
                  Projects by District
                </TabsTrigger>
                <TabsTrigger value="region" className="flex-1 whitespace-normal data-[state=active]:bg-brand data-[state=active]:text-white sm:flex-none">
                  Projects by Urban Planning Region
                </TabsTrigger>
              </TabsList>
              <TabsContent value="district">
                <ProjectGroups groups={byDistrict} label="Projects by District" describe={describeDistrict} listingHref={districtListing} />
              </TabsContent>
              <TabsContent value="region">
                <ProjectGroups groups={byRegion} label="Projects by Urban Planning Region" describe={describeRegion} listingHref={regionListing} />
              </TabsContent>
            </Tabs>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="blog-title" className="mx-auto max-w-7xl px-4 section-y-16 sm:px-6 sm:section-y-20 lg:px-8">
        <SectionHeading
          id="blog-title"
          eyebrow="Insights"
          title="Latest from the Blog"
          lead="Market updates, launch reviews and buying guides for Singapore home buyers."
          viewAll={totalPosts > HOME_POST_COUNT ? { to: "/blog", label: "View All blog posts" } : null}
        />
        {blogFailed ? (
          <LoadFailure title={LOAD_FAILURE_MESSAGES.postsTitle} description={LOAD_FAILURE_MESSAGES.posts} className="mt-10" />
        ) : posts.length ? (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
        ) : (
          <p className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center text-sm text-slate-600">
            New articles are on their way.
          </p>
        )}
      </section>

      <ContactBand site={site} />
    </main>
  );
}
