import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2, KeyRound, Link2Off } from "lucide-react";
import { useEffect } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/new-password";
import { Button } from "~/components/ui/button";
import { newPasswordSchema } from "~/domain/schemas/auth";
import { normaliseHost } from "~/domain/site-url";
import { accountMeta } from "~/features/auth/account-meta";
import { TOAST_TITLES } from "~/features/auth/account-texts";
import { AuthLayout } from "~/features/auth/auth-layout";
import { isEnhanced } from "~/features/auth/enhanced-marker";
import { FlashToast } from "~/components/flash-toast";
import { NewPasswordForm } from "~/features/auth/new-password-form";
import { cookieHeaders, flashHeader, notice } from "#server/flash";
import { describeFailure } from "#server/failure-response";
import { completePasswordReset, describeResetToken, RESET_MESSAGES } from "#server/services/accounts/password-reset";
import { signOut } from "#server/services/accounts/password-sign-in";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  accountMeta(data?.type === "invite" ? "Set Your Password" : "Update Password", matches);

/** Spec part 1 §4: signed out, then the completion page after 2 s. */
const SIGN_OUT_DELAY_MS = 2000;

/** The markers of our links: ?token=…&type=recovery|invite&site=… (decision record 'password-link-format'). */
function linkParams(search: URLSearchParams | FormData) {
  const type = search.get("type") === "invite" ? ("invite" as const) : ("recovery" as const);
  const token = String(search.get("token") ?? "");
  const site = normaliseHost(String(search.get("site") ?? "")) || null;
  return { token, type, site };
}

function successPath(site: string | null) {
  return site ? `/password-reset-success?site=${encodeURIComponent(site)}` : "/password-reset-success";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, type, site } = linkParams(new URL(request.url).searchParams);
  if (!token) throw redirect("/reset-password");
  const holder = await describeResetToken(context.auth, context.db, token);
  if (!holder) return { valid: false as const, type, message: RESET_MESSAGES.invalidLink };
  return { valid: true as const, type, token, site, email: holder.email, siteAddress: holder.siteAddress };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const { token, site } = linkParams(formData);
  const submission = parseWithZod(formData, { schema: newPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return { result: submission.reply({ hideFields }), invalidLinkMessage: null, next: null, notice: null };

  try {
    await completePasswordReset(context.auth, { token, newPassword: submission.value.password });
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.code === "unexpected") throw error;
    return data(
      {
        result: submission.reply({ formErrors: [failure.message], hideFields }),
        invalidLinkMessage: failure.code === "not-found" ? failure.message : null,
        next: null,
        notice: notice("error", TOAST_TITLES.updateFailed, failure.message),
      },
      { status: failure.status },
    );
  }
  // better-auth ended every session of the account; this browser's cookie goes too.
  const headers = cookieHeaders(await signOut(context.auth, request));
  const next = successPath(site);
  if (!isEnhanced(formData)) {
    headers.append("Set-Cookie", await flashHeader(context, { kind: "success", title: TOAST_TITLES.passwordUpdated }));
    throw redirect(next, { headers });
  }
  return data(
    { result: submission.reply({ resetForm: true }), invalidLinkMessage: null, next, notice: notice("success", TOAST_TITLES.passwordUpdated) },
    { headers },
  );
}

export default function NewPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const next = actionData?.next ?? null;
  useEffect(() => {
    if (!next) return;
    const timer = window.setTimeout(() => navigate(next, { replace: true }), SIGN_OUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [next, navigate]);

  if (next) {
    return (
      <AuthLayout icon={CheckCircle2} title="Password Updated">
        <FlashToast message={actionData?.notice ?? null} />
        <p className="text-center text-slate-600" role="status">
          Your password has been updated. Signing you out…
        </p>
      </AuthLayout>
    );
  }
  if (!loaderData.valid || actionData?.invalidLinkMessage) {
    const invalidLinkMessage = loaderData.valid ? actionData?.invalidLinkMessage : loaderData.message;
    return (
      <AuthLayout icon={Link2Off} title="Link Expired">
        <FlashToast message={actionData?.notice ?? null} />
        <div className="grid gap-6 text-center">
          <p className="text-slate-600">{invalidLinkMessage}</p>
          <Button asChild size="lg">
            <Link to="/reset-password">Request a new link</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const invite = loaderData.type === "invite";
  return (
    <AuthLayout
      icon={KeyRound}
      title={invite ? "Set Your Password" : "Update Password"}
      description={invite ? "Welcome! Choose a password to activate your account." : "Choose a new password for your account."}
    >
      <FlashToast message={actionData?.notice ?? null} />
      <dl className="mb-6 grid gap-2 rounded-xl bg-slate-50 p-4 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-slate-500">Email</dt>
          <dd className="break-all font-medium text-slate-900">{loaderData.email}</dd>
        </div>
        {loaderData.siteAddress ? (
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-slate-500">Site address</dt>
            <dd className="break-all font-medium text-slate-900">{loaderData.siteAddress}</dd>
          </div>
        ) : null}
      </dl>
      <NewPasswordForm
        lastResult={actionData?.result}
        hiddenFields={{ token: loaderData.token, type: loaderData.type, ...(loaderData.site ? { site: loaderData.site } : {}) }}
        submitLabel={invite ? "Set Password" : "Update Password"}
      />
    </AuthLayout>
  );
}
