import { CheckCircle2, LogIn, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { data, useNavigate } from "react-router";
import type { Route } from "./+types/password-reset-success";
import { Button } from "~/components/ui/button";
import { accountMeta } from "~/features/auth/account-meta";
import { AuthLayout } from "~/features/auth/auth-layout";
import { rememberedTenantHost } from "~/features/auth/tenant-return";
import { cookieHeaders } from "#server/flash";
import { signOut } from "#server/services/accounts/password-sign-in";
import { findReturnSite } from "#server/services/accounts/return-site";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Password Reset Complete", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = new URL(request.url).searchParams.get("site");
  const [setCookies, returnSite] = await Promise.all([
    signOut(context.auth, request),
    findReturnSite(context.db, context.config.appUrl, site),
  ]);
  return data({ returnSite, askedForSite: site !== null }, { headers: cookieHeaders(setCookies) });
}

const NEXT_STEPS = [
  "Go back to your sign-in page.",
  "Sign in with your email and your new password.",
  "Keep your password private; we will never ask you for it.",
];

export default function PasswordResetSuccess({ loaderData }: Route.ComponentProps) {
  const { returnSite, askedForSite } = loaderData;
  const navigate = useNavigate();
  useEffect(() => {
    // A reset requested in this browser's storage origin may have remembered the tenant (spec part 1 §4).
    const remembered = rememberedTenantHost();
    if (!askedForSite && remembered) navigate(`?site=${encodeURIComponent(remembered)}`, { replace: true });
  }, [askedForSite, navigate]);

  return (
    <AuthLayout icon={CheckCircle2} title="Password Reset Complete!" description="Your password has been changed successfully.">
      <div className="grid gap-6">
        <div className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            For your security you have been signed out everywhere. If you did not make this change, contact your administrator
            straight away.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">Next steps</h2>
          <ol className="mt-2 grid list-decimal gap-1.5 pl-5 text-sm text-slate-600">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        {returnSite ? (
          <Button asChild size="lg" className="w-full">
            <a href={returnSite.loginUrl}>
              <LogIn aria-hidden="true" />
              Return to {returnSite.host} Login
            </a>
          </Button>
        ) : (
          <p className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600">
            Please go to your personalised domain to sign in with your new password.
          </p>
        )}
      </div>
    </AuthLayout>
  );
}
