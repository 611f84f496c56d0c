import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { Newspaper, PenLine } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/blog";
import { NotFoundScreen } from "~/components/status-screens";
import { EmptyState } from "~/components/empty-state";
import { LoadFailure } from "~/components/load-failure";
import { LOAD_FAILURE_MESSAGES } from "~/domain/public-listing";
import { Button } from "~/components/ui/button";
import type { SiteContext } from "~/domain/site-context";
import { BlogCard } from "~/features/blog/blog-card";
import { pageMeta, pageLocation, type PageLocation } from "~/features/seo/page-meta";
import { breadcrumbStructuredData } from "~/features/seo/structured-data";
import { siteOgImage } from "#server/og-image/og-image";
import { getOptionalUser } from "#server/guards";
import { getBlogIndexPage } from "#server/services/public-blogs";
import { PageIntro } from "~/components/page-intro";

/** A public page: the site's custom CSS applies (issue 30 item 10). */
export const handle = PUBLIC_PAGE_HANDLE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, index] = await Promise.all([
    getOptionalUser(request, context),
    getBlogIndexPage(context.db, context.site, new URL(request.url).searchParams.get("page")),
  ]);
  const { posts, page, pageCount } = index;
  return {
    posts,
    page,
    pageCount,
    signedIn: user !== null,
    seo: blogSeo(context.site, pageLocation(context.siteOrigin, request)),
  };
}

/** The blog index's tags: its breadcrumb, the site's card as the link preview. */
function blogSeo(site: SiteContext, location: PageLocation): MetaDescriptor[] {
  return pageMeta({
    ...location,
    siteName: site.siteName,
    indexable: site.indexable,
    title: `Property Insights & News | ${site.siteName}`,
    description: `Singapore new launch reviews, market updates and home-buying guides from ${site.ownerName}.`,
    keywords: ["Singapore property blog", "new launch review", "condo market update", site.ownerName],
    image: siteOgImage(site),
    structuredData: [
      breadcrumbStructuredData(location.origin, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData?.seo ??
  (isRouteErrorResponse(error) && error.status === 404 ? [{ title: "Page Not Found" }, { name: "robots", content: "noindex,nofollow" }] : [{ title: "Blog" }]);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, signedIn } = loaderData;
  return (
    <main>
      <PageIntro kicker="Insights" title="Blog" lead="Launch reviews, market updates and buying guides for Singapore home buyers, newest first." />
      <section aria-label="Posts" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {posts.length ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} headingLevel={2} />
            ))}
          </div>
        ) : (
          <EmptyState
            icon={Newspaper}
            title="No Blog Posts Yet"
            testId="blog-empty"
            actions={
              signedIn ? (
                <Button asChild>
                  <Link to="/dashboard/blogs/new">
                    <PenLine aria-hidden="true" />
                    Create Your First Post
                  </Link>
                </Button>
              ) : null
            }
          >
            {signedIn ? "Start sharing your insights and expertise with your audience." : "New articles are on their way. Check back soon."}
          </EmptyState>
        )}
        {pageCount > 1 ? (
          <nav aria-label="Blog pages" className="mt-10 flex items-center justify-center gap-3 text-sm">
            {page > 1 ? (
              <Button asChild variant="outline">
                <Link to={`/blog?page=${page - 1}`}>Newer posts</Link>
              </Button>
            ) : null}
            <span className="text-slate-600">
              Page {page} of {pageCount}
            </span>
            {page < pageCount ? (
              <Button asChild variant="outline">
                <Link to={`/blog?page=${page + 1}`}>Older posts</Link>
              </Button>
            ) : null}
          </nav>
        ) : null}
      </section>
    </main>
  );
}

/** A malformed page number or one past the last is the 404 page; a failed load keeps the spec's words. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <main className="mx-auto max-w-7xl px-4 section-y-16 sm:px-6 lg:px-8">
      <LoadFailure title={LOAD_FAILURE_MESSAGES.postsTitle} description={LOAD_FAILURE_MESSAGES.posts} asPageHeading />
    </main>
  );
}
