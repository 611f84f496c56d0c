import type { Route } from "./+types/sitemap[.]xml";
import { sitemapXml } from "#server/services/site-seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = await sitemapXml(context.db, context.site, new URL(request.url).origin);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
