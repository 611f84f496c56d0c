import { CalendarClock, Plus } from "lucide-react";
import type { Route } from "./+types/dashboard.calculator-rates";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { DataTable, type Column } from "~/components/dashboard/data-table";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { PageHeader } from "~/components/dashboard/page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatCalendarDay, formatDateTime, isoDateInSingapore } from "~/domain/format";
import { RATE_VERSION_STATUS_LABELS, type RateVersion, type RateVersionStatus } from "~/domain/rate-versions-read-models";
import { STAMP_DUTY_RATE_MESSAGES, stampDutyRatesSchema } from "~/domain/schemas/stamp-duty-rates";
import { accountMeta } from "~/features/auth/account-meta";
import { RateVersionFields } from "~/features/calculator-rates/rate-version-fields";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { listRateVersions, updateStampDutyRates } from "#server/services/stamp-duty-rates";

export const handle: BreadcrumbHandle = { breadcrumb: "Calculator Rates" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Calculator Rates", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "stampDutyRates" });
  return { role: user.role, today: isoDateInSingapore(new Date()), versions: await listRateVersions(context.db, user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "stampDutyRates" });
  return handleIntents(request, context, {
    record: intent({
      schema: stampDutyRatesSchema,
      failureTitle: "Failed to record the rates",
      run: async (input) => {
        const rates = await updateStampDutyRates(context.db, user, input);
        return { title: STAMP_DUTY_RATE_MESSAGES.updated, description: `Rates from ${formatCalendarDay(rates.effectiveDate)}. Source: ${rates.source}` };
      },
    }),
  });
}

const STATUS_VARIANTS: Readonly<Record<RateVersionStatus, "success" | "warning" | "secondary">> = {
  "in-force": "success",
  scheduled: "warning",
  past: "secondary",
};

const columns: Column<RateVersion>[] = [
  { key: "effective", header: "Effective from", cell: (version) => <span className="font-medium text-slate-900">{formatCalendarDay(version.effectiveDate)}</span> },
  { key: "status", header: "Status", cell: (version) => <Badge variant={STATUS_VARIANTS[version.status]}>{RATE_VERSION_STATUS_LABELS[version.status]}</Badge> },
  { key: "source", header: "Source", className: "md:max-w-72", cell: (version) => <span className="break-words text-right md:text-left">{version.source}</span> },
  {
    key: "stress",
    header: "Stress rate · TDSR",
    cell: (version) => `${version.debtLimits.stressRatePercent}% · ${version.debtLimits.tdsrPercent}%`,
  },
  {
    key: "recorded",
    header: "Recorded",
    cell: (version) => (
      <span className="text-right md:text-left">
        {version.recordedByName ?? "Shipped with the platform"}
        <span className="block text-xs text-slate-500">{formatDateTime(version.recordedAt)}</span>
      </span>
    ),
  },
];

export default function CalculatorRates({ loaderData }: Route.ComponentProps) {
  const { role, today, versions } = loaderData;
  const inForce = versions.find((version) => version.status === "in-force");
  const defaults = inForce ? { ...inForce, effectiveDate: today } : { effectiveDate: today };
  return (
    <>
      <PageHeader
        title="Calculator Rates"
        role={role}
        description="The stamp duty and loan rules of every costs calculator, as dated versions. A version takes over on its effective date, at midnight Singapore time."
        actions={
          <FormDialog
            trigger={
              <Button>
                <Plus aria-hidden="true" />
                New version
              </Button>
            }
            title="New version of the rates"
            description={inForce ? `Prefilled from the rates in force since ${formatCalendarDay(inForce.effectiveDate)}.` : undefined}
            intent="record"
            formId="new-rate-version"
            schema={stampDutyRatesSchema}
            defaultValue={defaults}
            submitLabel="Record version"
            pendingLabel="Recording..."
          >
            {(fields, form) => <RateVersionFields form={form} fields={fields} />}
          </FormDialog>
        }
      />
      {inForce ? (
        <p className="mb-4 flex items-center gap-2 text-sm text-slate-600">
          <CalendarClock className="size-4 text-brand" aria-hidden="true" />
          Calculators show: Rates as of {formatCalendarDay(inForce.effectiveDate)}. Source: {inForce.source}.
        </p>
      ) : null}
      <DataTable
        caption="Versions of the calculator's rates, newest effective date first"
        columns={columns}
        rows={versions}
        rowKey={(version) => version.id}
        empty={{ title: "No rates recorded", description: "Calculators are hidden until a version is in force." }}
      />
    </>
  );
}
