import { BellRing, CheckCircle2 } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/alerts.confirm.$token";
import { Button } from "~/components/ui/button";
import { confirmAlert } from "#server/services/buyer-alerts";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your alerts" }, { name: "robots", content: "noindex,nofollow" }];

const NO_STORE = { "Cache-Control": "no-store" };

/** Opening the link only shows the button: mail scanners follow links, so confirming is a POST. */
export function loader() {
  return data({ confirmed: false, valid: true }, { headers: NO_STORE });
}

export async function action({ params, context }: Route.ActionArgs) {
  const result = await confirmAlert(context.db, params.token);
  return data({ confirmed: Boolean(result?.confirmed), valid: Boolean(result) }, { status: result ? 200 : 404, headers: NO_STORE });
}

export default function ConfirmAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { confirmed, valid } = actionData ?? loaderData;
  const submitting = useNavigation().state === "submitting";
  return (
    <main className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {!valid ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Link not valid</h1>
            <p className="mt-3 text-slate-600">This confirm link is not known. Subscribe again from the site to get a new one.</p>
          </>
        ) : confirmed ? (
          <>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand/10 text-brand">
              <CheckCircle2 className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Alerts confirmed</h1>
            <p className="mt-3 text-slate-600">You will get at most one email a day, and only when something changes. Every email has a link to stop them.</p>
          </>
        ) : (
          <>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand/10 text-brand">
              <BellRing className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Confirm your alerts</h1>
            <p className="mt-3 text-slate-600">Confirm that you want emails about new launches, price and availability changes.</p>
            <Form method="post" className="mt-6">
              <Button type="submit" size="lg" disabled={submitting}>
                {submitting ? "Confirming..." : "Confirm my alerts"}
              </Button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
