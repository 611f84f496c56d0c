import type { Route } from "./+types/sitemaps.$file";
import { sitemapFileXml } from "#server/services/site-seo";

/** One file of the host's sitemap index (/sitemap.xml): its pages and posts, or a thousand of its projects. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const xml = await sitemapFileXml(context.db, context.site, context.siteOrigin, params.file);
  if (xml === null) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
