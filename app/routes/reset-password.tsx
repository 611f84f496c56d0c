import { parseWithZod } from "@conform-to/zod/v4";
import { KeyRound } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/reset-password";
import { resetRequestSchema } from "~/domain/schemas/auth";
import type { SiteContext } from "~/domain/site-context";
import { accountMeta } from "~/features/auth/account-meta";
import { TOAST_TITLES } from "~/features/auth/account-texts";
import { AuthLayout } from "~/features/auth/auth-layout";
import { FlashToast } from "~/components/flash-toast";
import { ResetRequestForm } from "~/features/auth/reset-request-form";
import { notice } from "#server/flash";
import { forwardingFrom } from "#server/services/accounts/auth-forwarding";
import { requestPasswordReset } from "#server/services/accounts/password-reset";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Reset Password", matches);

/** Only a realtor's own site is worth returning to after the reset. */
function tenantHostOf(site: SiteContext): string | null {
  return site.kind === "leader" || site.kind === "agent" ? site.host : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    email: new URL(request.url).searchParams.get("email") ?? "",
    tenantHost: tenantHostOf(context.site),
    siteName: context.site.siteName,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetRequestSchema });
  if (submission.status !== "success") return { result: submission.reply(), sentTo: null, notice: null };
  const outcome = await requestPasswordReset(forwardingFrom(context, request), {
    email: submission.value.email,
    returnHost: tenantHostOf(context.site),
  });
  if (!outcome.sent) {
    return data(
      {
        result: submission.reply({ formErrors: [outcome.message] }),
        sentTo: null,
        notice: notice("error", TOAST_TITLES.resetFailed, outcome.message),
      },
      { status: 400 },
    );
  }
  return { result: submission.reply(), sentTo: submission.value.email, notice: notice("success", TOAST_TITLES.resetLinkSent) };
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, tenantHost, siteName } = loaderData;
  return (
    <AuthLayout
      icon={KeyRound}
      title="Reset Password"
      description="Enter your email and we'll send you a link to set a new password."
      footer={
        <Link to="/auth" className="font-medium text-brand underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      }
    >
      <FlashToast message={actionData?.notice ?? null} />
      <ResetRequestForm
        lastResult={actionData?.result}
        sentTo={actionData?.sentTo ?? null}
        defaultEmail={email}
        tenantHost={tenantHost}
        tryAgainHref={`/reset-password${actionData?.sentTo ? `?email=${encodeURIComponent(actionData.sentTo)}` : ""}`}
        returnLink={tenantHost ? { label: `Return to ${siteName}`, to: "/" } : { label: "Back to Sign In", to: "/auth" }}
      />
    </AuthLayout>
  );
}
