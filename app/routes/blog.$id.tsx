import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { ArrowLeft } from "lucide-react";
import { Link, type MetaDescriptor } from "react-router";
import { ProjectCard } from "~/components/project-card";
import { RouteStatusScreen } from "~/components/status-screens";
import type { Route } from "./+types/blog.$id";
import type { PublicPost } from "~/domain/public-read-models";
import type { SiteContext } from "~/domain/site-context";
import { PublishedDate } from "~/features/blog/blog-card";
import { PostBody } from "~/features/blog/post-body";
import { ProjectImage, responsiveSource } from "~/components/project-image";
import { pageMeta, pageLocation, type PageLocation } from "~/features/seo/page-meta";
import { blogPostingStructuredData, breadcrumbStructuredData } from "~/features/seo/structured-data";
import { POST_MESSAGES } from "~/domain/schemas/blog-post";
import { siteOgImage } from "#server/og-image/og-image";
import { getPublishedPost, listRelatedProjects } from "#server/services/public-blogs";

/** A public page: the site's custom CSS applies (issue 30 item 10). */
export const handle = PUBLIC_PAGE_HANDLE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const post = await getPublishedPost(context.db, context.site, params.id);
  const { bodyHtml, ...shown } = post;
  const relatedProjects = await listRelatedProjects(context.db, post.id);
  // Rendered when the post was saved (decision record 117): the browser gets finished HTML and no Markdown parser.
  return { post: shown, bodyHtml, relatedProjects, seo: postSeo(context.site, pageLocation(context.siteOrigin, request), post) };
}

/** A post's tags: a BlogPosting and its breadcrumb, canonical on the slug (also when reached by id); its cover, else the site's card, as the link preview. */
function postSeo(site: SiteContext, requested: PageLocation, post: PublicPost): MetaDescriptor[] {
  const location = { ...requested, path: `/blog/${post.slug}` };
  const cover = post.featuredImageUrl ? responsiveSource(post.featuredImageUrl, 1600).src : null;
  const description = post.excerpt ?? post.bodySummary ?? post.title;
  return pageMeta({
    ...location,
    siteName: site.siteName,
    indexable: site.indexable,
    type: "article",
    title: `${post.title} | ${site.siteName}`,
    description,
    keywords: ["Singapore property", "condo", post.authorName],
    image: cover ?? siteOgImage(site),
    structuredData: [
      blogPostingStructuredData(
        {
          title: post.title,
          excerpt: description,
          slug: post.slug,
          coverImage: cover,
          publishedAt: post.publishedAt ? new Date(post.publishedAt).toISOString() : null,
          updatedAt: new Date(post.updatedAt).toISOString(),
          authorName: post.authorName,
        },
        location.origin,
        site,
      ),
      breadcrumbStructuredData(location.origin, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path: `/blog/${post.slug}` },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.seo ?? [{ title: "Page Not Found" }, { name: "robots", content: "noindex,nofollow" }];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, bodyHtml, relatedProjects } = loaderData;
  return (
    <main>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All posts
        </Link>
        <header className="mt-6">
          <p className="text-sm text-slate-500">
            <PublishedDate publishedAt={post.publishedAt} /> · {post.authorName}
          </p>
          <h1 className="mt-3 text-3xl font-semibold leading-tight tracking-tight text-slate-900 text-balance sm:text-5xl">{post.title}</h1>
          {post.excerpt ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{post.excerpt}</p> : null}
        </header>
        {post.featuredImageUrl ? (
          <ProjectImage src={post.featuredImageUrl} alt="" sizes="(min-width: 768px) 720px, 100vw" width={1600} height={1000} priority className="mt-8 aspect-[16/9] rounded-3xl" />
        ) : null}
        <div className="mt-10">
          {bodyHtml === null ? <p className="text-slate-600">{POST_MESSAGES.bodyUnavailable}</p> : <PostBody html={bodyHtml} />}
        </div>
      </article>
      {relatedProjects.length ? (
        <section aria-labelledby="related-projects" className="border-t border-slate-200/70 bg-slate-50/70">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
            <h2 id="related-projects" className="text-2xl font-semibold tracking-tight text-slate-900">
              Projects in this post
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {relatedProjects.map((project) => (
                <ProjectCard key={project.id} project={project} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteStatusScreen />;
}
