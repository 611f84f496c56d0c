import type { Route } from "./+types/robots[.]txt";
import { robotsTxt } from "#server/services/site-seo";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.site, context.siteOrigin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
