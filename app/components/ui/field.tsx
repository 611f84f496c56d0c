import { Label } from "./label";
import { cn } from "./cn";

interface FieldProps {
  label: React.ReactNode;
  htmlFor: string;
  /** The spec's message for this field, when it fails. */
  errors?: string[] | undefined;
  errorId?: string;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}

/** A labelled form control with its hint and its error messages. */
export function Field({ label, htmlFor, errors, errorId, hint, className, children }: FieldProps) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && !errors?.length ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {errors?.length ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}
