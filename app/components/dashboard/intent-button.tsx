import { Loader2 } from "lucide-react";
import { FlashToast } from "~/components/flash-toast";
import { Button, type ButtonProps } from "~/components/ui/button";
import { replyIsFor } from "~/domain/intent-reply";
import { useIntentFetcher } from "./use-intent-fetcher";

/** One click, one intent: an action that needs no confirmation (Unsuspend, Reactivate, Fix Domain). */
export function IntentButton({
  intent,
  values,
  pendingLabel,
  onDone,
  fetcherKey,
  children,
  ...buttonProps
}: {
  intent: string;
  values: Record<string, string>;
  pendingLabel: string;
  /** Runs once the action succeeded (to clear a selection). */
  onDone?: () => void;
  /** Shared with an <IntentNotice> on the page when success removes this button's row. */
  fetcherKey?: string;
  children: React.ReactNode;
} & Omit<ButtonProps, "type" | "children">) {
  const { fetcher, reply, pending: anyPending } = useIntentFetcher(intent, onDone, fetcherKey);
  // A shared fetcher is pending for every row; only the submitted one shows it.
  const pending = anyPending && Object.entries(values).every(([name, value]) => fetcher.formData?.get(name) === value);
  return (
    <fetcher.Form method="post" className="contents">
      <FlashToast message={reply && (!fetcherKey || replyIsFor(reply, values)) ? reply.notice : null} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" disabled={pending} {...buttonProps}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {pending ? pendingLabel : children}
      </Button>
    </fetcher.Form>
  );
}
