import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheck } from "lucide-react";
import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/auth-admin";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { hasPermission } from "~/domain/permissions";
import { resetRequestSchema, signInSchema } from "~/domain/schemas/auth";
import { AccessRestricted } from "~/features/auth/access-restricted";
import { accountMeta } from "~/features/auth/account-meta";
import { ACCOUNT_TEXTS, TOAST_TITLES } from "~/features/auth/account-texts";
import { AuthLayout } from "~/features/auth/auth-layout";
import { FlashToast } from "~/components/flash-toast";
import { ResetRequestForm } from "~/features/auth/reset-request-form";
import { SignInForm } from "~/features/auth/sign-in-form";
import { cookieHeaders, flashHeader, notice } from "#server/flash";
import { getOptionalUser } from "#server/guards";
import { forwardingFrom } from "#server/services/accounts/auth-forwarding";
import { requestPasswordReset } from "#server/services/accounts/password-reset";
import { describeFailure } from "#server/failure-response";
import { signInToAdminPortal, type SiteSignIn } from "#server/services/accounts/site-sign-in";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Admin Portal", matches);

const allowedHere = (site: { isMainDomain: boolean; isDevelopmentHost: boolean }) => site.isMainDomain || site.isDevelopmentHost;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!allowedHere(context.site)) return { restricted: true as const, email: "" };
  const user = await getOptionalUser(request, context);
  if (user && hasPermission(user.role, "adminPortal")) throw redirect("/dashboard");
  return { restricted: false as const, email: new URL(request.url).searchParams.get("email") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!allowedHere(context.site)) throw data(null, { status: 403 });
  const formData = await request.formData();
  const forwarding = forwardingFrom(context, request);

  if (formData.get("intent") === "reset") {
    const submission = parseWithZod(formData, { schema: resetRequestSchema });
    if (submission.status !== "success") return { intent: "reset" as const, result: submission.reply(), sentTo: null, notice: null };
    // The main domain is nobody's tenant site: there is no site to return to.
    const outcome = await requestPasswordReset(forwarding, { email: submission.value.email, returnHost: null });
    if (!outcome.sent) {
      return data(
        {
          intent: "reset" as const,
          result: submission.reply({ formErrors: [outcome.message] }),
          sentTo: null,
          notice: notice("error", TOAST_TITLES.resetFailed, outcome.message),
        },
        { status: 400 },
      );
    }
    return {
      intent: "reset" as const,
      result: submission.reply(),
      sentTo: submission.value.email,
      notice: notice("success", TOAST_TITLES.resetLinkSent),
    };
  }

  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return { intent: "sign-in" as const, result: submission.reply({ hideFields: ["password"] }), sentTo: null, notice: null };
  }
  let signedIn: SiteSignIn;
  try {
    signedIn = await signInToAdminPortal(forwarding, submission.value);
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.code === "unexpected") throw error;
    // A refusal and too many attempts keep better-auth's own message; wrong credentials are the spec's text.
    const spoken = failure.code === "forbidden" || failure.code === "rate-limited";
    const message = (spoken && failure.message) || ACCOUNT_TEXTS.adminSignInFailed;
    const title = failure.code === "forbidden" ? TOAST_TITLES.accessDenied : TOAST_TITLES.authenticationFailed;
    return data(
      {
        intent: "sign-in" as const,
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        sentTo: null,
        notice: notice("error", title, message),
      },
      { status: failure.status, headers: failure.headers },
    );
  }
  const headers = cookieHeaders(signedIn.setCookies);
  headers.append("Set-Cookie", await flashHeader(context, { kind: "success", title: TOAST_TITLES.welcomeBack }));
  throw redirect("/dashboard", { headers });
}

export default function AdminPortal({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  if (loaderData.restricted) return <AccessRestricted message={ACCOUNT_TEXTS.adminRestricted} />;
  const tab = searchParams.get("tab") === "reset" ? "reset" : "sign-in";
  return (
    <AuthLayout icon={ShieldCheck} title="Admin Portal" description="Sign in to manage agencies, realtors, projects and sites.">
      <FlashToast message={actionData?.notice ?? null} />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(searchParams);
          if (value === "reset") next.set("tab", "reset");
          else next.delete("tab");
          setSearchParams(next, { replace: true, preventScrollReset: true });
        }}
      >
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="reset">Reset Password</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm
            intent="sign-in"
            lastResult={actionData?.intent === "sign-in" ? actionData.result : undefined}
            forgotPasswordHref={(email) => `/auth-admin?tab=reset${email ? `&email=${encodeURIComponent(email)}` : ""}`}
          />
        </TabsContent>
        <TabsContent value="reset">
          <ResetRequestForm
            intent="reset"
            lastResult={actionData?.intent === "reset" ? actionData.result : undefined}
            sentTo={actionData?.intent === "reset" ? actionData.sentTo : null}
            defaultEmail={loaderData.email}
            tenantHost={null}
            tryAgainHref="/auth-admin?tab=reset"
            returnLink={{ label: "Back to Sign In", to: "/auth-admin" }}
          />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
