import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/dashboard.project-management.inventory.$slug.import";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { projectImportSchema } from "~/domain/schemas/project-csv";
import { requireAccess } from "#server/guards";
import { InvalidError } from "#server/services/errors";
import { importPriceList } from "#server/services/projects/price-list-csv";

/** A price list import, posted as Import Projects is: `mode=preview` is the dry run, `mode=import` all or nothing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "projectManagement" }, { deniedMessage: ACCESS_MESSAGES.projectManagementDenied });
  const submission = parseWithZod(await request.formData(), { schema: projectImportSchema });
  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    throw new InvalidError(Object.values(errors).flat()[0] ?? "Please choose a CSV file");
  }
  const { file, mode } = submission.value;
  return Response.json({ result: await importPriceList(context, user, { slug: params.slug, file, dryRun: mode === "preview" }) });
}
