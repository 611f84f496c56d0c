import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Clock, Loader2, ShieldAlert, ShieldPlus, Timer, X } from "lucide-react";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { FlashToast } from "~/components/flash-toast";
import { FormMessage, NumberField, SelectField, TextareaField, TextField } from "~/components/form-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateTime } from "~/domain/format";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import {
  OVERRIDE_DURATION_DEFAULT,
  OVERRIDE_DURATION_MAX,
  OVERRIDE_DURATION_MIN,
  OVERRIDE_TYPE_LABELS,
  OVERRIDE_TYPES,
  overrideSchema,
  overrideShowsSiteUrl,
  overrideShowsTargetUser,
  type AdminOverride,
  type OverrideType,
} from "~/domain/schemas/override";

/** The Admin Override tab: master's form and the overrides in force; everyone else the spec's denial. */
export function OverridePanel({ allowed, overrides, now }: { allowed: boolean; overrides: AdminOverride[]; now: Date }) {
  if (!allowed) {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="font-medium">{ACCESS_MESSAGES.overrideDenied}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
      <OverrideForm />
      <ActiveOverrides overrides={overrides} now={now} />
    </div>
  );
}

function OverrideForm() {
  const { fetcher, reply, pending } = useIntentFetcher("createOverride");
  const [form, fields] = useForm({
    id: "admin-override",
    lastResult: reply?.result,
    defaultValue: { overrideType: "site_access", durationMinutes: String(OVERRIDE_DURATION_DEFAULT) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: overrideSchema }),
  });
  const type = (fields.overrideType.value ?? "site_access") as OverrideType;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldPlus className="size-5 text-brand" aria-hidden="true" />
          Create an override
        </CardTitle>
        <CardDescription>
          A time-boxed, recorded statement of why you are acting on a site, a user, data or the configuration. It grants no extra rights; it
          ends by itself when its time is up.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FlashToast message={reply?.notice ?? null} />
        <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4">
          <input type="hidden" name="intent" value="createOverride" />
          <FormMessage errors={form.errors} />
          <SelectField meta={fields.overrideType} label="Override type">
            {OVERRIDE_TYPES.map((value) => (
              <option key={value} value={value}>
                {OVERRIDE_TYPE_LABELS[value]}
              </option>
            ))}
          </SelectField>
          {overrideShowsSiteUrl(type) ? (
            <TextField meta={fields.siteUrl} label="Site URL (optional)" placeholder="agent-site.com.sg" autoCapitalize="none" spellCheck={false} />
          ) : null}
          {overrideShowsTargetUser(type) ? (
            <TextField meta={fields.targetUserId} label="Target user (optional)" hint="Their email address or user id." autoCapitalize="none" spellCheck={false} />
          ) : null}
          <TextareaField meta={fields.reason} label="Reason" rows={3} placeholder="e.g. Investigating a complaint about this site's listings" />
          <NumberField
            meta={fields.durationMinutes}
            label="Duration (minutes)"
            min={OVERRIDE_DURATION_MIN}
            max={OVERRIDE_DURATION_MAX}
            step={1}
            hint={`${OVERRIDE_DURATION_MIN} to ${OVERRIDE_DURATION_MAX} minutes (24 hours).`}
          />
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldPlus aria-hidden="true" />}
            {pending ? "Creating..." : "Create Override"}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

function minutesLeft(override: AdminOverride, now: Date): number {
  return Math.max(1, Math.ceil((override.expiresAt.getTime() - now.getTime()) / 60_000));
}

function ActiveOverrides({ overrides, now }: { overrides: AdminOverride[]; now: Date }) {
  return (
    <section aria-labelledby="active-overrides" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="active-overrides" className="text-lg font-semibold text-slate-900">
          In force <span className="text-sm font-normal text-slate-500">({overrides.length})</span>
        </h2>
        {overrides.length > 0 ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm">
                <X aria-hidden="true" />
                Clear All
              </Button>
            }
            title="End every override?"
            description={`All ${overrides.length} override${overrides.length === 1 ? "" : "s"} in force end now. Each ending is recorded in the administration log.`}
            intent="clearOverrides"
            values={{}}
            confirmLabel="End All"
            pendingLabel="Ending..."
            variant="destructive"
            locked
          />
        ) : null}
      </div>
      {overrides.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <Clock className="mx-auto size-8 text-slate-300" aria-hidden="true" />
          <p className="mt-2 font-medium text-slate-900">No override in force</p>
          <p className="mt-1 text-sm text-slate-500">Overrides you create are listed here until they expire or you end them.</p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {overrides.map((override) => (
            <li key={override.id} className="rounded-xl border border-amber-200 bg-amber-50/50 p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="warning">{OVERRIDE_TYPE_LABELS[override.overrideType]}</Badge>
                    {override.targetResource ? <span className="truncate text-sm font-medium text-slate-900">{override.targetResource}</span> : null}
                  </div>
                  <p className="mt-2 break-words text-sm text-slate-700">{override.reason}</p>
                  <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
                    <span>
                      By {override.adminName} · {formatDateTime(override.createdAt)}
                    </span>
                    <span className="inline-flex items-center gap-1 font-medium text-amber-800">
                      <Timer className="size-3.5" aria-hidden="true" />
                      Until {formatDateTime(override.expiresAt)} ({minutesLeft(override, now)} min left)
                    </span>
                  </p>
                </div>
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="sm" className="shrink-0" aria-label={`End now: ${OVERRIDE_TYPE_LABELS[override.overrideType]} override`}>
                      End now
                    </Button>
                  }
                  title="End this override?"
                  description="It stops being in force now, before its expiry. The ending is recorded."
                  intent="endOverride"
                  values={{ id: override.id }}
                  confirmLabel="End Override"
                  pendingLabel="Ending..."
                  variant="destructive"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
