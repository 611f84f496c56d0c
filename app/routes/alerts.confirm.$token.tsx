import { BellRing, CheckCircle2 } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/alerts.confirm.$token";
import { EmailLinkButton, EmailLinkCard, EmailLinkInvalid, EmailLinkState } from "~/components/email-link-card";
import { confirmAlert } from "#server/services/buyer-alerts";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your alerts" }, { name: "robots", content: "noindex,nofollow" }];

const NO_STORE = { "Cache-Control": "no-store" };

export function loader() {
  return data({ confirmed: false, valid: true }, { headers: NO_STORE });
}

export async function action({ params, context }: Route.ActionArgs) {
  const result = await confirmAlert(context.db, params.token);
  return data({ confirmed: Boolean(result?.confirmed), valid: Boolean(result) }, { status: result ? 200 : 404, headers: NO_STORE });
}

export default function ConfirmAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { confirmed, valid } = actionData ?? loaderData;
  return (
    <EmailLinkCard>
      {!valid ? (
        <EmailLinkInvalid>This confirm link is not known. Subscribe again from the site to get a new one.</EmailLinkInvalid>
      ) : confirmed ? (
        <EmailLinkState icon={CheckCircle2} title="Alerts confirmed">
          <p className="mt-3 text-slate-600">You will get at most one email a day, and only when something changes. Every email has a link to stop them.</p>
        </EmailLinkState>
      ) : (
        <EmailLinkState icon={BellRing} title="Confirm your alerts">
          <p className="mt-3 text-slate-600">Confirm that you want emails about new launches, price and availability changes.</p>
          <EmailLinkButton label="Confirm my alerts" pendingLabel="Confirming..." />
        </EmailLinkState>
      )}
    </EmailLinkCard>
  );
}
