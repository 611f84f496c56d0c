import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { UserPlus } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { toast } from "~/components/ui/toaster";
import { firstSignUpError, PASSWORD_MIN_LENGTH, signUpSchema, SITE_URL_EXAMPLE_HOST } from "~/domain/schemas/auth";
import { TOAST_TITLES } from "~/features/auth/account-texts";
import { EnhancedMarker } from "~/features/auth/enhanced-marker";
import { FormMessage, SelectField, TextField } from "~/components/form-fields";
import { LeaderSelect, type LeaderOption } from "~/features/auth/leader-select";
import { PasswordHints } from "~/features/auth/password-hints";

const ROLE_CHOICES = [
  { value: "agent", label: "Agent", description: "I report to a team leader" },
  { value: "leader", label: "Team Leader", description: "I lead a team of agents" },
] as const;

const CONFORM_INTENT = "__intent__";

/** Registration as a real estate professional (spec part 1 §2, §5). */
export function SignUpForm({
  lastResult,
  agencies,
  agenciesFailed,
  leaders,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  agencies: { id: string; name: string }[];
  agenciesFailed: boolean;
  leaders: LeaderOption[];
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    defaultValue: { role: "agent" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const role = fields.role.value ?? "agent";
  const password = fields.password.value ?? "";
  const confirmation = fields.confirmPassword.value ?? "";
  const mismatch = password !== confirmation;

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={(event) => {
        // Conform validates while typing by dispatching submit events of its own; only a real submit gets the toast.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute("name") === CONFORM_INTENT) {
          form.onSubmit(event);
          return;
        }
        const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
        const submission = parseWithZod(new FormData(event.currentTarget), { schema: signUpSchema });
        const message =
          firstSignUpError(values) ??
          (submission.status === "error"
            ? Object.values(submission.error ?? {})
                .flat()
                .find((error): error is string => Boolean(error))
            : undefined);
        if (message) toast.error(TOAST_TITLES.validationError, { description: message });
        form.onSubmit(event);
      }}
      className="grid gap-8"
    >
      <EnhancedMarker />
      <FormMessage errors={form.errors} />

      <FormSection title="Your details">
        <TextField meta={fields.fullName} label="Full name" autoComplete="name" placeholder="Tan Wei Ming" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <TextField
          meta={fields.phoneNumber}
          label={<Optional>Phone number</Optional>}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+65 9123 4567"
        />
        <TextField
          meta={fields.ceaNumber}
          label={<Optional>CEA registration number</Optional>}
          autoCapitalize="characters"
          placeholder="R123456"
        />
      </FormSection>

      <FormSection title="Your team">
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">I am registering as</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {getCollectionProps(fields.role, { type: "radio", options: ROLE_CHOICES.map((choice) => choice.value) }).map(
              ({ key, ...props }) => {
                const choice = ROLE_CHOICES.find((c) => c.value === props.value)!;
                return (
                  <label
                    key={key}
                    htmlFor={props.id}
                    className={cn(
                      "flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
                      role === choice.value ? "border-brand bg-brand/5" : "border-slate-200 hover:border-slate-300",
                    )}
                  >
                    <input {...props} className="mt-1 size-4 accent-[var(--color-brand)]" />
                    <span>
                      <span className="block text-sm font-semibold text-slate-900">{choice.label}</span>
                      <span className="block text-xs text-slate-600">{choice.description}</span>
                    </span>
                  </label>
                );
              },
            )}
          </div>
        </fieldset>
        <div className={cn(role === "leader" && "sm:col-span-2")}>
          <SelectField meta={fields.agencyId} label="Agency">
            <option value="">{agenciesFailed ? "Agencies could not be loaded" : "Select your agency"}</option>
            {agencies.map((agency) => (
              <option key={agency.id} value={agency.id}>
                {agency.name}
              </option>
            ))}
          </SelectField>
          {agenciesFailed ? (
            <p role="alert" className="mt-1.5 text-sm text-red-600">
              Failed to load agencies. Please refresh the page.
            </p>
          ) : null}
        </div>
        {role === "agent" ? (
          <LeaderSelect meta={fields.leaderId} agencyId={fields.agencyId.value ?? ""} allLeaders={leaders} agencies={agencies} />
        ) : null}
      </FormSection>

      <FormSection title="Your personalised site">
        <div className="sm:col-span-2">
          <TextField
            meta={fields.siteUrl}
            label="Agent site URL"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            placeholder={SITE_URL_EXAMPLE_HOST}
            hint="The domain of your own site. Realtors sign in there once approved."
          />
        </div>
      </FormSection>

      <FormSection title="Password">
        <div className="grid content-start gap-2">
          <TextField meta={fields.password} label="Password" type="password" autoComplete="new-password" />
          <PasswordHints password={password} id={`${fields.password.id}-hints`} />
        </div>
        <TextField
          meta={fields.confirmPassword}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
      </FormSection>

      <Button type="submit" size="lg" disabled={pending || mismatch} className="w-full">
        <UserPlus aria-hidden="true" />
        {pending ? "Creating account…" : "Create Account"}
      </Button>
    </Form>
  );
}

function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-4">
      <h2 className="text-xs font-semibold uppercase tracking-wider text-slate-500">{title}</h2>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function Optional({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-slate-500">(optional)</span>
    </>
  );
}
