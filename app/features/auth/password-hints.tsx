import { CircleAlert, CircleCheck } from "lucide-react";
import { passwordHints } from "~/domain/schemas/auth";
import { cn } from "~/components/ui/cn";

/** The live sign-up hints of spec part 1 §5: advice while typing, not a submit rule. */
export function PasswordHints({ password, id }: { password: string; id: string }) {
  if (!password) return null;
  const { secure, messages } = passwordHints(password);
  return (
    <ul id={id} aria-live="polite" className="grid gap-1 text-xs">
      {messages.map((message) => (
        <li key={message} className={cn("flex items-start gap-1.5", secure ? "text-emerald-700" : "text-amber-700")}>
          {secure ? (
            <CircleCheck className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          )}
          {message}
        </li>
      ))}
    </ul>
  );
}
