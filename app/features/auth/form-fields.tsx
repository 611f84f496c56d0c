import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { AlertCircle } from "lucide-react";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { PasswordInput } from "~/features/auth/password-input";

type TextFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: React.ReactNode;
  type?: "text" | "email" | "tel" | "password";
  hint?: React.ReactNode;
  /** A link beside the label, such as 'Forgot your password?'. */
  labelAside?: React.ReactNode;
} & Pick<React.InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "placeholder" | "inputMode" | "autoCapitalize" | "spellCheck" | "onChange">;

/** A labelled text input bound to a Conform field, with its error under it. */
export function TextField({ meta, label, type = "text", hint, labelAside, ...inputProps }: TextFieldProps) {
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  const control =
    type === "password" ? <PasswordInput key={key} {...props} {...inputProps} /> : <Input key={key} {...props} {...inputProps} />;
  return (
    <div className="relative">
      {labelAside ? <div className="absolute right-0 top-0 text-sm">{labelAside}</div> : null}
      <Field
        label={label}
        htmlFor={meta.id}
        errors={meta.errors}
        errorId={meta.errorId}
        hint={hint ? <span id={`${meta.id}-hint`}>{hint}</span> : undefined}
      >
        {control}
      </Field>
    </div>
  );
}

/** A labelled native select bound to a Conform field. */
export function SelectField({
  meta,
  label,
  hint,
  children,
  disabled,
  onChange,
}: {
  meta: FieldMetadata<string | undefined>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  children: React.ReactNode;
  disabled?: boolean;
  onChange?: React.ChangeEventHandler<HTMLSelectElement>;
}) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <Field
      label={label}
      htmlFor={meta.id}
      errors={meta.errors}
      errorId={meta.errorId}
      hint={hint ? <span id={`${meta.id}-hint`}>{hint}</span> : undefined}
    >
      <NativeSelect key={key} {...props} disabled={disabled} onChange={onChange}>
        {children}
      </NativeSelect>
    </Field>
  );
}

/** The form-level message (a refused sign-in, a taken email) above the fields. */
export function FormMessage({ errors }: { errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Alert variant="destructive">
      <AlertCircle className="size-4" aria-hidden="true" />
      <p>{errors[0]}</p>
    </Alert>
  );
}
