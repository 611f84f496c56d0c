import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { KeyRound } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from "~/domain/schemas/auth";
import { EnhancedMarker } from "~/features/auth/enhanced-marker";
import { FormMessage, TextField } from "~/components/form-fields";

/** The update-password form of a recovery or invite link (spec part 1 §5), with show/hide toggles. */
export function NewPasswordForm({
  lastResult,
  hiddenFields,
  submitLabel,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  hiddenFields: Record<string, string>;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "new-password",
    lastResult,
    constraint: getZodConstraint(newPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <EnhancedMarker />
      <FormMessage errors={form.errors} />
      <TextField
        meta={fields.password}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <TextField meta={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        <KeyRound aria-hidden="true" />
        {pending ? "Updating…" : submitLabel}
      </Button>
    </Form>
  );
}
