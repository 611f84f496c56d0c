import { parseWithZod } from "@conform-to/zod/v4";
import { BellRing, MailCheck } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/alerts";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { BUYER_ALERT_CONSENT_VERSION, BUYER_ALERT_CONSENT_WORDINGS } from "~/domain/buyer-alert-consent";
import { buyerAlertSchema } from "~/domain/schemas/buyer-alert";
import { describeFailure } from "#server/failure-response";
import { subscribeToAlert } from "#server/services/buyer-alerts";
import { visitorKey } from "#server/services/enquiries";
import { getProjectPage } from "#server/services/public-project-page";

export const meta: Route.MetaFunction = () => [{ title: "Property alerts" }, { name: "robots", content: "noindex,nofollow" }];

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The alert form for the listing's search (?search=…) or one listed project (?project=slug), on the
 * site it was opened from. The project's name comes from the database, never from the link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = url.searchParams.get("project");
  const project = slug ? await getProjectPage(context.db, slug, null) : null;
  const searchQuery = project ? null : (url.searchParams.get("search") ?? "");
  return data(
    { projectId: project?.id ?? null, searchQuery, projectName: project?.name ?? null, consentText: BUYER_ALERT_CONSENT_WORDINGS[BUYER_ALERT_CONSENT_VERSION](context.site.ownerName) },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: buyerAlertSchema });
  if (submission.status !== "success") return data({ errors: submission.reply().error ?? {}, sent: false }, { status: 400, headers: NO_STORE });
  try {
    await subscribeToAlert(context, { site: context.site, input: submission.value, requester: visitorKey(context.clientIp, context.auth.options.secret ?? context.site.host) });
  } catch (error) {
    const failure = describeFailure(error);
    return data({ errors: { "": [failure.message] } as Record<string, string[] | null>, sent: false }, { status: failure.status, headers: NO_STORE });
  }
  return data({ errors: {} as Record<string, string[] | null>, sent: true }, { headers: NO_STORE });
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const about = loaderData.projectName ?? (loaderData.projectId ? "this project" : "this search");
  return (
    <main className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand/10 text-brand">
          {actionData?.sent ? <MailCheck className="size-6" aria-hidden="true" /> : <BellRing className="size-6" aria-hidden="true" />}
        </span>
        {actionData?.sent ? (
          <>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Check your email</h1>
            <p className="mt-3 text-slate-600">We sent you a link to confirm your alerts. Nothing else is sent until you confirm.</p>
          </>
        ) : (
          <>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Get alerts for {about}</h1>
            <p className="mt-3 text-slate-600">New launches, price and availability changes and newly released units: at most one email a day.</p>
            <Form method="post" className="mt-6 grid gap-4">
              {loaderData.projectId ? <input type="hidden" name="projectId" value={loaderData.projectId} /> : <input type="hidden" name="searchQuery" value={loaderData.searchQuery ?? ""} />}
              <Field label="Name" htmlFor="alert-name" errors={errors.name ?? undefined} errorId="alert-name-error">
                <Input id="alert-name" name="name" autoComplete="name" required aria-describedby={errors.name ? "alert-name-error" : undefined} />
              </Field>
              <Field label="Email" htmlFor="alert-email" errors={errors.email ?? undefined} errorId="alert-email-error">
                <Input id="alert-email" name="email" type="email" autoComplete="email" required aria-describedby={errors.email ? "alert-email-error" : undefined} />
              </Field>
              <div className="flex items-start gap-3">
                <Checkbox id="alert-consent" name="consent" required />
                <label htmlFor="alert-consent" className="text-sm text-slate-600">
                  {loaderData.consentText}
                </label>
              </div>
              {errors.consent?.[0] || errors[""]?.[0] || errors.searchQuery?.[0] ? (
                <p role="alert" className="text-sm text-red-600">
                  {errors.consent?.[0] ?? errors[""]?.[0] ?? errors.searchQuery?.[0]}
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={submitting}>
                {submitting ? "Subscribing..." : "Email me alerts"}
              </Button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
