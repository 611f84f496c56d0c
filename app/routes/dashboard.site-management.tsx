import { Building2, Globe, Layers, Search, ShieldCheck, UserRound, Users } from "lucide-react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/dashboard.site-management";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { DataTable, type Column } from "~/components/dashboard/data-table";
import { UrlSearch, UrlTabs } from "~/components/dashboard/list-toolbar";
import { PageHeader } from "~/components/dashboard/page-header";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { formatDateTime } from "~/domain/format";
import { LIST_PAGE_SIZE, parseListQuery } from "~/domain/list-query";
import { hasPermission } from "~/domain/permissions";
import {
  OVERRIDE_TOASTS,
  OVERRIDE_TYPE_LABELS,
  clearOverridesSchema,
  overrideIdSchema,
  overrideSchema,
} from "~/domain/schemas/override";
import {
  INDEXING_SORTS,
  INDEXING_TABS,
  INDEXING_TOASTS,
  toggleIndexingSchema,
  validateBatchSchema,
  validateSiteSchema,
  type IndexingRow,
} from "~/domain/schemas/site-permission";
import { siteOrigin } from "~/domain/site-url";
import { SITE_VALIDATION_MESSAGES, SITE_VALIDATION_TOASTS, issuesSummary } from "~/domain/site-validation";
import { accountMeta } from "~/features/auth/account-meta";
import { IndexingSwitch } from "~/features/sites/indexing-switch";
import { OverridePanel } from "~/features/sites/override-panel";
import { SiteValidationPanel } from "~/features/sites/site-validation-panel";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { clearOverrides, createOverride, endOverride, listActiveOverrides } from "#server/services/admin-overrides";
import { ServiceError } from "#server/services/errors";
import { listSiteIndexing, setSiteIndexing, siteCounts, systemOverview } from "#server/services/site-management";
import { validateSite, validateSiteBatch } from "#server/services/site-validation";

export const handle: BreadcrumbHandle = { breadcrumb: "Site Management" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Site Management", matches);

const SECTIONS = [
  { value: "validation", label: "Site Validation" },
  { value: "permissions", label: "Permissions" },
  { value: "override", label: "Admin Override" },
  { value: "overview", label: "System Overview" },
] as const;
type Section = (typeof SECTIONS)[number]["value"];

function sectionOf(searchParams: URLSearchParams): Section {
  return SECTIONS.find((section) => section.value === searchParams.get("section"))?.value ?? "validation";
}

const INDEXING_TAB_LABELS = { all: "All", indexed: "Indexed", "not-indexed": "No-index" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "siteManagement" });
  const searchParams = new URL(request.url).searchParams;
  const section = sectionOf(searchParams);
  const canOverride = hasPermission(user.role, "adminOverride");
  const query = parseListQuery(searchParams, { sorts: INDEXING_SORTS, defaultSort: "site", tabs: INDEXING_TABS, defaultTab: "all" });
  // Each tab loads what it shows.
  const [counts, indexing, overrides, overview] = await Promise.all([
    section === "permissions" ? siteCounts(context, user) : null,
    section === "permissions" ? listSiteIndexing(context, user, query) : null,
    section === "override" && canOverride ? listActiveOverrides(context, user) : [],
    section === "overview" ? systemOverview(context, user) : null,
  ]);
  return { role: user.role, section, query, counts, indexing, overrides, canOverride, overview, appUrl: context.config.appUrl, now: new Date() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "siteManagement" });
  // An unexpected failure of validation is logged and reported as the spec's 'Error validating site'.
  const validating = async <T,>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      context.logger.error({ err: error }, "site validation failed");
      throw new ServiceError(SITE_VALIDATION_MESSAGES.failed);
    }
  };
  return handleIntents(request, context, {
    validate: intent({
      schema: validateSiteSchema,
      failureTitle: SITE_VALIDATION_TOASTS.failed,
      run: async (input) => {
        const result = await validating(() => validateSite(context, user, input));
        return result.isValid
          ? { title: SITE_VALIDATION_TOASTS.valid, description: `${result.siteUrl}: ${SITE_VALIDATION_MESSAGES.valid}`, payload: result }
          : { kind: "error", title: SITE_VALIDATION_TOASTS.issues, description: issuesSummary(result.errors.length, result.warnings.length), payload: result };
      },
    }),
    validateBatch: intent({
      schema: validateBatchSchema,
      failureTitle: SITE_VALIDATION_TOASTS.bulkFailed,
      run: async (input) => ({ title: SITE_VALIDATION_TOASTS.bulkComplete, payload: await validating(() => validateSiteBatch(context, user, input)) }),
    }),
    toggleIndexing: intent({
      schema: toggleIndexingSchema,
      failureTitle: INDEXING_TOASTS.failed,
      run: async (input) => {
        const { siteUrl, allowIndexing } = await setSiteIndexing(context, user, input);
        return { title: allowIndexing ? INDEXING_TOASTS.enabled : INDEXING_TOASTS.disabled, description: siteUrl };
      },
    }),
    createOverride: intent({
      schema: overrideSchema,
      failureTitle: OVERRIDE_TOASTS.failed,
      run: async (input) => {
        const override = await createOverride(context, user, input);
        return {
          title: OVERRIDE_TOASTS.created,
          description: `${OVERRIDE_TYPE_LABELS[override.overrideType]} until ${formatDateTime(override.expiresAt)}`,
        };
      },
    }),
    endOverride: intent({
      schema: overrideIdSchema,
      failureTitle: OVERRIDE_TOASTS.endFailed,
      run: async (input) => ({ title: OVERRIDE_TOASTS.ended, description: (await endOverride(context, user, input)).label }),
    }),
    clearOverrides: intent({
      schema: clearOverridesSchema,
      failureTitle: OVERRIDE_TOASTS.clearFailed,
      run: async () => {
        const { cleared } = await clearOverrides(context, user);
        return { title: OVERRIDE_TOASTS.cleared, description: `${cleared} override${cleared === 1 ? "" : "s"} ended` };
      },
    }),
  });
}

