import { CheckCircle2, ShieldOff } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/enquiry-consent.$token";
import { EmailLinkButton, EmailLinkCard, EmailLinkInvalid, EmailLinkState } from "~/components/email-link-card";
import { formatDate, formatDateTime } from "~/domain/format";
import { consentWithdrawalSchema, ENQUIRY_INBOX_MESSAGES } from "~/domain/schemas/enquiry-inbox";
import { consentState, withdrawConsent } from "#server/services/enquiry-consent";

export const meta: Route.MetaFunction = () => [{ title: "Your enquiry consent" }, { name: "robots", content: "noindex,nofollow" }];

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = consentWithdrawalSchema.safeParse({ token: params.token });
  const state = parsed.success ? await consentState(context.db, parsed.data.token) : null;
  return data({ state, siteName: context.site.siteName }, { status: state ? 200 : 404, headers: NO_STORE });
}

export async function action({ params, context }: Route.ActionArgs) {
  const parsed = consentWithdrawalSchema.safeParse({ token: params.token });
  const state = parsed.success ? await withdrawConsent(context.db, parsed.data.token) : null;
  return data({ state, siteName: context.site.siteName }, { status: state ? 200 : 404, headers: NO_STORE });
}

export default function EnquiryConsent({ loaderData, actionData }: Route.ComponentProps) {
  const { state } = actionData ?? loaderData;
  const owner = state?.ownerName ?? "the site's team";
  return (
    <EmailLinkCard>
      {!state ? (
        <EmailLinkInvalid>{ENQUIRY_INBOX_MESSAGES.withdrawalLinkInvalid}</EmailLinkInvalid>
      ) : state.withdrawnAt ? (
        <EmailLinkState icon={CheckCircle2} title="Consent withdrawn">
          <p className="mt-3 text-slate-600">
            You withdrew your consent on {formatDateTime(state.withdrawnAt)}. {owner} no longer sees your contact details and will not contact you about this
            enquiry.
          </p>
          <p className="mt-3 text-sm text-slate-500">To have the enquiry deleted altogether, reply to the acknowledgement email or contact {owner}.</p>
        </EmailLinkState>
      ) : (
        <EmailLinkState icon={ShieldOff} iconClassName="bg-amber-100 text-amber-700" title="Withdraw your consent?">
          <p className="mt-3 text-slate-600">
            On {formatDate(state.receivedAt)} you sent an enquiry{state.projectName ? ` about ${state.projectName}` : ""} and agreed that {owner} may contact you
            about it. If you withdraw that consent, {owner} will no longer see your email address, phone number or message.
          </p>
          <EmailLinkButton label="Withdraw my consent" pendingLabel="Withdrawing..." destructive />
        </EmailLinkState>
      )}
    </EmailLinkCard>
  );
}
