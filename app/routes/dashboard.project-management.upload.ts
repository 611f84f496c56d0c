import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/dashboard.project-management.upload";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { projectUploadSchema } from "~/domain/schemas/project-media";
import { requireAccess } from "#server/guards";
import { describeFailure } from "#server/intent-action";
import { uploadProjectFile } from "#server/services/projects/project-files";

/**
 * A wizard or unit-mix upload, stored as soon as it is chosen: { url, width, height }, or
 * { error } with the upload kind's message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "projectManagement" }, { deniedMessage: ACCESS_MESSAGES.projectManagementDenied });
  const submission = parseWithZod(await request.formData(), { schema: projectUploadSchema });
  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    return Response.json({ error: Object.values(errors).flat()[0] ?? "Upload failed" }, { status: 400 });
  }
  try {
    return Response.json(await uploadProjectFile(context, user, submission.value));
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.status === 500) context.logger.error({ err: error }, "project upload failed");
    return Response.json({ error: failure.message }, { status: failure.status });
  }
}
