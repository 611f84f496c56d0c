import type { Route } from "./+types/og.condos.$file";
import { NotFoundError } from "#server/services/errors";
import { ogImageResponse, ogImageStore, projectOgSource } from "#server/og-image/og-image";
import { getProjectPage } from "#server/services/public-project-page";

/**
 * A listed project's link-preview image on this site, `/og/condos/{slug}.png`: its picture, name
 * and price in the site's colours (issue 36 item 5). Visitors' rules: an unlisted project is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = /^(.+)\.png$/.exec(params.file)?.[1];
  if (!slug || context.site.kind === "unavailable") throw new NotFoundError("This project is not available");
  const project = await getProjectPage(context.db, slug, null);
  return ogImageResponse(request, ogImageStore(context), projectOgSource(context.site, project));
}
