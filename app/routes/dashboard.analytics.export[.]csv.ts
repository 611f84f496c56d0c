import type { Route } from "./+types/dashboard.analytics.export[.]csv";
import { isoDateInSingapore } from "~/domain/format";
import { parseAnalyticsQuery, SITE_ANALYTICS_ROLES } from "~/domain/site-analytics";
import { csvResponse, type CsvColumn } from "#server/csv/csv-export";
import { requireAccess } from "#server/guards";
import { siteAnalytics } from "#server/services/site-analytics";

type DayRow = { day: string; visits: number; visitors: number; enquiries: number };

const COLUMNS: CsvColumn<DayRow>[] = [
  { header: "Day (Singapore)", value: (row) => row.day },
  { header: "Visits", value: (row) => String(row.visits) },
  { header: "Visitors", value: (row) => String(row.visitors) },
  { header: "Enquiries", value: (row) => String(row.enquiries) },
];

/** The analytics screen's days as a spreadsheet, for the same period and site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: SITE_ANALYTICS_ROLES });
  const figures = await siteAnalytics(context, user, parseAnalyticsQuery(new URL(request.url).searchParams));
  return csvResponse({ filename: `site-analytics-${isoDateInSingapore(new Date())}`, columns: COLUMNS, rows: figures.series });
}
