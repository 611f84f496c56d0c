import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Globe, Loader2, ListChecks, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { isIntentReply, type IntentReply } from "~/domain/intent-reply";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { FlashToast } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { validateSiteSchema } from "~/domain/schemas/site-permission";
import { siteOrigin } from "~/domain/site-url";
import { SITE_VALIDATION_TOASTS, bulkSummary, type SiteValidation } from "~/domain/site-validation";
import { ValidationResultCard } from "./validation-result-card";

/** What the validateBatch intent hands back (server/services/site-validation.ts). */
interface BatchPayload {
  results: SiteValidation[];
  next: string | null;
  total: number;
}

type BulkRun =
  | { state: "idle" }
  | { state: "running"; results: SiteValidation[]; total: number | null; stopping: boolean }
  | { state: "done"; results: SiteValidation[]; total: number; stopped: boolean };

/** The Site Validation tab: one typed URL, or every leader and agent site batch by batch with progress. */
export function SiteValidationPanel({ appUrl }: { appUrl: string }) {
  return (
    <div className="grid gap-6">
      <SingleValidation appUrl={appUrl} />
      <BulkValidation appUrl={appUrl} />
    </div>
  );
}

function SingleValidation({ appUrl }: { appUrl: string }) {
  const { fetcher, reply, pending } = useIntentFetcher("validate");
  const [form, fields] = useForm({
    id: "validate-site",
    lastResult: reply && !reply.ok ? reply.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: validateSiteSchema }),
  });
  const result = reply?.ok ? (reply.payload as SiteValidation) : null;
  const { key, ...inputProps } = getInputProps(fields.siteUrl, { type: "text", ariaDescribedBy: `${fields.siteUrl.id}-hint` });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Validate a site</CardTitle>
        <CardDescription>
          Checks that a realtor owns the address and is active, that its site permission exists and is active, its indexing state and where its DNS points.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FlashToast message={reply?.notice ?? null} />
        <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <input type="hidden" name="intent" value="validate" />
          <Field
            label="Site URL"
            htmlFor={fields.siteUrl.id}
            errors={fields.siteUrl.errors}
            errorId={fields.siteUrl.errorId}
            hint={<span id={`${fields.siteUrl.id}-hint`}>For example tan-homes.sg; https:// is added for you.</span>}
            className="w-full sm:max-w-md"
          >
            <Input key={key} {...inputProps} placeholder="agent-site.com.sg" autoComplete="off" autoCapitalize="none" spellCheck={false} inputMode="url" />
          </Field>
          <Button type="submit" disabled={pending} className="sm:mt-6">
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Globe aria-hidden="true" />}
            {pending ? "Validating..." : "Validate"}
          </Button>
        </fetcher.Form>
        {result ? <ValidationResultCard result={result} siteHref={siteOrigin(result.siteUrl, appUrl)} /> : null}
      </CardContent>
    </Card>
  );
}

function BulkValidation({ appUrl }: { appUrl: string }) {
  const fetcher = useFetcher<IntentReply>();
  const [run, setRun] = useState<BulkRun>({ state: "idle" });
  const [issuesOnly, setIssuesOnly] = useState(false);
  const handled = useRef<unknown>(null);

  // Each reply adds its batch and asks for the next one until the last batch or Stop.
  useEffect(() => {
    if (fetcher.state !== "idle" || run.state !== "running" || !isIntentReply(fetcher.data)) return;
    if (handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const reply = fetcher.data;
    if (!reply.ok) {
      toast.error(SITE_VALIDATION_TOASTS.bulkFailed, { description: reply.notice?.description });
      setRun({ state: "done", results: run.results, total: run.total ?? run.results.length, stopped: true });
      return;
    }
    const batch = reply.payload as BatchPayload;
    const results = [...run.results, ...batch.results];
    if (batch.total === 0) {
      toast.error(SITE_VALIDATION_TOASTS.noSites, { description: "No leader or agent site is registered yet." });
      setRun({ state: "idle" });
      return;
    }
    if (batch.next && !run.stopping) {
      setRun({ ...run, results, total: batch.total });
      fetcher.submit({ intent: "validateBatch", after: batch.next }, { method: "post" });
      return;
    }
    const passed = results.filter((result) => result.isValid).length;
    toast.success(SITE_VALIDATION_TOASTS.bulkComplete, { description: bulkSummary(passed, results.length) });
    setRun({ state: "done", results, total: batch.total, stopped: Boolean(batch.next) });
  }, [fetcher, run]);

  const start = () => {
    setRun({ state: "running", results: [], total: null, stopping: false });
    fetcher.submit({ intent: "validateBatch", after: "" }, { method: "post" });
  };
  const results = run.state === "idle" ? [] : run.results;
  const total = run.state === "idle" ? 0 : (run.total ?? 0);
  const passed = results.filter((result) => result.isValid).length;
  const shown = issuesOnly ? results.filter((result) => !result.isValid || result.warnings.length > 0) : results;
  const percent = total ? Math.round((results.length / total) * 100) : 0;

  return (
    <Card role="region" aria-labelledby="bulk-validation-title">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h2" id="bulk-validation-title">Validate all sites</CardTitle>
          <CardDescription>Every leader and agent site once each, a few at a time.</CardDescription>
        </div>
        {run.state === "running" ? (
          <Button type="button" variant="outline" onClick={() => setRun({ ...run, stopping: true })} disabled={run.stopping}>
            <Square aria-hidden="true" />
            {run.stopping ? "Stopping..." : "Stop"}
          </Button>
        ) : (
          <Button type="button" onClick={start}>
            <ListChecks aria-hidden="true" />
            Validate All Sites
          </Button>
        )}
      </CardHeader>
      {run.state !== "idle" ? (
        <CardContent className="grid gap-4">
          <div className="grid gap-2">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-slate-800" aria-live="polite">
                {run.state === "running"
                  ? `Validating… ${results.length} of ${run.total ?? "?"} sites`
                  : `${bulkSummary(passed, results.length)}${run.stopped ? ` (stopped after ${results.length} of ${total})` : ""}`}
              </span>
              <span className="tabular-nums text-slate-500">{percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Validation progress"
              aria-valuemin={0}
              aria-valuemax={total || 1}
              aria-valuenow={results.length}
              className="h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full rounded-full bg-brand transition-[width] duration-300" style={{ width: `${percent}%` }} />
            </div>
          </div>
          {results.length > 0 ? (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={issuesOnly} onChange={(event) => setIssuesOnly(event.target.checked)} className="size-4 accent-[var(--color-brand)]" />
              Show only sites with errors or warnings
            </label>
          ) : null}
          <div className="grid gap-3">
            {shown.map((result) => (
              <ValidationResultCard key={result.siteUrl} result={result} siteHref={siteOrigin(result.siteUrl, appUrl)} />
            ))}
          </div>
        </CardContent>
      ) : null}
    </Card>
  );
}
