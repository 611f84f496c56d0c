import type { Route } from "./+types/dashboard.project-management.inventory.$slug.price-list-template[.]csv";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { csvResponse } from "#server/csv/csv-export";
import { requireAccess } from "#server/guards";
import { priceListCsvTemplate } from "#server/services/projects/price-list-csv";

/** The price list template: its columns and one example unit. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "projectManagement" }, { deniedMessage: ACCESS_MESSAGES.projectManagementDenied });
  return csvResponse(await priceListCsvTemplate(context, user, { slug: params.slug }));
}
