import { Loader2, Timer } from "lucide-react";
import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ESCALATION_MULTIPLE } from "~/domain/response-time";
import { OFFICE_DAYS } from "~/domain/schemas/response-time";

interface ResponseTimeCardProps {
  targetMinutes: number;
  days: readonly number[];
  opens: string;
  closes: string;
  saved: boolean;
}

/** The leader's first-response target and office hours, on the leader's dashboard (decision record 146). */
export function ResponseTimeCard({ targetMinutes, days, opens, closes, saved }: ResponseTimeCardProps) {
  const { fetcher, reply, pending } = useIntentFetcher("response-time");
  const errors = reply && !reply.ok ? (reply.result?.error as Record<string, string[] | undefined> | undefined) : undefined;
  return (
    <section aria-labelledby="response-time" className="mt-10">
      <FlashToast message={reply?.notice ?? null} />
      <h2 id="response-time" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Timer className="size-5 text-brand" aria-hidden="true" />
        First-response target
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {saved
          ? `A new lead unanswered after the target reminds its owner; after ${ESCALATION_MULTIPLE}× the target it comes to you. Only office hours count, in Singapore time.`
          : "Set a target to start reminders: a new lead unanswered after it reminds its owner, and comes to you after twice the target."}
      </p>
      <fetcher.Form method="post" className="mt-4 grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <input type="hidden" name="intent" value="response-time" />
        <Field label="Target (minutes of office hours)" htmlFor="response-target" errors={errors?.targetMinutes} errorId="response-target-error" className="sm:max-w-xs">
          <Input
            id="response-target"
            name="targetMinutes"
            type="number"
            inputMode="numeric"
            min={5}
            max={480}
            defaultValue={targetMinutes}
            aria-invalid={errors?.targetMinutes ? true : undefined}
            aria-describedby={errors?.targetMinutes ? "response-target-error" : undefined}
          />
        </Field>
        <fieldset className="grid gap-2" aria-describedby={errors?.days ? "office-days-error" : undefined}>
          <legend className="text-sm font-medium text-slate-900">Office days</legend>
          <div className="flex flex-wrap gap-2">
            {OFFICE_DAYS.map((day) => (
              <label
                key={day.value}
                className="flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-700 has-[:checked]:border-brand has-[:checked]:bg-emerald-50 has-[:checked]:text-emerald-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
              >
                <input type="checkbox" name="days" value={day.value} defaultChecked={days.includes(day.value)} className="size-4 accent-[#059669]" />
                {day.label}
              </label>
            ))}
          </div>
          {errors?.days ? (
            <p id="office-days-error" role="alert" className="text-sm text-red-600">
              {errors.days[0]}
            </p>
          ) : null}
        </fieldset>
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          <Field label="Opens" htmlFor="office-opens" errors={errors?.opens} errorId="office-opens-error">
            <Input id="office-opens" name="opens" type="time" defaultValue={opens} aria-invalid={errors?.opens ? true : undefined} />
          </Field>
          <Field label="Closes" htmlFor="office-closes" errors={errors?.closes} errorId="office-closes-error">
            <Input id="office-closes" name="closes" type="time" defaultValue={closes} aria-invalid={errors?.closes ? true : undefined} />
          </Field>
        </div>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Save target
        </Button>
      </fetcher.Form>
    </section>
  );
}
