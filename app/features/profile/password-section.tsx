import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { KeyRound, Loader2, ShieldCheck } from "lucide-react";
import { FlashToast } from "~/components/flash-toast";
import { FormMessage, TextField } from "~/components/form-fields";
import { SettingsSection } from "~/components/dashboard/settings-section";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { changePasswordSchema, PASSWORD_MIN_LENGTH, PASSWORD_STRENGTHS, passwordStrength } from "~/domain/schemas/auth";

const METER_COLOURS = ["bg-red-500", "bg-amber-500", "bg-sky-500", "bg-emerald-600"] as const;
const LABEL_COLOURS = ["text-red-700", "text-amber-700", "text-sky-700", "text-emerald-700"] as const;

/** The change-password meter of spec part 2 §5: four bars, by length only. */
function StrengthMeter({ password, id }: { password: string; id: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = PASSWORD_STRENGTHS.indexOf(strength);
  return (
    <div id={id} className="grid gap-1.5" aria-live="polite">
      <div className="grid grid-cols-4 gap-1.5" aria-hidden="true">
        {PASSWORD_STRENGTHS.map((name, index) => (
          <span key={name} className={cn("h-1.5 rounded-full", index <= level ? METER_COLOURS[level] : "bg-slate-200")} />
        ))}
      </div>
      <p className={cn("text-xs font-medium", LABEL_COLOURS[level])}>Password strength: {strength}</p>
    </div>
  );
}

/**
 * Security Settings: change password with the current one (spec part 2 §5). The server checks the
 * current password; the button waits until all three fields are filled.
 */
export function PasswordSection({ id }: { id: string }) {
  const { fetcher, reply, pending } = useIntentFetcher("password");
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: reply?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  const filled = [fields.currentPassword, fields.newPassword, fields.confirmNewPassword].every((field) => Boolean(field.value));
  return (
    <SettingsSection
      id={id}
      title="Security Settings"
      description="Change the password you sign in with. Other devices signed in to your account are signed out."
      icon={<ShieldCheck aria-hidden="true" />}
    >
      <FlashToast message={reply?.notice ?? null} />
      <fetcher.Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-5">
        <input type="hidden" name="intent" value="password" />
        <FormMessage errors={form.errors} />
        <TextField meta={fields.currentPassword} label="Current Password" type="password" autoComplete="current-password" />
        <div className="grid gap-2">
          <TextField
            meta={fields.newPassword}
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <StrengthMeter password={fields.newPassword.value ?? ""} id="new-password-strength" />
        </div>
        <TextField meta={fields.confirmNewPassword} label="Confirm New Password" type="password" autoComplete="new-password" />
        <div>
          <Button type="submit" disabled={pending || !filled}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
            {pending ? "Changing..." : "Change Password"}
          </Button>
        </div>
      </fetcher.Form>
    </SettingsSection>
  );
}
