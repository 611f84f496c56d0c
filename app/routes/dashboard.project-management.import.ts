import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/dashboard.project-management.import";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { projectImportSchema } from "~/domain/schemas/project-csv";
import { requireAccess } from "#server/guards";
import { InvalidError } from "#server/services/errors";
import { importProjectsCsv } from "#server/services/projects/project-csv";

/**
 * Import Projects, posted with upload progress (XMLHttpRequest, hence JSON rather than an
 * intent reply): `mode=preview` checks every row and writes nothing; `mode=import` checks them
 * again and imports all or nothing. Answers the preview, or a failure in the words of the file's refusal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "projectManagement" }, { deniedMessage: ACCESS_MESSAGES.projectManagementDenied });
  const submission = parseWithZod(await request.formData(), { schema: projectImportSchema });
  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    throw new InvalidError(Object.values(errors).flat()[0] ?? "Please choose a CSV file");
  }
  const { file, mode } = submission.value;
  return Response.json({ result: await importProjectsCsv(context, user, { file, dryRun: mode === "preview" }) });
}
