import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/dashboard.analytics";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { PageHeader } from "~/components/dashboard/page-header";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatNumber } from "~/domain/format";
import { ANALYTICS_PERIODS, formatConversion, parseAnalyticsQuery, SITE_ANALYTICS_ROLES } from "~/domain/site-analytics";
import { SITE_ACTION_LABELS, isSiteAction } from "~/domain/site-actions";
import { accountMeta } from "~/features/auth/account-meta";
import { VisitsChart } from "~/features/dashboards/visits-chart";
import { requireAccess } from "#server/guards";
import { siteAnalytics } from "#server/services/site-analytics";
import { flushVisits } from "#server/site-analytics/visit-recorder";

export const handle: BreadcrumbHandle = { breadcrumb: "Site analytics" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Site analytics", matches);

/** Issue 36 item 3: visits, sources, contact clicks and enquiries of the sites the user may see. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: SITE_ANALYTICS_ROLES });
  const query = parseAnalyticsQuery(new URL(request.url).searchParams);
  // What this process has counted but not yet written belongs in today's figures.
  await flushVisits();
  const figures = await siteAnalytics(context, user, query);
  return { role: user.role, query, figures };
}

const hrefWith = (query: { days: number; site: string | null }, change: Partial<{ days: number; site: string | null }>) => {
  const next = { ...query, ...change };
  const params = new URLSearchParams({ days: String(next.days) });
  if (next.site) params.set("site", next.site);
  return `?${params}`;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</p>
    </Card>
  );
}

function Table({ caption, headers, rows }: { caption: string; headers: string[]; rows: (string | number)[][] }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle as="h2">{caption}</CardTitle>
      </CardHeader>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
            <tr>
              {headers.map((header, index) => (
                <th key={header} scope="col" className={cn("px-4 py-2 font-medium", index > 0 && "text-right")}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={headers.length} className="px-4 py-6 text-center text-slate-500">
                  Nothing counted in this period yet.
                </td>
              </tr>
            ) : (
              rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} className={cn("px-4 py-2", index > 0 ? "text-right tabular-nums" : "max-w-64 truncate font-medium text-slate-800")}>
                      {typeof cell === "number" ? formatNumber(cell) : cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

export default function SiteAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { role, query, figures } = loaderData;
  const { totals } = figures;
  const exportParams = hrefWith(query, {});
  return (
    <>
      <PageHeader
        title="Site analytics"
        role={role}
        description="Visits counted on the server without cookies, where they came from, the contact buttons used and the enquiries they led to."
        actions={
          <a href={`/dashboard/analytics/export.csv${exportParams}`} className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        }
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <nav aria-label="Period" className="inline-flex rounded-xl border border-slate-200 bg-white p-1">
          {ANALYTICS_PERIODS.map((days) => (
            <Link
              key={days}
              to={hrefWith(query, { days })}
              aria-current={days === query.days ? "page" : undefined}
              className={cn("rounded-lg px-3 py-1.5 text-sm font-medium", days === query.days ? "bg-brand text-white" : "text-slate-600 hover:bg-slate-100")}
            >
              {days} days
            </Link>
          ))}
        </nav>
        {figures.sites.length > 1 ? (
          <Form method="get" className="flex items-end gap-2">
            <input type="hidden" name="days" value={query.days} />
            <div>
              <Label htmlFor="analytics-site">Site</Label>
              <NativeSelect id="analytics-site" name="site" defaultValue={query.site ?? ""}>
                <option value="">{figures.sites.some((site) => site.site === "master") ? "All sites (platform)" : "All sites (team)"}</option>
                {figures.sites.map((site) => (
                  <option key={site.site} value={site.site}>
                    {site.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <button type="submit" className={buttonVariants({ variant: "outline" })}>
              Show
            </button>
          </Form>
        ) : null}
      </div>
      <section aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Visits" value={formatNumber(totals.visits)} />
        <Figure label="Visitors" value={formatNumber(totals.visitors)} />
        <Figure label="Enquiries" value={formatNumber(totals.enquiries)} />
        <Figure label="Conversion" value={formatConversion(totals.conversion)} />
      </section>
      <Card className="mt-6 p-4">
        <h2 className="mb-3 text-base font-semibold text-slate-900">Over the last {query.days} days</h2>
        <VisitsChart series={figures.series} />
      </Card>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Table
          caption="Sources"
          headers={["Source", "Visits", "Enquiries", "Conversion"]}
          rows={figures.sources.map((source) => [source.source, source.visits, source.enquiries, formatConversion(source.conversion)])}
        />
        <Table caption="Contact clicks" headers={["Action", "Clicks"]} rows={figures.actions.map((action) => [isSiteAction(action.kind) ? SITE_ACTION_LABELS[action.kind] : action.kind, action.clicks])} />
        <Table caption="Top pages" headers={["Page", "Visits"]} rows={figures.topPages.map((page) => [page.path, page.visits])} />
        {figures.bySite.length > 0 && figures.sites.length > 1 ? (
          <Table
            caption="Sites"
            headers={["Site", "Visits", "Visitors", "Enquiries"]}
            rows={figures.bySite.map((site) => [site.name, site.visits, site.visitors, site.enquiries])}
          />
        ) : null}
      </div>
    </>
  );
}
