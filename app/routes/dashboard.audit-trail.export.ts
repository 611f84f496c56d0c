import type { Route } from "./+types/dashboard.audit-trail.export";
import { isoDateInSingapore } from "~/domain/format";
import { parseAdminAuditFilters, parseAuditFilters, parseAuditLog } from "~/domain/schemas/audit";
import { csvResponse } from "#server/csv/csv-export";
import { requireUser } from "#server/guards";
import { adminLogExport, realtorLogExport } from "#server/services/audit-export";

/**
 * Export Data: the filtered log as a CSV download, streamed from the database batch by batch.
 * The service refuses a role without auditExporting before the first row is read; the refusal is
 * the spec's sentence with a 403, which the Export button shows as its toast.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const searchParams = new URL(request.url).searchParams;
  const day = isoDateInSingapore(new Date());
  return parseAuditLog(searchParams) === "admin"
    ? csvResponse(adminLogExport(context, user, parseAdminAuditFilters(searchParams), day))
    : csvResponse(realtorLogExport(context, user, parseAuditFilters(searchParams), day));
}
