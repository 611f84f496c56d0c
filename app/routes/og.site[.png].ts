import type { Route } from "./+types/og.site[.png]";
import { NotFoundError } from "#server/services/errors";
import { ogImageResponse, ogImageStore, siteOgSource } from "#server/og-image/og-image";

/** The site's link-preview image: its realtor, photo and colours, or the platform's on the master site (issue 36 item 5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.site.kind === "unavailable") throw new NotFoundError("This site is not available yet");
  return ogImageResponse(request, ogImageStore(context), siteOgSource(context.site));
}
