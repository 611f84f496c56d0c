import type { Route } from "./+types/dashboard.project-management.import-template[.]csv";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { csvResponse } from "#server/csv/csv-export";
import { requireAccess } from "#server/guards";
import { projectsCsvTemplate } from "#server/services/projects/project-csv";

/** The import template: every column Import Projects reads, and one example row. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "projectManagement" }, { deniedMessage: ACCESS_MESSAGES.projectManagementDenied });
  return csvResponse(await projectsCsvTemplate(context, user));
}
