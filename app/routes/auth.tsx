import { parseWithZod } from "@conform-to/zod/v4";
import { Building2, LogIn, ShieldCheck, UserPlus } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/auth";
import { Button } from "~/components/ui/button";
import { signInSchema } from "~/domain/schemas/auth";
import { accountMeta } from "~/features/auth/account-meta";
import { ACCOUNT_TEXTS, TOAST_TITLES } from "~/features/auth/account-texts";
import { AuthLayout } from "~/features/auth/auth-layout";
import { FlashToast } from "~/components/flash-toast";
import { SignInForm } from "~/features/auth/sign-in-form";
import { cookieHeaders, flashHeader, notice } from "#server/flash";
import { getOptionalUser } from "#server/guards";
import { forwardingFrom } from "#server/services/accounts/auth-forwarding";
import { describeFailure } from "#server/failure-response";
import { signInOnSite, type SiteSignIn } from "#server/services/accounts/site-sign-in";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  accountMeta(data?.mode === "realtor-access" ? "Realtor Access" : "Sign In", matches);

/** The main domain hosts no realtor sign-in: realtors use their own domain (spec part 1 §2, §6). */
function isRealtorAccessOnly(site: { isMainDomain: boolean; isDevelopmentHost: boolean }) {
  return site.isMainDomain && !site.isDevelopmentHost;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getOptionalUser(request, context)) throw redirect("/");
  const { site, config } = context;
  return {
    mode: isRealtorAccessOnly(site) ? ("realtor-access" as const) : ("sign-in" as const),
    siteName: site.siteName,
    // Registration lives on the main domain only.
    signUpUrl: site.isMainDomain || site.isDevelopmentHost ? "/sign-up" : `${config.appUrl}/sign-up`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (isRealtorAccessOnly(context.site)) throw redirect("/auth");
  const submission = parseWithZod(await request.formData(), { schema: signInSchema });
  if (submission.status !== "success") return { result: submission.reply({ hideFields: ["password"] }), notice: null };

  let signedIn: SiteSignIn;
  try {
    signedIn = await signInOnSite(forwardingFrom(context, request), context.site, submission.value);
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.code === "unexpected") throw error;
    const message = failure.message || ACCOUNT_TEXTS.signInFailed;
    const title = failure.code === "forbidden" ? TOAST_TITLES.accessDenied : TOAST_TITLES.signInFailed;
    return data(
      { result: submission.reply({ formErrors: [message], hideFields: ["password"] }), notice: notice("error", title, message) },
      { status: failure.status, headers: failure.headers },
    );
  }
  const headers = cookieHeaders(signedIn.setCookies);
  headers.append("Set-Cookie", await flashHeader(context, { kind: "success", title: TOAST_TITLES.welcomeBack }));
  throw redirect("/", { headers });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "realtor-access") return <RealtorAccess />;
  return (
    <AuthLayout
      icon={LogIn}
      title="Sign In"
      description={`Welcome back to ${loaderData.siteName}`}
      footer={
        <>
          New to the platform?{" "}
          <a href={loaderData.signUpUrl} className="font-medium text-brand underline-offset-4 hover:underline">
            Create an account
          </a>
        </>
      }
    >
      <FlashToast message={actionData?.notice ?? null} />
      <SignInForm
        lastResult={actionData?.result}
        forgotPasswordHref={(email) => (email ? `/reset-password?email=${encodeURIComponent(email)}` : "/reset-password")}
      />
    </AuthLayout>
  );
}

function RealtorAccess() {
  return (
    <AuthLayout icon={Building2} title="Realtor Access" description="Realtors sign in from their personalised domain.">
      <div className="grid gap-6">
        <p className="text-center text-sm leading-relaxed text-slate-600">
          Your sign-in page is on your own site, for example <span className="font-medium text-slate-800">yourname.com/auth</span>.
          New to the platform? Register here; administrators use the admin portal.
        </p>
        <div className="grid gap-3">
          <Button asChild size="lg">
            <Link to="/sign-up">
              <UserPlus aria-hidden="true" />
              Register as New User
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/auth-admin">
              <ShieldCheck aria-hidden="true" />
              Admin Login
            </Link>
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
