import { data } from "react-router";
import type { Route } from "./+types/dashboard.blogs.preview";
import { POST_AUTHOR_ROLES } from "~/domain/permissions";
import { POST_MESSAGES, postPreviewSchema } from "~/domain/schemas/blog-post";
import { requireAccess } from "#server/guards";
import { renderMarkdown } from "#server/markdown";

/**
 * The editor's live preview: the same server rendering as the public post, so what the author
 * sees is what visitors get. A body past the limits of decision record 116 is refused by the
 * schema's linear scan before any parsing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAccess(request, context, { roles: POST_AUTHOR_ROLES });
  const parsed = postPreviewSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ html: null, error: parsed.error.issues[0]?.message ?? null }, { status: 400 });
  try {
    return { html: renderMarkdown(parsed.data.body ?? ""), error: null };
  } catch {
    return data({ html: null, error: POST_MESSAGES.bodyRenderFailed }, { status: 400 });
  }
}
