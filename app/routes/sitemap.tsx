import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { Link, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/sitemap";
import type { SiteContext } from "~/domain/site-context";
import { pageMeta, pageLocation, type PageLocation } from "~/features/seo/page-meta";
import { buildSiteMap } from "#server/services/site-seo";

/** A public page: the site's custom CSS applies (issue 30 item 10). */
export const handle = PUBLIC_PAGE_HANDLE;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { map: await buildSiteMap(context.db, context.site), seo: sitemapSeo(context.site, pageLocation(context.siteOrigin, request)) };
}

/** The sitemap page's tags: no image and no JSON-LD. */
function sitemapSeo(site: SiteContext, location: PageLocation): MetaDescriptor[] {
  return pageMeta({
    ...location,
    siteName: site.siteName,
    indexable: site.indexable,
    title: `Sitemap | ${site.siteName}`,
    description: `Every page, condominium project and article on ${site.siteName}.`,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ title: "Sitemap" }];

function LinkList({ id, title, links }: { id: string; title: string; links: { path: string; title: string }[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} <span className="text-sm font-normal text-slate-500">({links.length})</span>
      </h2>
      {links.length ? (
        <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className="text-slate-700 underline-offset-4 hover:text-brand hover:underline">
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500">Nothing here yet.</p>
      )}
    </section>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { map } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">Sitemap</h1>
      <p className="mt-2 text-slate-600">Every page of this site in one place.</p>
      <div className="mt-8 grid gap-6">
        <LinkList id="sitemap-pages" title="Pages" links={map.pages} />
        <LinkList id="sitemap-projects" title="Condominium projects" links={map.projects} />
        <LinkList id="sitemap-posts" title="Blog posts" links={map.posts} />
      </div>
    </main>
  );
}
