import { CheckCircle2, ShieldOff } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/enquiry-consent.$token";
import { Button } from "~/components/ui/button";
import { formatDate, formatDateTime } from "~/domain/format";
import { consentWithdrawalSchema, ENQUIRY_INBOX_MESSAGES } from "~/domain/schemas/enquiry-inbox";
import { consentState, withdrawConsent } from "#server/services/enquiry-consent";

export const meta: Route.MetaFunction = () => [{ title: "Your enquiry consent" }, { name: "robots", content: "noindex,nofollow" }];

const NO_STORE = { "Cache-Control": "no-store" };

/** Opening the link only shows the choice: mail scanners follow links, so withdrawal is a POST. */
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
  const submitting = useNavigation().state === "submitting";
  const owner = state?.ownerName ?? "the site's team";
  return (
    <main className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {!state ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Link not valid</h1>
            <p className="mt-3 text-slate-600">{ENQUIRY_INBOX_MESSAGES.withdrawalLinkInvalid}</p>
          </>
        ) : state.withdrawnAt ? (
          <>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand/10 text-brand">
              <CheckCircle2 className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Consent withdrawn</h1>
            <p className="mt-3 text-slate-600">
              You withdrew your consent on {formatDateTime(state.withdrawnAt)}. {owner} no longer sees your contact details and will not contact you about
              this enquiry.
            </p>
            <p className="mt-3 text-sm text-slate-500">To have the enquiry deleted altogether, reply to the acknowledgement email or contact {owner}.</p>
          </>
        ) : (
          <>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
              <ShieldOff className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Withdraw your consent?</h1>
            <p className="mt-3 text-slate-600">
              On {formatDate(state.receivedAt)} you sent an enquiry{state.projectName ? ` about ${state.projectName}` : ""} and agreed that {owner} may contact
              you about it. If you withdraw that consent, {owner} will no longer see your email address, phone number or message.
            </p>
            <Form method="post" className="mt-6">
              <Button type="submit" size="lg" variant="destructive" disabled={submitting}>
                {submitting ? "Withdrawing..." : "Withdraw my consent"}
              </Button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
