import type { Route } from "./+types/sitemap[.]xml";
import { sitemapXml } from "#server/services/site-seo";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = await sitemapXml(context.db, context.site, context.siteOrigin);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
