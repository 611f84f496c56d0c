import type { Route } from "./+types/dashboard.project-management.inventory.$slug.price-list[.]csv";
import { isoDateInSingapore } from "~/domain/format";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { csvResponse } from "#server/csv/csv-export";
import { requireAccess } from "#server/guards";
import { priceListCsvExport } from "#server/services/projects/price-list-csv";

/** A project's price list: every unit, in the columns its import reads. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "projectManagement" }, { deniedMessage: ACCESS_MESSAGES.projectManagementDenied });
  return csvResponse(await priceListCsvExport(context, user, { slug: params.slug, day: isoDateInSingapore(new Date()) }));
}
