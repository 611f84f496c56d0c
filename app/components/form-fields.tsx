import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { AlertCircle } from "lucide-react";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { PasswordInput } from "~/components/password-input";

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

function hintOf(meta: { id: string }, hint: React.ReactNode) {
  return hint ? <span id={`${meta.id}-hint`}>{hint}</span> : undefined;
}

/** A labelled textarea bound to a Conform field. */
export function TextareaField({
  meta,
  label,
  hint,
  rows = 4,
  placeholder,
}: {
  meta: FieldMetadata<string | undefined>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  rows?: number;
  placeholder?: string;
}) {
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <Field label={label} htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId} hint={hintOf(meta, hint)}>
      <Textarea key={key} {...props} rows={rows} placeholder={placeholder} />
    </Field>
  );
}

/** A labelled number input (step and bounds as the schema has them). */
export function NumberField({
  meta,
  label,
  hint,
  min,
  max,
  step,
  placeholder,
}: {
  meta: FieldMetadata<number | string | undefined>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  min?: number;
  max?: number;
  step?: number | "any";
  placeholder?: string;
}) {
  const { key, ...props } = getInputProps(meta as FieldMetadata<string | undefined>, {
    type: "number",
    ariaDescribedBy: hint ? `${meta.id}-hint` : undefined,
  });
  return (
    <Field label={label} htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId} hint={hintOf(meta, hint)}>
      <Input key={key} {...props} min={min} max={max} step={step} placeholder={placeholder} inputMode="decimal" />
    </Field>
  );
}

/** A labelled date input ('YYYY-MM-DD'). */
export function DateField({ meta, label, hint }: { meta: FieldMetadata<string | undefined>; label: React.ReactNode; hint?: React.ReactNode }) {
  const { key, ...props } = getInputProps(meta, { type: "date", ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <Field label={label} htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId} hint={hintOf(meta, hint)}>
      <Input key={key} {...props} />
    </Field>
  );
}

/**
 * An on/off switch that posts without JavaScript: a hidden 'false' first, the checkbox's 'true'
 * after it, so the schema's booleanField reads the last value sent.
 */
export function SwitchField({
  meta,
  label,
  description,
}: {
  meta: FieldMetadata<unknown>;
  label: React.ReactNode;
  description?: React.ReactNode;
}) {
  const checked = meta.initialValue === "true" || meta.initialValue === "on" || (meta.initialValue as unknown) === true;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div className="grid gap-0.5">
        <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description ? <p className="text-xs text-slate-500">{description}</p> : null}
      </div>
      <input type="hidden" name={meta.name} value="false" />
      <input
        key={meta.key}
        id={meta.id}
        type="checkbox"
        role="switch"
        name={meta.name}
        value="true"
        defaultChecked={checked}
        className="peer relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand checked:before:translate-x-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2"
      />
    </div>
  );
}

/** A labelled file input; the accepted types and the size hint come from the upload kind. */
export function FileField({
  meta,
  label,
  hint,
  accept,
}: {
  meta: FieldMetadata<File | string | undefined>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  accept: string;
}) {
  return (
    <Field label={label} htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId} hint={hintOf(meta, hint)}>
      <Input
        key={meta.key}
        id={meta.id}
        name={meta.name}
        type="file"
        accept={accept}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={meta.errors?.length ? meta.errorId : hint ? `${meta.id}-hint` : undefined}
        className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-200"
      />
    </Field>
  );
}
