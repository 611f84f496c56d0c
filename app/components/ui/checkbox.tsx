import { cn } from "./cn";

/** A native checkbox, so forms post it without JavaScript. */
export function Checkbox({ className, ...props }: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <input
      type="checkbox"
      className={cn("size-4 shrink-0 rounded border-slate-300 accent-[var(--color-brand)] focus-visible:ring-2 focus-visible:ring-brand", className)}
      {...props}
    />
  );
}
