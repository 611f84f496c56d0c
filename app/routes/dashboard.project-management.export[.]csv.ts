import type { Route } from "./+types/dashboard.project-management.export[.]csv";
import { isoDateInSingapore } from "~/domain/format";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { csvResponse } from "#server/csv/csv-export";
import { requireAccess } from "#server/guards";
import { projectsCsvExport } from "#server/services/projects/project-csv";

/** Export All Projects: every project's main fields, in the columns Import Projects reads (decision record 095). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "projectManagement" }, { deniedMessage: ACCESS_MESSAGES.projectManagementDenied });
  return csvResponse(projectsCsvExport(context, user, isoDateInSingapore(new Date())));
}
