import { Loader2 } from "lucide-react";
import { useState } from "react";
import { FlashToast } from "~/components/flash-toast";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/input";
import { replyIsFor } from "~/domain/intent-reply";
import { useIntentFetcher } from "./use-intent-fetcher";

interface ConfirmDialogProps {
  trigger: React.ReactElement;
  title: string;
  description: React.ReactNode;
  intent: string;
  /** Hidden inputs posted with the intent (the row's id). */
  values: Record<string, string>;
  confirmLabel: string;
  pendingLabel: string;
  variant?: ButtonProps["variant"];
  /** A confirmation that must be answered: a click outside does not dismiss it. */
  locked?: boolean;
  /** An optional reason the user may give (approve or reject). */
  reason?: { label: string; placeholder?: string };
  onDone?: () => void;
  /**
   * Shared by the same action on every row, with an <IntentNotice> of that key on the page, when
   * success removes the row (and this dialog) from the list.
   */
  fetcherKey?: string;
}

/** Asks before an action runs, posts it to the page's action, closes on success and shows the toast. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  intent,
  values,
  confirmLabel,
  pendingLabel,
  variant = "default",
  locked = false,
  reason,
  onDone,
  fetcherKey,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const { fetcher, reply, pending } = useIntentFetcher(
    intent,
    () => {
      setOpen(false);
      onDone?.();
    },
    fetcherKey,
  );
  // A shared fetcher's failure belongs to the row that sent it; its success toast is the page's.
  const mine = reply !== undefined && (!fetcherKey || replyIsFor(reply, values));
  const failure = reply && !reply.ok && mine ? reply.notice?.description : undefined;
  return (
    <>
      <FlashToast message={mine ? (reply?.notice ?? null) : null} />
      <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent modalLocked={locked} role="alertdialog">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription asChild>
              <div>{description}</div>
            </DialogDescription>
          </DialogHeader>
          <fetcher.Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value={intent} />
            {Object.entries(values).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {reason ? (
              <div className="grid gap-1.5">
                <Label htmlFor={`${intent}-reason`}>{reason.label}</Label>
                <Textarea id={`${intent}-reason`} name="reason" maxLength={500} placeholder={reason.placeholder} className="min-h-20" />
              </div>
            ) : null}
            {failure ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {failure}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant={variant} disabled={pending}>
                {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
