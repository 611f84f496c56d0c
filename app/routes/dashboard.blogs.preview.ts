import { data } from "react-router";
import type { Route } from "./+types/dashboard.blogs.preview";
import { POST_AUTHOR_ROLES } from "~/domain/permissions";
import { postPreviewSchema } from "~/domain/schemas/blog-post";
import { requireAccess } from "#server/guards";
import { renderMarkdown } from "#server/markdown";

/** The editor's live preview: the same server rendering as the public post, so what the author sees is what visitors get. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAccess(request, context, { roles: POST_AUTHOR_ROLES });
  const parsed = postPreviewSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ html: null, error: parsed.error.issues[0]?.message ?? null }, { status: 400 });
  return { html: renderMarkdown(parsed.data.body ?? ""), error: null };
}
