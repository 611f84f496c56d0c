import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/dashboard.project-management.upload";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { projectUploadSchema } from "~/domain/schemas/project-media";
import { requireAccess } from "#server/guards";
import { InvalidError } from "#server/services/errors";
import { uploadProjectFile } from "#server/services/projects/project-files";

/**
 * A wizard or unit-mix upload, stored as soon as it is chosen: { url, width, height }, or a
 * failure whose message is the upload kind's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "projectManagement" }, { deniedMessage: ACCESS_MESSAGES.projectManagementDenied });
  const submission = parseWithZod(await request.formData(), { schema: projectUploadSchema });
  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    throw new InvalidError(Object.values(errors).flat()[0] ?? "Upload failed");
  }
  return Response.json(await uploadProjectFile(context, user, submission.value));
}