/** Validating changes nothing the page shows, so its many requests do not reload the page's data. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intentName = formData?.get("intent");
  if (intentName === "validate" || intentName === "validateBatch") return false;
  return defaultShouldRevalidate;
}

export default function SiteManagement({ loaderData }: Route.ComponentProps) {
  const { role, section, query, counts, indexing, overrides, canOverride, overview, appUrl, now } = loaderData;
  return (
    <>
      <PageHeader
        title="Site Management"
        role={role}
        description="Validate realtor sites, decide which ones search engines may index, and record admin overrides."
      />
      <UrlTabs label="Site management sections" param="section" current={section} tabs={SECTIONS.map(({ value, label }) => ({ value, label }))} />
      <div className="mt-6">
        {section === "validation" ? <SiteValidationPanel appUrl={appUrl} /> : null}
        {section === "permissions" && counts && indexing ? (
          <PermissionsSection counts={counts} indexing={indexing} query={query} appUrl={appUrl} />
        ) : null}
        {section === "override" ? <OverridePanel allowed={canOverride} overrides={overrides} now={now} /> : null}
        {section === "overview" && overview ? (
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="sr-only">
              System Overview
            </h2>
            <StatGrid>
              <StatCard label="Total Sites" value={overview.totalSites} icon={Globe} hint="With the master site" />
              <StatCard label="Agencies" value={overview.agencies} icon={Building2} tone="blue" hint={`${overview.activeAgencies} active`} />
              <StatCard label="Team Leaders" value={overview.leaders} icon={Users} tone="amber" hint={`${overview.activeLeaders} active`} />
              <StatCard label="Agents" value={overview.agents} icon={UserRound} tone="violet" hint={`${overview.activeAgents} active`} />
            </StatGrid>
          </section>
        ) : null}
      </div>
    </>
  );
}

function PermissionsSection({
  counts,
  indexing,
  query,
  appUrl,
}: {
  counts: NonNullable<Route.ComponentProps["loaderData"]["counts"]>;
  indexing: { rows: IndexingRow[]; total: number };
  query: Route.ComponentProps["loaderData"]["query"];
  appUrl: string;
}) {
  const columns: Column<IndexingRow>[] = [
    {
      key: "site",
      header: "Site",
      sortKey: "site",
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <a href={siteOrigin(row.siteUrl, appUrl)} target="_blank" rel="noreferrer" className="truncate font-medium text-slate-900 hover:text-brand hover:underline">
            {row.siteUrl}
          </a>
          <span className="text-xs text-slate-500">{row.siteType === "leader" ? "Leader site" : "Agent site"}</span>
        </span>
      ),
    },
    {
      key: "owner",
      header: "Realtor",
      sortKey: "owner",
      cell: (row) => (
        <span className="flex min-w-0 flex-col text-right md:text-left">
          <span className="truncate text-slate-900">{row.ownerName}</span>
          <span className="truncate text-xs text-slate-500">{row.ownerEmail}</span>
        </span>
      ),
    },
    {
      key: "validated",
      header: "Last validated",
      sortKey: "validated",
      cell: (row) => (row.lastValidated ? formatDateTime(row.lastValidated) : <span className="text-slate-500">Never</span>),
    },
    {
      key: "indexing",
      header: "Search engines",
      cell: (row) => <IndexingSwitch permissionId={row.id} siteUrl={row.siteUrl} allowIndexing={row.allowIndexing} />,
    },
  ];
  return (
    <div className="grid gap-6">
      <StatGrid>
        <StatCard label="Leader Sites" value={counts.leaderSites} icon={Users} />
        <StatCard label="Agent Sites" value={counts.agentSites} icon={UserRound} tone="violet" />
        <StatCard label="Master Site" value={counts.masterSites} icon={ShieldCheck} tone="slate" hint="Never indexed" />
        <StatCard label="Indexed" value={counts.indexed} icon={Search} tone="emerald" hint={`${counts.notIndexed} no-index`} />
      </StatGrid>
      <section aria-labelledby="indexing-heading" className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="indexing-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Layers className="size-5 text-brand" aria-hidden="true" />
              Site indexing
            </h2>
            <p className="text-sm text-slate-600">
              Every site starts as no-index. A change reaches the site&apos;s robots tag, robots.txt and sitemap on its next request.
            </p>
          </div>
          <UrlSearch label="Search sites" placeholder="Site URL, realtor name or email" />
        </div>
        <UrlTabs
          label="Indexing state"
          current={query.tab}
          tabs={INDEXING_TABS.map((tab) => ({
            value: tab,
            label: INDEXING_TAB_LABELS[tab],
            count: tab === "all" ? counts.indexed + counts.notIndexed : tab === "indexed" ? counts.indexed : counts.notIndexed,
          }))}
        />
        <DataTable
          caption="Site indexing"
          columns={columns}
          rows={indexing.rows}
          rowKey={(row) => row.id}
          paging={{ page: query.page, pageSize: LIST_PAGE_SIZE, total: indexing.total }}
          empty={
            query.q || query.tab !== "all"
              ? { title: "No matching sites found", description: "Try another site URL, name or email." }
              : { title: "No active sites yet", description: "A realtor's site appears here once their site permission is active." }
          }
        />
      </section>
    </div>
  );
}
