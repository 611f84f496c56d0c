import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { LogIn } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { signInSchema } from "~/domain/schemas/auth";
import { FormMessage, TextField } from "~/components/form-fields";

/** Email and password (spec part 1 §5 "Sign-in"), for realtors on their site and administrators. */
export function SignInForm({
  lastResult,
  intent,
  forgotPasswordHref,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** Set when the page's action handles more than one form. */
  intent?: string;
  /** Where 'Forgot your password?' leads; the typed email is added as ?email=. */
  forgotPasswordHref: (email: string) => string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  const [form, fields] = useForm({
    id: intent ? `sign-in-${intent}` : "sign-in",
    lastResult,
    constraint: getZodConstraint(signInSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormMessage errors={form.errors} />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      <TextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
        labelAside={
          <Link to={forgotPasswordHref(fields.email.value ?? "")} className="font-medium text-brand underline-offset-4 hover:underline">
            Forgot your password?
          </Link>
        }
      />
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        <LogIn aria-hidden="true" />
        {pending ? "Signing in…" : "Sign In"}
      </Button>
    </Form>
  );
}
