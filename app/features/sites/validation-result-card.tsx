import { AlertTriangle, CheckCircle2, CircleSlash, ExternalLink, XCircle } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { formatDateTime } from "~/domain/format";
import type { CheckOutcome, SiteValidation } from "~/domain/site-validation";

const TYPE_LABELS = { leader: "Leader site", agent: "Agent site" } as const;

const OUTCOME_ICONS: Record<CheckOutcome, { Icon: typeof CheckCircle2; className: string; label: string }> = {
  pass: { Icon: CheckCircle2, className: "text-emerald-600", label: "Passed" },
  fail: { Icon: XCircle, className: "text-red-600", label: "Failed" },
  warn: { Icon: AlertTriangle, className: "text-amber-600", label: "Warning" },
  skip: { Icon: CircleSlash, className: "text-slate-400", label: "Not checked" },
};

/** One validated site: its type, Valid or 'Issues Found', the errors and warnings, and every check behind them. */
export function ValidationResultCard({ result, siteHref }: { result: SiteValidation; siteHref: string }) {
  return (
    <article
      aria-label={`Validation of ${result.siteUrl}`}
      className={cn(
        "rounded-xl border bg-white p-4 shadow-sm sm:p-5",
        result.isValid ? "border-emerald-200" : "border-red-200",
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
            <a href={siteHref} target="_blank" rel="noreferrer" className="truncate hover:text-brand hover:underline">
              {result.siteUrl}
            </a>
            <ExternalLink className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {result.message}
            {result.realtorName ? <span className="text-slate-500"> · {result.realtorName}</span> : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <Badge variant="secondary">{result.siteType ? TYPE_LABELS[result.siteType] : "Unknown site"}</Badge>
          {result.isValid ? <Badge variant="success">Valid</Badge> : <Badge variant="danger">Issues Found</Badge>}
        </div>
      </div>
      {result.errors.length > 0 ? (
        <ul className="mt-3 grid gap-1 text-sm text-red-700" aria-label="Errors">
          {result.errors.map((error) => (
            <li key={error} className="flex gap-2">
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {error}
            </li>
          ))}
        </ul>
      ) : null}
      {result.warnings.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm text-amber-800" aria-label="Warnings">
          {result.warnings.map((warning) => (
            <li key={warning} className="flex gap-2">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="group mt-3 text-sm">
        <summary className="cursor-pointer select-none text-slate-500 hover:text-slate-800">
          {result.details.length} checks · validated {formatDateTime(result.validatedAt)}
        </summary>
        <dl className="mt-2 grid gap-1.5 rounded-lg bg-slate-50 p-3">
          {result.details.map((check, index) => {
            const { Icon, className, label } = OUTCOME_ICONS[check.outcome];
            return (
              <div key={`${check.label}-${index}`} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-2">
                <dt className="flex items-center gap-1.5 font-medium text-slate-700">
                  <Icon className={cn("size-4 shrink-0", className)} aria-label={label} />
                  {check.label}
                </dt>
                <dd className="break-words text-slate-600">{check.detail}</dd>
              </div>
            );
          })}
        </dl>
      </details>
    </article>
  );
}
