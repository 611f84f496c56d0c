import type { Route } from "./+types/dashboard.enquiries.export[.]csv";
import { formatIsoInSingapore, isoDateInSingapore } from "~/domain/format";
import { isShowflatTimeSlot, timeSlotRangeLabel } from "~/domain/showflat-visit";
import { parseListQuery } from "~/domain/list-query";
import { ENQUIRY_INBOX_ROLES } from "~/domain/permissions";
import { ENQUIRY_KIND_LABELS } from "~/domain/schemas/enquiry";
import { ENQUIRY_SORTS, ENQUIRY_STAGE_LABELS, ENQUIRY_TABS, parseEnquiryFilters } from "~/domain/schemas/enquiry-inbox";
import { csvResponse, type CsvColumn } from "#server/csv/csv-export";
import { requireAccess } from "#server/guards";
import { enquiriesForExport, type EnquiryRow } from "#server/services/enquiry-inbox";

const COLUMNS: CsvColumn<EnquiryRow>[] = [
  { header: "Received (Singapore)", value: (row) => formatIsoInSingapore(row.createdAt) },
  { header: "Kind", value: (row) => ENQUIRY_KIND_LABELS[row.kind] },
  { header: "Stage", value: (row) => ENQUIRY_STAGE_LABELS[row.stage] },
  { header: "Lost reason", value: (row) => row.lostReason },
  { header: "Name", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "Project", value: (row) => row.projectName },
  { header: "Preferred viewing date", value: (row) => row.preferredDate },
  { header: "Preferred time slot", value: (row) => (isShowflatTimeSlot(row.preferredTime) ? timeSlotRangeLabel(row.preferredTime) : "") },
  { header: "Viewing cancelled (Singapore)", value: (row) => formatIsoInSingapore(row.viewingCancelledAt) },
  { header: "Message", value: (row) => row.message },
  { header: "Realtor", value: (row) => row.realtorName ?? "Master site" },
  { header: "Owner", value: (row) => row.ownerName ?? "Administrators' queue" },
  { header: "First response (Singapore)", value: (row) => formatIsoInSingapore(row.firstResponseAt) },
  { header: "Site", value: (row) => row.siteHost },
  { header: "Consent given (Singapore)", value: (row) => formatIsoInSingapore(row.consentAt) },
  { header: "Consent wording", value: (row) => row.consentVersion },
  { header: "Consent withdrawn (Singapore)", value: (row) => formatIsoInSingapore(row.consentWithdrawnAt) },
];

/** The inbox as it is filtered on screen, every page of it; withdrawn buyers' details stay out (decision 073). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: ENQUIRY_INBOX_ROLES });
  const searchParams = new URL(request.url).searchParams;
  const query = {
    ...parseListQuery(searchParams, { sorts: ENQUIRY_SORTS, defaultSort: "received", defaultDir: "desc", tabs: ENQUIRY_TABS, defaultTab: "all" }),
    ...parseEnquiryFilters(searchParams),
  };
  return csvResponse({ filename: `enquiries-${isoDateInSingapore(new Date())}`, columns: COLUMNS, rows: enquiriesForExport(context, user, query) });
}
