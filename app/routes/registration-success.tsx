import { BadgeCheck, Clock, Globe, MailCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/registration-success";
import { Button } from "~/components/ui/button";
import { accountMeta } from "~/features/auth/account-meta";
import { AuthLayout } from "~/features/auth/auth-layout";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Registration Successful", matches);

const STEPS = [
  { icon: Clock, title: "Pending approval", text: "An administrator reviews every new realtor account, usually within one business day." },
  { icon: MailCheck, title: "We'll be in touch", text: "You'll hear from your administrator once your account is approved." },
  { icon: Globe, title: "Sign in on your site", text: "After approval, sign in from your personalised domain with the password you chose." },
];

export default function RegistrationSuccess() {
  return (
    <AuthLayout icon={BadgeCheck} title="Registration Successful!" description="Thank you for registering with us.">
      <ol className="grid gap-5">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{title}</span>
              <span className="block text-sm leading-relaxed text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <Button asChild size="lg" variant="outline" className="mt-8 w-full">
        <Link to="/">Return to Home</Link>
      </Button>
    </AuthLayout>
  );
}
