import { parseWithZod } from "@conform-to/zod/v4";
import { UserPlus } from "lucide-react";
import { useEffect } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/sign-up";
import { toast } from "~/components/ui/toaster";
import { signUpSchema } from "~/domain/schemas/auth";
import { AccessRestricted } from "~/features/auth/access-restricted";
import { accountMeta } from "~/features/auth/account-meta";
import { ACCOUNT_TEXTS, TOAST_TITLES } from "~/features/auth/account-texts";
import { AuthLayout } from "~/features/auth/auth-layout";
import { isEnhanced } from "~/features/auth/enhanced-marker";
import { FlashToast } from "~/components/flash-toast";
import { SignUpForm } from "~/features/auth/sign-up-form";
import { flashHeader, notice } from "#server/flash";
import { getOptionalUser } from "#server/guards";
import { describeFailure } from "#server/failure-response";
import { ForbiddenError } from "#server/services/errors";
import { listAllActiveLeaders, listSignUpAgencies } from "#server/services/accounts/list-signup-options";
import { registerRealtor, registrationErrorField, type Registration } from "#server/services/accounts/register-realtor";
import { notifyApprovers } from "#server/services/realtor-approvals";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Create Your Account", matches);

/** Spec part 1 §4: the redirect after a registration waits 1.5 s. */
const REDIRECT_DELAY_MS = 1500;

const registrationAllowed = (site: { isMainDomain: boolean; isDevelopmentHost: boolean }) =>
  site.isMainDomain || site.isDevelopmentHost;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!registrationAllowed(context.site)) return { restricted: true as const };
  if (await getOptionalUser(request, context)) throw redirect("/");
  const [agencies, leaders] = await Promise.all([
    listSignUpAgencies(context.db).catch((error: unknown) => {
      context.logger.error({ err: error }, "sign-up: agencies failed to load");
      return null;
    }),
    listAllActiveLeaders(context.db).catch(() => []),
  ]);
  return { restricted: false as const, agencies: agencies ?? [], agenciesFailed: agencies === null, leaders };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!registrationAllowed(context.site)) throw new ForbiddenError(ACCOUNT_TEXTS.registrationRestricted);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signUpSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }), registered: false, notice: null }, { status: 400 });
  }
  let registration: Registration;
  try {
    registration = await registerRealtor(
      context.db,
      { appDomain: context.config.appDomain, devHostMarkers: context.config.devHostMarkers, clientAddress: context.clientIp },
      submission.value,
    );
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.code === "unexpected") context.logger.error({ err: error }, "sign-up failed");
    const message = failure.code === "unexpected" ? ACCOUNT_TEXTS.registrationFailed : failure.message;
    const field = registrationErrorField(message);
    return data(
      {
        result: submission.reply({ ...(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), hideFields }),
        registered: false,
        notice: notice("error", TOAST_TITLES.registrationFailed, message),
      },
      { status: failure.status, headers: failure.headers },
    );
  }
  await notifyApprovers(context, registration.realtorId);
  if (!isEnhanced(formData)) {
    const cookie = await flashHeader(context, { kind: "success", title: TOAST_TITLES.registrationSuccessful });
    throw redirect("/registration-success", { headers: { "Set-Cookie": cookie } });
  }
  return { result: submission.reply({ resetForm: true }), registered: true, notice: null };
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const registered = actionData?.registered ?? false;
  useEffect(() => {
    if (!registered) return;
    toast.success(TOAST_TITLES.registrationSuccessful);
    const timer = window.setTimeout(() => navigate("/registration-success"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  if (loaderData.restricted) return <AccessRestricted message={ACCOUNT_TEXTS.registrationRestricted} />;
  return (
    <AuthLayout
      icon={UserPlus}
      title="Create Your Account"
      description="Register as a real estate professional"
      wide
      footer={
        <>
          Already have an account?{" "}
          <Link to="/auth" className="font-medium text-brand underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <FlashToast message={actionData?.notice ?? null} />
      <SignUpForm
        lastResult={actionData?.result}
        agencies={loaderData.agencies}
        agenciesFailed={loaderData.agenciesFailed}
        leaders={loaderData.leaders}
      />
    </AuthLayout>
  );
}
