import { Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { ENQUIRY_INBOX_MESSAGES, ENQUIRY_STAGE_LABELS, ENQUIRY_STAGES, LOST_REASON_MAX_LENGTH, type EnquiryStage } from "~/domain/schemas/enquiry-inbox";

/**
 * The owner's stage control, on the list, the board, today's list and the enquiry page: a
 * select that saves on change, so it works by tap on a phone. Lost first asks why.
 */
export function EnquiryStageSelect({ id, name, stage, action, className }: { id: string; name: string; stage: EnquiryStage; action?: string; className?: string }) {
  const [askingWhy, setAskingWhy] = useState(false);
  const { fetcher, reply, pending } = useIntentFetcher("stage", () => setAskingWhy(false));
  const formRef = useRef<HTMLFormElement>(null);
  const shown = (pending ? (fetcher.formData?.get("stage") as EnquiryStage | null) : null) ?? (askingWhy ? "lost" : stage);
  const reasonError = (reply && !reply.ok ? reply.result?.error?.lostReason : undefined) ?? undefined;
  return (
    <>
      <FlashToast message={reply?.notice ?? null} />
      <fetcher.Form ref={formRef} method="post" action={action} className={className}>
        <input type="hidden" name="intent" value="stage" />
        <input type="hidden" name="id" value={id} />
        <label htmlFor={`stage-${id}`} className="sr-only">
          Stage of {name}&apos;s enquiry
        </label>
        <NativeSelect
          id={`stage-${id}`}
          name="stage"
          value={shown}
          disabled={pending}
          onChange={(event) => {
            if (event.currentTarget.value === "lost") setAskingWhy(true);
            else fetcher.submit(event.currentTarget.form);
          }}
          className="h-9 w-full min-w-36"
        >
          {ENQUIRY_STAGES.map((value) => (
            <option key={value} value={value}>
              {ENQUIRY_STAGE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
        <noscript>
          <button type="submit" className="text-sm font-medium text-brand">
            Save
          </button>
        </noscript>
      </fetcher.Form>
      <Dialog open={askingWhy} onOpenChange={setAskingWhy}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Why was {name}&apos;s lead lost?</DialogTitle>
            <DialogDescription>The reason is kept in the enquiry&apos;s history.</DialogDescription>
          </DialogHeader>
          <fetcher.Form method="post" action={action} className="grid gap-4">
            <input type="hidden" name="intent" value="stage" />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="stage" value="lost" />
            <Field label="Reason" htmlFor={`lost-reason-${id}`} errors={reasonError} errorId={`lost-reason-${id}-error`}>
              <Input
                id={`lost-reason-${id}`}
                name="lostReason"
                required
                maxLength={LOST_REASON_MAX_LENGTH}
                placeholder="e.g. Bought a resale unit elsewhere"
                aria-describedby={reasonError ? `lost-reason-${id}-error` : undefined}
                onInvalid={(event) => event.currentTarget.setCustomValidity(ENQUIRY_INBOX_MESSAGES.lostReasonRequired)}
                onInput={(event) => event.currentTarget.setCustomValidity("")}
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setAskingWhy(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                Mark as lost
              </Button>
            </DialogFooter>
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
