import type { Route } from "./+types/dashboard.project-management.slug-check";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { slugCheckSchema } from "~/domain/schemas/project";
import { requireAccess } from "#server/guards";
import { isSlugAvailable } from "#server/services/projects/slug-availability";

/** The wizard's slug check (asked 500 ms after the last keystroke): { available }. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "projectManagement" }, { deniedMessage: ACCESS_MESSAGES.projectManagementDenied });
  const searchParams = new URL(request.url).searchParams;
  const input = slugCheckSchema.parse({ slug: searchParams.get("slug") ?? "", exceptId: searchParams.get("exceptId") ?? undefined });
  const available = await isSlugAvailable(context, user, input);
  return Response.json({ slug: input.slug, available }, { headers: { "Cache-Control": "no-store" } });
}
