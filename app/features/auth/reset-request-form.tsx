import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { MailCheck, Send } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { resetRequestSchema } from "~/domain/schemas/auth";
import { FormMessage, TextField } from "~/components/form-fields";
import { rememberTenantHost } from "~/features/auth/tenant-return";

/** Request a reset link; once sent, the spec's 'Check your email' confirmation. */
export function ResetRequestForm({
  lastResult,
  sentTo,
  defaultEmail,
  intent,
  tenantHost,
  tryAgainHref,
  returnLink,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The address the request was made for, once it went through. */
  sentTo: string | null;
  defaultEmail: string;
  intent?: string;
  /** The realtor host the request comes from, remembered for the way back. */
  tenantHost: string | null;
  tryAgainHref: string;
  returnLink: { label: string; to: string };
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  const [form, fields] = useForm({
    id: intent ? `reset-${intent}` : "reset-request",
    lastResult,
    defaultValue: { email: defaultEmail },
    constraint: getZodConstraint(resetRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  });

  if (sentTo) {
    return (
      <div className="text-center" role="status">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">Check your email</h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          If an account exists for <strong className="font-semibold text-slate-800">{sentTo}</strong>, a link to set a new
          password is on its way. It works once and expires in one hour.
        </p>
        <div className="mt-6 grid gap-3">
          <Button asChild className="h-auto min-h-10 whitespace-normal">
            <Link to={returnLink.to}>{returnLink.label}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={tryAgainHref}>Try again</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={(event) => {
        if (tenantHost) rememberTenantHost(tenantHost);
        form.onSubmit(event);
      }}
      className="grid gap-5"
    >
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormMessage errors={form.errors} />
      <TextField
        meta={fields.email}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        hint="We'll email you a link to set a new password."
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        <Send aria-hidden="true" />
        {pending ? "Sending…" : "Send Reset Link"}
      </Button>
    </Form>
  );
}
