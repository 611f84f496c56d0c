import { BellOff, CheckCircle2 } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/alerts.unsubscribe.$token";
import { EmailLinkButton, EmailLinkCard, EmailLinkInvalid, EmailLinkState } from "~/components/email-link-card";
import { unsubscribeFromAlert } from "#server/services/buyer-alerts";

export const meta: Route.MetaFunction = () => [{ title: "Stop your alerts" }, { name: "robots", content: "noindex,nofollow" }];

const NO_STORE = { "Cache-Control": "no-store" };

/** The POST also answers List-Unsubscribe-Post (one-click unsubscribe from the mail client). */
export function loader() {
  return data({ unsubscribed: false, valid: true }, { headers: NO_STORE });
}

export async function action({ params, context }: Route.ActionArgs) {
  const result = await unsubscribeFromAlert(context.db, params.token);
  return data({ unsubscribed: Boolean(result), valid: Boolean(result) }, { status: result ? 200 : 404, headers: NO_STORE });
}

export default function UnsubscribeAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { unsubscribed, valid } = actionData ?? loaderData;
  return (
    <EmailLinkCard>
      {!valid ? (
        <EmailLinkInvalid>This unsubscribe link is not known.</EmailLinkInvalid>
      ) : unsubscribed ? (
        <EmailLinkState icon={CheckCircle2} title="Alerts stopped">
          <p className="mt-3 text-slate-600">You will get no more alert emails.</p>
        </EmailLinkState>
      ) : (
        <EmailLinkState icon={BellOff} iconClassName="bg-amber-100 text-amber-700" title="Stop your alerts?">
          <p className="mt-3 text-slate-600">You will get no more emails about this search or project.</p>
          <EmailLinkButton label="Unsubscribe" pendingLabel="Unsubscribing..." destructive />
        </EmailLinkState>
      )}
    </EmailLinkCard>
  );
}
