import { BellOff, CheckCircle2 } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/alerts.unsubscribe.$token";
import { Button } from "~/components/ui/button";
import { unsubscribeFromAlert } from "#server/services/buyer-alerts";

export const meta: Route.MetaFunction = () => [{ title: "Stop your alerts" }, { name: "robots", content: "noindex,nofollow" }];

const NO_STORE = { "Cache-Control": "no-store" };

/** Opening the link only shows the button (mail scanners follow links); the POST also answers List-Unsubscribe-Post. */
export function loader() {
  return data({ unsubscribed: false, valid: true }, { headers: NO_STORE });
}

export async function action({ params, context }: Route.ActionArgs) {
  const result = await unsubscribeFromAlert(context.db, params.token);
  return data({ unsubscribed: Boolean(result), valid: Boolean(result) }, { status: result ? 200 : 404, headers: NO_STORE });
}

export default function UnsubscribeAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { unsubscribed, valid } = actionData ?? loaderData;
  const submitting = useNavigation().state === "submitting";
  return (
    <main className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {!valid ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Link not valid</h1>
            <p className="mt-3 text-slate-600">This unsubscribe link is not known.</p>
          </>
        ) : unsubscribed ? (
          <>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand/10 text-brand">
              <CheckCircle2 className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Alerts stopped</h1>
            <p className="mt-3 text-slate-600">You will get no more alert emails.</p>
          </>
        ) : (
          <>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
              <BellOff className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Stop your alerts?</h1>
            <p className="mt-3 text-slate-600">You will get no more emails about this search or project.</p>
            <Form method="post" className="mt-6">
              <Button type="submit" size="lg" variant="destructive" disabled={submitting}>
                {submitting ? "Unsubscribing..." : "Unsubscribe"}
              </Button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
